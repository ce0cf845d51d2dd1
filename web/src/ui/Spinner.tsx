import { Loader2 } from "lucide-react";

/** A full-area loading state with a visible, announced text. */
export function LoadingScreen({ text = "Cargando..." }: { text?: string }) {
  return (
    <div role="status" aria-live="polite" className="flex min-h-[50vh] flex-col items-center justify-center gap-3 text-slate-600">
      <Loader2 className="animate-spin text-brand-700" size={36} aria-hidden />
      <p className="text-sm font-medium">{text}</p>
    </div>
  );
}
