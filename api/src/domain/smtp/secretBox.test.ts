import { randomBytes } from "node:crypto";
import { describe, expect, test } from "vitest";
import { decryptSecret, encryptSecret, SecretUnreadableError } from "./secretBox.ts";

describe("secrets at rest (AES-256-GCM)", () => {
  const key = randomBytes(32);

  test("round trip, with a fresh nonce each time", () => {
    const a = encryptSecret(key, "smtp", "contraseña-ñ€");
    const b = encryptSecret(key, "smtp", "contraseña-ñ€");
    expect(a).not.toBe(b);
    expect(a).not.toContain("contrase");
    expect(decryptSecret(key, "smtp", a)).toBe("contraseña-ñ€");
    expect(decryptSecret(key, "smtp", b)).toBe("contraseña-ñ€");
  });

  test("another key, another purpose or a changed byte cannot be read", () => {
    const stored = encryptSecret(key, "smtp", "secreto");
    expect(() => decryptSecret(randomBytes(32), "smtp", stored)).toThrow(SecretUnreadableError);
    expect(() => decryptSecret(key, "otra", stored)).toThrow(SecretUnreadableError);
    const [version, nonce, tag, ciphertext] = stored.split(".");
    const flipped = Buffer.from(ciphertext!, "base64url");
    flipped[0]! ^= 1;
    expect(() => decryptSecret(key, "smtp", [version, nonce, tag, flipped.toString("base64url")].join("."))).toThrow(SecretUnreadableError);
    expect(() => decryptSecret(key, "smtp", "texto-en-claro")).toThrow(SecretUnreadableError);
  });
});
