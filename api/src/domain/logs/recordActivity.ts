import type { LoggedIn } from "../policies.ts";
import type { Deps } from "../deps.ts";

export type ActivityEntry = { tabla: string; accion: string; descripcion: string; registroId?: number | null };

/**
 * Records a server-side change twice, in one transaction: in the audit trail (table
 * actividades: table, action, record id) and as a line of the activity log screen (table logs),
 * so administrators see changes beside logins and navigation. Callers need no recordLog as well.
 */
export async function recordActivity(deps: Deps, actor: LoggedIn, entry: ActivityEntry): Promise<void> {
  const descripcion = entry.descripcion.slice(0, 500);
  await deps.db.$transaction([
    deps.db.actividad.create({
      data: {
        tabla: entry.tabla,
        accion: entry.accion,
        descripcion,
        usuario: actor.username,
        registroId: entry.registroId ?? null,
      },
    }),
    deps.db.log.create({ data: { usuarioId: actor.id, username: actor.username, descripcion } }),
  ]);
}
