import type { Prisma } from "../../db/generated/prisma/client.ts";
import type { Actor } from "../actor.ts";
import type { Deps } from "../deps.ts";
import { requireAdmin } from "../policies.ts";
import { publicUserSelect, type PublicUser } from "./publicUser.ts";

export type UserRow = PublicUser & { rol: { rol: string } | null };

/** Alphabetical, so the 'Gestión de Usuarios' table reads like a staff list. */
const byUsername: Prisma.UsuarioOrderByWithRelationInput[] = [{ username: "asc" }, { id: "asc" }];

/** Every account with its role name (spec section 2 "Users"); administrators only. */
export async function listUsers(deps: Deps, actor: Actor): Promise<UserRow[]> {
  requireAdmin(actor);
  return deps.db.usuario.findMany({
    select: { ...publicUserSelect, rol: { select: { rol: true } } },
    orderBy: byUsername,
  });
}

/** The same list, one page at a time, with the selection GraphQL asks for (take, cursor, select). */
export async function listUsersPage(deps: Deps, actor: Actor, query: Omit<Prisma.UsuarioFindManyArgs, "where" | "orderBy">) {
  requireAdmin(actor);
  return deps.db.usuario.findMany({ ...query, orderBy: byUsername });
}

/** How many accounts there are, for the list's total. */
export async function countUsers(deps: Deps, actor: Actor): Promise<number> {
  requireAdmin(actor);
  return deps.db.usuario.count();
}
