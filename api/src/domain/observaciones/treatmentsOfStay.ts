/**
 * A treatment does not outlive its stay (docs/decisions.md "Observations and treatments"): saving
 * an E/S with an exit date ends its running treatments on that day, and a treatment of such a
 * stay neither starts nor ends after it (`observacionOfStaySchema` in rules/observacion.ts, which
 * the dialog checks too). Plain observations stay free.
 */
import { parseDate } from "@internationalized/date";
import type { EntradaSalida } from "../../db/generated/prisma/client.ts";
import type { Deps } from "../deps.ts";
import { shelterToday } from "../entradasSalidas/entradaSalidaRecord.ts";
import { entradaSalidaNotFound } from "../entradasSalidas/errors.ts";
import { asOneChange, changeWithActivity, type Tx } from "../logs/changeWithActivity.ts";
import type { LoggedIn } from "../policies.ts";
import { dayOf, endOfDayInstant, formatDay } from "../rules/shelterClock.ts";
import { activity, describeObservacion } from "./observacionRecord.ts";

/**
 * When a stay's treatments end: the last instant of its exit day on the shelter's clock, or now
 * when the exit day is today, so that closing a stay today takes its treatments out of
 * 'Tratamientos en curso' at once rather than at midnight.
 */
export function treatmentEndOfStay(fechaSalida: string, deps: Pick<Deps, "timeZone">, now: Date = new Date()): Date {
  return fechaSalida === shelterToday(deps) ? now : endOfDayInstant(parseDate(fechaSalida), deps.timeZone);
}

/** A treatment never ends before it starts: one that was to start later on the exit day ends at its start. */
const notBeforeStart = (end: Date, inicio: Date | null) => (inicio && inicio > end ? inicio : end);

/**
 * Ends the running treatments of a stay that has an exit date (whose end is missing or after the
 * stay's), each with its activity entry, inside the caller's change; answers how many. Treatments
 * that had already ended by then are left as they are.
 */
export async function endTreatmentsOfStay(deps: Deps, user: LoggedIn, stay: Pick<EntradaSalida, "id" | "fechaSalida">): Promise<number> {
  if (!stay.fechaSalida) return 0;
  const exitDay = dayOf(stay.fechaSalida);
  const end = treatmentEndOfStay(exitDay, deps);
  return asOneChange(deps, async (deps) => {
    const running = await deps.db.observacion.findMany({
      where: { entradaSalidaId: stay.id, tratamiento: true, OR: [{ tratamientoFechaFin: null }, { tratamientoFechaFin: { gt: end } }] },
      orderBy: { id: "asc" },
    });
    for (const treatment of running) {
      await changeWithActivity(
        deps,
        user,
        (tx) => tx.observacion.update({ where: { id: treatment.id }, data: { tratamientoFechaFin: notBeforeStart(end, treatment.tratamientoFechaInicio) } }),
        (ended) => activity("modificar", `Finalizada ${describeObservacion(ended)} con la salida del ${formatDay(exitDay)}`, ended.id),
      );
    }
    return running.length;
  });
}

/**
 * The stay an observation is written to, locked against a concurrent save of the E/S until the
 * observation's transaction ends: a treatment added while the stay is being closed is either seen
 * by the close or sees the exit date.
 */
export async function lockStayOfObservacion(tx: Tx, entradaSalidaId: number): Promise<{ fechaSalida: string | null }> {
  const [stay] = await tx.$queryRaw<{ fechaSalida: Date | null }[]>`
    SELECT fecha_salida AS "fechaSalida" FROM entradas_salidas WHERE id = ${entradaSalidaId} FOR SHARE`;
  if (!stay) throw entradaSalidaNotFound();
  return { fechaSalida: stay.fechaSalida && dayOf(stay.fechaSalida) };
}

/** A treatment of a stay with an exit date and no end of its own ends with the stay. */
export function endWithStay<T extends { tratamiento: boolean; tratamientoFechaInicio: Date | null; tratamientoFechaFin: Date | null }>(
  data: T,
  stay: { fechaSalida: string | null },
  deps: Pick<Deps, "timeZone">,
): T {
  if (!data.tratamiento || !stay.fechaSalida || data.tratamientoFechaFin) return data;
  return { ...data, tratamientoFechaFin: notBeforeStart(treatmentEndOfStay(stay.fechaSalida, deps), data.tratamientoFechaInicio) };
}
