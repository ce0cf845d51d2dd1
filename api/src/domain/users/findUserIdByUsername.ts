import type { Deps } from "../deps.ts";

/** Usernames compare case-insensitively (backed by the unique index on lower(username)). */
export async function findUserIdByUsername(deps: Deps, username: string): Promise<number | null> {
  const rows = await deps.db.$queryRaw<{ id: number }[]>`
    SELECT id FROM usuarios WHERE lower(username) = lower(${username}) LIMIT 1`;
  return rows[0]?.id ?? null;
}
