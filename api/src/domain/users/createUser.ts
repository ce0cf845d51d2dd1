import type { Actor } from "../actor.ts";
import { hashPassword } from "../auth/passwords.ts";
import { answerConstraints } from "../dbErrors.ts";
import type { Deps } from "../deps.ts";
import { changeWithActivity } from "../logs/changeWithActivity.ts";
import { requireAdmin } from "../policies.ts";
import { parseInput } from "../validation.ts";
import { assertAcceptablePassword } from "../auth/passwordPolicy.ts";
import { findUserIdByUsername } from "./findUserIdByUsername.ts";
import { type PublicUser, publicUserSelect } from "./publicUser.ts";
import { createFirstAdmin } from "./setup.ts";
import { unknownRole, usernameTaken } from "./userErrors.ts";
import { userInputSchema } from "../rules/user.ts";

/** An administrator creates an account (spec section 5 "User form"). */
export async function createUser(deps: Deps, actor: Actor, input: unknown): Promise<PublicUser> {
  const admin = requireAdmin(actor);
  const data = parseInput(userInputSchema, input);
  assertAcceptablePassword(data.password, data.username);
  if (await findUserIdByUsername(deps, data.username)) throw usernameTaken();
  const password = await hashPassword(data.password);
  return changeWithActivity(
    deps,
    admin,
    (tx) =>
      answerConstraints(() => tx.usuario.create({ data: { ...data, password }, select: publicUserSelect }), {
        unique: usernameTaken,
        foreignKey: unknownRole,
      }),
    (user) => ({ tabla: "usuarios", accion: "crear", descripcion: `Creado el usuario ${user.username}`, registroId: user.id }),
  );
}

/**
 * POST /usuarios (spec section 7): with a session an administrator creates an account; without
 * one it is first-run setup, which only succeeds while no user exists.
 */
export async function createUserOrFirstAdmin(deps: Deps, actor: Actor, input: unknown): Promise<PublicUser> {
  if (actor) return createUser(deps, actor, input);
  return (await createFirstAdmin(deps, input)).account;
}
