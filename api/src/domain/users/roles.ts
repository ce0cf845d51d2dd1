import { ROLE } from "../actor.ts";

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
