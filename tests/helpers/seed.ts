/**
 * Puts rows into a data folder's PGlite database before the server opens it (the server then
 * holds the folder's lock), for journeys that need records no screen can create yet.
 */
import path from "node:path";
import { openDatabase } from "../../api/src/db/client.ts";
import type { Db } from "../../api/src/db/client.ts";

export async function withDataDirDatabase<T>(dataDir: string, work: (db: Db) => Promise<T>): Promise<T> {
  const database = await openDatabase({ kind: "pglite", dir: path.join(dataDir, "db") });
  try {
    return await work(database.prisma);
  } finally {
    await database.close();
  }
}
