import { TriangleAlert } from "lucide-react";
import type { FallbackProps } from "react-error-boundary";
import { errorMessage, useReloadForNewVersion } from "../../appVersion.ts";
import { Button } from "../../ui/Button.tsx";

/**
 * What the page shows when the app itself could not start (the server unreachable or failing as
 * the page loads): the reason in Spanish and a way to try again, not an empty page. A screen's own
 * failure stays inside the shell (RouteErrorPage).
 */
export function AppErrorPage({ error }: FallbackProps) {
  useReloadForNewVersion(error);
  const message = errorMessage(error);
  return (
    <main className="flex min-h-dvh flex-col items-center justify-center gap-3 p-4 text-center">
      <div role="alert" className="flex flex-col items-center gap-3">
        <TriangleAlert className="text-amber-500" size={40} aria-hidden />
        <h1 className="text-2xl font-semibold text-slate-900">No se pudo abrir Refugio</h1>
        <p className="max-w-md text-sm text-slate-600">{message}</p>
      </div>
      <Button variant="secondary" onPress={() => window.location.reload()}>
        Reintentar
      </Button>
    </main>
  );
}
