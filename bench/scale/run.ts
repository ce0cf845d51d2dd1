/**
 * npm run bench -- --scale: every screen's GraphQL operation (as the web client sends it) and the
 * key REST paths against PostgreSQL holding a big shelter (100,000 fichas by default), at 1 and
 * 10 requests in flight over real HTTP on 127.0.0.1 with authentication and rate limits on,
 * beside a hand-written SQL floor for the same data in the same run. Prints latency
 * percentiles, throughput, the ratio to the floor, SQL statements and server CPU per request.
 * --http-floor adds a second floor: the same SQL behind the thinnest HTTP server
 * (httpFloorServer.mjs), which tells what any web server adds to the SQL floor.
 */
import { type ChildProcess, fork } from "node:child_process";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { openSync, closeSync } from "node:fs";
import { availableParallelism, loadavg, tmpdir } from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import pg from "pg";
import { adminHeaders } from "../app.ts";
import { httpClient, measure, ms, type Stats } from "../measure.ts";
import { checkVariables, clientOperation, generateRelayArtefacts } from "../relayDocuments.ts";
import { initialAssets, kib } from "../webAssets.ts";
import { BENCH_DATABASE_URL, BENCH_SECRETS, ensureBenchDatabase } from "./benchDatabase.ts";
import { bundleServer } from "../../scripts/serverBundle.ts";
import { preparedStatementNames } from "../../api/src/db/preparedStatements.ts";
import { type BenchCase, type BenchContext, CASES } from "./cases.ts";
import type { FromServer, ServerStats, ToServer } from "./server.ts";

const projectRoot = path.resolve(import.meta.dirname, "../..");

const { values: flags } = parseArgs({
  options: {
    scale: { type: "boolean" },
    animals: { type: "string", default: "100000" },
    seconds: { type: "string", default: "3" },
    "min-requests": { type: "string", default: "20" },
    only: { type: "string" },
    reseed: { type: "boolean" },
    json: { type: "string" },
    "http-floor": { type: "boolean" },
  },
});
const SECONDS = Number(flags.seconds);
const MIN_REQUESTS = Number(flags["min-requests"]);
const CONCURRENCY = [1, 10];
/**
 * Each case's server path and floor run this long before their phases are measured; a slow case
 * (its own `limits`) warms up with no more requests than a phase of it measures.
 */
const WARM_UP = { seconds: 1, minRequests: 20, maxRequests: 2000 };
/** The floors' statements are prepared by the app's own rule, so a floor differs from the app only in what it skips. */
const floorStatementName = preparedStatementNames();

type Phase = { concurrency: number; server: Stats; floor: Stats; httpFloor?: Stats; statements: number; cpuMs: number };
type CaseResult = {
  label: string;
  target: string;
  bytes: number;
  /** Rows the answer holds (its totalCount, or the length of a JSON array), and those the floor found. */
  rows: number | null;
  floorRows: number;
  phases: Phase[];
  /** How much the server's peak memory grew during the case (bytes): what its answers hold at once. */
  peakRssGrowth: number;
  error?: string;
};

/** How many rows an answer holds: a JSON array's length, or the first totalCount inside it; null for other answers (PDFs). */
function rowsIn(body: Buffer): number | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(body.toString("utf8"));
  } catch {
    return null;
  }
  const pending: unknown[] = [parsed];
  if (Array.isArray(pending[0])) return pending[0].length;
  while (pending.length) {
    const value = pending.shift();
    if (!value || typeof value !== "object") continue;
    if (typeof (value as { totalCount?: unknown }).totalCount === "number") return (value as { totalCount: number }).totalCount;
    pending.push(...Object.values(value));
  }
  return null;
}

/** Where the bench's server is bundled, beside `npm start`'s (api/dist/server.mjs), so its packages resolve from node_modules. */
const SERVER_BUNDLE = path.join(projectRoot, "api/dist/bench-scale-server.mjs");

/**
 * The server process and a way to read its counters. It runs as `npm start` runs the app: the
 * sources bundled by esbuild (scripts/serverBundle.ts), under plain Node without a TypeScript loader.
 */
