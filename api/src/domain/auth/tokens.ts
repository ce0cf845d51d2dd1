/**
 * Session tokens: JWT signed with HS256 only, with an expiry and the user's session version;
 * the secret comes from Deps as a KeyObject made once (building it per call cost ~0.3 ms).
 */
import { createSecretKey, type KeyObject } from "node:crypto";
import jwt from "jsonwebtoken";
import type { Deps } from "../deps.ts";

type SessionClaims = { sub: string; username: string; rol_id: number; sv: number; exp?: number };

export type TokenUser = { id: number; username: string; rolId: number; sesionVersion: number };

/** What a valid, unexpired token says: whose it is and which session version it belongs to. */
export type TokenSubject = { userId: number; sessionVersion: number };

export function sessionKey(secret: string): KeyObject {
  return createSecretKey(Buffer.from(secret, "utf8"));
}

export function signSessionToken(deps: Deps, user: TokenUser): string {
  const claims: Omit<SessionClaims, "sub"> = { username: user.username, rol_id: user.rolId, sv: user.sesionVersion };
  return jwt.sign(claims, deps.jwtSecret, {
    algorithm: "HS256",
    subject: String(user.id),
    expiresIn: deps.jwtExpiresIn as jwt.SignOptions["expiresIn"],
  });
}

/**
 * The subject of a valid, unexpired token; null for anything else. jsonwebtoken checks `exp` only
 * when present, so a token without one (never issued here) is refused rather than valid forever.
 */
export function subjectFromToken(deps: Deps, token: string): TokenSubject | null {
  try {
    const claims = jwt.verify(token, deps.jwtSecret, { algorithms: ["HS256"] }) as SessionClaims;
    if (typeof claims.exp !== "number") return null;
    const userId = Number(claims.sub);
    if (!Number.isSafeInteger(userId) || userId <= 0 || !Number.isSafeInteger(claims.sv)) return null;
    return { userId, sessionVersion: claims.sv };
  } catch {
    return null;
  }
}

/** When a token this server signed stops being valid (its `exp`): the session cookie lasts as long. */
export function sessionExpiresAt(token: string): Date {
  const claims = jwt.decode(token) as { exp?: unknown } | null;
  if (typeof claims?.exp !== "number") throw new Error("El token de sesión no tiene caducidad");
  return new Date(claims.exp * 1000);
}
