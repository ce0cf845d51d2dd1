/**
 * Session advisory locks on the PostgreSQL server, for work that must run in one instance at a
 * time and outlasts a transaction: applying migrations, a scheduled job's run. Each lock is held
 * on a connection of its own, so the server releases it by itself if the instance dies.
 *
 * Keys use the two-integer form, Refugio's class 724 and a number derived from the lock's name:
 * that key space never meets the single-number transaction locks of the domain (724_001...).
 */
import { createHash } from "node:crypto";
import type pg from "pg";

const REFUGIO_LOCK_CLASS = 724;

function lockNumber(name: string): number {
  return createHash("sha256").update(name).digest().readInt32BE(0);
}

/**
 * `run` on a connection of its own; after an error the connection is closed rather than reused,
 * which also makes the server release any lock it still held.
 */
async function onOwnConnection<T>(pool: pg.Pool, run: (client: pg.PoolClient) => Promise<T>): Promise<T> {
  const client = await pool.connect();
  let broken: Error | undefined;
  try {
    return await run(client);
  } catch (error) {
    broken = error instanceof Error ? error : new Error(String(error));
    throw error;
  } finally {
    client.release(broken);
  }
}

/** The lock's two numbers, as `pg_advisory_lock($1, $2)` takes them. */
export const advisoryLockKey = (name: string) => [REFUGIO_LOCK_CLASS, lockNumber(name)];

/** Waits for the lock, runs `work`, releases it. */
export function withAdvisoryLock<T>(pool: pg.Pool, name: string, work: () => Promise<T>): Promise<T> {
  return onOwnConnection(pool, async (client) => {
    await client.query("SELECT pg_advisory_lock($1, $2)", advisoryLockKey(name));
    try {
      return await work();
    } finally {
      await client.query("SELECT pg_advisory_unlock($1, $2)", advisoryLockKey(name));
    }
  });
}

/** Runs `work` and answers true when the lock is free; answers false at once when another session holds it. */
export function ifAdvisoryLockFree(pool: pg.Pool, name: string, work: () => Promise<void>): Promise<boolean> {
  return onOwnConnection(pool, async (client) => {
    const { rows } = await client.query<{ locked: boolean }>("SELECT pg_try_advisory_lock($1, $2) AS locked", advisoryLockKey(name));
    if (!rows[0]?.locked) return false;
    try {
      await work();
      return true;
    } finally {
      await client.query("SELECT pg_advisory_unlock($1, $2)", advisoryLockKey(name));
    }
  });
}
