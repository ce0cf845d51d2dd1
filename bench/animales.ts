/**
 * npx tsx bench/animales.ts: the record list, its search, the ficha and the Dashboard with a
 * large shelter's worth of fichas (BENCH_ANIMALS, default 5000, seeded with their E/S and
 * observations) on a fresh PGlite folder, over real HTTP on 127.0.0.1. Prints figures; asserts
 * nothing. `npm run bench -- --scale` measures the same pages on PostgreSQL at 100,000 fichas.
 */
import { countsForAnimals, seedShelter } from "../scripts/seed/seedShelter.ts";
import { adminHeaders, getCall, graphqlCall, startFreshApp } from "./app.ts";
import { memoryLine, report, timed } from "./measure.ts";

const ANIMALS = Number(process.env.BENCH_ANIMALS ?? 5000);
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 100);

const bench = await startFreshApp("animales");
try {
  const headers = await adminHeaders(bench.http);
  const added = await timed(
    `Carga de ${ANIMALS} fichas`,
    () => seedShelter(bench.app.deps.db, countsForAnimals(ANIMALS)),
    (a) => `${a.entradasSalidas} E/S, ${a.observaciones} observaciones`,
  );
  const [sample] = await bench.app.deps.db.$queryRawUnsafe<{ id: number; identificacion: string }[]>(
    "SELECT id, identificacion FROM animales WHERE identificacion IS NOT NULL ORDER BY id LIMIT 1 OFFSET $1",
    Math.floor(added.animales / 2),
  );
  const LIST =
    "query ($search: String) { animales(search: $search, first: 25) { totalCount edges { node { id databaseId registro nombre identificacion edadAnios edadMeses talla { talla } sexo { sexo } } } } }";
  const get = (path: string) => getCall(bench.http, headers, path);
  const graphql = (variables: object = {}) => graphqlCall(bench.http, headers, LIST, variables);
  const n = { maxRequests: REQUESTS, warmup: 2 };

  await report("GET /api/animales/lista (todas)", get("/api/animales/lista"), { maxRequests: 10, warmup: 1 });
  await report(`GET /api/animales/lista?filtro=${sample!.identificacion}`, get(`/api/animales/lista?filtro=${sample!.identificacion}`), n);
  await report("GET /api/animales/lista?filtro=peña", get("/api/animales/lista?filtro=pe%C3%B1a"), n);
  await report("GraphQL animales(first: 25)", graphql(), n);
  await report('GraphQL animales(first: 25, search: "7240")', graphql({ search: "7240" }), n);
  await report(`GET /api/animales/${sample!.id}`, get(`/api/animales/${sample!.id}`), n);
  await report("GET /api/stats/dashboard", get("/api/stats/dashboard"), n);
  console.log(memoryLine());
} finally {
  await bench.close();
}
