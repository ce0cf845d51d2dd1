import type { LoggedIn } from "../policies.ts";
import type { Db } from "../../db/client.ts";

export type ActivityEntry = { tabla: string; accion: string; descripcion: string; registroId?: number | null };

/**
 * Appends a row to the audit trail of server-side changes (table actividades). Pass a transaction
 * client as `db` to make the entry part of the change it describes.
 */
export async function recordActivity(deps: { db: Pick<Db, "actividad"> }, actor: LoggedIn, entry: ActivityEntry): Promise<void> {
  await deps.db.actividad.create({
    data: {
      tabla: entry.tabla,
      accion: entry.accion,
      descripcion: entry.descripcion.slice(0, 500),
      usuario: actor.username,
      registroId: entry.registroId ?? null,
    },
  });
}
