/** Reading E/S: an animal's list, the open-stay check and the days in the shelter (spec section 7). */
import { z } from "zod";
import type { Prisma } from "../../db/generated/prisma/client.ts";
import type { Actor } from "../actor.ts";
import { animalNotFound } from "../animales/animalRecord.ts";
import type { Deps } from "../deps.ts";
import { parseRecordId } from "../ids.ts";
import { requireLoggedIn } from "../policies.ts";
import { diasEnRefugio } from "../rules/entradaSalida.ts";
import { parseInput } from "../validation.ts";
import { dayOf } from "../rules/shelterClock.ts";
import { hidesBlockedPersona } from "../rgpd/blocking.ts";
import { shelterToday } from "./entradaSalidaRecord.ts";
import { entradaSalidaNotFound } from "./errors.ts";
import { hasOpenStay } from "./saveEntradaSalida.ts";

/** Newest first: the ficha's table lists them so and selects the first. */
export const NEWEST_FIRST: Prisma.EntradaSalidaOrderByWithRelationInput[] = [{ fechaLlegada: "desc" }, { id: "desc" }];

/** Without an animal the list is the newest E/S of every animal, at most MAX_LIST_ROWS. */
export const MAX_LIST_ROWS = 1000;

const listSchema = z.object({
  limit: z
    .union([z.undefined(), z.string().regex(/^\d{1,4}$/, "El límite debe ser un número entre 1 y 1000")])
    .transform((value) => (value === undefined ? MAX_LIST_ROWS : Number(value)))
    .pipe(z.number().min(1, "El límite debe ser un número entre 1 y 1000").max(MAX_LIST_ROWS, "El límite debe ser un número entre 1 y 1000")),
});

/** Whose people a row names, to tell a reader which of them are blocked to them (LOPDGDD art. 32). */
const blockedOnly = { select: { bloqueadaEn: true } } as const;

type WithPeople<Row> = Row & { datosEntrada: { bloqueadaEn: Date | null } | null; datosSalida: { bloqueadaEn: Date | null } | null };

/** The E/S as `actor` reads it: which linked person is blocked to them (their ids stay: they open nothing). */
export type ReadEntradaSalida<Row> = Omit<Row, "datosEntrada" | "datosSalida"> & { datosEntradaBloqueada: boolean; datosSalidaBloqueada: boolean };

function asReadBy<Row>(actor: Actor, { datosEntrada, datosSalida, ...row }: WithPeople<Row>): ReadEntradaSalida<Row> {
  return { ...row, datosEntradaBloqueada: hidesBlockedPersona(actor, datosEntrada), datosSalidaBloqueada: hidesBlockedPersona(actor, datosSalida) };
}

export async function listEntradasSalidas(deps: Deps, actor: Actor, input: { animalId?: unknown; limit?: unknown }) {
  requireLoggedIn(actor);
  const include = { procedencia: true, destino: true, datosEntrada: blockedOnly, datosSalida: blockedOnly } as const;
  if (input.animalId !== undefined) {
    const animalId = parseRecordId(input.animalId, "animalId");
    // The animal and its E/S in one statement: a missing animal is a 404, not an empty list.
    const animal = await deps.db.animal.findUnique({
      where: { id: animalId },
      select: { entradasSalidas: { orderBy: NEWEST_FIRST, include } },
      relationLoadStrategy: "join",
    });
    if (!animal) throw animalNotFound();
    return animal.entradasSalidas.map((row) => asReadBy(actor, row));
  }
  const { limit } = parseInput(listSchema, { limit: input.limit });
  const rows = await deps.db.entradaSalida.findMany({ orderBy: NEWEST_FIRST, take: limit, include });
  return rows.map((row) => asReadBy(actor, row));
}

export async function checkOpenStay(deps: Deps, actor: Actor, input: { animalId: unknown }): Promise<boolean> {
  requireLoggedIn(actor);
  return hasOpenStay(deps.db, parseRecordId(input.animalId, "animalId"));
}

export async function getEntradaSalida(deps: Deps, actor: Actor, input: { id: unknown }) {
  requireLoggedIn(actor);
  const row = await deps.db.entradaSalida.findUnique({
    where: { id: parseRecordId(input.id) },
    include: { datosEntrada: blockedOnly, datosSalida: blockedOnly },
    relationLoadStrategy: "join",
  });
  if (!row) throw entradaSalidaNotFound();
  return asReadBy(actor, row);
}

/** Whole days in the shelter, counted in the shelter's time zone. */
export async function getDiasEnRefugio(deps: Deps, actor: Actor, input: { id: unknown }): Promise<number> {
  const entradaSalida = await getEntradaSalida(deps, actor, input);
  return diasOf(deps, entradaSalida);
}

export function diasOf(deps: Pick<Deps, "timeZone">, entradaSalida: { fechaLlegada: Date; fechaSalida: Date | null }): number {
  return diasEnRefugio(dayOf(entradaSalida.fechaLlegada), entradaSalida.fechaSalida && dayOf(entradaSalida.fechaSalida), shelterToday(deps));
}
