/**
 * Every instance on one database must sign sessions with the same JWT_SECRET and encrypt with the
 * same ENCRYPTION_KEY: otherwise each would refuse the others' sessions and could not read the SMTP
 * password another stored. The database keeps a fingerprint of each from the first start, an
 * HMAC-SHA-256 keyed with the secret (which cannot be turned back into it), and an instance whose
 * secret does not match refuses to start, naming the variable to copy.
 */
import { createHmac, timingSafeEqual } from "node:crypto";
import type { Db } from "./db/client.ts";

export type InstanceSecrets = {
  JWT_SECRET: string;
  /** The 32 key bytes, so the same key written in upper or lower case hex matches. */
  ENCRYPTION_KEY: Buffer;
};

type SecretName = keyof InstanceSecrets;

/** Where the first instance kept the value when it was generated rather than given (secrets.ts). */
const GENERATED_FILE: Record<SecretName, string> = { JWT_SECRET: "jwt.key", ENCRYPTION_KEY: "encryption.key" };

/** What a different value would break, in the refusal. */
const CONSEQUENCE: Record<SecretName, string> = {
  JWT_SECRET: "las sesiones abiertas en las demás instancias no valdrían en esta",
  ENCRYPTION_KEY: "esta instancia no podría leer la contraseña SMTP guardada",
};

export function secretFingerprint(name: SecretName, secret: string | Buffer): string {
  return createHmac("sha256", secret).update(`Refugio: huella de ${name}`).digest("hex");
}

export class SecretsMismatchError extends Error {}

/** Records the fingerprints on the first start; afterwards throws SecretsMismatchError when one differs. */
export async function assertSecretsMatchDatabase(db: Db, secrets: InstanceSecrets): Promise<void> {
  const mismatched: SecretName[] = [];
  for (const name of Object.keys(GENERATED_FILE) as SecretName[]) {
    const mine = secretFingerprint(name, secrets[name]);
    // One statement: of two instances starting at once, the first insert wins and both read it.
    const [stored] = await db.$queryRaw<{ huella: string }[]>`
      INSERT INTO huellas_secretos (variable, huella) VALUES (${name}, ${mine})
      ON CONFLICT (variable) DO UPDATE SET variable = EXCLUDED.variable
      RETURNING huella`;
    if (!stored || !timingSafeEqual(Buffer.from(stored.huella), Buffer.from(mine))) mismatched.push(name);
  }
  if (mismatched.length > 0) throw new SecretsMismatchError(mismatched.map(refusal).join("\n"));
}

function refusal(name: SecretName): string {
  return (
    `${name} no es el mismo con el que se inició esta base de datos, y ${CONSEQUENCE[name]}. ` +
    `Copie en la variable ${name} de esta instancia el valor que usan las demás: su variable ${name} o, ` +
    `si no la tienen, el archivo secrets/${GENERATED_FILE[name]} de la carpeta de datos (DATA_DIR) de la primera.`
  );
}
