import type { ReactNode } from "react";
import { LoadingScreen } from "./Spinner.tsx";

/** A list screen's width and spacing. */
export const SCREEN_CLASS = "mx-auto flex max-w-7xl flex-col gap-5";

/** A screen's header: its h1 and, on the right, the screen's main actions. */
export function ScreenHeader({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <header className="flex flex-wrap items-center justify-between gap-4">
      <h1 className="text-2xl font-bold text-slate-900">{title}</h1>
      {children}
    </header>
  );
}

/** What a screen shows while its code arrives: its heading where the page will draw it, and 'Cargando...'. */
export function ScreenPending({ title }: { title: string }) {
  return (
    <div className={SCREEN_CLASS}>
      <ScreenHeader title={title} />
      <LoadingScreen />
    </div>
  );
}
