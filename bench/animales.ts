/**
 * npx tsx bench/animales.ts: the record list, its search, the ficha and the Dashboard with a
 * large shelter's worth of fichas (BENCH_ANIMALS, default 5000) on a fresh PGlite folder, over
 * real HTTP on 127.0.0.1. Prints figures; asserts nothing.
 */
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { buildApp } from "../api/src/app.ts";
import { loadConfig } from "../api/src/config.ts";

const ANIMALS = Number(process.env.BENCH_ANIMALS ?? 5000);
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 100);

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

async function measure(label: string, count: number, call: () => Promise<Response>) {
  const times: number[] = [];
  let bytes = 0;
  for (let i = 0; i < count; i++) {
    const t0 = performance.now();
    const response = await call();
    bytes = (await response.arrayBuffer()).byteLength;
    if (!response.ok) throw new Error(`${label}: HTTP ${response.status}`);
    times.push(performance.now() - t0);
  }
  times.sort((a, b) => a - b);
  console.log(
    `${label.padEnd(44)} n=${String(count).padStart(4)}  p50 ${percentile(times, 50).toFixed(2).padStart(8)} ms  p95 ${percentile(times, 95).toFixed(2).padStart(8)} ms  ${(bytes / 1024).toFixed(1).padStart(7)} KiB`,
  );
}

const dataDir = await mkdtemp(path.join(tmpdir(), "refugio-bench-animales-"));
const app = await buildApp({ config: loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: "silent", PORT: "0" }) });
const address = await app.listen({ port: 0, host: "127.0.0.1" });

const json = { "content-type": "application/json" };
await fetch(`${address}/api/usuarios`, {
  method: "POST",
  headers: json,
  body: JSON.stringify({ username: "bench", password: "secreto1", email: "bench@refugio.test", rol_id: 1, activo: true }),
});
const login = await fetch(`${address}/api/auth/login`, { method: "POST", headers: json, body: JSON.stringify({ username: "bench", password: "secreto1" }) });
const { token } = (await login.json()) as { token: string };
const auth = { ...json, authorization: `Bearer ${token}` };

const t0 = performance.now();
const db = app.deps.db;
const names = ["Luna", "Toby", "Kira", "Nube", "Rayo", "Canela", "Óscar", "Peña"];
for (let start = 0; start < ANIMALS; start += 1000) {
  const batch = Array.from({ length: Math.min(1000, ANIMALS - start) }, (_, i) => {
    const n = start + i;
    return {
      registro: `2026/${String(n).padStart(5, "0")}`,
      nombre: names[n % names.length]!,
      identificacion: n % 3 ? `941000${String(n).padStart(9, "0")}` : null,
      tipoId: (n % 6) + 1,
      tallaId: (n % 4) + 1,
      sexoId: (n % 3) + 1,
      edadAnios: n % 15,
      edadMeses: n % 12,
    };
  });
  await db.animal.createMany({ data: batch });
}
const ids = (await db.animal.findMany({ select: { id: true }, take: ANIMALS })).map((a) => a.id);
await db.entradaSalida.createMany({
  data: ids.map((animalId, i) => ({ animalId, procedenciaId: 2, fechaLlegada: new Date(Date.now() - (i % 365) * 86_400_000), destinoId: i % 4 ? 6 : 3, fechaSalida: i % 4 ? null : new Date() })),
});
console.log(`Fichas creadas: ${ANIMALS} con una E/S cada una, en ${(performance.now() - t0).toFixed(0)} ms`);

const graphql = (query: string, variables: object = {}) => () =>
  fetch(`${address}/graphql`, { method: "POST", headers: auth, body: JSON.stringify({ query, variables }) });
const LIST = "query ($search: String) { animals(search: $search, first: 25) { totalCount edges { node { id databaseId registro nombre identificacion edadAnios edadMeses talla { talla } sexo { sexo } } } } }";

await measure("GET /api/animales/lista (todas)", 10, () => fetch(`${address}/api/animales/lista`, { headers: auth }));
await measure("GET /api/animales/lista?filtro=00042", REQUESTS, () => fetch(`${address}/api/animales/lista?filtro=00042`, { headers: auth }));
await measure("GET /api/animales/lista?filtro=peña", REQUESTS, () => fetch(`${address}/api/animales/lista?filtro=pe%C3%B1a`, { headers: auth }));
await measure("GraphQL animals(first: 25)", REQUESTS, graphql(LIST));
await measure("GraphQL animals(first: 25, search: \"9410000000\")", REQUESTS, graphql(LIST, { search: "9410000000" }));
await measure(`GET /api/animales/${ids[ids.length >> 1]}`, REQUESTS, () => fetch(`${address}/api/animales/${ids[ids.length >> 1]}`, { headers: auth }));
await measure("GET /api/stats/dashboard", REQUESTS, () => fetch(`${address}/api/stats/dashboard`, { headers: auth }));

const memory = process.memoryUsage();
console.log(`Memoria: RSS ${(memory.rss / 2 ** 20).toFixed(0)} MiB, heap usado ${(memory.heapUsed / 2 ** 20).toFixed(0)} MiB`);
await app.close();
await rm(dataDir, { recursive: true, force: true });
