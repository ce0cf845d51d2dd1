/** First-run setup: the very first account is an active administrator, created once. */
import { type Actor, ROLE } from "../actor.ts";
import { hashPassword } from "../auth/passwords.ts";
import { signSessionToken } from "../auth/tokens.ts";
import type { Session } from "../auth/session.ts";
import type { Deps } from "../deps.ts";
import { AppError } from "../errors.ts";
import { changeWithActivity } from "../logs/changeWithActivity.ts";
import { parseInput } from "../validation.ts";
import { assertAcceptablePassword } from "../auth/passwordPolicy.ts";
import { type PublicUser, publicUserSelect } from "./publicUser.ts";
import { userInputSchema } from "../rules/user.ts";

/** Any constant works; it only has to be the same for every process setting up this database. */
const FIRST_ADMIN_LOCK = 724_001;

export async function hasUsers(deps: Deps): Promise<boolean> {
  return (await deps.db.usuario.count()) > 0;
}

/** The new administrator is the one who acts. */
const asActor = (user: PublicUser) => ({ id: user.id, username: user.username, rolId: user.rolId });

export const setupAlreadyDone = () => new AppError("SETUP_DONE", 401, "La aplicación ya tiene usuarios: inicie sesión");

/** First-run setup takes a caller without a session only while nobody has an account: checked before the body is read. */
export async function refuseSetupOnceDone(deps: Deps, actor: Actor): Promise<void> {
  if (!actor && (await hasUsers(deps))) throw setupAlreadyDone();
}

/**
 * Creates the first administrator and returns a session for it. Once users exist it is refused
 * before the form is read, so nobody learns the password rules without a session. The
 * transaction holds an advisory lock, so concurrent attempts are serialised and exactly one succeeds.
 */
export async function createFirstAdmin(deps: Deps, input: unknown): Promise<Session & { account: PublicUser }> {
  if (await hasUsers(deps)) throw setupAlreadyDone();
  const data = parseInput(userInputSchema, { ...(input as object), rolId: ROLE.ADMINISTRADOR, activo: true });
  assertAcceptablePassword(data.password, data.username);
  const password = await hashPassword(data.password);
  const user = await changeWithActivity(
    deps,
    asActor,
    async (tx) => {
      await tx.$executeRaw`SELECT pg_advisory_xact_lock(${FIRST_ADMIN_LOCK})`;
      if ((await tx.usuario.count()) > 0) throw setupAlreadyDone();
      return tx.usuario.create({
        data: { username: data.username, password, email: data.email, rolId: ROLE.ADMINISTRADOR, activo: true },
        select: publicUserSelect,
      });
    },
    (admin) => ({ tabla: "usuarios", accion: "crear", descripcion: `Configuración inicial: creado el administrador ${admin.username}`, registroId: admin.id }),
  );
  const actor = asActor(user);
  // A new account starts at session version 0 (the column's default).
  return { token: signSessionToken(deps, { ...actor, sesionVersion: 0 }), user: actor, account: user };
}
