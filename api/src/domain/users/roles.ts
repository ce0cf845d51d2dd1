import { type Actor, ROLE } from "../actor.ts";
import type { Deps } from "../deps.ts";
import { requireAdmin } from "../policies.ts";

/** The label shown beside a username (spec section 1): unknown roles read 'Usuario'. */
export function roleLabel(rolId: number): string {
  switch (rolId) {
    case ROLE.ADMINISTRADOR:
      return "Administrador";
    case ROLE.EMPLEADO:
      return "Empleado";
    case ROLE.VETERINARIO:
      return "Veterinario";
    default:
      return "Usuario";
  }
}

export type RoleRow = { id: number; rol: string };

/** The roles a user can be given (the user form's Rol list); administrators only. */
export async function listRoles(deps: Deps, actor: Actor): Promise<RoleRow[]> {
  requireAdmin(actor);
  return deps.db.rol.findMany({ orderBy: { id: "asc" } });
}
