import { Prisma } from "../../db/generated/prisma/client.ts";
import { type Actor, ROLE } from "../actor.ts";
import type { Deps } from "../deps.ts";
import { rowWindowUpTo } from "../paging.ts";
import { requireAdmin } from "../policies.ts";
import { type ListSource, searchList } from "../search/searchList.ts";
import { parseInput } from "../validation.ts";
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

/**
 * A listed account, with whether it is the only active administrator (the form then locks role and
 * Activo) and how many of the keys it made still work (apiKeys.ts liveKeysMadeBy).
 */
export type UserListRow = PublicUser & { isLastActiveAdmin: boolean; liveKeys: number };

const USUARIOS: ListSource = {
  table: "usuarios",
  columns: Prisma.sql`id, username, email, rol_id AS "rolId", activo, nombre_completo AS "nombreCompleto", numero_colegiado AS "numeroColegiado",
    (rol_id = ${ROLE.ADMINISTRADOR} AND activo
      AND (SELECT count(*) FROM usuarios AS admins WHERE admins.rol_id = ${ROLE.ADMINISTRADOR} AND admins.activo) = 1) AS "isLastActiveAdmin",
    (SELECT count(*)::int FROM claves_api AS claves WHERE claves.creada_por = usuarios.username AND claves.revocada IS NULL
      AND (claves.caduca IS NULL OR claves.caduca > now())) AS "liveKeys"`,
  orderBy: Prisma.sql`username, id`,
};

/** The most accounts one page shows (the activity log's user filter reads them all at once). */
export const USERS_PAGE_MAX = 200;

/** The same list, one window at a time with its total, in one statement (the list pattern). */
export async function listUsersPage(deps: Deps, actor: Actor, input: unknown): Promise<{ items: UserListRow[]; total: number }> {
  requireAdmin(actor);
  return searchList<UserListRow>(deps.db, USUARIOS, parseInput(rowWindowUpTo(USERS_PAGE_MAX + 1), input));
}

/** How many accounts there are, for the list's total. */
export async function countUsers(deps: Deps, actor: Actor): Promise<number> {
  requireAdmin(actor);
  return deps.db.usuario.count();
}
