/**
 * npx tsx bench/personas.ts: the people list on a PGlite folder holding many people (default
 * 20 000, BENCH_PERSONAS), over real HTTP on 127.0.0.1: first and deep pages, accent-insensitive
 * name searches and DNI fragments. Prints figures; asserts nothing.
 */
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { buildApp } from "../api/src/app.ts";
import { loadConfig } from "../api/src/config.ts";

const PEOPLE = Number(process.env.BENCH_PERSONAS ?? 20_000);
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 100);
const NAMES = ["José", "María", "Lucía", "Ángel", "Íñigo", "Begoña", "Jesús", "Nuria", "Óscar", "Raúl"];
const SURNAMES = ["García", "Fernández", "González", "Rodríguez", "López", "Martínez", "Sánchez", "Pérez", "Gómez", "Martín", "Jiménez", "Ruiz", "Hernández", "Díaz", "Moreno", "Muñoz", "Álvarez", "Romero", "Alonso", "Gutiérrez"];

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

const dataDir = await mkdtemp(path.join(tmpdir(), "refugio-bench-personas-"));
const app = await buildApp({ config: loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: "silent", PORT: "0" }) });
const address = await app.listen({ port: 0, host: "127.0.0.1" });
try {
  const t0 = performance.now();
  for (let start = 0; start < PEOPLE; start += 1000) {
    await app.deps.db.persona.createMany({
      data: Array.from({ length: Math.min(1000, PEOPLE - start) }, (_, k) => {
        const i = start + k;
        return {
          dni: `${String(10_000_000 + i)}X`,
          nombre: NAMES[i % NAMES.length]!,
          apellido1: SURNAMES[i % SURNAMES.length]!,
          apellido2: SURNAMES[(i * 7) % SURNAMES.length]!,
          localidad: "Écija",
          provincia: "Sevilla",
          telefono1: "600000000",
        };
      }),
    });
  }
  console.log(`${PEOPLE} personas insertadas en ${(performance.now() - t0).toFixed(0)} ms`);

  const json = { "content-type": "application/json" };
  const admin = { username: "bench", password: "secreto1", email: "bench@refugio.test", rol_id: 1 };
  await fetch(`${address}/api/usuarios`, { method: "POST", headers: json, body: JSON.stringify(admin) });
  const { token } = (await (await fetch(`${address}/api/auth/login`, { method: "POST", headers: json, body: JSON.stringify(admin) })).json()) as { token: string };
  const headers = { authorization: `Bearer ${token}` };

  const lastPage = Math.ceil(PEOPLE / 10);
  for (const [label, query] of [
    ["página 1", "page=1"],
    [`página ${lastPage} (la última)`, `page=${lastPage}`],
    ["búsqueda 'jose'", "search=jose"],
    ["búsqueda 'garcia JOSE'", "search=garcia%20JOSE"],
    ["fragmento de DNI '12345'", "search=12345"],
    ["búsqueda sin resultados", "search=zzzz"],
  ] as const) {
    const times: number[] = [];
    let total = 0;
    for (let i = 0; i < REQUESTS; i++) {
      const started = performance.now();
      const response = await fetch(`${address}/api/personas?paginated=true&limit=10&${query}`, { headers });
      const body = (await response.json()) as { pagination: { totalPages: number } };
      if (!response.ok) throw new Error(`${label}: HTTP ${response.status}`);
      total = body.pagination.totalPages;
      times.push(performance.now() - started);
    }
    times.sort((a, b) => a - b);
    console.log(`GET /api/personas ${label.padEnd(28)} ${String(total).padStart(5)} págs.  p50 ${percentile(times, 50).toFixed(1).padStart(6)} ms  p95 ${percentile(times, 95).toFixed(1).padStart(6)} ms`);
  }
} finally {
  await app.close();
  await rm(dataDir, { recursive: true, force: true });
}
