import type { Usuario } from "../../db/generated/prisma/client.ts";
import type { PublicUser } from "../../domain/users/publicUser.ts";
import { builder } from "../builder.ts";
import { User } from "./User.ts";

/**
 * A created or modified account. The domain returns it without the password hash; the Prisma
 * plugin loads by id whatever else the selection needs (the role name), so the cast is safe.
 */
export const UserPayload = builder.objectRef<{ user: PublicUser }>("UserPayload").implement({
  fields: (t) => ({
    user: t.field({ type: User, resolve: (payload) => payload.user as Usuario }),
  }),
});
