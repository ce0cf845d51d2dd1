/**
 * The app in the bench's own process, in production mode, on the scale bench's database, with an
 * administrator logged in: what bench/scale/cpuPerRequest.ts and directExecution.ts measure.
 * Import it before anything that loads graphql-js or React (it sets NODE_ENV first).
 */
import { mkdtemp, rm } from "node:fs/promises";
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

/** Requests sent from one address, the scale bench's (bench/scale/run.ts): within GraphQL's 600 a minute. */
const REQUESTS_PER_CLIENT = 100;

/** Opens the app; `env` adds settings (ALLOWED_ORIGINS, say). */
export async function openInProcessApp(env: Record<string, string> = {}) {
  const pool = new pg.Pool({ connectionString: BENCH_DATABASE_URL, max: 1 });
  const { rows } = await pool.query<{ id: number }>("SELECT max(id) AS id FROM animales");
  await pool.end();
  const animalId = rows[0]?.id;
  if (!animalId) throw new Error(`${BENCH_DATABASE_URL} no tiene fichas: siémbrela antes con npm run bench -- --scale`);

  const dataDir = await mkdtemp(path.join(tmpdir(), "refugio-bench-in-process-"));
  const config = loadConfig({
    DATABASE_URL: BENCH_DATABASE_URL,
    DATA_DIR: dataDir,
    LOG_LEVEL: "warn",
    PORT: "0",
    BACKUP_HOUR: "off",
    ...BENCH_SECRETS,
    ...env,
  });
  const database = await openDatabase({ kind: "postgres", url: BENCH_DATABASE_URL });
  const app = await buildApp({ config, database });
  await app.inject({ method: "POST", url: "/api/usuarios", headers: json, payload: JSON.stringify(BENCH_ADMIN) });
  const login = await app.inject({ method: "POST", url: "/api/auth/login", headers: json, payload: JSON.stringify(BENCH_ADMIN) });
  const headers = { ...json, accept: "application/graphql-response+json, application/json", authorization: `Bearer ${login.json<{ token: string }>().token}` };
  let sent = 0;

  return {
    animalId,
    /**
     * A request that sends the client's operation `name` as the web app does, and fails unless
     * answered without errors; the call's `extraHeaders` join the session's.
     */
    async operationCall(name: string, variables: Record<string, unknown>) {
      const operation = await clientOperation(name);
      const payload = JSON.stringify({ variables, extensions: { persistedQuery: { version: 1, sha256Hash: operation.id } } });
      return async (extraHeaders: Record<string, string> = {}) => {
        // A new loopback address every REQUESTS_PER_CLIENT requests, as the scale bench's client
        // does: the route's rate limit is per client, and one client's requests share its
        // reservations of the limit's counter (api/src/db/counters.ts), as a member of staff's do.
        const client = Math.floor(sent++ / REQUESTS_PER_CLIENT);
        const remoteAddress = `127.1.${(client >> 8) & 255}.${client & 255}`;
        const answer = await app.inject({ method: "POST", url: "/graphql", remoteAddress, headers: { ...headers, ...extraHeaders }, payload });
        if (answer.statusCode !== 200 || answer.body.includes('"errors"')) throw new Error(`${name}: ${answer.body.slice(0, 300)}`);
      };
    },
    async close() {
      await app.close();
      await database.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** Server CPU milliseconds per call of `call`, over `requests` calls in a row. */
export async function cpuMsPerRequest(call: () => Promise<void>, requests: number): Promise<number> {
  const before = process.cpuUsage();
  for (let i = 0; i < requests; i++) await call();
  const used = process.cpuUsage(before);
  return (used.user + used.system) / requests / 1000;
}
