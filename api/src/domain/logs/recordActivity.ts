import type { LoggedIn } from "../policies.ts";
import type { Deps } from "../deps.ts";

export type ActivityEntry = { tabla: string; accion: string; descripcion: string; registroId?: number | null };

/** Appends a row to the audit trail of server-side changes (table actividades). */
export async function recordActivity(deps: Deps, actor: LoggedIn, entry: ActivityEntry): Promise<void> {
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
