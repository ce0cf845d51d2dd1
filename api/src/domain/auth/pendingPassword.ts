/**
 * The password that recovery e-mails is *pending*: the account's current password and sessions
 * keep working, so an anonymous request cannot lock anyone out. It becomes the password only when
 * it is used to log in once; then the old one stops working and every other session ends. It
 * expires PENDING_PASSWORD_HOURS after the mail, a later recovery replaces it, and a password
 * change or an administrator's new password clears it.
 */
import type { Deps } from "../deps.ts";
import { changeWithActivity } from "../logs/changeWithActivity.ts";
import type { Person } from "../actor.ts";
import { verifyPasswordOrNothing } from "./passwords.ts";

export const PENDING_PASSWORD_HOURS = 24;

/** The activity records of a recovery: the mail sent, and the e-mailed password put to use. */
export const RECOVERY_ACTION = "recuperar contraseña";

/** What a login reads of the account. */
export type LoginAccount = { password: string; recuperacionPassword: string | null; recuperacionEnviada: Date | null };

/** The pending password's hash while it may still be used; null when there is none or it expired. */
function usablePendingHash(account: LoginAccount, now: Date): string | null {
  const sent = account.recuperacionEnviada;
  if (!account.recuperacionPassword || !sent) return null;
  return now.getTime() - sent.getTime() < PENDING_PASSWORD_HOURS * 3600_000 ? account.recuperacionPassword : null;
}

/** Which of the account's passwords was typed; the pending one comes with its hash, to adopt it. */
export type PasswordMatch = { password: "current" } | { password: "pending"; pendingHash: string };

/**
 * Which password of the account `password` is: its current one, its pending one, or neither
 * (null, also for a missing account). Every attempt verifies two hashes at once, whatever exists
 * (a hash nobody matches stands in for a missing one), so the time taken tells neither whether
 * the account exists nor whether a recovery is pending.
 */
export async function matchingPassword(account: LoginAccount | null, password: string, now = new Date()): Promise<PasswordMatch | null> {
  const pendingHash = account ? usablePendingHash(account, now) : null;
  const [current, pending] = await Promise.all([verifyPasswordOrNothing(account?.password ?? null, password), verifyPasswordOrNothing(pendingHash, password)]);
  if (current) return { password: "current" };
  return pending && pendingHash ? { password: "pending", pendingHash } : null;
}

/**
 * The pending password becomes the account's password and every other session ends, in one
 * transaction with its activity record. Returns the new session version, for the caller's token.
 * Two logins with it at once adopt it once; the second gets the version the first set.
 */
export async function adoptPendingPassword(deps: Deps, user: Person, pendingHash: string): Promise<number> {
  const { sesionVersion } = await changeWithActivity(
    deps,
    user,
    async (tx) => {
      const { count } = await tx.usuario.updateMany({
        where: { id: user.id, recuperacionPassword: pendingHash },
        data: { password: pendingHash, recuperacionPassword: null, sesionVersion: { increment: 1 } },
      });
      const { sesionVersion } = await tx.usuario.findUniqueOrThrow({ where: { id: user.id }, select: { sesionVersion: true } });
      return { adopted: count > 0, sesionVersion };
    },
    ({ adopted }) =>
      adopted
        ? {
            tabla: "usuarios",
            accion: RECOVERY_ACTION,
            descripcion: "Inicio de sesión con la contraseña enviada por correo: la anterior deja de valer y se cierran las demás sesiones",
            registroId: user.id,
          }
        : null,
  );
  return sesionVersion;
}
