import type { Prisma } from "../../db/generated/prisma/client.ts";
import type { LoggedIn } from "../policies.ts";
import type { Deps } from "../deps.ts";

export type ActivityEntry = { tabla: string; accion: string; descripcion: string; registroId?: number | null };

/**
 * Records a server-side change twice, atomically: in the audit trail (table actividades: table,
 * action, record id) and as a line of the activity-log screen (table logs), so administrators see
 * changes beside logins and navigation. Callers need no recordLog as well. Inside an interactive
 * transaction pass its client as `tx`, so the record commits or rolls back with the change.
 */
export async function recordActivity(deps: Deps, actor: LoggedIn, entry: ActivityEntry, tx?: Prisma.TransactionClient): Promise<void> {
  const descripcion = entry.descripcion.slice(0, 500);
  const actividad = {
    data: { tabla: entry.tabla, accion: entry.accion, descripcion, usuario: actor.username, registroId: entry.registroId ?? null },
  };
  const log = { data: { usuarioId: actor.id, username: actor.username, descripcion } };
  if (tx) {
    await tx.actividad.create(actividad);
    await tx.log.create(log);
    return;
  }
  await deps.db.$transaction([deps.db.actividad.create(actividad), deps.db.log.create(log)]);
}
