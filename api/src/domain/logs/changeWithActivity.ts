/**
 * Every change the server makes is recorded twice: in the audit trail (table actividades: table,
 * action, record id) and as a line of the activity-log screen (table logs), so administrators see
 * changes beside logins and navigation. Both rows are written in the change's own transaction:
 * a change is never left without its record, nor a record without its change.
 */
import type { Db } from "../../db/client.ts";
import type { Prisma } from "../../db/generated/prisma/client.ts";
import type { Deps } from "../deps.ts";
import { isApiKey, type LoggedIn, requireWriter } from "../policies.ts";

export type Tx = Prisma.TransactionClient;

export type ActivityEntry = {
  tabla: string;
  accion: string;
  descripcion: string;
  registroId?: number | null;
  /** The person whose personal data the call read (domain/rgpd/personaAccess.ts); the log screen filters on it. */
  personaAccedidaId?: number;
};

/**
 * Runs `change` in a transaction and writes `activity(result)` in the same one before it commits.
 * `activity` returns null when the call changed nothing (removing a photo that was not there).
 * `actor` may come from the result, when the change creates the acting user (first-run setup).
 * Errors thrown by `change`, by the activity write or by the commit roll everything back. Inside
 * `asOneChange` it joins that change's transaction instead of opening its own.
 */
export function changeWithActivity<T>(
  deps: Deps,
  actor: LoggedIn | ((result: T) => LoggedIn),
  change: (tx: Tx) => Promise<T>,
  activity: (result: T) => ActivityEntry | null,
  /** Prisma's interactive-transaction options, for changes many clients make at once (waiting for a connection). */
  options?: { maxWait?: number; timeout?: number },
): Promise<T> {
  // Every write passes here: a read-only API key is refused even where a transport forgot to ask.
  if (typeof actor !== "function") requireWriter(actor);
  return withActivity(deps, actor, change, activity, options);
}

/**
 * A read whose record is the point (who read a person's data, rgpd/personaAccess.ts): recorded as
 * a change is, in the read's own transaction, for every caller who may read, read-only API keys
 * included. The record is the server's own, not a change the caller makes.
 */
export function readWithActivity<T>(deps: Deps, actor: LoggedIn, read: (tx: Tx) => Promise<T>, activity: (result: T) => ActivityEntry): Promise<T> {
  return withActivity(deps, actor, read, activity);
}

function withActivity<T>(
  deps: Deps,
  actor: LoggedIn | ((result: T) => LoggedIn),
  change: (tx: Tx) => Promise<T>,
  activity: (result: T) => ActivityEntry | null,
  options?: { maxWait?: number; timeout?: number },
): Promise<T> {
  const record = async (tx: Tx) => {
    const result = await change(tx);
    const entry = activity(result);
    if (entry) await writeActivity(tx, typeof actor === "function" ? actor(result) : actor, entry);
    return result;
  };
  return joinedTransactions.has(deps) ? record(deps.db) : deps.db.$transaction(record, options);
}

/** The Deps `asOneChange` hands its work: their `db` is that change's transaction. */
const joinedTransactions = new WeakSet<Deps>();

/**
 * Runs several changes as one (saving a person from the ficha and linking it): `work` gets Deps
 * whose `db` is a single transaction, which every `changeWithActivity` inside joins, so all of
 * them commit together or none does (`options` as in changeWithActivity). Nested transactions
 * are not an option: PGlite's adapter has no savepoints.
 */
export function asOneChange<T>(deps: Deps, work: (deps: Deps) => Promise<T>, options?: { maxWait?: number; timeout?: number }): Promise<T> {
  if (joinedTransactions.has(deps)) return work(deps);
  return deps.db.$transaction((tx) => {
    // The transaction client is the database client minus opening transactions, which joinedTransactions stands in for.
    const joined: Deps = { ...deps, db: tx as Db };
    joinedTransactions.add(joined);
    return work(joined);
  }, options);
}

async function writeActivity(tx: Tx, actor: LoggedIn, entry: ActivityEntry): Promise<void> {
  const descripcion = entry.descripcion.slice(0, 500);
  await tx.actividad.create({
    data: { tabla: entry.tabla, accion: entry.accion, descripcion, usuario: actor.username, registroId: entry.registroId ?? null },
  });
  await tx.log.create({
    data: { usuarioId: isApiKey(actor) ? null : actor.id, username: actor.username, descripcion, personaAccedidaId: entry.personaAccedidaId ?? null },
  });
}
