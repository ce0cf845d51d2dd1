/**
 * npx tsx bench/scale/directExecution.ts: the server's CPU per request for the app's own
 * operations through the direct path (graphql/directExecution.ts) and through Yoga's whole
 * pipeline, in one process, alternating rounds so that both share the machine's moment. A request
 * from another allowed origin is Yoga's (CORS stays Yoga's); the same request from the app's own
 * origin takes the direct path. Fastify's inject, production mode, the scale bench's database.
 *
 * BENCH_DATABASE_URL as for the scale bench (seeded by it first); BENCH_CPU_REQUESTS requests a
 * round (default 400), BENCH_CPU_ROUNDS rounds of each (default 5).
 */
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";

// Read by graphql-js when it loads: set before anything imports it.
process.env.NODE_ENV = "production";
const { BENCH_DATABASE_URL, BENCH_SECRETS } = await import("./benchDatabase.ts");
const { BENCH_ADMIN, json } = await import("../app.ts");
const { clientOperation } = await import("../relayDocuments.ts");
const { buildApp } = await import("../../api/src/app.ts");
const { loadConfig } = await import("../../api/src/config.ts");
const { openDatabase } = await import("../../api/src/db/client.ts");

const REQUESTS = Number(process.env.BENCH_CPU_REQUESTS ?? 400);
const ROUNDS = Number(process.env.BENCH_CPU_ROUNDS ?? 5);
const OTHER_ORIGIN = "https://otro-origen.example.org";

const pool = new pg.Pool({ connectionString: BENCH_DATABASE_URL, max: 1 });
const { rows } = await pool.query<{ id: number }>("SELECT max(id) AS id FROM animales");
await pool.end();
const animalId = rows[0]?.id;
if (!animalId) throw new Error(`${BENCH_DATABASE_URL} no tiene fichas: siémbrela antes con npm run bench -- --scale`);

const OPERATIONS: [string, Record<string, unknown>][] = [
  ["ShellQuery", {}],
  ["AnimalListPageQuery", { page: 1 }],
  ["AnimalFichaPageQuery", { databaseId: animalId, hasAnimal: true }],
  ["PersonasPageQuery", { page: 1, search: "garc" }],
];

const dataDir = await mkdtemp(path.join(tmpdir(), "refugio-bench-direct-"));
const config = loadConfig({
  DATABASE_URL: BENCH_DATABASE_URL,
  DATA_DIR: dataDir,
  LOG_LEVEL: "warn",
  PORT: "0",
  BACKUP_HOUR: "off",
  ALLOWED_ORIGINS: OTHER_ORIGIN,
  ...BENCH_SECRETS,
});
const database = await openDatabase({ kind: "postgres", url: BENCH_DATABASE_URL });
const app = await buildApp({ config, database });
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
try {
  await app.inject({ method: "POST", url: "/api/usuarios", headers: json, payload: JSON.stringify(BENCH_ADMIN) });
  const login = await app.inject({ method: "POST", url: "/api/auth/login", headers: json, payload: JSON.stringify(BENCH_ADMIN) });
  const headers = { ...json, accept: "application/graphql-response+json, application/json", authorization: `Bearer ${login.json<{ token: string }>().token}` };
  let sent = 0;
  for (const [name, variables] of OPERATIONS) {
    const operation = await clientOperation(name);
    const payload = JSON.stringify({ variables, extensions: { persistedQuery: { version: 1, sha256Hash: operation.id } } });
    const call = async (throughYoga: boolean) => {
      sent++;
      // Each request from its own loopback address, as the scale bench's client does: the route's rate limit is per client.
      const remoteAddress = `127.1.${(sent >> 8) & 255}.${sent & 255}`;
      const answer = await app.inject({
        method: "POST",
        url: "/graphql",
        remoteAddress,
        headers: throughYoga ? { ...headers, origin: OTHER_ORIGIN } : headers,
        payload,
      });
      if (answer.statusCode !== 200 || answer.body.includes('"errors"')) throw new Error(`${name}: ${answer.body.slice(0, 300)}`);
    };
    for (let i = 0; i < 300; i++) {
      await call(true);
      await call(false);
    }
    const perRequest = { yoga: [] as number[], direct: [] as number[] };
    for (let round = 0; round < 2 * ROUNDS; round++) {
      const throughYoga = round % 2 === 0;
      const before = process.cpuUsage();
      for (let i = 0; i < REQUESTS; i++) await call(throughYoga);
      const used = process.cpuUsage(before);
      perRequest[throughYoga ? "yoga" : "direct"].push((used.user + used.system) / REQUESTS / 1000);
    }
    const yoga = median(perRequest.yoga);
    const direct = median(perRequest.direct);
    console.log(
      `${name.padEnd(24)} CPU ms por petición, medianas: Yoga ${yoga.toFixed(2)}, directa ${direct.toFixed(2)} ` +
        `(${Math.round(100 * (1 - direct / yoga))} % menos; ${ROUNDS} rondas de ${REQUESTS} de cada)`,
    );
  }
} finally {
  await app.close();
  await database.close();
  await rm(dataDir, { recursive: true, force: true });
}
