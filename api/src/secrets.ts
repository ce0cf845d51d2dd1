/**
 * Secrets are never hard-coded: each comes from the environment or is generated once into
 * DATA_DIR/secrets (mode 0600) and reused on later starts. Values are never logged.
 */
import { randomBytes } from "node:crypto";
import { mkdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import type { Config } from "./config.ts";

/** The secrets the app generates into DATA_DIR/secrets unless their variable is set, and what is lost without one. */
export const GENERATED_SECRETS = [
  { file: "jwt.key", variable: "JWT_SECRET", loses: "sin él, las sesiones abiertas dejan de valer y hay que volver a entrar" },
  {
    file: "encryption.key",
    variable: "ENCRYPTION_KEY",
    loses: "sin ella, la contraseña SMTP guardada no se puede leer y hay que volver a escribirla en Datos del refugio",
  },
] as const;

export type SecretVariable = (typeof GENERATED_SECRETS)[number]["variable"];

/** The secrets this installation takes from its environment: their files in DATA_DIR/secrets, if any, are not the ones in use. */
export function secretsFromEnvironment(config: Pick<Config, "jwtSecret" | "encryptionKey">): SecretVariable[] {
  return [...(config.jwtSecret ? ["JWT_SECRET" as const] : []), ...(config.encryptionKey ? ["ENCRYPTION_KEY" as const] : [])];
}

export async function loadOrCreateSecret(dataDir: string, name: string, fromEnv?: string): Promise<string> {
  if (fromEnv) return fromEnv;
  const dir = path.join(dataDir, "secrets");
  const file = path.join(dir, name);
  try {
    return (await readFile(file, "utf8")).trim();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
  }
  await mkdir(dir, { recursive: true, mode: 0o700 });
  const secret = randomBytes(32).toString("hex");
  try {
    // "wx": if two processes race, the first writer wins and the other reads its value.
    await writeFile(file, secret, { mode: 0o600, flag: "wx" });
    return secret;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    return (await readFile(file, "utf8")).trim();
  }
}
