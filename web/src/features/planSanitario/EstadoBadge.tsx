import { cn } from "../../ui/cn.ts";

/** Where an item stands: a pending one by its day on the shelter's clock (as 'Pendientes' says), or done, or cancelled. */
export type EstadoShown = "vencida" | "hoy" | "proxima" | "pendiente" | "realizada" | "cancelada";

const BADGES: Record<EstadoShown, { label: string; tone: string }> = {
  vencida: { label: "Vencida", tone: "bg-red-100 text-red-800" },
  hoy: { label: "Hoy", tone: "bg-amber-100 text-amber-900" },
  proxima: { label: "Próxima", tone: "bg-sky-100 text-sky-900" },
  pendiente: { label: "Pendiente", tone: "bg-slate-100 text-slate-800" },
  realizada: { label: "Realizada", tone: "bg-emerald-100 text-emerald-900" },
  cancelada: { label: "Cancelada", tone: "bg-slate-200 text-slate-700" },
};

/**
 * A pending item due before `today` is overdue, on it due today, within the days 'Pendientes'
 * reaches próxima, later simply pending; both days are 'yyyy-MM-dd' on the shelter's clock.
 */
export function estadoShown(estado: string, fechaPrevista: string, today: string, lastDayShown: string): EstadoShown {
  if (estado === "realizada" || estado === "cancelada") return estado;
  if (fechaPrevista < today) return "vencida";
  if (fechaPrevista === today) return "hoy";
  return fechaPrevista <= lastDayShown ? "proxima" : "pendiente";
}

export function EstadoBadge({ estado }: { estado: EstadoShown }) {
  const badge = BADGES[estado];
  return (
    <span className={cn("inline-flex items-center rounded-full px-2 py-0.5 text-xs font-semibold whitespace-nowrap", badge.tone)} data-estado={estado}>
      {badge.label}
    </span>
  );
}
