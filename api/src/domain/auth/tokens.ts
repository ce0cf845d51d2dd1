/** Session tokens: JWT signed with HS256 only, with an expiry; the secret comes from Deps. */
import jwt from "jsonwebtoken";
import type { Deps } from "../deps.ts";

type SessionClaims = { sub: string; username: string; rol_id: number };

export function signSessionToken(deps: Deps, user: { id: number; username: string; rolId: number }): string {
  const claims: Omit<SessionClaims, "sub"> = { username: user.username, rol_id: user.rolId };
  return jwt.sign(claims, deps.jwtSecret, {
    algorithm: "HS256",
    subject: String(user.id),
    expiresIn: deps.jwtExpiresIn as jwt.SignOptions["expiresIn"],
  });
}

/** The user id of a valid, unexpired token; null for anything else. */
export function userIdFromToken(deps: Deps, token: string): number | null {
  try {
    const claims = jwt.verify(token, deps.jwtSecret, { algorithms: ["HS256"] }) as SessionClaims;
    const id = Number(claims.sub);
    return Number.isSafeInteger(id) && id > 0 ? id : null;
  } catch {
    return null;
  }
}
