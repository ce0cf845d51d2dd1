import type { PublicUser } from "../domain/users/publicUser.ts";

/** A user as the REST facade shows it; the password hash never leaves the server. */
export function toUsuarioJson(user: PublicUser) {
  return { id: user.id, username: user.username, email: user.email, rol_id: user.rolId, activo: user.activo };
}
