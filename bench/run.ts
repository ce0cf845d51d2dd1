/**
 * npm run bench: start-up, request latency and memory of the API on a fresh PGlite folder,
 * over real HTTP on 127.0.0.1. Prints figures; asserts nothing.
 */
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { buildApp } from "../api/src/app.ts";
import { loadConfig } from "../api/src/config.ts";

const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 500);

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

async function measure(label: string, count: number, call: () => Promise<Response>) {
  const times: number[] = [];
  for (let i = 0; i < count; i++) {
    const t0 = performance.now();
    const response = await call();
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`${label}: HTTP ${response.status}`);
    times.push(performance.now() - t0);
  }
  times.sort((a, b) => a - b);
  const total = times.reduce((a, b) => a + b, 0);
  console.log(
    `${label.padEnd(34)} n=${String(count).padStart(4)}  p50 ${percentile(times, 50).toFixed(2).padStart(7)} ms  p95 ${percentile(times, 95).toFixed(2).padStart(7)} ms  ${(count / (total / 1000)).toFixed(0).padStart(5)} req/s`,
  );
}

const dataDir = await mkdtemp(path.join(tmpdir(), "refugio-bench-"));
const t0 = performance.now();
const app = await buildApp({ config: loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: "silent", PORT: "0" }) });
const address = await app.listen({ port: 0, host: "127.0.0.1" });
console.log(`Arranque (PGlite nuevo, migraciones incluidas): ${(performance.now() - t0).toFixed(0)} ms`);

const json = { "content-type": "application/json" };
await fetch(`${address}/api/usuarios`, {
  method: "POST",
  headers: json,
  body: JSON.stringify({ username: "bench", password: "secreto1", email: "bench@refugio.test", rol_id: 1, activo: true }),
});
const login = () =>
  fetch(`${address}/api/auth/login`, { method: "POST", headers: json, body: JSON.stringify({ username: "bench", password: "secreto1" }) });
const { token } = (await (await login()).json()) as { token: string };
const auth = { ...json, authorization: `Bearer ${token}` };

// The login route allows 20 attempts a minute per client.
await measure("POST /api/auth/login (argon2id)", 15, login);
await measure("GET /api/stats/counts", REQUESTS, () => fetch(`${address}/api/stats/counts`, { headers: auth }));
await measure("POST /graphql { viewer counts }", REQUESTS, () =>
  fetch(`${address}/graphql`, { method: "POST", headers: auth, body: JSON.stringify({ query: "{ viewer { username } counts { animales personas ayuntamientos } }" }) }),
);
const memory = process.memoryUsage();
console.log(`Memoria: RSS ${(memory.rss / 2 ** 20).toFixed(0)} MiB, heap usado ${(memory.heapUsed / 2 ** 20).toFixed(0)} MiB`);

await app.close();
await rm(dataDir, { recursive: true, force: true });
