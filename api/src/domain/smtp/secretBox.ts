/**
 * Secrets at rest (the SMTP password): AES-256-GCM with a random 96-bit nonce per value and the
 * purpose bound as associated data, so a ciphertext cannot be moved to another column unnoticed.
 * Stored as `v1.<nonce>.<tag>.<ciphertext>` in base64url.
 */
import { createCipheriv, createDecipheriv, randomBytes } from "node:crypto";

const VERSION = "v1";

export class SecretUnreadableError extends Error {}

export function encryptSecret(key: Buffer, purpose: string, plaintext: string): string {
  const nonce = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", key, nonce);
  cipher.setAAD(Buffer.from(purpose, "utf8"));
  const ciphertext = Buffer.concat([cipher.update(plaintext, "utf8"), cipher.final()]);
  return [VERSION, nonce, cipher.getAuthTag(), ciphertext].map((p) => (typeof p === "string" ? p : p.toString("base64url"))).join(".");
}

/** Throws SecretUnreadableError when the value was not made with this key and purpose. */
export function decryptSecret(key: Buffer, purpose: string, stored: string): string {
  const [version, nonce, tag, ciphertext] = stored.split(".");
  if (version !== VERSION || !nonce || !tag || ciphertext === undefined) throw new SecretUnreadableError();
  try {
    const decipher = createDecipheriv("aes-256-gcm", key, Buffer.from(nonce, "base64url"));
    decipher.setAAD(Buffer.from(purpose, "utf8"));
    decipher.setAuthTag(Buffer.from(tag, "base64url"));
    return Buffer.concat([decipher.update(Buffer.from(ciphertext, "base64url")), decipher.final()]).toString("utf8");
  } catch {
    throw new SecretUnreadableError();
  }
}
