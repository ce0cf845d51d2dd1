import { formatDateTime } from "@rules/shelterClock.ts";
import { TriangleAlert } from "lucide-react";
import { graphql, useFragment } from "react-relay/hooks";
import type { BackupWarning_dashboard$key } from "../../__generated__/BackupWarning_dashboard.graphql.ts";
import { LinkButton } from "../../ui/Button.tsx";

/** For administrators, when the last good backup is older than 48 hours (or there is none): say so, with the way to make one. */
export function BackupWarning(props: { dashboard: BackupWarning_dashboard$key; timeZone: string }) {
  const { copiaSeguridadAtrasada } = useFragment(
    graphql`
      fragment BackupWarning_dashboard on Dashboard {
        copiaSeguridadAtrasada {
          ultimaCorrecta
        }
      }
    `,
    props.dashboard,
  );
  if (!copiaSeguridadAtrasada) return null;
  const last = copiaSeguridadAtrasada.ultimaCorrecta;
  return (
    <section
      aria-label="Copia de seguridad atrasada"
      data-testid="copia-atrasada"
      className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-900"
    >
      <TriangleAlert size={18} aria-hidden className="shrink-0 text-amber-600" />
      <p className="min-w-0 flex-1 basis-64">
        {last
          ? `La última copia de seguridad correcta es del ${formatDateTime(new Date(last), props.timeZone)}: tiene más de 48 horas.`
          : "No hay ninguna copia de seguridad correcta."}
      </p>
      <LinkButton href="/copias-seguridad" variant="secondary" size="sm">
        Ir a Copias de seguridad
      </LinkButton>
    </section>
  );
}
