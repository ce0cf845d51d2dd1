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

/** Tokens already verified, per secret, with when they expire: every request of a session brings the same one. */
const verified = new WeakMap<KeyObject, Map<string, { subject: TokenSubject; expiresAt: number }>>();
/** Sessions one instance keeps verified; past it the oldest is verified again when it comes back. */
const VERIFIED_KEPT = 1000;

/**
 * The subject of a valid, unexpired token; null for anything else. A token verified before is not
 * verified again until it expires (HMAC and JSON parsing were 2% of a screen's CPU); whether its
 * session still holds is the session user's check (session.ts), made on every request.
 */
export function subjectFromToken(deps: Deps, token: string): TokenSubject | null {
  const kept = verified.get(deps.jwtSecret) ?? new Map();
  verified.set(deps.jwtSecret, kept);
  const known = kept.get(token);
  if (known && known.expiresAt > Date.now()) return known.subject;
  kept.delete(token);
  const checked = verifiedSubject(deps, token);
  if (!checked) return null;
  kept.set(token, checked);
  if (kept.size > VERIFIED_KEPT) kept.delete(kept.keys().next().value!);
  return checked.subject;
}

/** jsonwebtoken checks `exp` only when present, so a token without one (never issued here) is refused rather than valid forever. */
function verifiedSubject(deps: Deps, token: string): { subject: TokenSubject; expiresAt: number } | null {
  try {
    const claims = jwt.verify(token, deps.jwtSecret, { algorithms: ["HS256"] }) as SessionClaims;
    if (typeof claims.exp !== "number") return null;
    const userId = Number(claims.sub);
    if (!Number.isSafeInteger(userId) || userId <= 0 || !Number.isSafeInteger(claims.sv)) return null;
    return { subject: { userId, sessionVersion: claims.sv }, expiresAt: claims.exp * 1000 };
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
