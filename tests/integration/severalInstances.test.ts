/**
 * Two app instances on one PostgreSQL database, as docker-compose.yml runs them behind a proxy:
 * each with its own connections, data folder, throttles and job runner, sharing nothing but the
 * database (which keeps the files too), and serving HTTP on 127.0.0.1. They live in this test's process, where each is built
 * by buildApp as server.ts builds it. A session revoked on one is refused on the other at once: each
 * hears the users' and the lookup lists' changes on its own connection (db/databaseChanges.ts). PostgreSQL pass only (TEST_DB=postgres): a PGlite folder has
 * one process; when the server does not answer, creating the database fails the suite.
 */
import { mkdtemp, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, test, vi } from "vitest";
import { buildApp } from "../../api/src/app.ts";
import { createBackup } from "../../api/src/backup/backup.ts";
import { restoreBackup } from "../../api/src/backup/restore.ts";
import { API_KEY_REQUESTS_PER_MINUTE } from "../../api/src/domain/apiKeys/apiKeys.ts";
import { loadConfig } from "../../api/src/config.ts";
import { readMigrationsList } from "../../api/src/db/migrations.ts";
import { LISTENER_APPLICATION_NAME } from "../../api/src/db/databaseChanges.ts";
import { withAdvisoryLock } from "../../api/src/db/advisoryLock.ts";
import { startJobRunner } from "../../api/src/jobs/jobRunner.ts";
import { scheduledBackup } from "../../api/src/jobs/scheduledBackup.ts";
import type { ScheduledJob } from "../../api/src/jobs/scheduledJob.ts";
import { signSessionToken } from "../../api/src/domain/auth/tokens.ts";
import { SecretsMismatchError } from "../../api/src/secretFingerprints.ts";
import { insertAnimal, JPEG_24X12 } from "../helpers/fixtures.ts";
import { persistedIdOf } from "../helpers/persistedOperations.ts";
import { createServerDatabase } from "../helpers/testDatabase.ts";

const SECRETS = { JWT_SECRET: "dos-instancias-comparten-este-secreto", ENCRYPTION_KEY: "ab".repeat(32) };
/** The key Prisma's schema engine passes to pg_advisory_lock while it migrates. */
const PRISMA_MIGRATION_LOCK = 72707369;
/** The login gate's query as the web client sends it: its persisted id. */
const APP_GATE_QUERY = persistedIdOf("AppGateQuery");
const DIRECTORA = { username: "directora", password: "Perrera-Sol-2026", email: "directora@refugio.test" };

type Instance = { app: FastifyInstance; url: string; log: string[] };

