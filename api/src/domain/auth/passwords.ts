/** Password hashing with argon2id (memory-hard); only PHC hash strings are ever stored. */
import { hash, verify } from "@node-rs/argon2";

/** OWASP's argon2id baseline: 19 MiB, 2 passes, 1 lane. */
const options = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, options);
}

export async function verifyPassword(storedHash: string, password: string): Promise<boolean> {
  try {
    return await verify(storedHash, password);
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | undefined;

/**
 * Checks `password` against `storedHash`, or, when there is none, spends the same time on a hash
 * nobody's password matches and answers false: a missing user or a missing e-mailed password
 * cannot be told from a wrong one by the time it takes.
 */
export async function verifyPasswordOrNothing(storedHash: string | null, password: string): Promise<boolean> {
  if (storedHash !== null) return verifyPassword(storedHash, password);
  dummyHash ??= hashPassword("refugio-no-user");
  await verifyPassword(await dummyHash, password);
  return false;
}
