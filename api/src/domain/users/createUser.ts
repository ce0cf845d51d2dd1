import type { Actor } from "../actor.ts";
import { hashPassword } from "../auth/passwords.ts";
import { answerConstraints } from "../dbErrors.ts";
import type { Deps } from "../deps.ts";
import { recordActivity } from "../logs/recordActivity.ts";
import { requireAdmin } from "../policies.ts";
import { parseInput } from "../validation.ts";
import { assertAcceptablePassword } from "../auth/passwordPolicy.ts";
import { findUserIdByUsername } from "./findUserIdByUsername.ts";
import { type PublicUser, publicUserSelect } from "./publicUser.ts";
import { unknownRole, usernameTaken } from "./userErrors.ts";
import { userInputSchema } from "./userInput.ts";

/** An administrator creates an account (spec section 5 "User form"). */
export async function createUser(deps: Deps, actor: Actor, input: unknown): Promise<PublicUser> {
  const admin = requireAdmin(actor);
  const data = parseInput(userInputSchema, input);
  assertAcceptablePassword(data.password, data.username);
  if (await findUserIdByUsername(deps, data.username)) throw usernameTaken();
  const password = await hashPassword(data.password);
  const user = await answerConstraints(
    () => deps.db.usuario.create({ data: { ...data, password }, select: publicUserSelect }),
    { unique: usernameTaken, foreignKey: unknownRole },
  );
  await recordActivity(deps, admin, {
    tabla: "usuarios",
    accion: "crear",
    descripcion: `Creado el usuario ${user.username}`,
    registroId: user.id,
  });
  return user;
}
