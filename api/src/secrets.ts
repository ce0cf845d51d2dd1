/**
 * Secrets are never hard-coded: each comes from the environment or is generated once into
 * DATA_DIR/secrets (mode 0600) and reused on later starts. Values are never logged.
 */
import { randomBytes } from "node:crypto";
import { mkdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";

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
