/**
 * npm run bench: the API's start-up, request latency and memory on a fresh PGlite folder; the
 * four legal PDFs (bench/legalPdfs.ts); photo upload and serving from the database beside the
 * same bytes from disk (bench/storedFiles.ts); how
 * long `npm start` takes to answer its first page, with and without a build; and Lighthouse on
 * the login page, the record list and the public /adopta page, with when the record list shows its
 * heading and rows on a phone's network and CPU (bench/phoneLoad.ts). Over real HTTP on
 * 127.0.0.1. Prints figures; asserts nothing.
 *
 * npm run bench -- --scale: the pages and REST paths on PostgreSQL at 100,000 fichas (bench/scale/run.ts).
 * npm run bench -- --lighthouse: Lighthouse alone.
 */
import { mkdtemp, rm, unlink } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { buildApp } from "../api/src/app.ts";
import { loadConfig } from "../api/src/config.ts";
import type { Db } from "../api/src/db/client.ts";
import { countsForAnimals, seedShelter } from "../scripts/seed/seedShelter.ts";
import { build, projectRoot } from "../scripts/build.ts";
import { buildIfChanged, STAMP_FILE } from "../scripts/buildCache.mjs";
import { BENCH_ADMIN, json } from "./app.ts";
import { legalPdfs } from "./legalPdfs.ts";
import { runLighthouse } from "./lighthouse.ts";
import { phoneLoadTimes } from "./phoneLoad.ts";
import { multipart, photo, storedFiles } from "./storedFiles.ts";
import { type HttpClient, httpClient, memoryLine, report } from "./measure.ts";
import { timeNpmStart } from "./npmStart.ts";
import { initialAssets, kib } from "./webAssets.ts";

if (process.argv.includes("--scale")) {
  await import("./scale/run.ts");
  process.exit(0);
}

const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 500);

async function apiOnFreshPglite(): Promise<void> {
  console.log("API en una carpeta PGlite nueva");
  const dataDir = await mkdtemp(path.join(tmpdir(), "refugio-bench-"));
  const t0 = performance.now();
  const app = await buildApp({ config: loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: "silent", PORT: "0", BACKUP_HOUR: "off" }) });
  const address = await app.listen({ port: 0, host: "127.0.0.1" });
  console.log(`  Arranque (PGlite nuevo, migraciones incluidas): ${(performance.now() - t0).toFixed(0)} ms`);
  const http = httpClient(address);
  try {
    await http.request("POST", "/api/usuarios", { headers: json, body: JSON.stringify(BENCH_ADMIN) });
    const login = () => http.ok("POST", "/api/auth/login", { headers: json, body: JSON.stringify(BENCH_ADMIN) });
    const { token } = JSON.parse((await login()).toString("utf8")) as { token: string };
    const headers = { ...json, authorization: `Bearer ${token}` };
    // The login route allows 20 attempts a minute per client.
    await report("  POST /api/auth/login (argon2id)", async () => (await login()).byteLength, { maxRequests: 15 });
    await report("  GET /api/stats/counts", async () => (await http.ok("GET", "/api/stats/counts", { headers })).byteLength, {
      maxRequests: REQUESTS,
    });
    await report(
      "  POST /graphql { viewer counts }",
      async () =>
        (
          await http.ok("POST", "/graphql", {
            headers,
            body: JSON.stringify({ query: "{ viewer { username } counts { animales personas ayuntamientos } }" }),
          })
        ).byteLength,
      { maxRequests: REQUESTS },
    );
    console.log(`  ${memoryLine()}`);
  } finally {
    http.close();
    await app.close();
    await rm(dataDir, { recursive: true, force: true });
  }
}

