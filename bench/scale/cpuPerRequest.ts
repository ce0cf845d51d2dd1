/**
 * npx tsx bench/scale/cpuPerRequest.ts: the server's CPU per request for the record list, the ficha
 * and the shell, measured inside one process (Fastify's inject, no sockets) on the scale bench's
 * database, in production mode. It prints the least and the median of several rounds: on a shared
 * machine these move far less than the latencies of `npm run bench -- --scale`, so two commits are
 * compared by running this script in each checkout in turn (a worktree of the base commit, with
 * this file and inProcessApp.ts copied in), more than once.
 *
 * BENCH_DATABASE_URL as for the scale bench (seeded by it first); BENCH_CPU_REQUESTS requests a
 * round (default 800), BENCH_CPU_ROUNDS rounds (default 5); BENCH_CPU_PROFILE=<prefix> writes a V8
 * CPU profile of the measured rounds of each operation, <prefix>-<operation>.cpuprofile.
 */
import { writeFile } from "node:fs/promises";
import { Session } from "node:inspector/promises";
import { cpuMsPerRequest, openInProcessApp } from "./inProcessApp.ts";

const REQUESTS = Number(process.env.BENCH_CPU_REQUESTS ?? 800);
const ROUNDS = Number(process.env.BENCH_CPU_ROUNDS ?? 5);
const WARM_UP = 300;

const bench = await openInProcessApp();
const OPERATIONS: [string, Record<string, unknown>][] = [
  ["AnimalListPageQuery", { page: 1 }],
  ["AnimalFichaPageQuery", { databaseId: bench.animalId, hasAnimal: true }],
  ["ShellQuery", {}],
];
try {
  for (const [name, variables] of OPERATIONS) {
    const call = await bench.operationCall(name, variables);
    for (let i = 0; i < WARM_UP; i++) await call();
    const profiler = process.env.BENCH_CPU_PROFILE ? new Session() : undefined;
    if (profiler) {
      profiler.connect();
      await profiler.post("Profiler.enable");
      await profiler.post("Profiler.start");
    }
    const perRequest: number[] = [];
    for (let round = 0; round < ROUNDS; round++) perRequest.push(await cpuMsPerRequest(call, REQUESTS));
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
  await bench.close();
}
