/**
 * npx tsx bench/activityReport.ts: the activity log at volume, over real HTTP on 127.0.0.1 with
 * a fresh PGlite folder: listing a week (REST and one GraphQL page) and rendering
 * informe-actividad.pdf. Prints figures; asserts nothing.
 */
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { buildApp } from "../api/src/app.ts";
import { loadConfig } from "../api/src/config.ts";

const SIZES = (process.env.BENCH_LOG_ROWS ?? "1000,5000").split(",").map(Number);

const dataDir = await mkdtemp(path.join(tmpdir(), "refugio-bench-logs-"));
const app = await buildApp({ config: loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: "silent", PORT: "0" }) });
const address = await app.listen({ port: 0, host: "127.0.0.1" });
const json = { "content-type": "application/json" };
const admin = { username: "bench", password: "secreto1", email: "bench@refugio.test" };
await fetch(`${address}/api/usuarios`, { method: "POST", headers: json, body: JSON.stringify(admin) });
const { token } = (await (await fetch(`${address}/api/auth/login`, { method: "POST", headers: json, body: JSON.stringify(admin) })).json()) as { token: string };
const auth = { ...json, authorization: `Bearer ${token}` };
const user = await app.deps.db.usuario.findFirstOrThrow();

async function timed(label: string, call: () => Promise<Response>, describe: (body: ArrayBuffer) => string) {
  const t0 = performance.now();
  const response = await call();
  const body = await response.arrayBuffer();
  if (!response.ok) throw new Error(`${label}: HTTP ${response.status}`);
  console.log(`  ${label.padEnd(36)} ${(performance.now() - t0).toFixed(0).padStart(6)} ms  ${describe(body)}`);
}

let seeded = 0;
for (const size of SIZES) {
  const rows = Array.from({ length: size - seeded }, (_, i) => ({
    usuarioId: user.id,
    username: user.username,
    descripcion: `Acceso a Lista fichas registrales (${seeded + i + 1})`,
    fechaHora: new Date(Date.now() - ((seeded + i) % (6 * 86_400)) * 1000),
  }));
  await app.deps.db.log.createMany({ data: rows });
  seeded = size;
  console.log(`Registros de actividad en la semana: ~${size}`);
  await timed("GET /api/logs (semana completa)", () => fetch(`${address}/api/logs`, { headers: auth }), (b) => `${(b.byteLength / 1024).toFixed(0)} KiB`);
  await timed(
    "POST /graphql logs(first: 100)",
    () => fetch(`${address}/graphql`, { method: "POST", headers: auth, body: JSON.stringify({ query: "{ logs(first: 100) { totalCount edges { node { id fechaHora username descripcion } } } }" }) }),
    (b) => `${(b.byteLength / 1024).toFixed(0)} KiB`,
  );
  await timed(
    "POST /api/logs/report (PDF)",
    () => fetch(`${address}/api/logs/report`, { method: "POST", headers: auth, body: "{}" }),
    (b) => `${(b.byteLength / 1024).toFixed(0)} KiB`,
  );
}
const memory = process.memoryUsage();
console.log(`Memoria: RSS ${(memory.rss / 2 ** 20).toFixed(0)} MiB, heap usado ${(memory.heapUsed / 2 ** 20).toFixed(0)} MiB`);
await app.close();
await rm(dataDir, { recursive: true, force: true });
