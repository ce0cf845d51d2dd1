/**
 * Ending a user's sessions: tokens carry the user's session version (auth/tokens.ts) and only
 * the current one is accepted, so raising it revokes every token issued before, on every device.
 */
import type { Db } from "../../db/client.ts";

type UserWriter = Pick<Db, "usuario">;

/** Raises the session version; returns the new one, for a token that replaces the caller's own. */
export async function endSessions(db: UserWriter, userId: number): Promise<number> {
  const { sesionVersion } = await db.usuario.update({
    where: { id: userId },
    data: { sesionVersion: { increment: 1 } },
    select: { sesionVersion: true },
  });
  return sesionVersion;
}
