/**
 * The public list of animals for adoption (issue 29): the fichas marked 'Publicar en adopción' whose
 * animal is in the shelter now (an open E/S). Anyone may read it, without logging in, so it carries
 * only what a shelter publishes of an animal: never a person, an internal note ('otros'), the
 * identification nor the stays' details. The feed (GET /api/public/adoptables), the /adopta page
 * and the widget all read it here.
 */
import { Prisma } from "../../db/generated/prisma/client.ts";
import type { Deps } from "../deps.ts";
import { AppError } from "../errors.ts";
import { servedDisplayCopy, servedWebCopy } from "../files/storedImage.ts";
import type { ServableFile } from "../files/servableFile.ts";
import { parseRecordId } from "../ids.ts";
import { loadShelterIdentity } from "../refugio/shelterIdentity.ts";
import { lookups } from "../lookups/lookups.ts";
import { normaliseForSearch } from "../search/searchText.ts";
import { shelterToday } from "../entradasSalidas/entradaSalidaRecord.ts";
import { ageOn, daysBetween } from "../rules/adopcion.ts";
import { type AdoptablesQuery, adoptablesQuerySchema, ageText, FEED_PAGE_SIZE } from "../rules/adoptables.ts";
import { DESTINO_EN_REFUGIO } from "../rules/entradaSalida.ts";
import { dayOf } from "../rules/shelterClock.ts";
import { parseInput } from "../validation.ts";

/** One card: what the public sees of an animal. `fotoVersion` is null without a photo. */
export type Adoptable = {
  id: number;
  registro: string;
  nombre: string;
  especie: string | null;
  raza: string | null;
  sexo: string | null;
  edad: string | null;
  talla: string | null;
  color: string | null;
  descripcion: string | null;
  diasEnRefugio: number;
  fotoVersion: number | null;
};

export type AdoptablesPage = { animales: Adoptable[]; siguiente: string | null };

type Row = {
  id: number;
  registro: string;
  nombre: string;
  tipoId: number | null;
  raza: string | null;
  sexoId: number | null;
  tallaId: number | null;
  color: string | null;
  edadAnios: number;
  edadMeses: number;
  fechaNacimiento: Date | null;
  descripcionPublica: string | null;
  fotoVersion: number | null;
  fechaLlegada: Date;
};

/** Published and in the shelter: its open E/S is found through the one-open-stay index. */
const PUBLISHED_IN_SHELTER = Prisma.sql`a.publicado_adopcion
  AND EXISTS (SELECT 1 FROM entradas_salidas es WHERE es.animal_id = a.id AND es.destino_id = ${DESTINO_EN_REFUGIO})`;

/**
 * The feed joins the open E/S instead (it shows its arrival day). Measured at 100,000 fichas with
 * 5,000 published: the join alone merges the published index with the open stays' (0.5 ms); an
 * EXISTS beside it made PostgreSQL misjudge the rows and hash every open stay (95 ms).
 */
const OPEN_STAY_JOIN = Prisma.sql`JOIN entradas_salidas es ON es.animal_id = a.id AND es.destino_id = ${DESTINO_EN_REFUGIO}`;

/** A lookup list as id to name. */
type Names = Map<number, string>;

const nameOf = (names: Names, id: number | null) => (id === null ? null : (names.get(id) ?? null));

/** The lookup id a filter names by its folded name ('pequena' for Pequeña); an unknown name is refused with the valid ones. */
function filterId(names: Names, value: string | undefined, subject: string, field: string): number | undefined {
  if (!value) return undefined;
  const wanted = normaliseForSearch(value);
  const found = [...names].find(([, name]) => normaliseForSearch(name) === wanted);
  if (found) return found[0];
  const valid = [...names.values()].map(normaliseForSearch).join(", ");
  throw new AppError("VALIDATION", 400, `${subject} no es válido; puede ser: ${valid}`, field);
}

/**
 * One page, newest ficha first, along the partial index of the published fichas; `siguiente` is the
 * cursor of the next page (null on the last). Filters by especie, sexo and talla.
 */
