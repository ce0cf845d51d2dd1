/**
 * The record list (spec section 2 "Record list"): search by Nº Id, registro, identificación or
 * name, ignoring case and accents, newest first, each ficha with its estado (animalEstado.ts) and
 * filtered by it. It follows the list pattern of domain/search/searchList.ts, like every list.
 */
import { z } from "zod";
import { type Animal, Prisma } from "../../db/generated/prisma/client.ts";
import type { Actor } from "../actor.ts";
import type { Deps } from "../deps.ts";
import { type Lookups, lookups } from "../lookups/lookups.ts";
import { estadoFilterSchema } from "../rules/estadoFicha.ts";
import { normaliseIdentificacion } from "../rules/microchip.ts";
import { type AnimalEstado, type EstadoColumns, estadoFilter, estadoOf, LAST_STAY_PER_ROW } from "./animalEstado.ts";
import { listWindowSchema, type Pagination, pageOfSearch } from "../paging.ts";
import { requireLoggedIn } from "../policies.ts";
import { searchTermSchema } from "../rules/search.ts";
import { type ListSource, listInBatches, searchList } from "../search/searchList.ts";
import { parseInput } from "../validation.ts";

const ANIMALES: ListSource = {
  table: "animales",
  columns: Prisma.sql`id, registro, fotografia, foto_version AS "fotoVersion", nombre, identificacion, tipo_id AS "tipoId",
    raza, pelo, color, cola, edad_anios AS "edadAnios", edad_meses AS "edadMeses", talla_id AS "tallaId", sexo_id AS "sexoId",
    otros, created_at AS "createdAt", updated_at AS "updatedAt", busqueda`,
  orderBy: Prisma.sql`id DESC`,
  searchable: true,
  matchesId: true,
  keptTotal: true,
  perRow: LAST_STAY_PER_ROW,
};

/** A row of the list: the animal and its last E/S's columns. */
export type AnimalRow = Animal & EstadoColumns;

// Built once: a zod object built per request cost about 2% of the list's CPU.
const estadoInput = z.object({ estado: estadoFilterSchema });
const searchInput = z.object({ search: searchTermSchema });

/** The list as filtered by `input.estado` ('todos' when absent). */
function animalesIn(input: unknown): ListSource {
  const { estado } = parseInput(estadoInput, input ?? {});
  return { ...ANIMALES, ...estadoFilter(estado) };
}

/**
 * A term that is a microchip as a reader shows it (16 digits with a leading 0, or groups of
 * digits) is searched as the ficha stores it, 15 digits.
 */
function chipAsStored<Window extends { search?: string | null }>(window: Window): Window {
  const term = window.search?.trim();
  if (!term || !/^[\d\s]+$/.test(term)) return window;
  const stored = normaliseIdentificacion(term);
  return stored === term ? window : { ...window, search: stored };
}

/** Rows a batch of the unpaged REST list holds: about 2 MB of JSON. */
const BATCH_SIZE = 5000;

/** A window of the list and how many fichas match (GraphQL's connection, REST's pages). */
export async function searchAnimals(deps: Deps, actor: Actor, input: unknown): Promise<{ items: AnimalRow[]; total: number }> {
  requireLoggedIn(actor);
  return searchList<AnimalRow>(deps.db, animalesIn(input), chipAsStored(parseInput(listWindowSchema, input)));
}

type NamedLookups = { tipo: Lookups["tipos"][number] | null; talla: Lookups["tallas"][number] | null; sexo: Lookups["sexos"][number] | null };
export type AnimalWithLookups = Animal & NamedLookups;

/** An animal with the rows its tipo, talla and sexo name, from the lookups kept in memory. */
export async function withLookups(deps: Deps, animal: Animal): Promise<AnimalWithLookups> {
  return nameLookups(await lookups(deps), animal);
}

function nameLookups<Row extends Animal>(lists: Lookups, animal: Row): Row & NamedLookups {
  const find = <T extends { id: number }>(rows: T[], id: number | null) => rows.find((row) => row.id === id) ?? null;
  return { ...animal, tipo: find(lists.tipos, animal.tipoId), talla: find(lists.tallas, animal.tallaId), sexo: find(lists.sexos, animal.sexoId) };
}

/** A list row with its lookup texts and its estado, as GET /api/animales/lista returns it. */
export type AnimalListRow = AnimalRow & NamedLookups & { estado: AnimalEstado };

function listRow(lists: Lookups, row: AnimalRow): AnimalListRow {
  return { ...nameLookups(lists, row), estado: estadoOf(row, lists.destinos) };
}

/** One numbered page with its lookup texts, as GET /api/animales/lista returns it when asked for a page. */
export async function pageAnimals(deps: Deps, actor: Actor, input: unknown): Promise<{ items: AnimalListRow[]; pagination: Pagination }> {
  requireLoggedIn(actor);
  const source = animalesIn(input);
  const lists = await lookups(deps);
  const { items, pagination } = await pageOfSearch(input, (window) => searchList<AnimalRow>(deps.db, source, chipAsStored(window)));
  return { items: items.map((row) => listRow(lists, row)), pagination };
}

/**
 * Every matching ficha with its lookup texts, newest first, in batches: the unpaged REST list
 * streams them, so a shelter of 100,000 fichas is never held in memory at once. Permission and
 * input are checked before the first row is read.
 */
export async function animalBatches(deps: Deps, actor: Actor, input: unknown, batchSize = BATCH_SIZE): Promise<AsyncGenerator<AnimalListRow[]>> {
  requireLoggedIn(actor);
  const { search } = chipAsStored(parseInput(searchInput, input));
  const source = animalesIn(input);
  const lists = await lookups(deps);
  return (async function* () {
    for await (const batch of listInBatches<AnimalRow>(deps.db, source, search, batchSize)) {
      yield batch.map((row) => listRow(lists, row));
    }
  })();
}
