import type { ReactNode } from "react";

/** The frame of the screens outside the session (login, password recovery, first-run setup): one card centred on the page. */
export function AuthLayout({ children }: { children: ReactNode }) {
  return <main className="flex min-h-screen items-center justify-center bg-gradient-to-br from-brand-50 to-slate-100 p-4">{children}</main>;
}
