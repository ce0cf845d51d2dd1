/**
 * The actuaciones of one animal, its ficha's 'Salud' tab (issue 27): every logged-in role reads
 * them, adds a one-off one, records one as given ('Registrar'), reschedules or cancels one with a
 * reason. Each change and its activity entry are one transaction; recording an actuación that
 * repeats schedules the next one from the day it was given, in that same transaction.
 */
import { parseDate } from "@internationalized/date";
import type { Actuacion, ActuacionAnimal, Usuario } from "../../db/generated/prisma/client.ts";
import { realizadaPor, type WhoGaveIt } from "../rules/realizadaPor.ts";
import { UPLOAD_TRANSACTION, removeFiles, saveFile } from "../../files/fileStore.ts";
import type { Actor } from "../actor.ts";
import { animalNotFound } from "../animales/animalRecord.ts";
import { openStayId } from "../entradasSalidas/saveEntradaSalida.ts";
import type { Deps } from "../deps.ts";
import type { IncomingFile } from "../files/incomingFile.ts";
import { readUpload } from "../files/readUpload.ts";
import { parseRecordId } from "../ids.ts";
import { lookupRow } from "../lookups/lookups.ts";
import { changeWithActivity, type Tx } from "../logs/changeWithActivity.ts";
import { requireLoggedIn, requirePerson } from "../policies.ts";
import { DOCUMENT_UPLOAD } from "../rules/observacion.ts";
import { actuacionPuntualSchema, bySaludOrder, cancelarSchema, registrarSchema, reprogramarSchema } from "../rules/planSanitario.ts";
import { dateOfDay, dayOf, dayOnClock, formatDay } from "../rules/shelterClock.ts";
import { parseInput } from "../validation.ts";
import { AppError } from "../errors.ts";
import { actuacionNotFound, itemNotFound, notPending, wrongSpecies } from "./errors.ts";
import { describeItem, itemActivity } from "./planRecord.ts";

/** The columns realizadaPor reads; the role's name comes from the lookup lists kept in memory. */
export const WHO_GAVE_IT = { id: true, username: true, nombreCompleto: true, numeroColegiado: true, rolId: true } as const;
export type WhoGaveItRow = Pick<Usuario, "id" | "username" | "nombreCompleto" | "numeroColegiado" | "rolId">;

/** An item as screens show it: with its catalogue entry and who gave it. */
export type Item = ActuacionAnimal & { actuacion: Actuacion; veterinario: WhoGaveItRow | null };

const WITH_NAMES = { actuacion: true, veterinario: { select: WHO_GAVE_IT } } as const;

/** Every item of the animal, in the Salud tab's order (rules/planSanitario.ts bySaludOrder). */
export async function listItemsOfAnimal(deps: Deps, actor: Actor, input: { animalId: unknown }): Promise<Item[]> {
  requireLoggedIn(actor);
  const animalId = parseRecordId(input.animalId, "animalId");
  if (!(await deps.db.animal.findUnique({ where: { id: animalId }, select: { id: true } }))) throw animalNotFound();
  return itemsOf(deps, animalId);
}

/** The items of an animal the caller has just read (GraphQL's `Animal.actuacionesSanitarias`): no second look for the animal. */
export function listItemsOfReadAnimal(deps: Deps, actor: Actor, animal: { id: number }): Promise<Item[]> {
  requireLoggedIn(actor);
  return itemsOf(deps, animal.id);
}

/** An animal has tens of items, not thousands: they are put in the Salud tab's order here. */
const itemsOf = async (deps: Deps, animalId: number) =>
  (await deps.db.actuacionAnimal.findMany({ where: { animalId }, include: WITH_NAMES })).sort((a, b) =>
    bySaludOrder({ ...a, fechaPrevista: dayOf(a.fechaPrevista) }, { ...b, fechaPrevista: dayOf(b.fechaPrevista) }),
  );

/** Who 'Registrar' may name as having given an item (rules/realizadaPor.ts): the active users, by username. Only people record items. */
export async function listVeterinarios(deps: Deps, actor: Actor): Promise<(WhoGaveIt & { id: number })[]> {
  requirePerson(actor);
  const users = await deps.db.usuario.findMany({ where: { activo: true }, select: WHO_GAVE_IT, orderBy: { username: "asc" } });
  return Promise.all(users.map((user) => whoGaveIt(deps, user)));
}

/** A user as realizadaPor reads them, their role named. */
async function whoGaveIt(deps: Deps, { rolId, ...user }: WhoGaveItRow): Promise<WhoGaveIt & { id: number }> {
  return { ...user, rol: (await lookupRow(deps, "roles", rolId))?.rol ?? "Sin rol" };
}

