import { z } from "zod";
import { type Actor, ROLE } from "../actor.ts";
import { hashPassword, verifyPassword } from "../auth/passwords.ts";
import { answerConstraints } from "../dbErrors.ts";
import type { Deps } from "../deps.ts";
import { AppError, ValidationError } from "../errors.ts";
import { revokeKeysMadeBy } from "../apiKeys/apiKeys.ts";
import { changeWithActivity } from "../logs/changeWithActivity.ts";
import { requireAdmin } from "../policies.ts";
import { parseInput } from "../validation.ts";
import { assertAcceptablePassword } from "../auth/passwordPolicy.ts";
import { type PublicUser, publicUserSelect } from "./publicUser.ts";
import { unknownRole, userNotFound } from "./userErrors.ts";
import { REQUIRED_USER_FIELDS } from "../rules/missingFields.ts";
import { isActiveAdmin, userEditSchema } from "../rules/user.ts";
import { recordId } from "../ids.ts";

/** Serialises changes to administrators, so two admins cannot demote each other at once. */
export const ADMINS_LOCK = 724_002;

export const lastActiveAdmin = () => new AppError("LAST_ADMIN", 409, "No se puede cambiar el rol ni desactivar al único administrador activo", "rolId");

const usernameImmutable = () => new ValidationError([{ path: ["username"], message: "El nombre de usuario no se puede modificar" }]);

/**
 * The username may be sent back unchanged (the form shows it) but never changes. Activo has no
 * default here: leaving it out must not reactivate an account.
 */
export const updateUserSchema = userEditSchema.extend({
  id: recordId(),
  username: z.string().trim().optional(),
  activo: z.boolean(REQUIRED_USER_FIELDS),
});

/**
 * An administrator edits an account (spec sections 4 and 5): a password typed replaces the
 * current one, a blank one keeps it (docs/decisions.md), and the last active administrator keeps
 * role 1 and stays active.
 */
export async function updateUser(deps: Deps, actor: Actor, input: unknown): Promise<PublicUser> {
  const admin = requireAdmin(actor);
  const { id, username, password: typed, ...data } = parseInput(updateUserSchema, input);
  const password = typed === undefined || (await isCurrentPassword(deps, id, typed)) ? undefined : typed;
  const passwordHash = password === undefined ? undefined : await hashPassword(password);
  let keysRevoked = 0;
  return changeWithActivity(
    deps,
    admin,
    async (tx) => {
      await tx.$executeRaw`SELECT pg_advisory_xact_lock(${ADMINS_LOCK})`;
      const current = await tx.usuario.findUnique({ where: { id }, select: publicUserSelect });
      if (!current) throw userNotFound();
      if (username !== undefined && username !== current.username) throw usernameImmutable();
      if (password !== undefined) assertAcceptablePassword(password, current.username);
      if (isActiveAdmin(current) && !isActiveAdmin(data)) {
        const others = await tx.usuario.count({ where: { rolId: ROLE.ADMINISTRADOR, activo: true, id: { not: id } } });
        if (others === 0) throw lastActiveAdmin();
        keysRevoked = await revokeKeysMadeBy(tx, current.username);
      }
      // A new password, role or activation ends the user's sessions; an e-mail alone does not. A new
      // password or e-mail cancels one e-mailed by recovery and not yet used (it went to the old address).
      const endsSessions = passwordHash !== undefined || data.rolId !== current.rolId || data.activo !== current.activo;
      const change = {
        ...data,
        ...(passwordHash === undefined ? {} : { password: passwordHash }),
        ...(passwordHash !== undefined || data.email !== current.email ? { recuperacionPassword: null } : {}),
        ...(endsSessions ? { sesionVersion: { increment: 1 } } : {}),
      };
      return answerConstraints(() => tx.usuario.update({ where: { id }, data: change, select: publicUserSelect }), {
        foreignKey: unknownRole,
      });
    },
    (updated) => ({ tabla: "usuarios", accion: "modificar", descripcion: modifiedUser(updated.username, keysRevoked), registroId: id }),
  );
}

const modifiedUser = (username: string, keysRevoked: number) =>
  `Modificado el usuario ${username}${keysRevoked > 0 ? `; revocadas las claves de API que creó: ${keysRevoked}` : ""}`;

/**
 * The spec's form always sends a password when editing (section 5): the one the user already has
 * changes nothing, so an e-mail edit neither ends their sessions nor judges an old password by
 * today's rules.
 */
async function isCurrentPassword(deps: Deps, id: number, password: string): Promise<boolean> {
  const stored = await deps.db.usuario.findUnique({ where: { id }, select: { password: true } });
  return stored !== null && (await verifyPassword(stored.password, password));
}

/** Whether this account is the only active administrator (the form then locks role and Activo). */
export async function isLastActiveAdmin(deps: Deps, user: { id: number; rolId: number; activo: boolean }): Promise<boolean> {
  if (!isActiveAdmin(user)) return false;
  const others = await deps.db.usuario.count({ where: { rolId: ROLE.ADMINISTRADOR, activo: true, id: { not: user.id } } });
  return others === 0;
}
