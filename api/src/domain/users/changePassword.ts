import type { Actor } from "../actor.ts";
import { hashPassword, verifyPassword } from "../auth/passwords.ts";
import type { Deps } from "../deps.ts";
import { ValidationError } from "../errors.ts";
import { changeWithActivity } from "../logs/changeWithActivity.ts";
import { requireLoggedIn } from "../policies.ts";
import { changePasswordSchema, WRONG_CURRENT_PASSWORD } from "../rules/password.ts";
import { parseInput } from "../validation.ts";
import { userNotFound } from "./userErrors.ts";

export const wrongCurrentPassword = () => new ValidationError([{ path: ["currentPassword"], message: WRONG_CURRENT_PASSWORD }]);

/** Any logged-in user changes their own password (spec section 5 "Change password"). */
export async function changePassword(deps: Deps, actor: Actor, input: unknown): Promise<void> {
  const user = requireLoggedIn(actor);
  const { currentPassword, newPassword } = parseInput(changePasswordSchema, input);
  const stored = await deps.db.usuario.findUnique({ where: { id: user.id }, select: { password: true } });
  if (!stored) throw userNotFound();
  if (!(await verifyPassword(stored.password, currentPassword))) throw wrongCurrentPassword();
  const password = await hashPassword(newPassword);
  await changeWithActivity(
    deps,
    user,
    (tx) => tx.usuario.update({ where: { id: user.id }, data: { password } }),
    () => ({ tabla: "usuarios", accion: "cambiar contraseña", descripcion: "Cambio de contraseña", registroId: user.id }),
  );
}