async function startServer(dataDir: string): Promise<{ address: string; stats(): Promise<ServerStats>; stop(): Promise<void>; child: ChildProcess }> {
  await bundleServer(SERVER_BUNDLE, path.join(import.meta.dirname, "server.ts"));
  const log = openSync(path.join(dataDir, "server.log"), "a");
  const child = fork(SERVER_BUNDLE, [], {
    // BENCH_CPU_PROFILE=<folder>: the server writes a V8 CPU profile there when it stops.
    execArgv: ["--enable-source-maps", ...(process.env.BENCH_CPU_PROFILE ? ["--cpu-prof", `--cpu-prof-dir=${process.env.BENCH_CPU_PROFILE}`] : [])],
    env: {
      ...process.env,
      DATABASE_URL: BENCH_DATABASE_URL,
      DATA_DIR: dataDir,
      NODE_ENV: "production",
      ...BENCH_SECRETS,
    },
    stdio: ["ignore", log, "inherit", "ipc"],
  });
  closeSync(log);
  const waiting: ((stats: ServerStats) => void)[] = [];
  const address = await new Promise<string>((resolve, reject) => {
    child.once("exit", (code) => reject(new Error(`El servidor terminó (código ${code}); vea ${dataDir}/server.log`)));
    child.on("message", (message: FromServer) => {
      if (message.type === "ready") resolve(message.address);
      else waiting.shift()?.(message);
    });
  });
  const send = (message: ToServer) => child.send(message);
  return {
    address,
    child,
    stats: () =>
      new Promise((resolve, reject) => {
        if (!child.connected) return reject(new Error("El servidor del banco de pruebas ya no responde"));
        waiting.push(resolve);
        send({ type: "stats" });
      }),
    stop: async () => {
      if (!child.connected) return;
      const exited = new Promise((resolve) => child.once("exit", resolve));
      send({ type: "stop" });
      await exited;
    },
  };
}

async function pickContext(pool: pg.Pool, userId: number): Promise<BenchContext> {
  const one = async <T>(sql: string, params: unknown[] = []) => (await pool.query(sql, params)).rows[0] as T;
  const { n } = await one<{ n: number }>("SELECT count(*)::int AS n FROM animales");
  const middle = await one<{ identificacion: string; registro: string }>(
    "SELECT identificacion, registro FROM animales WHERE identificacion IS NOT NULL ORDER BY id LIMIT 1 OFFSET $1",
    [Math.floor(n / 2)],
  );
  const named = await one<{ nombre: string } | undefined>("SELECT nombre FROM animales WHERE nombre IN ('Ramón', 'Tizón', 'Jazmín') ORDER BY id LIMIT 1");
  const { animal_id } = await one<{ animal_id: number }>(
    "SELECT animal_id FROM entradas_salidas GROUP BY animal_id HAVING count(*) >= 4 ORDER BY animal_id LIMIT 1 OFFSET $1",
    [Math.floor(n / 100)],
  );
  const { column } = await one<{ column: boolean }>(
    "SELECT EXISTS (SELECT 1 FROM information_schema.columns WHERE table_name = 'animales' AND column_name = 'busqueda') AS column",
  );
  const { kept } = await one<{ kept: boolean }>("SELECT to_regclass('movimientos_mes') IS NOT NULL AS kept");
  const day = (offset: number) => new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Madrid" }).format(new Date(Date.now() - offset * 86_400_000));
  const { since } = await one<{ since: string }>(
    "SELECT to_char(fecha_llegada, 'YYYY-MM-DD') AS since FROM entradas_salidas WHERE fecha_llegada <= $1::date ORDER BY fecha_llegada DESC OFFSET 999 LIMIT 1",
    [day(0)],
  );
  return {
    userId,
    chip: middle.identificacion,
    accentedName: named?.nombre ?? "Ramón",
    registroFragment: (middle.registro.split("/")[1] ?? middle.registro).slice(0, 5),
    animalId: animal_id,
    personSearch: "García José",
    townHallSearch: "villanueva",
    logDays: { fromDate: day(6), toDate: day(0) },
    animalSearchColumn: column,
    keptCounts: kept,
    listadoYear: { fechaDesde: day(365), fechaHasta: day(0) },
    listadoThousand: { fechaDesde: since, fechaHasta: day(0) },
  };
}

/** --only: labels separated by commas, each a part of a case's label, or the whole label after '='. */
function selected(label: string, only: string): boolean {
  return only.split(",").some((item) => {
    const wanted = item.trim().toLowerCase();
    return wanted.startsWith("=") ? label.toLowerCase() === wanted.slice(1) : label.toLowerCase().includes(wanted);
  });
}

const rate = (perSecond: number) => perSecond.toFixed(perSecond < 10 ? 1 : 0).padStart(8);

