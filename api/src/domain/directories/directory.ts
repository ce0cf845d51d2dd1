/**
 * People and town halls are two directories that behave alike (spec sections 4, 7 and 8): a
 * record per document number (DNI, CIF) under a unique index, saved from its own screen or from an
 * animal record, named on E/S and kept while any E/S names it. Each area describes itself once as
 * a `Directory` (personas/personaDirectory.ts, ayuntamientos/ayuntamientoDirectory.ts), with its
 * own rules and Spanish messages; its entry points (getPersona, createAyuntamiento...) call the
 * functions here.
 */
import { z } from "zod";
import type { Actor } from "../actor.ts";
import { answerConstraints } from "../dbErrors.ts";
import type { Deps } from "../deps.ts";
import { AppError } from "../errors.ts";
import { recordId } from "../ids.ts";
import { changeWithActivity, type Tx } from "../logs/changeWithActivity.ts";
import { requireLoggedIn } from "../policies.ts";
import { originNote, type SaveFrom, type SaveOrigin } from "../saveOrigin.ts";
import { parseInput } from "../validation.ts";

type Db = Deps["db"] | Tx;

/** The fields of `Data` that hold text. */
type TextField<Data> = { [K in keyof Data]-?: Data[K] extends string ? K : never }[keyof Data] & string;

/** The calls the functions here make on a directory's Prisma model. */
type Table<Row, Data> = {
  findUnique(args: { where: { id: number } }): Promise<Row | null>;
  create(args: { data: Data }): Promise<Row>;
  update(args: { where: { id: number }; data: Data }): Promise<Row>;
  delete(args: { where: { id: number } }): Promise<Row>;
};

export type Directory<Row, Data> = {
  /** The table, as the activity log names it. */
  tabla: string;
  table: (db: Db) => Table<Row, Data>;
  /** The form's fields checked with the area's rule, worded for the screen the save comes from. */
  parse: (input: unknown, origin: SaveOrigin, timeZone: string) => Data;
  /** The unique document number (DNI, CIF). */
  document: {
    /** The field holding it, in the form and in the lookup's input. */
    field: TextField<Data>;
    /** Its rule when looked up, with the lookup's Spanish. */
    lookup: z.ZodType<string, unknown>;
    /** The record holding it, compared as the unique index does. */
    findId: (deps: Deps, number: string) => Promise<number | null>;
    takenCode: "DNI_TAKEN" | "CIF_TAKEN";
  };
  /** How many E/S name the record. */
  countLinks: (db: Db, id: number) => Promise<number>;
  /** How the activity log names a record. */
  describe: (row: Row) => string;
  /** The activity log's words: the noun with its article, and the participles that agree with it. */
  words: { noun: string; created: string; updated: string; deleted: string };
  /** The Spanish messages of its failures: no such record, the document number taken, still named on an E/S. */
  messages: { notFound: string; taken: string; linked: string };
};

export const recordNotFound = <Row, Data>(directory: Directory<Row, Data>, field?: string) =>
  new AppError("NOT_FOUND", 404, directory.messages.notFound, field);

const documentTaken = <Row, Data>(directory: Directory<Row, Data>) =>
  new AppError(directory.document.takenCode, 409, directory.messages.taken, directory.document.field);

/** The client opens its 'Error al eliminar' dialog on STILL_LINKED (spec section 8). */
const stillLinked = <Row, Data>(directory: Directory<Row, Data>) => new AppError("STILL_LINKED", 409, directory.messages.linked);

const idInput = z.object({ id: recordId() });

/** The record with this id; a missing one is the directory's 404, on `field` when an input named it. */
export async function findRecord<Row, Data>(db: Db, directory: Directory<Row, Data>, id: number, field?: string): Promise<Row> {
  const row = await directory.table(db).findUnique({ where: { id } });
  if (!row) throw recordNotFound(directory, field);
  return row;
}

export async function getRecord<Row, Data>(deps: Deps, actor: Actor, directory: Directory<Row, Data>, input: unknown): Promise<Row> {
  requireLoggedIn(actor);
  return findRecord(deps.db, directory, parseInput(idInput, input).id);
}

