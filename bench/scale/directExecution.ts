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
import { cpuMsPerRequest, openInProcessApp } from "./inProcessApp.ts";

const REQUESTS = Number(process.env.BENCH_CPU_REQUESTS ?? 400);
const ROUNDS = Number(process.env.BENCH_CPU_ROUNDS ?? 5);
const OTHER_ORIGIN = "https://otro-origen.example.org";

const bench = await openInProcessApp({ ALLOWED_ORIGINS: OTHER_ORIGIN });
const OPERATIONS: [string, Record<string, unknown>][] = [
  ["ShellQuery", {}],
  ["AnimalListPageQuery", { page: 1 }],
  ["AnimalFichaPageQuery", { databaseId: bench.animalId, hasAnimal: true }],
  ["PersonasPageQuery", { page: 1, search: "garc" }],
];
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
try {
  for (const [name, variables] of OPERATIONS) {
    const send = await bench.operationCall(name, variables);
    const throughYoga = () => send({ origin: OTHER_ORIGIN });
    const direct = () => send();
    for (let i = 0; i < 300; i++) {
      await throughYoga();
      await direct();
    }
    const perRequest = { yoga: [] as number[], direct: [] as number[] };
    for (let round = 0; round < ROUNDS; round++) {
      perRequest.yoga.push(await cpuMsPerRequest(throughYoga, REQUESTS));
      perRequest.direct.push(await cpuMsPerRequest(direct, REQUESTS));
    }
    const yoga = median(perRequest.yoga);
    const directMs = median(perRequest.direct);
    console.log(
      `${name.padEnd(24)} CPU ms por petición, medianas: Yoga ${yoga.toFixed(2)}, directa ${directMs.toFixed(2)} ` +
        `(${Math.round(100 * (1 - directMs / yoga))} % menos; ${ROUNDS} rondas de ${REQUESTS} de cada)`,
    );
  }
} finally {
  await bench.close();
}
