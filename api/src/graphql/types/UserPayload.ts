import type { PublicUser } from "../../domain/users/publicUser.ts";
import { builder } from "../builder.ts";
import { User } from "./User.ts";

/** A created or modified account; fields it lacks (the role name) are loaded by the Prisma plugin. */
export const UserPayload = builder.objectRef<{ user: PublicUser }>("UserPayload").implement({
  fields: (t) => ({
    user: t.field({ type: User, resolve: (payload) => payload.user as never }),
  }),
});