/** The lookup by document number of the animal record's tabs (spec section 4), ignoring case, spaces and hyphens; null when nobody holds it. */
export async function findRecordByDocument<Row, Data>(deps: Deps, actor: Actor, directory: Directory<Row, Data>, input: unknown): Promise<Row | null> {
  requireLoggedIn(actor);
  const { field, lookup, findId } = directory.document;
  const id = await findId(deps, parseInput(z.object({ [field]: lookup }), input)[field] as string);
  return id === null ? null : directory.table(deps.db).findUnique({ where: { id } });
}

/** The holder of the document number `data` carries, if any. */
const documentHolder = <Row, Data>(deps: Deps, directory: Directory<Row, Data>, data: Data) =>
  directory.document.findId(deps, data[directory.document.field] as string);

/** The unique index has the last word when two saves race past the document lookup; an edited record may be gone. */
const raceAnswers = <Row, Data>(directory: Directory<Row, Data>) => ({
  unique: () => documentTaken(directory),
  missing: () => recordNotFound(directory),
});

/** The directory's create, for its two entry points: `fromListAndFicha(createRecord(PERSONAS))`. */
export function createRecord<Row extends { id: number }, Data>(directory: Directory<Row, Data>): SaveFrom<Row> {
  return async (deps, actor, input, origin) => {
    const user = requireLoggedIn(actor);
    const data = directory.parse(input, origin, deps.timeZone);
    if ((await documentHolder(deps, directory, data)) !== null) throw documentTaken(directory);
    const { noun, created } = directory.words;
    return changeWithActivity(
      deps,
      user,
      (tx) => answerConstraints(() => directory.table(tx).create({ data }), raceAnswers(directory)),
      (row) => ({
        tabla: directory.tabla,
        accion: "crear",
        descripcion: `${created}${originNote(origin)} ${noun} ${directory.describe(row)}`,
        registroId: row.id,
      }),
    );
  };
}

/** The directory's update, for its two entry points; `input` carries the record's `id` beside the form fields. */
export function updateRecord<Row, Data>(directory: Directory<Row, Data>): SaveFrom<Row> {
  return async (deps, actor, input, origin) => {
    const user = requireLoggedIn(actor);
    const { id } = parseInput(idInput, input);
    const data = directory.parse(input, origin, deps.timeZone);
    const holder = await documentHolder(deps, directory, data);
    if (holder !== null && holder !== id) {
      // A record that does not exist is the answer, whatever number it was sent with.
      throw (await directory.table(deps.db).findUnique({ where: { id } })) === null ? recordNotFound(directory) : documentTaken(directory);
    }
    const { noun, updated } = directory.words;
    return changeWithActivity(
      deps,
      user,
      (tx) => answerConstraints(() => directory.table(tx).update({ where: { id }, data }), raceAnswers(directory)),
      (row) => ({
        tabla: directory.tabla,
        accion: "modificar",
        descripcion: `${updated}${originNote(origin)} ${noun} ${directory.describe(row)}`,
        registroId: id,
      }),
    );
  };
}

/**
 * A record named on any entry or exit stays (spec section 8); the RESTRICT foreign keys refuse the
 * delete too, should a link appear between the check and the delete.
 */
export async function deleteRecord<Row, Data>(deps: Deps, actor: Actor, directory: Directory<Row, Data>, input: unknown): Promise<{ id: number }> {
  const user = requireLoggedIn(actor);
  const { id } = parseInput(idInput, input);
  if ((await directory.countLinks(deps.db, id)) > 0) throw stillLinked(directory);
  const { noun, deleted } = directory.words;
  await changeWithActivity(
    deps,
    user,
    (tx) =>
      answerConstraints(() => directory.table(tx).delete({ where: { id } }), {
        foreignKey: () => stillLinked(directory),
        missing: () => recordNotFound(directory),
      }),
    (row) => ({ tabla: directory.tabla, accion: "eliminar", descripcion: `${deleted} ${noun} ${directory.describe(row)}`, registroId: id }),
  );
  return { id };
}
