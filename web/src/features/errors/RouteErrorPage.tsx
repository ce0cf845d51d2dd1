import { TriangleAlert } from "lucide-react";
import { useRouteError } from "react-router";
import { errorMessage, useReloadForNewVersion } from "../../appVersion.ts";
import { Button, LinkButton } from "../../ui/Button.tsx";

/** A screen whose data could not be loaded: the reason in Spanish, and a way out. */
export function RouteErrorPage() {
  const error = useRouteError();
  useReloadForNewVersion(error);
  const message = errorMessage(error);
  return (
    <div role="alert" className="flex min-h-[60vh] flex-col items-center justify-center gap-3 text-center">
      <TriangleAlert className="text-amber-500" size={40} aria-hidden />
      <h1 className="text-2xl font-semibold text-slate-900">No se pudieron cargar los datos</h1>
      <p className="max-w-md text-sm text-slate-500">{message}</p>
      <div className="flex gap-2">
        <Button variant="secondary" onPress={() => window.location.reload()}>
          Reintentar
        </Button>
        <LinkButton href="/" variant="secondary">
          Volver al inicio
        </LinkButton>
      </div>
    </div>
  );
}
