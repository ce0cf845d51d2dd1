import { z } from "zod";
import type { PublicUser } from "../domain/users/publicUser.ts";

export const usuarioJson = z.object({ id: z.number(), username: z.string(), email: z.string().nullable(), rol_id: z.number(), activo: z.boolean() });

/** A user as the REST facade shows it; the password hash never leaves the server. */
export function toUsuarioJson(user: PublicUser): z.infer<typeof usuarioJson> {
  return { id: user.id, username: user.username, email: user.email, rol_id: user.rolId, activo: user.activo };
}
