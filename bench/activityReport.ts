/**
 * npx tsx bench/activityReport.ts: the activity log at volume, over real HTTP on 127.0.0.1 with
 * a fresh PGlite folder: listing a week (REST and one GraphQL page) and rendering
 * informe-actividad.pdf. Prints figures; asserts nothing.
 */
import { adminHeaders, getCall, graphqlCall, startFreshApp } from "./app.ts";
import { memoryLine, report } from "./measure.ts";

const SIZES = (process.env.BENCH_LOG_ROWS ?? "1000,5000").split(",").map(Number);
const once = { maxRequests: 3, warmup: 1 };

const bench = await startFreshApp("logs");
try {
  const headers = await adminHeaders(bench.http);
  const user = await bench.app.deps.db.usuario.findFirstOrThrow();
  let seeded = 0;
  for (const size of SIZES) {
    const rows = Array.from({ length: size - seeded }, (_, i) => ({
      usuarioId: user.id,
      username: user.username,
      descripcion: `Acceso a Lista fichas registrales (${seeded + i + 1})`,
      fechaHora: new Date(Date.now() - ((seeded + i) % (6 * 86_400)) * 1000),
    }));
    await bench.app.deps.db.log.createMany({ data: rows });
    seeded = size;
    console.log(`Registros de actividad en la semana: ~${size}`);
    await report("  GET /api/logs (semana completa)", getCall(bench.http, headers, "/api/logs"), once);
    await report(
      "  POST /graphql registrosActividad(first: 100)",
      graphqlCall(bench.http, headers, "{ registrosActividad(first: 100) { totalCount edges { node { id fechaHora username descripcion } } } }"),
      once,
    );
    await report("  POST /api/logs/report (PDF)", async () => (await bench.http.ok("POST", "/api/logs/report", { headers, body: "{}" })).byteLength, once);
  }
  console.log(memoryLine());
} finally {
  await bench.close();
}
