import { ShieldAlert } from "lucide-react";
import { LinkButton } from "../../ui/Button.tsx";

/** `who`: who may open the section, as the sentence names them. */
export function ForbiddenPage({ who = "administradores" }: { who?: string }) {
  return (
    <div className="flex min-h-[60vh] flex-col items-center justify-center gap-3 text-center">
      <ShieldAlert className="text-red-600" size={40} aria-hidden />
      <h1 className="text-2xl font-semibold text-slate-900">Acceso restringido</h1>
      <p className="text-sm text-slate-500">Esta sección es solo para {who}.</p>
      <LinkButton href="/" variant="secondary">
        Volver al inicio
      </LinkButton>
    </div>
  );
}
