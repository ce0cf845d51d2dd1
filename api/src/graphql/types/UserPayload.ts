import type { Usuario as UsuarioRow } from "../../db/generated/prisma/client.ts";
import type { PublicUser } from "../../domain/users/publicUser.ts";
import { builder } from "../builder.ts";
import { Usuario } from "./Usuario.ts";

/**
 * A created or modified account. The domain returns it without the password hash; the Prisma
 * plugin loads by id whatever else the selection needs (the role name), so the cast is safe.
 */
export const UserPayload = builder.objectRef<{ user: PublicUser }>("UsuarioPayload").implement({
  description: "La cuenta creada o modificada.",
  fields: (t) => ({
    usuario: t.field({ type: Usuario, description: "La cuenta.", resolve: (payload) => payload.user as UsuarioRow }),
  }),
});
