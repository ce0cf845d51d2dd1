import { mkdir, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { PrismaPGlite } from "pglite-prisma-adapter";
import { afterAll, beforeAll, describe, expect, test, vi } from "vitest";
import pg from "pg";
import { buildApp } from "../../api/src/app.ts";
import { loadConfig } from "../../api/src/config.ts";
import { DatabaseUnavailableError, openDatabase } from "../../api/src/db/client.ts";
import { LISTENER_APPLICATION_NAME } from "../../api/src/db/databaseChanges.ts";
import { applyMigrationsBefore } from "../helpers/migrationStages.ts";
import { newDataDir, startServer } from "../helpers/server.ts";
import { createServerDatabase, testDatabaseUrl } from "../helpers/testDatabase.ts";
import { newPGlite } from "../../api/src/db/pglite.ts";

/** Runs `npm start`'s server with a bad setting; resolves with its exit code and output. */
async function failedStart(dataDir: string, env: Record<string, string>): Promise<{ code: number; output: string }> {
  const running = await startServer(dataDir, env).catch((error: { code: number; output: string }) => error);
  if ("stop" in running) {
    await running.stop();
    throw new Error(`the server started with ${JSON.stringify(env)}`);
  }
  return running;
}

/** The server process always runs on PGlite here; the PostgreSQL pass only needs the last block. */
const onPGlite = process.env.TEST_DB !== "postgres";

describe.runIf(onPGlite)("a bad setting stops the start with one Spanish line, no stack trace", () => {
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await newDataDir();
  });
  afterAll(() => rm(dataDir, { recursive: true, force: true }));

  test("PORT=abc", async () => {
    const { code, output } = await failedStart(dataDir, { PORT: "abc" });
    expect(code).toBe(1);
    expect(output.trim()).toBe("Configuración no válida:\n  PORT debe ser un número de puerto entre 0 y 65535, como 3000");
  });

  test("DATABASE_URL naming a server that does not answer, without echoing its password", async () => {
    const { code, output } = await failedStart(dataDir, { DATABASE_URL: "postgres://refugio:clave-secreta@127.0.0.1:1/refugio" });
    expect(code).toBe(1);
    expect(output.trim()).toBe(
      "DATABASE_URL: no se puede conectar con el servidor PostgreSQL 127.0.0.1:1. Compruebe que está en marcha y que el servidor y el puerto son correctos.",
    );
  });
});

test.runIf(onPGlite)(
  "a migration the stored data does not allow: the start stops with its Spanish reason, and works once the data is fixed",
  async () => {
    // Empty: its database is built from the migrations before the one under test.
    const dataDir = await newDataDir({ empty: true });
    try {
      const pglite = newPGlite(path.join(dataDir, "db"));
      await applyMigrationsBefore(new PrismaPGlite(pglite), "20261123010000_document_numbers_without_hyphens");
      await pglite.exec(`INSERT INTO ayuntamientos (cif, ayuntamiento) VALUES ('P-4400000-A', 'Teruel'), ('P4400000A', 'Teruel bis')`);
      await pglite.close();

      const { code, output } = await failedStart(dataDir, {});
      expect(code).toBe(1);
      expect(output).toContain("No se ha podido aplicar la migración 20261123010000_document_numbers_without_hyphens");
      expect(output).toContain("ayuntamientos 1 (Teruel, CIF P-4400000-A) y 2 (Teruel bis, CIF P4400000A) tendrían el mismo CIF P4400000A");
      expect(output).not.toMatch(/\n\s+at /);

      const fixing = newPGlite(path.join(dataDir, "db"));
      await fixing.exec("UPDATE ayuntamientos SET cif = 'P4400001B' WHERE id = 2");
      await fixing.close();
      const server = await startServer(dataDir);
      expect(await server.stop()).toBe(0);
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  },
  180_000,
);

test.runIf(onPGlite)(
  "another JWT_SECRET than the database started with: the start stops, naming the variable to copy",
  async () => {
    const dataDir = await newDataDir();
    try {
      const first = await startServer(dataDir);
      expect(await first.stop()).toBe(0);
      const { code, output } = await failedStart(dataDir, { JWT_SECRET: "otro-secreto-de-al-menos-32-caracteres" });
      expect(code).toBe(1);
      expect(output.trim()).toBe(
        "JWT_SECRET no es el mismo con el que se inició esta base de datos, y las sesiones abiertas en las demás instancias no valdrían en esta. " +
          "Copie en la variable JWT_SECRET de esta instancia el valor que usan las demás: su variable JWT_SECRET o, si no la tienen, " +
          "el archivo secrets/jwt.key de la carpeta de datos (DATA_DIR) de la primera.",
      );
      const again = await startServer(dataDir);
      expect(await again.stop()).toBe(0);
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  },
  180_000,
);

describe.skipIf(onPGlite)("DATABASE_URL on a PostgreSQL server that answers", () => {
  function urlWith(change: (url: URL) => void): string {
    const url = new URL(testDatabaseUrl);
    change(url);
    return url.toString();
  }

  test("a database that does not exist", async () => {
    const url = urlWith((u) => (u.pathname = "/refugio_no_existe"));
    const error = await openDatabase({ kind: "postgres", url }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DatabaseUnavailableError);
    expect((error as Error).message).toMatch(/^DATABASE_URL: la base de datos "refugio_no_existe" no existe en /);
  });

  test("a user the server does not know", async () => {
    const url = urlWith((u) => (u.username = "usuario_desconocido"));
    const error = await openDatabase({ kind: "postgres", url }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DatabaseUnavailableError);
    expect((error as Error).message).toMatch(/^DATABASE_URL: el servidor .* rechaza el usuario "usuario_desconocido" o su contraseña\.$/);
  });
  test("a start that fails after it began to hear user changes leaves no connection open", async () => {
    const database = await createServerDatabase();
    const dataDir = await newDataDir();
    try {
      // A built web app with a file named like an API route: its route collides at registration, after the listener opened.
      const webDist = path.join(dataDir, "web");
      await mkdir(webDist, { recursive: true });
      await writeFile(path.join(webDist, "index.html"), "<!doctype html>");
      await writeFile(path.join(webDist, "graphql"), "");
      const config = loadConfig({ DATA_DIR: dataDir, DATABASE_URL: database.url, WEB_DIST: webDist, LOG_LEVEL: "silent", BACKUP_HOUR: "off" });
      await expect(buildApp({ config, jobs: [] })).rejects.toThrow();
      const client = new pg.Client({ connectionString: database.url });
      await client.connect();
      try {
        // A closed connection's backend leaves pg_stat_activity a moment after its socket closes.
        await vi.waitFor(
          async () => {
            const { rows } = await client.query("SELECT application_name FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()");
            expect(rows.filter((row) => row.application_name === LISTENER_APPLICATION_NAME)).toEqual([]);
            // Nor any of its pool's.
            expect(rows).toEqual([]);
          },
          { timeout: 5000, interval: 100 },
        );
      } finally {
        await client.end();
      }
    } finally {
      await rm(dataDir, { recursive: true, force: true });
      await database.drop();
    }
  });
});
