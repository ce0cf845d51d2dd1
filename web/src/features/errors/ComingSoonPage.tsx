import { Construction } from "lucide-react";

/** Stands for a screen that a later release adds. */
export function ComingSoonPage({ title }: { title: string }) {
  return (
    <div className="flex min-h-[60vh] flex-col items-center justify-center gap-3 text-center">
      <Construction className="text-amber-500" size={40} aria-hidden />
      <h1 className="text-2xl font-semibold text-slate-900">{title}</h1>
      <p className="text-sm text-slate-500">Próximamente</p>
    </div>
  );
}