/** Who gave an item: joined into the row by every read here (WITH_NAMES), else read by its id. */
export async function whoGaveItem(deps: Deps, item: { veterinarioId: number | null }): Promise<WhoGaveItRow | null> {
  const joined = (item as { veterinario?: WhoGaveItRow | null }).veterinario;
  if (joined !== undefined || item.veterinarioId === null) return joined ?? null;
  return deps.db.usuario.findUnique({ where: { id: item.veterinarioId }, select: WHO_GAVE_IT });
}

/** Who gave an item as the Salud tab and the cartilla write it (rules/realizadaPor.ts), or null when nobody has. */
export async function realizadaPorOf(deps: Deps, item: { veterinarioId: number | null }): Promise<string | null> {
  const user = await whoGaveItem(deps, item);
  return user && realizadaPor(await whoGaveIt(deps, user));
}

export async function addActuacionPuntual(deps: Deps, actor: Actor, input: Record<string, unknown> & { animalId: unknown }): Promise<Item> {
  const user = requireLoggedIn(actor);
  const animalId = parseRecordId(input.animalId, "animalId");
  const data = parseInput(actuacionPuntualSchema, input);
  return changeWithActivity(
    deps,
    user,
    async (tx) => {
      const animal = await tx.animal.findUnique({ where: { id: animalId }, select: { tipoId: true } });
      if (!animal) throw animalNotFound();
      const actuacion = await tx.actuacion.findUnique({ where: { id: data.actuacionId } });
      if (!actuacion) throw actuacionNotFound();
      if (actuacion.tipoId !== null && actuacion.tipoId !== animal.tipoId) throw wrongSpecies();
      // Part of the stay the animal is in, if any, so the exit cancels it with the protocol's items.
      const entradaSalidaId = await openStayId(tx, animalId);
      return tx.actuacionAnimal.create({
        data: { animalId, entradaSalidaId, actuacionId: actuacion.id, fechaPrevista: dateOfDay(data.fechaPrevista), notas: data.notas },
        include: WITH_NAMES,
      });
    },
    (item) => itemActivity("crear", `Prevista ${describeItem(item, item.actuacion.nombre)} para el ${formatDay(data.fechaPrevista)}`, item.id),
  );
}

/** What 'Registrar' answers: the item recorded and the next one it scheduled, if the actuación repeats. */
export type Registered = { item: Item; siguiente: Item | null };

/**
 * Records a pending item as given. The vet is the caller unless `veterinarioId` names another
 * active user; the next one, when the actuación repeats, is due `intervaloDias` after the day
 * (on the shelter's clock) it was given, unless one of it is already pending (nextAlreadyPending).
 */
export async function registrarActuacion(
  deps: Deps,
  actor: Actor,
  input: Record<string, unknown> & { id: unknown; veterinarioId?: unknown },
): Promise<Registered> {
  // Who gave it is a person: an API key records nothing as given.
  const user = requirePerson(actor);
  const id = parseRecordId(input.id);
  const data = parseInput(registrarSchema(new Date()), input);
  const veterinarioId = input.veterinarioId === undefined || input.veterinarioId === null ? user.id : parseRecordId(input.veterinarioId, "veterinarioId");
  return changeWithActivity(
    deps,
    user,
    async (tx) => {
      if (veterinarioId !== user.id && !(await tx.usuario.findFirst({ where: { id: veterinarioId, activo: true }, select: { id: true } }))) {
        throw new AppError("VALIDATION", 400, "Elija un usuario activo", "veterinarioId");
      }
      await lockPendingCourse(tx, id);
      await changePending(tx, id, {
        estado: "realizada",
        realizadaEn: data.realizadaEn,
        producto: data.producto,
        lote: data.lote,
        caducidad: data.caducidad === null ? null : dateOfDay(data.caducidad),
        notas: data.notas,
        veterinarioId,
      });
      const item = await tx.actuacionAnimal.findUniqueOrThrow({ where: { id }, include: WITH_NAMES });
      return { item, siguiente: await scheduleNext(deps, tx, item) };
    },
    ({ item, siguiente }) =>
      itemActivity(
        "modificar",
        `Registrada ${describeItem(item, item.actuacion.nombre)}${item.lote ? `, lote ${item.lote}` : ""}${
          siguiente ? `; la siguiente, prevista para el ${formatDay(dayOf(siguiente.fechaPrevista))}` : ""
        }`,
        id,
      ),
  );
}

export async function reprogramarActuacion(deps: Deps, actor: Actor, input: Record<string, unknown> & { id: unknown }): Promise<Item> {
  const user = requireLoggedIn(actor);
  const id = parseRecordId(input.id);
  const data = parseInput(reprogramarSchema, input);
  return changeWithActivity(
    deps,
    user,
    async (tx) => {
      await changePending(tx, id, { fechaPrevista: dateOfDay(data.fechaPrevista), motivo: data.motivo });
      return tx.actuacionAnimal.findUniqueOrThrow({ where: { id }, include: WITH_NAMES });
    },
    (item) => itemActivity("modificar", `Reprogramada ${describeItem(item, item.actuacion.nombre)} al ${formatDay(data.fechaPrevista)}: ${data.motivo}`, id),
  );
}