/** The first start builds (as on a fresh clone); the second finds the build current. */
async function npmStart(): Promise<void> {
  console.log("\nnpm start hasta la primera página (la misma carpeta de datos en los dos)");
  const dataDir = await mkdtemp(path.join(tmpdir(), "refugio-bench-start-"));
  try {
    await unlink(path.join(projectRoot, STAMP_FILE)).catch(() => undefined);
    for (const label of ["primero (compila)", "segundo"]) {
      const figures = await timeNpmStart(projectRoot, dataDir);
      const cpu = figures.cpuSeconds === null ? "" : `, ${figures.cpuSeconds.toFixed(1)} s de CPU`;
      console.log(`  ${label.padEnd(20)} ${figures.seconds.toFixed(1).padStart(6)} s${cpu}${figures.built ? " (compiló)" : ""}`);
    }
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
}

/** /adopta as a shelter shows it (issue 29): 30 animals in the shelter published, each with a ~210 KB photo. */
async function publishWithPhotos(db: Db, http: HttpClient, token: string): Promise<void> {
  const published = await db.$queryRaw<{ id: number }[]>`
    UPDATE animales SET publicado_adopcion = true, descripcion_publica = 'Cariñoso y tranquilo; se lleva bien con otros animales.'
    WHERE id IN (SELECT animal_id FROM entradas_salidas WHERE destino_id = 6 ORDER BY animal_id DESC LIMIT 30) RETURNING id`;
  for (const { id } of published) {
    const upload = multipart(await photo());
    await http.ok("POST", `/api/animales/${id}/upload-photo`, { headers: { ...upload.headers, authorization: `Bearer ${token}` }, body: upload.body });
  }
}

/** Lighthouse on the built app, with a few hundred fichas so the list looks like a shelter's, and its public /adopta page. */
async function lighthousePages(): Promise<void> {
  console.log("\nLighthouse 12 (móvil, red y CPU simuladas)");
  await buildIfChanged(projectRoot, build);
  const assets = await initialAssets(path.join(projectRoot, "web/dist"));
  console.log(`  JS inicial según index.html: ${kib(assets.jsGzip)} gzip, ${kib(assets.jsBrotli)} brotli, ${kib(assets.jsBytes)} sin comprimir`);
  const dataDir = await mkdtemp(path.join(tmpdir(), "refugio-bench-lighthouse-"));
  const app = await buildApp({ config: loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: "silent", PORT: "0", BACKUP_HOUR: "off" }) });
  const address = await app.listen({ port: 0, host: "127.0.0.1" });
  const http = httpClient(address);
  try {
    await seedShelter(app.deps.db, countsForAnimals(300));
    await http.request("POST", "/api/usuarios", { headers: json, body: JSON.stringify(BENCH_ADMIN) });
    const login = await http.ok("POST", "/api/auth/login", { headers: json, body: JSON.stringify(BENCH_ADMIN) });
    const { token } = JSON.parse(login.toString("utf8")) as { token: string };
    await publishWithPhotos(app.deps.db, http, token);
    const figures = await runLighthouse([{ url: `${address}/` }, { url: `${address}/animales/lista`, token }, { url: `${address}/adopta` }]);
    for (const [label, page] of [
      ["página de acceso", figures[0]!],
      ["lista de fichas", figures[1]!],
      ["página /adopta", figures[2]!],
    ] as const) {
      console.log(
        `  ${label.padEnd(18)} rendimiento ${String(page.performance).padStart(3)}  accesibilidad ${String(page.accessibility).padStart(3)}  ` +
          `LCP ${(page.lcpMs / 1000).toFixed(1)} s  TBT ${page.tbtMs.toFixed(0)} ms  JS transferido ${kib(page.scriptTransfer)}\n` +
          `  ${"".padEnd(18)} tareas largas ${page.longTasksMs.slice(0, 5).join(", ") || "-"} ms  LCP en ${page.lcpElement}`,
      );
    }
    const list = await phoneLoadTimes(`${address}/animales/lista`, token, { heading: "Gestión de Fichas Registrales", rows: "tbody tr >> nth=20" });
    const seconds = (values: number[]) => values.map((value) => (value / 1000).toFixed(1)).join(", ");
    console.log(
      `  lista de fichas en Chromium, red y CPU de móvil (${list.headingMs.length} cargas): encabezado a ${seconds(list.headingMs)} s; ` +
        `filas a ${seconds(list.rowsMs)} s`,
    );
  } finally {
    http.close();
    await app.close();
    await rm(dataDir, { recursive: true, force: true });
  }
}

if (!process.argv.includes("--lighthouse")) {
  await apiOnFreshPglite();
  await legalPdfs();
  await storedFiles();
  await npmStart();
}
await lighthousePages();