describe.runIf(process.env.TEST_DB === "postgres")("two instances on one PostgreSQL database", () => {
  let database: Awaited<ReturnType<typeof createServerDatabase>> | undefined;
  const folders: string[] = [];
  const built: FastifyInstance[] = [];
  let a: Instance;
  let b: Instance;

  // The test's job: the run on the first instance holds on until the test lets it end, so the
  // second instance looks for the same period while it runs.
  const periods: string[] = [];
  let jobRunning!: () => void;
  const running = new Promise<void>((resolve) => (jobRunning = resolve));
  let finishJob!: () => void;
  const finished = new Promise<void>((resolve) => (finishJob = resolve));
  const job: ScheduledJob = {
    name: "prueba-dos-instancias",
    at: "00:00",
    run: async ({ period }) => {
      periods.push(period);
      jobRunning();
      await finished;
    },
  };

  // The app's daily backup, due at start on a new database: the first instance makes it before the test's job.
  const dailyBackup = scheduledBackup("00:00");

  async function build(env: Record<string, string> = {}): Promise<{ app: FastifyInstance; log: string[] }> {
    const dataDir = await mkdtemp(path.join(tmpdir(), "refugio-instancia-"));
    folders.push(dataDir);
    const log: string[] = [];
    const config = loadConfig({ DATA_DIR: dataDir, DATABASE_URL: database!.url, LOG_LEVEL: "info", ...SECRETS, ...env });
    const app = await buildApp({ config, jobs: [dailyBackup, job], logStream: { write: (line) => void log.push(line) } });
    built.push(app);
    return { app, log };
  }

  const listen = async ({ app, log }: { app: FastifyInstance; log: string[] }): Promise<Instance> => ({
    app,
    log,
    url: await app.listen({ port: 0, host: "127.0.0.1" }),
  });

  beforeAll(async () => {
    database = await createServerDatabase();
    // Both at once on the empty database: each applies the migrations unless the other holds them.
    const [first, second] = await Promise.all([build(), build()]);
    a = await listen(first);
    await running;
    b = await listen(second);
  }, 180_000);

  afterAll(async () => {
    finishJob();
    await Promise.all(built.map((app) => app.close()));
    await database?.drop();
    await Promise.all(folders.map((folder) => rm(folder, { recursive: true, force: true })));
  }, 60_000);

  async function call(instance: Instance, method: string, url: string, { body, token }: { body?: object; token?: string } = {}) {
    const response = await fetch(`${instance.url}${url}`, {
      method,
      headers: { ...(body ? { "content-type": "application/json" } : {}), ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: body && JSON.stringify(body),
    });
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  }

  test("started together on an empty database, they applied each migration once, without error", async () => {
    const client = new pg.Client({ connectionString: database!.url });
    await client.connect();
    try {
      const { rows } = await client.query<{ migration_name: string; finished_at: Date | null; rolled_back_at: Date | null }>(
        "SELECT migration_name, finished_at, rolled_back_at FROM _prisma_migrations ORDER BY migration_name",
      );
      const migrations = (await readMigrationsList()).migrationDirectories.map((migration) => migration.path);
      expect(rows.map((row) => row.migration_name)).toEqual(migrations);
      expect(rows.every((row) => row.finished_at !== null && row.rolled_back_at === null)).toBe(true);
      // Prisma's migration lock (one bigint key) is let go: held, the next start's migrations would wait for it.
      const held = await client.query(
        "SELECT pid FROM pg_locks WHERE locktype = 'advisory' AND objsubid = 1 AND objid = $1 AND database = (SELECT oid FROM pg_database WHERE datname = current_database())",
        [PRISMA_MIGRATION_LOCK],
      );
      expect(held.rows).toEqual([]);
    } finally {
      await client.end();
    }
  });

  test("a session opened on one works on the other, and a logout on one ends it on both", async () => {
    expect((await call(a, "POST", "/api/usuarios", { body: { ...DIRECTORA, rol_id: 1 } })).status).toBe(201);
    const login = await call(a, "POST", "/api/auth/login", { body: { username: DIRECTORA.username, password: DIRECTORA.password } });
    const token = login.body.token as string;
    expect(await call(b, "GET", "/api/auth/user", { token })).toEqual({ status: 200, body: { username: "directora", rol_id: 1 } });

    expect((await call(b, "POST", "/api/auth/logout", { token })).status).toBe(200);
    expect((await call(a, "GET", "/api/auth/user", { token })).status).toBe(401);
  });

  test("a session used on one is refused there at once after a password change, logout, deactivation or role change on the other", async () => {
    const admin = (await call(a, "POST", "/api/auth/login", { body: { username: DIRECTORA.username, password: DIRECTORA.password } })).body.token as string;
    const created = await call(a, "POST", "/api/usuarios", {
      token: admin,
      body: { username: "lucas", password: "Lucas-Clave-2026", email: "l@refugio.test", rol_id: 2 },
    });
    const edit = (change: { rol_id: number; activo: boolean }) =>
      call(a, "PUT", `/api/usuarios/${created.body.id}`, { token: admin, body: { email: "l@refugio.test", ...change } });
    const loginOnB = async (password = "Lucas-Clave-2026") =>
      (await call(b, "POST", "/api/auth/login", { body: { username: "lucas", password } })).body.token as string;
    // Twice on B, so that the second answer comes from what B keeps.
    const usedOnB = async (token: string) => {
      expect((await call(b, "GET", "/api/auth/user", { token })).status).toBe(200);
      return call(b, "GET", "/api/auth/user", { token });
    };
    const refusedOnB = async (token: string) => expect((await call(b, "GET", "/api/auth/user", { token })).status).toBe(401);

    let token = await loginOnB();
    await usedOnB(token);
    const changed = await call(a, "PUT", "/api/users/change-password", {
      token,
      body: { currentPassword: "Lucas-Clave-2026", newPassword: "Lucas-Otra-2026" },
    });
    expect(changed.status).toBe(200);
    await refusedOnB(token);

    token = changed.body.token as string;
    await usedOnB(token);
    expect((await call(a, "POST", "/api/auth/logout", { token })).status).toBe(200);
    await refusedOnB(token);

    token = await loginOnB("Lucas-Otra-2026");
    await usedOnB(token);
    expect((await edit({ rol_id: 2, activo: false })).status).toBe(200);
    await refusedOnB(token);

    expect((await edit({ rol_id: 2, activo: true })).status).toBe(200);
    token = await loginOnB("Lucas-Otra-2026");
    expect((await usedOnB(token)).body).toEqual({ username: "lucas", rol_id: 2 });
    expect((await edit({ rol_id: 3, activo: true })).status).toBe(200);
    await refusedOnB(token);
    token = await loginOnB("Lucas-Otra-2026");
    expect((await usedOnB(token)).body).toEqual({ username: "lucas", rol_id: 3 });
    // A role written by hand on the database keeps the session and takes effect on B's next request.
    await a.app.deps.db.$executeRaw`UPDATE usuarios SET rol_id = 1 WHERE username = 'lucas'`;
    expect((await call(b, "GET", "/api/auth/user", { token })).body).toEqual({ username: "lucas", rol_id: 1 });
    await a.app.deps.db.$executeRaw`DELETE FROM usuarios WHERE username = 'lucas'`;
    await refusedOnB(token);
  });

  test("a query of the app's on one is refused there right after a logout or deactivation on the other", async () => {
    const gate = (token: string) =>
      call(b, "POST", "/graphql", { token, body: { extensions: { persistedQuery: { version: 1, sha256Hash: APP_GATE_QUERY } } } });
    const loginOnB = async () =>
      (await call(b, "POST", "/api/auth/login", { body: { username: DIRECTORA.username, password: DIRECTORA.password } })).body.token as string;
    const signedIn = { status: 200, body: { data: { viewer: { username: "directora" }, appStatus: { hasUsers: true, smtpAvailable: false } } } };
    const signedOut = { status: 200, body: { data: { viewer: null, appStatus: { hasUsers: true, smtpAvailable: false } } } };

    let token = await loginOnB();
    // Twice, so that the second runs on what B keeps.
    expect(await gate(token)).toEqual(signedIn);
    expect(await gate(token)).toEqual(signedIn);
    expect((await call(a, "POST", "/api/auth/logout", { token })).status).toBe(200);
    expect(await gate(token)).toEqual(signedOut);

    token = await loginOnB();
    expect(await gate(token)).toEqual(signedIn);
    expect(await gate(token)).toEqual(signedIn);
    await a.app.deps.db.$executeRaw`UPDATE usuarios SET activo = false WHERE username = 'directora'`;
    expect(await gate(token)).toEqual(signedOut);
    await a.app.deps.db.$executeRaw`UPDATE usuarios SET activo = true WHERE username = 'directora'`;
  });

  test("while the connection that hears user changes is lost, sessions are read from the database; it comes back", async () => {
    const login = async () =>
      (await call(b, "POST", "/api/auth/login", { body: { username: DIRECTORA.username, password: DIRECTORA.password } })).body.token as string;
    let token = await login();
    expect((await call(b, "GET", "/api/auth/user", { token })).status).toBe(200);
    const client = new pg.Client({ connectionString: database!.url });
    await client.connect();
    try {
      const ended = await client.query("SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE application_name = $1 AND datname = current_database()", [
        LISTENER_APPLICATION_NAME,
      ]);
      expect(ended.rows).toHaveLength(2);
    } finally {
      await client.end();
    }
    await vi.waitFor(() => expect(b.app.deps.sessionUsers.trusted).toBe(false), { interval: 5 });
    // Unheard by B: only reading the row refuses it.
    expect((await call(a, "POST", "/api/auth/logout", { token })).status).toBe(200);
    expect((await call(b, "GET", "/api/auth/user", { token })).status).toBe(401);
    expect(b.log.some((line) => line.includes("Se perdió la conexión que escucha los cambios de usuarios y listas"))).toBe(true);

    await vi.waitFor(() => expect(b.app.deps.sessionUsers.trusted).toBe(true), { timeout: 10_000 });
    token = await login();
    expect((await call(b, "GET", "/api/auth/user", { token })).status).toBe(200);
    expect((await call(a, "POST", "/api/auth/logout", { token })).status).toBe(200);
    expect((await call(b, "GET", "/api/auth/user", { token })).status).toBe(401);
  });

  test("a tipo's group for the law changed on one, or by hand in SQL, is what the other lists a moment later", async () => {
    // Signed here rather than logged in: the suite's logins from this address are near their budget.
    const token = signSessionToken(a.app.deps, await a.app.deps.db.usuario.findFirstOrThrow({ where: { username: DIRECTORA.username } }));
    type TipoRow = { id: number; tipo: string; especie_ley: string };
    const especieOn = async (instance: Instance, id: number) =>
      ((await call(instance, "GET", "/api/tipos", { token })).body as unknown as TipoRow[]).find((row) => row.id === id)?.especie_ley;
    // Both hold the lists once they have answered with them.
    const [first] = (await call(b, "GET", "/api/tipos", { token })).body as unknown as TipoRow[];
    expect(await especieOn(a, first!.id)).toBe(first!.especie_ley);
    const changed = first!.especie_ley === "otro" ? "huron" : "otro";

    expect((await call(a, "PUT", `/api/tipos/${first!.id}/especie-ley`, { token, body: { especie_ley: changed } })).status).toBe(200);
    expect(await especieOn(a, first!.id)).toBe(changed);
    await vi.waitFor(async () => expect(await especieOn(b, first!.id)).toBe(changed), { timeout: 5_000, interval: 20 });

    await a.app.deps.db.$executeRaw`UPDATE tipos SET especie_ley = ${first!.especie_ley} WHERE id = ${first!.id}`;
    for (const instance of [a, b])
      await vi.waitFor(async () => expect(await especieOn(instance, first!.id)).toBe(first!.especie_ley), { timeout: 5_000, interval: 20 });
  });

  test("a photo uploaded on one is served by the other, with the same ETag; removed on the other, the first no longer serves it", async () => {
    const login = await call(a, "POST", "/api/auth/login", { body: { username: DIRECTORA.username, password: DIRECTORA.password } });
    const authorization = `Bearer ${login.body.token as string}`;
    const animal = await insertAnimal(a.app.deps.db, { registro: "2026/DOS-1" });
    const form = new FormData();
    form.append("photo", new Blob([JPEG_24X12], { type: "image/jpeg" }), "foto.jpg");
    const uploaded = await fetch(`${a.url}/api/animales/${animal.id}/upload-photo`, { method: "POST", headers: { authorization }, body: form });
    expect(uploaded.status).toBe(200);
    const { photoPath } = (await uploaded.json()) as { photoPath: string };

    const fromA = await fetch(`${a.url}${photoPath}`, { headers: { authorization } });
    const fromB = await fetch(`${b.url}${photoPath}`, { headers: { authorization } });
    expect(fromB.status).toBe(200);
    expect(Buffer.from(await fromB.arrayBuffer())).toEqual(Buffer.from(await fromA.arrayBuffer()));
    expect(fromB.headers.get("etag")).toBe(fromA.headers.get("etag"));
    const original = await fetch(`${b.url}/api/animales/${animal.id}/photo/original`, { headers: { authorization } });
    expect(Buffer.from(await original.arrayBuffer())).toEqual(JPEG_24X12);
    const unchanged = await fetch(`${b.url}${photoPath}`, { headers: { authorization, "if-none-match": fromA.headers.get("etag")! } });
    expect(unchanged.status).toBe(304);

    expect((await fetch(`${b.url}/api/animales/${animal.id}/photo`, { method: "DELETE", headers: { authorization } })).status).toBe(200);
    expect((await fetch(`${a.url}${photoPath}`, { headers: { authorization } })).status).toBe(404);
  });

  test("failed logins on one delay the next attempt of that username and client on the other", async () => {
    const attempt = { username: "desconocida", password: "no-es-esta" };
    for (let i = 0; i < 5; i++) expect((await call(a, "POST", "/api/auth/login", { body: attempt })).status).toBe(401);
    const refused = await call(b, "POST", "/api/auth/login", { body: attempt });
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({
      code: "RATE_LIMITED",
      message: expect.stringMatching(/^Demasiados intentos fallidos\. Inténtelo de nuevo dentro de \d segundos?\.$/),
    });
  });

  test("a route's request limit is one budget: 10 recovery requests a minute per client, across both", async () => {
    for (let i = 0; i < 10; i++) expect((await call(i % 2 ? b : a, "POST", "/api/auth/forgot-password", { body: { username: "nadie" } })).status).not.toBe(429);
    expect(await call(b, "POST", "/api/auth/forgot-password", { body: { username: "nadie" } })).toEqual({
      status: 429,
      body: { code: "RATE_LIMITED", message: "Demasiadas peticiones. Inténtelo de nuevo en un minuto." },
    });
  });

  test("the public feed's limit is one budget too: 120 a minute per client, across both", async () => {
    // A refused cursor is the cheapest request; the limit counts it before the route runs.
    for (let sent = 0; sent < 120; sent += 20) {
      const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => call(i % 2 ? b : a, "GET", "/api/public/adoptables?cursor=x")));
      expect(answers.map((answer) => answer.status)).toEqual(Array(20).fill(400));
    }
    expect((await call(a, "GET", "/api/public/adoptables?cursor=x")).status).toBe(429);
    expect((await call(b, "GET", "/api/public/adoptables?cursor=x")).status).toBe(429);
  });

  test("an API key's budget is one across both, and a key revoked on one stops on the other", async () => {
    const login = await call(a, "POST", "/api/auth/login", { body: { username: DIRECTORA.username, password: DIRECTORA.password } });
    const admin = login.body.token as string;
    const created = await call(a, "POST", "/graphql", {
      token: admin,
      body: {
        query: `mutation { createClaveApi(input: { nombre: "dos", alcance: "lectura" }) { ... on CreateClaveApiPayload { clave claveApi { id databaseId } } } }`,
      },
    });
    const { clave, claveApi } = (created.body.data as { createClaveApi: { clave: string; claveApi: { id: string; databaseId: number } } }).createClaveApi;
    await a.app.deps.apiKeyLimit.penalty(String(claveApi.databaseId), API_KEY_REQUESTS_PER_MINUTE - 1);
    expect((await call(b, "GET", "/api/tipos", { token: clave })).status).toBe(200);
    const refused = await call(a, "GET", "/api/tipos", { token: clave });
    expect([refused.status, refused.body.code]).toEqual([429, "RATE_LIMITED"]);

    await b.app.deps.apiKeyLimit.delete(String(claveApi.databaseId));
    expect((await call(a, "GET", "/api/tipos", { token: clave })).status).toBe(200);
    await call(b, "POST", "/graphql", { token: admin, body: { query: `mutation { revokeClaveApi(input: { id: "${claveApi.id}" }) { __typename } }` } });
    expect((await call(a, "GET", "/api/tipos", { token: clave })).status).toBe(401);
  });

  test("a scheduled job runs once for its period across both", async () => {
    // The second instance looked for the period while the first was running it.
    await vi.waitFor(() => expect(b.log.some((line) => line.includes("la está haciendo otra instancia")) || periods.length > 1).toBe(true), {
      timeout: 20_000,
    });
    finishJob();
    await vi.waitFor(() => expect(a.log.some((line) => line.includes(": hecha"))).toBe(true), { timeout: 20_000 });
    expect(periods).toHaveLength(1);
  });

  test("an instance that finds the period done says nothing of another instance, even while one holds the job's lock to check it", async () => {
    const pool = new pg.Pool({ connectionString: database!.url, max: 1 });
    let release!: () => void;
    const checking = new Promise<void>((resolve) => (release = resolve));
    let lockTaken!: () => void;
    const taken = new Promise<void>((resolve) => (lockTaken = resolve));
    // Waits for the lock: the first instance may still hold it a moment after logging its run done.
    const held = withAdvisoryLock(pool, `tarea ${job.name}`, async () => {
      lockTaken();
      await checking;
    });
    await taken;
    const said: string[] = [];
    const log = {
      info: (message: string) => void said.push(message),
      warn: (message: string) => void said.push(message),
      error: (_: unknown, message: string) => void said.push(message),
    };
    const runnersPool = new pg.Pool({ connectionString: database!.url, max: 1 });
    const runner = startJobRunner({ jobs: [job], database: { prisma: a.app.deps.db, pool: runnersPool }, deps: a.app.deps, log });
    await runner.idle();
    await runner.stop();
    release();
    await held;
    await Promise.all([pool.end(), runnersPool.end()]);
    expect(said).toEqual([]);
    expect(periods).toHaveLength(1);
  });

  test("the daily backup is made once across both", async () => {
    const rows = await a.app.deps.db.copiaSeguridad.findMany();
    expect(rows).toEqual([expect.objectContaining({ origen: "programada", error: null, terminada: expect.any(Date) })]);
    const archives = (await Promise.all(folders.map((folder) => readdir(path.join(folder, "backups")).catch(() => [])))).flat();
    expect(archives).toEqual([rows[0]!.archivo]);
  });

  test("a third instance with another JWT_SECRET refuses to start, naming the variable to copy", async () => {
    const refusal = await build({ JWT_SECRET: "otro-secreto-que-no-comparten-las-demas" }).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(SecretsMismatchError);
    expect((refusal as Error).message).toMatch(
      /^JWT_SECRET no es el mismo con el que se inició esta base de datos.*Copie en la variable JWT_SECRET de esta instancia/,
    );
    expect((refusal as Error).message).not.toContain("ENCRYPTION_KEY");
  });
  test("a restore onto the database ends, on both, the sessions of users the restored one does not have", async () => {
    const admin = (await call(a, "POST", "/api/auth/login", { body: { username: DIRECTORA.username, password: DIRECTORA.password } })).body.token as string;
    const dataDir = await mkdtemp(path.join(tmpdir(), "refugio-restaurar-"));
    folders.push(dataDir);
    const file = path.join(dataDir, "antes.tar.gz");
    await createBackup({ source: { kind: "postgres", url: database!.url }, dataDir, file, withSecrets: false, secretsFromEnvironment: [] });

    const temporal = { username: "temporal", password: "Perrera-Luna-2026", email: "temporal@refugio.test" };
    expect((await call(a, "POST", "/api/usuarios", { body: { ...temporal, rol_id: 2 }, token: admin })).status).toBe(201);
    const token = (await call(a, "POST", "/api/auth/login", { body: { username: temporal.username, password: temporal.password } })).body.token as string;
    // Each instance keeps the user of a session it served.
    for (const instance of [a, b]) expect((await call(instance, "GET", "/api/auth/user", { token })).status).toBe(200);

    await restoreBackup({ config: loadConfig({ DATA_DIR: dataDir, DATABASE_URL: database!.url, ...SECRETS }), file, force: true });
    for (const instance of [a, b]) expect((await call(instance, "GET", "/api/auth/user", { token })).status).toBe(401);
  }, 120_000);
});