export async function cancelarActuacion(deps: Deps, actor: Actor, input: Record<string, unknown> & { id: unknown }): Promise<Item> {
  const user = requireLoggedIn(actor);
  const id = parseRecordId(input.id);
  const data = parseInput(cancelarSchema, input);
  return changeWithActivity(
    deps,
    user,
    async (tx) => {
      await changePending(tx, id, { estado: "cancelada", motivo: data.motivo });
      return tx.actuacionAnimal.findUniqueOrThrow({ where: { id }, include: WITH_NAMES });
    },
    (item) => itemActivity("modificar", `Cancelada ${describeItem(item, item.actuacion.nombre)}: ${data.motivo}`, id),
  );
}

/** The item's document, with the observation documents' checks; it replaces the one it had. */
export async function uploadActuacionDocument(deps: Deps, actor: Actor, input: { id: unknown; document: IncomingFile | null | undefined }): Promise<Item> {
  const user = requireLoggedIn(actor);
  const id = parseRecordId(input.id);
  if (!(await deps.db.actuacionAnimal.findUnique({ where: { id }, select: { id: true } }))) throw itemNotFound();
  const upload = await readUpload(input.document, DOCUMENT_UPLOAD);
  return changeWithActivity(
    deps,
    user,
    async (tx) => {
      // Locks the row, so two uploads at once cannot both miss the file the other replaced.
      const locked = await tx.$queryRaw<{ documentacion: string | null }[]>`SELECT documentacion FROM actuaciones_animal WHERE id = ${id} FOR UPDATE`;
      if (!locked.length) throw itemNotFound();
      const stored = await saveFile(tx, "documentos", upload);
      const item = await tx.actuacionAnimal.update({ where: { id }, data: { documentacion: stored.apiPath }, include: WITH_NAMES });
      await removeFiles(tx, [locked[0]!.documentacion]);
      return item;
    },
    (item) => itemActivity("modificar", `Nuevo documento en ${describeItem(item, item.actuacion.nombre)}`, id),
    UPLOAD_TRANSACTION,
  );
}

/** Changes a pending item, in one statement that also checks it is still pending (two taps at once record it once). */
async function changePending(tx: Tx, id: number, data: Parameters<Tx["actuacionAnimal"]["updateMany"]>[0]["data"]): Promise<void> {
  const { count } = await tx.actuacionAnimal.updateMany({ where: { id, estado: "pendiente" }, data });
  if (count === 1) return;
  if (!(await tx.actuacionAnimal.findUnique({ where: { id }, select: { id: true } }))) throw itemNotFound();
  throw notPending();
}

/**
 * Locks the animal's pending items of the same actuación as item `id`, in one order: two doses of
 * one course recorded at once then take turns, and the second sees the first given.
 */
async function lockPendingCourse(tx: Tx, id: number): Promise<void> {
  await tx.$queryRaw`SELECT o.id FROM actuaciones_animal o
    JOIN actuaciones_animal i ON i.animal_id = o.animal_id AND i.actuacion_id = o.actuacion_id
    WHERE i.id = ${id} AND o.estado = 'pendiente' ORDER BY o.id FOR UPDATE OF o`;
}

/**
 * A repeat is not scheduled while another item of the same actuación is pending for the animal:
 * that later dose of the course (the protocol's day 21 after day 0) or the one planned by hand
 * schedules the repeat when it is given. Otherwise each dose of a course would schedule its own,
 * and the animal would be due twice a year later.
 */
const nextAlreadyPending = async (tx: Tx, item: Item) =>
  (await tx.actuacionAnimal.count({ where: { animalId: item.animalId, actuacionId: item.actuacionId, estado: "pendiente", id: { not: item.id } } })) > 0;

async function scheduleNext(deps: Pick<Deps, "timeZone">, tx: Tx, item: Item): Promise<Item | null> {
  if (!item.actuacion.intervaloDias || !item.realizadaEn || (await nextAlreadyPending(tx, item))) return null;
  const given = parseDate(dayOnClock(item.realizadaEn, deps.timeZone));
  return tx.actuacionAnimal.create({
    data: {
      animalId: item.animalId,
      entradaSalidaId: item.entradaSalidaId,
      actuacionId: item.actuacionId,
      fechaPrevista: dateOfDay(given.add({ days: item.actuacion.intervaloDias }).toString()),
    },
    include: WITH_NAMES,
  });
}
