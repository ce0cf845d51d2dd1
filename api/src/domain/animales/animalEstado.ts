/**
 * Where each ficha's animal is (rules/estadoFicha.ts): the record list reads it with its rows and
 * filters by it, in its one statement.
 *
 * In the shelter means an open E/S (destino 6), which the partial unique index
 * `entradas_salidas_one_open_stay` finds by animal; the filter is an EXISTS (or NOT EXISTS) on it.
 * Measured on PostgreSQL at 100,000 fichas: docs/decisions.md "Animals".
 * The last E/S is read for the window's rows only, after paging, through the animal_id index: a
 * page of 25 costs 25 look-ups of a handful of rows, whatever the size of the shelter.
 */
import { type Animal, type Destino, Prisma } from "../../db/generated/prisma/client.ts";
import type { Actor } from "../actor.ts";
import type { Deps } from "../deps.ts";
import { dayOf } from "../rules/shelterClock.ts";
import { type Lookups, lookupsNow } from "../lookups/lookups.ts";
import { requireLoggedIn } from "../policies.ts";
import { DESTINO_EN_REFUGIO } from "../rules/entradaSalida.ts";
import { type EstadoFilter, estadoText } from "../rules/estadoFicha.ts";
import type { ListSource } from "../search/searchList.ts";

/** The columns a list row carries for its estado: its last E/S's destino and exit date (null without E/S). */
export type EstadoColumns = { ultimoDestinoId: number | null; ultimaFechaSalida: Date | null };

/**
 * A ficha's estado: in the shelter, or where its last E/S went and when ('yyyy-MM-dd'); `destinoId`
 * null without E/S; `texto` as the list words it.
 */
export type AnimalEstado = { enRefugio: boolean; destinoId: number | null; fechaSalida: string | null; texto: string };

/** The open E/S first (there is at most one), then the latest arrival. */
const LAST_STAY = Prisma.sql`SELECT es.destino_id, es.fecha_salida FROM entradas_salidas es
  WHERE es.animal_id = p.id ORDER BY es.destino_id = ${DESTINO_EN_REFUGIO} DESC, es.fecha_llegada DESC, es.id DESC LIMIT 1`;

/** `ListSource.perRow` of the record list. */
export const LAST_STAY_PER_ROW: NonNullable<ListSource["perRow"]> = {
  join: Prisma.sql`LEFT JOIN LATERAL (${LAST_STAY}) AS ultima ON true`,
  columns: Prisma.sql`ultima.destino_id AS "ultimoDestinoId", ultima.fecha_salida AS "ultimaFechaSalida"`,
};

const OPEN_STAY = Prisma.sql`EXISTS (SELECT 1 FROM entradas_salidas es WHERE es.animal_id = animales.id AND es.destino_id = ${DESTINO_EN_REFUGIO})`;
/** The animals in the shelter: the open E/S (one per animal at most), kept in `totales` by triggers like the Dashboard's card. */
const IN_SHELTER = Prisma.sql`SELECT total FROM totales WHERE tabla = 'en_refugio'`;

/**
 * The list filtered by estado: its condition on `animales` ('fuera' is every ficha without an open
 * E/S, those never entered too) and, without a search, its total from the kept totals, rather than by counting 100,000 fichas against it.
 */
export function estadoFilter(filter: EstadoFilter): Pick<ListSource, "where" | "unsearchedTotal"> {
  if (filter === "en_refugio") return { where: [OPEN_STAY], unsearchedTotal: Prisma.sql`SELECT (${IN_SHELTER}) AS total` };
  if (filter === "fuera") {
    return {
      where: [Prisma.sql`NOT ${OPEN_STAY}`],
      unsearchedTotal: Prisma.sql`SELECT (SELECT total FROM totales WHERE tabla = 'animales') - (${IN_SHELTER}) AS total`,
    };
  }
  return {};
}

/** The estado a list row carries, its destino named from the lookups. */
export function estadoOf(columns: EstadoColumns, destinos: Destino[]): AnimalEstado {
  const enRefugio = columns.ultimoDestinoId === DESTINO_EN_REFUGIO;
  const fechaSalida = columns.ultimaFechaSalida && dayOf(columns.ultimaFechaSalida);
  const destino = destinos.find((row) => row.id === columns.ultimoDestinoId)?.destino ?? null;
  return { enRefugio, destinoId: columns.ultimoDestinoId, fechaSalida, texto: estadoText({ enRefugio, destino, fechaSalida }) };
}

const carriesEstado = (animal: Animal | (Animal & EstadoColumns)): animal is Animal & EstadoColumns => "ultimoDestinoId" in animal;

/**
 * The estado of an animal: from the columns a list row carries (at once when the lookups are held,
 * so a page of the list completes without a promise per row), or read (a ficha, a saved animal).
 */
export function animalEstado(deps: Deps, actor: Actor, animal: Animal | (Animal & EstadoColumns)): AnimalEstado | Promise<AnimalEstado> {
  requireLoggedIn(actor);
  const lists = lookupsNow(deps);
  if (carriesEstado(animal) && !(lists instanceof Promise)) return estadoOf(animal, lists.destinos);
  return readEstado(deps, animal, lists);
}

async function readEstado(deps: Deps, animal: Animal | (Animal & EstadoColumns), lists: Lookups | Promise<Lookups>): Promise<AnimalEstado> {
  const { destinos } = await lists;
  if (carriesEstado(animal)) return estadoOf(animal, destinos);
  const [row] = await deps.db.$queryRaw<EstadoColumns[]>`
    SELECT ${LAST_STAY_PER_ROW.columns} FROM (SELECT ${animal.id}::int AS id) AS p ${LAST_STAY_PER_ROW.join}`;
  return estadoOf(row ?? { ultimoDestinoId: null, ultimaFechaSalida: null }, destinos);
}
