/**
 * A stay and the plan sanitario (issue 27): opening an E/S creates the items its animal's species
 * protocol lists, each due that many days after the arrival; closing it cancels the items of that
 * stay still pending, answered as a count. Both happen inside the E/S's own change.
 */
import { parseDate } from "@internationalized/date";
import type { EntradaSalida } from "../../db/generated/prisma/client.ts";
import type { Deps } from "../deps.ts";
import { changeWithActivity, type Tx } from "../logs/changeWithActivity.ts";
import type { LoggedIn } from "../policies.ts";
import { DESTINO_EN_REFUGIO } from "../rules/entradaSalida.ts";
import { dateOfDay, dayOf, formatDay } from "../rules/shelterClock.ts";
import { itemActivity } from "./planRecord.ts";

/** Creates the protocol's items of a new open stay; answers how many. */
export async function applyProtocol(tx: Tx, stay: Pick<EntradaSalida, "id" | "animalId" | "destinoId" | "fechaLlegada">): Promise<number> {
  if (stay.destinoId !== DESTINO_EN_REFUGIO) return 0;
  const animal = await tx.animal.findUnique({ where: { id: stay.animalId }, select: { tipoId: true } });
  if (!animal?.tipoId) return 0;
  const pasos = await tx.pasoProtocolo.findMany({ where: { tipoId: animal.tipoId }, orderBy: [{ dia: "asc" }, { id: "asc" }] });
  const arrival = parseDate(dayOf(stay.fechaLlegada));
  const { count } = await tx.actuacionAnimal.createMany({
    data: pasos.map((paso) => ({
      animalId: stay.animalId,
      entradaSalidaId: stay.id,
      actuacionId: paso.actuacionId,
      fechaPrevista: dateOfDay(arrival.add({ days: paso.dia }).toString()),
    })),
  });
  return count;
}

/** Cancels the pending items of a stay saved closed, with one activity entry; answers how many. */
export async function cancelPendingOfStay(
  deps: Deps,
  user: LoggedIn,
  stay: Pick<EntradaSalida, "id" | "animalId" | "destinoId" | "fechaSalida">,
): Promise<number> {
  if (stay.destinoId === DESTINO_EN_REFUGIO || !stay.fechaSalida) return 0;
  const motivo = `Salida del refugio el ${formatDay(dayOf(stay.fechaSalida))}`;
  return changeWithActivity(
    deps,
    user,
    async (tx) =>
      (await tx.actuacionAnimal.updateMany({ where: { entradaSalidaId: stay.id, estado: "pendiente" }, data: { estado: "cancelada", motivo } })).count,
    (count) =>
      count === 0
        ? null
        : itemActivity("modificar", `Canceladas ${count} actuaciones pendientes del animal ${stay.animalId} con la salida de la E/S ${stay.id}`, null),
  );
}
