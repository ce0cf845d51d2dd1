import { z } from "zod";
import type { PublicUser } from "../domain/users/publicUser.ts";

/** The spec's fields, then the name and colegiado number documents print (added, optional). */
export const usuarioJson = z.object({
  id: z.number(),
  username: z.string(),
  email: z.string().nullable(),
  rol_id: z.number(),
  activo: z.boolean(),
  nombre_completo: z.string().nullable(),
  numero_colegiado: z.string().nullable(),
});

/** A user as the REST facade shows it; the password hash never leaves the server. */
export function toUsuarioJson(user: PublicUser): z.infer<typeof usuarioJson> {
  return {
    id: user.id,
    username: user.username,
    email: user.email,
    rol_id: user.rolId,
    activo: user.activo,
    nombre_completo: user.nombreCompleto,
    numero_colegiado: user.numeroColegiado,
  };
}
