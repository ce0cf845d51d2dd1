/**
 * Password recovery per user: one e-mailed password every RECOVERY_INTERVAL_MINUTES, whichever
 * transport, client or app instance asks, so nobody can flood a mailbox. The turn is the time of
 * the last recovery on the user's row (`recuperacion_enviada`), taken by compare-and-set, so two
 * requests at once, on one instance or several sharing the database, send one mail. A recovery that
 * fails (the mail was not accepted) gives its turn back.
 */
import type { Db } from "../../db/client.ts";
import { AppError } from "../errors.ts";

export const RECOVERY_INTERVAL_MINUTES = 15;

/** The user's turn: when this recovery took it, and the time of the one before (to give it back). */
export type RecoveryTurn = { userId: number; taken: Date; previous: Date | null };

const tooSoon = () =>
  new AppError("RATE_LIMITED", 429, `Ya se envió una nueva contraseña hace menos de ${RECOVERY_INTERVAL_MINUTES} minutos. Revise su correo.`);

export async function takeRecoveryTurn(db: Pick<Db, "usuario">, userId: number, now = new Date()): Promise<RecoveryTurn> {
  const { recuperacionEnviada: previous } = await db.usuario.findUniqueOrThrow({ where: { id: userId }, select: { recuperacionEnviada: true } });
  if (previous && now.getTime() - previous.getTime() < RECOVERY_INTERVAL_MINUTES * 60_000) throw tooSoon();
  const { count } = await db.usuario.updateMany({ where: { id: userId, recuperacionEnviada: previous }, data: { recuperacionEnviada: now } });
  // Another request took the turn between the read and the write.
  if (count === 0) throw tooSoon();
  return { userId, taken: now, previous };
}

/** Puts the previous time back, unless a later recovery has taken the turn since. */
export async function giveBackRecoveryTurn(db: Pick<Db, "usuario">, { userId, taken, previous }: RecoveryTurn): Promise<void> {
  await db.usuario.updateMany({ where: { id: userId, recuperacionEnviada: taken }, data: { recuperacionEnviada: previous } });
}
