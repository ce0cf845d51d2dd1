/**
 * Every change the server makes is recorded twice: in the audit trail (table actividades: table,
 * action, record id) and as a line of the activity-log screen (table logs), so administrators see
 * changes beside logins and navigation. Both rows are written in the change's own transaction:
 * a change is never left without its record, nor a record without its change.
 */
import type { Prisma } from "../../db/generated/prisma/client.ts";
import type { Deps } from "../deps.ts";
import type { LoggedIn } from "../policies.ts";

export type Tx = Prisma.TransactionClient;

export type ActivityEntry = { tabla: string; accion: string; descripcion: string; registroId?: number | null };

/**
 * Runs `change` in a transaction and writes `activity(result)` in the same one before it commits.
 * `activity` returns null when the call changed nothing (removing a photo that was not there).
 * `actor` may come from the result, when the change creates the acting user (first-run setup).
 * Errors thrown by `change`, by the activity write or by the commit roll everything back.
 */
export function changeWithActivity<T>(
  deps: Deps,
  actor: LoggedIn | ((result: T) => LoggedIn),
  change: (tx: Tx) => Promise<T>,
  activity: (result: T) => ActivityEntry | null,
  /** Prisma's interactive-transaction options, for changes many clients make at once (waiting for a connection). */
  options?: { maxWait?: number; timeout?: number },
): Promise<T> {
  return deps.db.$transaction(async (tx) => {
    const result = await change(tx);
    const entry = activity(result);
    if (entry) await writeActivity(tx, typeof actor === "function" ? actor(result) : actor, entry);
    return result;
  }, options);
}

async function writeActivity(tx: Tx, actor: LoggedIn, entry: ActivityEntry): Promise<void> {
  const descripcion = entry.descripcion.slice(0, 500);
  await tx.actividad.create({
    data: { tabla: entry.tabla, accion: entry.accion, descripcion, usuario: actor.username, registroId: entry.registroId ?? null },
  });
  await tx.log.create({ data: { usuarioId: actor.id, username: actor.username, descripcion } });
}