function phaseLine(phase: Phase): string {
  const { server, floor } = phase;
  return (
    `  c=${String(phase.concurrency).padEnd(3)}${String(server.requests).padStart(6)}${ms(server.p50)}${ms(server.p95)}${ms(server.p99)}` +
    `${rate(server.perSecond)}${phase.statements.toFixed(1).padStart(7)}${phase.cpuMs.toFixed(2).padStart(9)}  │` +
    `${ms(floor.p50)}${ms(floor.p95)}${rate(floor.perSecond)}  │${(server.p50 / floor.p50).toFixed(1).padStart(7)}×` +
    `${(floor.perSecond / server.perSecond).toFixed(1).padStart(8)}×` +
    (phase.httpFloor
      ? `\n${"".padEnd(10)}suelo HTTP (node:http + pg):${ms(phase.httpFloor.p50)}${ms(phase.httpFloor.p95)}${rate(phase.httpFloor.perSecond)} pet/s;` +
        ` servidor/suelo HTTP ${(server.p50 / phase.httpFloor.p50).toFixed(1)}× (p50), suelo HTTP/suelo SQL ${(phase.httpFloor.p50 / floor.p50).toFixed(1)}×`
      : "")
  );
}

/** The HTTP floor's server (httpFloorServer.mjs) in its own process, on the bench database. */
async function startHttpFloor(): Promise<{ address: string; stop(): void }> {
  const child = fork(path.join(import.meta.dirname, "httpFloorServer.mjs"), [], {
    execArgv: [],
    env: { ...process.env, DATABASE_URL: BENCH_DATABASE_URL },
    stdio: ["ignore", "inherit", "inherit", "ipc"],
  });
  const address = await new Promise<string>((resolve, reject) => {
    child.once("message", (message: { address: string }) => resolve(message.address));
    child.once("exit", (code) => reject(new Error(`El suelo HTTP terminó al arrancar (${code})`)));
  });
  return { address, stop: () => child.disconnect() };
}

function loadAverage() {
  const averages = loadavg().map((value) => value.toFixed(1));
  return `${averages.join(", ")} (${availableParallelism()} núcleos)`;
}

const HEADER = "  c       pet.  p50 ms  p95 ms  p99 ms   pet/s  SQL/p  CPU ms/p  │  p50 ms  p95 ms   pet/s  │  p50/suelo  suelo/pet/s";

