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

/** Spends the same time as a real check, so a wrong username cannot be told from a wrong password. */
export async function verifyAgainstNothing(password: string): Promise<false> {
  dummyHash ??= hashPassword("refugio-no-user");
  await verifyPassword(await dummyHash, password);
  return false;
}
