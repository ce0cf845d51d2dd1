import { LinkButton } from "../../ui/Button.tsx";

export function NotFoundPage() {
  return (
    <div className="flex min-h-[60vh] flex-col items-center justify-center gap-3 text-center">
      <h1 className="text-3xl font-bold text-slate-900">404 Page Not Found</h1>
      <p className="text-sm text-slate-500">La página que busca no existe.</p>
      <LinkButton href="/" variant="secondary">
        Volver al inicio
      </LinkButton>
    </div>
  );
}