async function main() {
  generateRelayArtefacts();
  const animals = Number(flags.animals);
  console.log(`Base de datos del banco de pruebas: ${BENCH_DATABASE_URL.replace(/\/\/[^@]*@/, "//")}`);
  const sizes = await ensureBenchDatabase(BENCH_DATABASE_URL, animals, { reseed: flags.reseed });
  console.log(
    `  ${sizes.animales} fichas, ${sizes.entradas_salidas} E/S, ${sizes.observaciones} observaciones, ` +
      `${sizes.personas} personas, ${sizes.ayuntamientos} ayuntamientos, ${sizes.actuaciones_animal} actuaciones del plan sanitario`,
  );

  const dataDir = await mkdtemp(path.join(tmpdir(), "refugio-bench-scale-"));
  const server = await startServer(dataDir);
  // A new client address every 100 requests: the public pages allow 120 a minute to each.
  const http = httpClient(server.address, { requestsPerAddress: 100 });
  const pool = new pg.Pool({ connectionString: BENCH_DATABASE_URL, max: 10 });
  const httpFloorServer = flags["http-floor"] ? await startHttpFloor() : undefined;
  const httpFloor = httpFloorServer && httpClient(httpFloorServer.address);
  const results: CaseResult[] = [];
  try {
    const headers = await adminHeaders(http).catch((error: Error) => {
      throw new Error(`${error.message}\nLa base de datos tiene usuarios pero no el del banco de pruebas: use --reseed.`);
    });
    const { rows } = await pool.query("SELECT id FROM usuarios WHERE lower(username) = 'bench'");
    const context = await pickContext(pool, rows[0].id as number);
    console.log(
      `Muestras: microchip ${context.chip}, nombre '${context.accentedName}', registro '${context.registroFragment}', ` +
        `ficha ${context.animalId}; búsqueda de animales en ${context.animalSearchColumn ? "la columna busqueda" : "los campos (sin columna de búsqueda)"}`,
    );
    console.log(
      `Cada fase: al menos ${MIN_REQUESTS} peticiones y ${SECONDS} s, tras ${WARM_UP.seconds} s de calentamiento por caso ` +
        "(los lentos, con no más peticiones de las que miden); servidor en su propio proceso.",
    );
    console.log(`Carga media de la máquina al empezar: ${loadAverage()}`);
    console.log(`\n${"".padEnd(70)}servidor${"".padEnd(32)}suelo SQL (pg)\n${HEADER}`);

    const cases = CASES.filter((c) => !flags.only || selected(c.label, flags.only));
    for (const benchCase of cases) results.push(await runCase(benchCase, context, { http, headers, server, pool, httpFloor }));
  } finally {
    http.close();
    httpFloor?.close();
    httpFloorServer?.stop();
    await pool.end();
    await server.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
  console.log(`\nCarga media de la máquina al terminar: ${loadAverage()}`);
  await printSummary(results);
  if (flags.json) await writeFile(flags.json, JSON.stringify({ date: new Date().toISOString(), sizes, results }, null, 2));
}

async function runCase(
  benchCase: BenchCase,
  context: BenchContext,
  {
    http,
    headers,
    server,
    pool,
    httpFloor,
  }: {
    http: ReturnType<typeof httpClient>;
    headers: Record<string, string>;
    server: Awaited<ReturnType<typeof startServer>>;
    pool: pg.Pool;
    httpFloor?: ReturnType<typeof httpClient>;
  },
): Promise<CaseResult> {
  const target = benchCase.kind === "graphql" ? benchCase.operation : benchCase.path(context);
  const result: CaseResult = { label: benchCase.label, target, bytes: 0, rows: null, floorRows: 0, phases: [], peakRssGrowth: 0 };
  const peakBefore = (await server.stats()).peakRss;
  console.log(`${benchCase.label} (${target})`);
  try {
    let send: () => Promise<Buffer>;
    if (benchCase.kind === "graphql") {
      const variables = benchCase.variables?.(context) ?? {};
      let request: object;
      if (benchCase.document) {
        request = { query: benchCase.document, variables };
      } else {
        const operation = await clientOperation(benchCase.operation);
        checkVariables(operation, variables);
        request = { variables, extensions: { persistedQuery: { version: 1, sha256Hash: operation.id } } };
      }
      const session = benchCase.anonymous ? { "content-type": "application/json" } : headers;
      send = async () => {
        const body = await http.ok("POST", "/graphql", {
          headers: { ...session, accept: "application/graphql-response+json, application/json" },
          body: JSON.stringify(request),
        });
        const errors = (JSON.parse(body.toString("utf8")) as { errors?: { message: string }[] }).errors;
        if (errors?.length) throw new Error(`GraphQL: ${errors[0]!.message}`);
        return body;
      };
    } else {
      const target = benchCase.path(context);
      const body = benchCase.body ? JSON.stringify(benchCase.body(context)) : undefined;
      send = () => http.ok(benchCase.method ?? "GET", target, { headers: benchCase.anonymous ? {} : headers, body });
    }
    const call = async () => (await send()).byteLength;
    const floorQueries = [benchCase.floor(context)].flat().map((query) => ({ ...query, name: floorStatementName(query) }));
    const floorCall = async () => (await Promise.all(floorQueries.map(({ sql, params, name }) => pool.query({ name, text: sql, values: params ?? [] }))))[0]!;
    const floorRequest = JSON.stringify(floorQueries);
    const httpFloorCall =
      httpFloor && (async () => void (await httpFloor.ok("POST", "/", { headers: { "content-type": "application/json" }, body: floorRequest })));
    const limits = {
      minRequests: benchCase.limits?.minRequests ?? MIN_REQUESTS,
      maxRequests: benchCase.limits?.maxRequests ?? 5000,
      seconds: SECONDS,
    };
    const answer = await send();
    result.bytes = answer.byteLength;
    result.rows = rowsIn(answer);
    const floorRows = await floorCall();
    result.floorRows = floorRows.rows.length && "total" in floorRows.rows[0] ? Number(floorRows.rows[0].total) : (floorRows.rowCount ?? 0);
    // Unmeasured, so that V8 has compiled the path (the first case would otherwise pay for the server's whole warm-up).
    const warmUp = {
      seconds: WARM_UP.seconds,
      minRequests: Math.min(WARM_UP.minRequests, limits.minRequests),
      maxRequests: Math.min(WARM_UP.maxRequests, limits.maxRequests),
    };
    await measure(call, warmUp);
    await measure(async () => void (await floorCall()), warmUp);
    if (httpFloorCall) await measure(httpFloorCall, warmUp);
    for (const concurrency of CONCURRENCY) {
      const before = await server.stats();
      const serverStats = await measure(call, { ...limits, concurrency });
      const after = await server.stats();
      const floor = await measure(async () => void (await floorCall()), { ...limits, concurrency });
      const phase: Phase = {
        concurrency,
        server: serverStats,
        floor,
        ...(httpFloorCall && { httpFloor: await measure(httpFloorCall, { ...limits, concurrency }) }),
        statements: (after.statements - before.statements) / serverStats.requests,
        cpuMs: (after.cpuMicros - before.cpuMicros) / 1000 / serverStats.requests,
      };
      result.phases.push(phase);
      console.log(phaseLine(phase));
    }
    const memory = await server.stats();
    result.peakRssGrowth = memory.peakRss - peakBefore;
    console.log(
      `  respuesta ${kib(result.bytes)}, filas ${result.rows ?? "-"} (suelo ${result.floorRows}); ` +
        `memoria del servidor ${mib(memory.rss)}, pico ${mib(memory.peakRss)} (+${mib(result.peakRssGrowth)} en este caso)`,
    );
  } catch (error) {
    result.error = (error as Error).message;
    console.log(`  ERROR: ${result.error}`);
  }
  return result;
}

const mib = (bytes: number) => `${(bytes / 2 ** 20).toFixed(0)} MiB`;

async function printSummary(results: CaseResult[]) {
  const find = (label: string) => results.find((r) => r.label === label && !r.error);
  const phase = (label: string, concurrency: number) => find(label)?.phases.find((p) => p.concurrency === concurrency);
  const line = (title: string, value: string) => console.log(`  ${title.padEnd(52)} ${value}`);
  console.log("\nResumen (las filas de la tabla de la incidencia 15):");
  for (const [title, label] of [
    ["Búsqueda de animales p95, microchip", "Lista de fichas: microchip"],
    ["Búsqueda de animales p95, nombre con tilde", "Lista de fichas: nombre con tilde"],
    ["Búsqueda de animales p95, trozo de registro", "Lista de fichas: trozo de registro"],
  ] as const) {
    const p = phase(label, 1);
    if (p) line(title, `${p.server.p95.toFixed(0)} ms (suelo ${p.floor.p95.toFixed(1)} ms, ${(p.server.p95 / p.floor.p95).toFixed(1)}×)`);
  }
  const ficha = phase("Ficha registral", 1);
  if (ficha)
    line(
      "Ficha frente al suelo (p50, c=1)",
      `${(ficha.server.p50 / ficha.floor.p50).toFixed(1)}× (${ficha.server.p50.toFixed(1)} ms / ${ficha.floor.p50.toFixed(2)} ms)`,
    );
  const statements = [
    ["marco", "Marco (menú lateral y totales)"],
    ["lista", "Lista de fichas"],
    ["búsqueda", "Lista de fichas: microchip"],
    ["ficha", "Ficha registral"],
    ["dashboard", "Dashboard"],
    ["inicio", "Inicio (menú principal y tarjetas)"],
  ]
    .map(([name, label]) => `${name} ${phase(label!, 1)?.statements.toFixed(0) ?? "?"}`)
    .join(", ");
  line("Sentencias SQL por petición de página", statements);
  const list = phase("Lista de fichas", 10);
  if (list) line("Lista de fichas, c=10", `${list.server.perSecond.toFixed(0)} pet/s (suelo ${list.floor.perSecond.toFixed(0)} pet/s)`);
  for (const label of ["Dashboard", "Inicio (menú principal y tarjetas)"]) {
    const one = phase(label, 1);
    const ten = phase(label, 10);
    if (one && ten) line(label, `p50 ${one.server.p50.toFixed(0)} ms, ${ten.server.perSecond.toFixed(0)} pet/s a c=10`);
  }
  const restList = find("REST lista de fichas (todas)");
  const restOne = phase("REST lista de fichas (todas)", 1);
  if (restList && restOne) {
    line(
      "REST GET /api/animales/lista sin filtro",
      `${(restList.bytes / 2 ** 20).toFixed(1)} MiB, p50 ${(restOne.server.p50 / 1000).toFixed(1)} s, ${restOne.statements.toFixed(0)} sentencias, ` +
        `pico de memoria +${mib(restList.peakRssGrowth)} con 10 a la vez`,
    );
  }
  const assets = await initialAssets(path.join(projectRoot, "web/dist")).catch(() => null);
  if (assets) {
    line("JS inicial de la página de acceso", `${kib(assets.jsGzip)} gzip, ${kib(assets.jsBrotli)} brotli (${kib(assets.jsBytes)} sin comprimir)`);
  }
  const failed = results.filter((r) => r.error);
  if (failed.length) console.log(`\n${failed.length} casos fallaron: ${failed.map((r) => r.label).join(", ")}`);
}

await main();
