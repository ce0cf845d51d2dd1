import { type ReactNode, Suspense } from "react";

/** Says `text` ('Cargando …') while what it wraps reads its own data; `inset` pads it as a tab's whole content. */
export function Loading({ text, inset, children }: { text: string; inset?: boolean; children: ReactNode }) {
  return <Suspense fallback={<p className={inset ? "p-4 text-sm text-slate-600" : "text-sm text-slate-600"}>{text}</p>}>{children}</Suspense>;
}
