/**
 * npx tsx bench/personas.ts: the people list on a PGlite folder holding many people (default
 * 20 000, BENCH_PERSONAS), over real HTTP on 127.0.0.1: first and deep pages, accent-insensitive
 * name searches and DNI fragments. Prints figures; asserts nothing.
 */
import { seedShelter } from "../scripts/seed/seedShelter.ts";
import { adminHeaders, startFreshApp } from "./app.ts";
import { memoryLine, report, timed } from "./measure.ts";

const PEOPLE = Number(process.env.BENCH_PERSONAS ?? 20_000);
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 100);

const bench = await startFreshApp("personas");
try {
  const headers = await adminHeaders(bench.http);
  await timed(`Carga de ${PEOPLE} personas`, () =>
    seedShelter(bench.app.deps.db, { animales: 0, personas: PEOPLE, ayuntamientos: 0, estanciasPorAnimal: 1, observacionesPorEstancia: 0 }),
  );
  const lastPage = Math.ceil(PEOPLE / 10);
  for (const [label, query] of [
    ["página 1", "page=1"],
    [`página ${lastPage} (la última)`, `page=${lastPage}`],
    ["búsqueda 'jose'", "search=jose"],
    ["búsqueda 'garcia JOSE'", "search=garcia%20JOSE"],
    ["fragmento de DNI '12345'", "search=12345"],
    ["búsqueda sin resultados", "search=zzzz"],
  ] as const) {
    let pages = 0;
    const stats = await report(
      `GET /api/personas ${label}`,
      async () => {
        const body = await bench.http.ok("GET", `/api/personas?paginated=true&limit=10&${query}`, { headers });
        pages = (JSON.parse(body.toString("utf8")) as { pagination: { totalPages: number } }).pagination.totalPages;
        return body.byteLength;
      },
      { maxRequests: REQUESTS, warmup: 2 },
    );
    console.log(`${"".padEnd(44)} ${pages} páginas (${stats.requests} peticiones)`);
  }
  console.log(memoryLine());
} finally {
  await bench.close();
}