export async function listAdoptables(deps: Deps, input: unknown): Promise<AdoptablesPage> {
  const query: AdoptablesQuery = parseInput(adoptablesQuerySchema, input);
  const { tipos, sexos, tallas } = await lookups(deps);
  const especies: Names = new Map(tipos.map((t) => [t.id, t.tipo]));
  const sexoNames: Names = new Map(sexos.map((s) => [s.id, s.sexo]));
  const tallaNames: Names = new Map(tallas.map((t) => [t.id, t.talla]));
  const tipoId = filterId(especies, query.especie, "El filtro de especie", "especie");
  const sexoId = filterId(sexoNames, query.sexo, "El filtro de sexo", "sexo");
  const tallaId = filterId(tallaNames, query.talla, "El filtro de talla", "talla");
  const size = query.limit ?? FEED_PAGE_SIZE;
  const conditions = [
    Prisma.sql`a.publicado_adopcion`,
    ...(query.cursor ? [Prisma.sql`a.id < ${query.cursor}`] : []),
    ...(tipoId ? [Prisma.sql`a.tipo_id = ${tipoId}`] : []),
    ...(sexoId ? [Prisma.sql`a.sexo_id = ${sexoId}`] : []),
    ...(tallaId ? [Prisma.sql`a.talla_id = ${tallaId}`] : []),
  ];
  const rows = await deps.db.$queryRaw<Row[]>`
    SELECT a.id, a.registro, a.nombre, a.tipo_id AS "tipoId", a.raza, a.sexo_id AS "sexoId", a.talla_id AS "tallaId", a.color,
      a.edad_anios AS "edadAnios", a.edad_meses AS "edadMeses", a.fecha_nacimiento AS "fechaNacimiento",
      a.descripcion_publica AS "descripcionPublica", CASE WHEN a.fotografia IS NULL THEN NULL ELSE a.foto_version END AS "fotoVersion",
      es.fecha_llegada AS "fechaLlegada"
    FROM animales a ${OPEN_STAY_JOIN}
    WHERE ${Prisma.join(conditions, " AND ")}
    ORDER BY a.id DESC
    LIMIT ${size + 1}`;
  const today = shelterToday(deps);
  const animales = rows.slice(0, size).map(
    (row): Adoptable => ({
      id: row.id,
      registro: row.registro,
      nombre: row.nombre,
      especie: nameOf(especies, row.tipoId),
      raza: row.raza,
      sexo: nameOf(sexoNames, row.sexoId),
      edad: ageText(row.fechaNacimiento ? ageOn(dayOf(row.fechaNacimiento), today) : row),
      talla: nameOf(tallaNames, row.tallaId),
      color: row.color,
      descripcion: row.descripcionPublica,
      diasEnRefugio: Math.max(0, daysBetween(dayOf(row.fechaLlegada), today)),
      fotoVersion: row.fotoVersion,
    }),
  );
  const last = animales.at(-1);
  return { animales, siguiente: rows.length > size && last ? String(last.id) : null };
}

/** The API path of a published animal's photo while it is in the shelter; null otherwise (never published, gone, no photo). */
export async function publishedPhotoPath(deps: Deps, id: number): Promise<string | null> {
  const [row] = await deps.db.$queryRaw<{ fotografia: string | null }[]>`
    SELECT a.fotografia FROM animales a WHERE a.id = ${id} AND ${PUBLISHED_IN_SHELTER}`;
  return row?.fotografia ?? null;
}

const photoNotFound = () => new AppError("NOT_FOUND", 404, "Fotografía no encontrada");

/** `GET /api/public/adoptables/{id}/foto`: the web-size copy of the photo of a published animal in the shelter now, and of no other. */
export async function publicPhoto(deps: Deps, id: unknown): Promise<ServableFile> {
  const path = await publishedPhotoPath(deps, parseRecordId(id));
  const file = path && (await servedWebCopy(deps, path));
  if (!file) throw photoNotFound();
  return file;
}

/** What the public page shows of the shelter ('Datos del refugio'): its name and how to reach it, and whether it has a logo. */
export type PublicShelter = { nombre: string | null; telefono: string | null; email: string | null; conLogo: boolean };

export async function publicShelter(deps: Deps): Promise<PublicShelter> {
  const identity = await loadShelterIdentity(deps.db);
  return { nombre: identity.nombre, telefono: identity.telefono, email: identity.email, conLogo: identity.logo !== null };
}

/** `GET /api/public/logo`: the shelter's logo (its display copy) for the public page. */
export async function publicLogo(deps: Deps): Promise<ServableFile> {
  const { logo } = await loadShelterIdentity(deps.db);
  const file = logo && (await servedDisplayCopy(deps, "logos", logo));
  if (!file) throw new AppError("NOT_FOUND", 404, "Logotipo no encontrado");
  return file;
}

/** The filters' choices: each lookup's folded name (what the query takes) and its label. */
export type FilterChoice = { value: string; label: string };

export async function adoptableFilters(deps: Deps): Promise<Record<"especie" | "sexo" | "talla", FilterChoice[]>> {
  const { tipos, sexos, tallas } = await lookups(deps);
  const choices = (labels: string[]) => labels.map((label) => ({ value: normaliseForSearch(label), label }));
  return { especie: choices(tipos.map((t) => t.tipo)), sexo: choices(sexos.map((s) => s.sexo)), talla: choices(tallas.map((t) => t.talla)) };
}
