/**
 * npx tsx bench/scale/cpuPerRequest.ts: the server's CPU per request for the record list, the ficha
 * and the shell, measured inside one process (Fastify's inject, no sockets) on the scale bench's
 * database, in production mode. It prints the least and the median of several rounds: on a shared
 * machine these move far less than the latencies of `npm run bench -- --scale`, so two commits are
 * compared by running this script in each checkout in turn (a worktree of the base commit, with
 * this file copied in), more than once.
 *
 * BENCH_DATABASE_URL as for the scale bench (seeded by it first); BENCH_CPU_REQUESTS requests a
 * round (default 800), BENCH_CPU_ROUNDS rounds (default 5); BENCH_CPU_PROFILE=<prefix> writes a V8
 * CPU profile of the measured rounds of each operation, <prefix>-<operation>.cpuprofile.
 */
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { Session } from "node:inspector/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";

// Read by graphql-js and React when their modules load: set before anything imports them.
process.env.NODE_ENV = "production";
const { BENCH_DATABASE_URL, BENCH_SECRETS } = await import("./benchDatabase.ts");
const { BENCH_ADMIN, json } = await import("../app.ts");
const { clientOperation } = await import("../relayDocuments.ts");
const { buildApp } = await import("../../api/src/app.ts");
const { loadConfig } = await import("../../api/src/config.ts");
const { openDatabase } = await import("../../api/src/db/client.ts");

const REQUESTS = Number(process.env.BENCH_CPU_REQUESTS ?? 800);
const ROUNDS = Number(process.env.BENCH_CPU_ROUNDS ?? 5);
const WARM_UP = 300;

const pool = new pg.Pool({ connectionString: BENCH_DATABASE_URL, max: 1 });
const { rows } = await pool.query<{ id: number }>("SELECT max(id) AS id FROM animales");
await pool.end();
const animalId = rows[0]?.id;
if (!animalId) throw new Error(`${BENCH_DATABASE_URL} no tiene fichas: siémbrela antes con npm run bench -- --scale`);

const OPERATIONS: [string, Record<string, unknown>][] = [
  ["AnimalListPageQuery", { page: 1 }],
  ["AnimalFichaPageQuery", { databaseId: animalId, hasAnimal: true }],
  ["ShellQuery", {}],
];

const dataDir = await mkdtemp(path.join(tmpdir(), "refugio-bench-cpu-"));
const config = loadConfig({
  DATABASE_URL: BENCH_DATABASE_URL,
  DATA_DIR: dataDir,
  LOG_LEVEL: "warn",
  PORT: "0",
  BACKUP_HOUR: "off",
  ...BENCH_SECRETS,
});
const database = await openDatabase({ kind: "postgres", url: BENCH_DATABASE_URL });
const app = await buildApp({ config, database });
try {
  await app.inject({ method: "POST", url: "/api/usuarios", headers: json, payload: JSON.stringify(BENCH_ADMIN) });
  const login = await app.inject({ method: "POST", url: "/api/auth/login", headers: json, payload: JSON.stringify(BENCH_ADMIN) });
  const headers = { ...json, accept: "application/graphql-response+json, application/json", authorization: `Bearer ${login.json<{ token: string }>().token}` };
  let sent = 0;
  for (const [name, variables] of OPERATIONS) {
    const operation = await clientOperation(name);
    const payload = JSON.stringify({ variables, extensions: { persistedQuery: { version: 1, sha256Hash: operation.id } } });
    const call = async () => {
      sent++;
      // Each request from its own loopback address, as the scale bench's client does: the route's rate limit is per client.
      const remoteAddress = `127.1.${(sent >> 8) & 255}.${sent & 255}`;
      const answer = await app.inject({ method: "POST", url: "/graphql", remoteAddress, headers, payload });
      if (answer.statusCode !== 200 || answer.body.includes('"errors"')) throw new Error(`${name}: ${answer.body.slice(0, 300)}`);
    };
    for (let i = 0; i < WARM_UP; i++) await call();
    const profiler = process.env.BENCH_CPU_PROFILE ? new Session() : undefined;
    if (profiler) {
      profiler.connect();
      await profiler.post("Profiler.enable");
      await profiler.post("Profiler.start");
    }
    const perRequest: number[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      const before = process.cpuUsage();
      for (let i = 0; i < REQUESTS; i++) await call();
      const used = process.cpuUsage(before);
      perRequest.push((used.user + used.system) / REQUESTS / 1000);
    }
    if (profiler) {
      const { profile } = await profiler.post("Profiler.stop");
      await writeFile(`${process.env.BENCH_CPU_PROFILE}-${name}.cpuprofile`, JSON.stringify(profile));
      profiler.disconnect();
    }
    perRequest.sort((a, b) => a - b);
    console.log(
      `${name.padEnd(24)} CPU ms por petición: mínimo ${perRequest[0]!.toFixed(2)}, mediana ${perRequest[Math.floor(ROUNDS / 2)]!.toFixed(2)} ` +
        `(${ROUNDS} rondas de ${REQUESTS})`,
    );
  }
} finally {
  await app.close();
  await database.close();
  await rm(dataDir, { recursive: true, force: true });
}
