// npm test: everything a fresh machine needs, then every test.
//   1. Biome: lint and formatting, failing on any finding (warnings included)
//   2. generate the Prisma client and Relay artefacts (schema.graphql is checked, not rewritten)
//   3. type check, build the web app
//   4. unit and integration tests on PGlite, two files at once
//   5. the integration tests again on PostgreSQL (TEST_DATABASE_URL, default the local server);
//      unreachable: a loud skip, or a failure when CI=true
//   6. browser journeys, beside step 5: they mostly wait on the page (about 0.7 of a core), so
//      the PostgreSQL run uses the other; its output is printed whole when it ends
// Debian's chromium and poppler-utils are installed first, when missing: the integration tests
// read PDFs back with pdftotext.
import { spawn, spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import pg from "pg";

const started = Date.now();
const timings = [];

function run(title, command, env = {}) {
  const t0 = Date.now();
  console.log(`\n=== ${title}\n$ ${command}`);
  const result = spawnSync(command, { stdio: "inherit", shell: true, env: { ...process.env, ...env } });
  timings.push([title, Date.now() - t0]);
  if (result.status !== 0) {
    console.error(`\n✗ ${title} falló (código ${result.status}).`);
    process.exit(result.status ?? 1);
  }
}

/**
 * Starts `command` beside the others; resolves with its exit code. With `keepOutput` its output is
 * held and printed whole when it ends, so two runs at once don't interleave their lines.
 */
function runBeside(title, command, env = {}, { keepOutput = false } = {}) {
  const t0 = Date.now();
  console.log(`\n=== ${title}${keepOutput ? " (en paralelo; su salida al terminar)" : ""}\n$ ${command}`);
  const child = spawn(command, { stdio: keepOutput ? ["ignore", "pipe", "pipe"] : "inherit", shell: true, env: { ...process.env, ...env } });
  const output = [];
  child.stdout?.on("data", (chunk) => output.push(chunk));
  child.stderr?.on("data", (chunk) => output.push(chunk));
  return new Promise((resolve) => {
    child.on("close", (code) => {
      timings.push([title, Date.now() - t0]);
      if (keepOutput) console.log(`\n=== ${title}: salida\n${Buffer.concat(output).toString()}`);
      if (code !== 0) console.error(`\n✗ ${title} falló (código ${code}).`);
      resolve(code);
    });
  });
}

async function postgresReachable(url) {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    await client.query("SELECT 1");
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}

function ensureDebianPackages() {
  const missing = [
    ["/usr/bin/chromium", "chromium"],
    ["/usr/bin/pdftotext", "poppler-utils"],
  ].filter(([file]) => !existsSync(file));
  if (!missing.length) return;
  const packages = missing.map(([, name]) => name).join(" ");
  const sudo = process.getuid?.() === 0 ? "" : "sudo -n ";
  run(
    `Instalar ${packages} (Debian)`,
    `${sudo}apt-get update -qq && ${sudo}env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends ${packages}`,
  );
}

ensureDebianPackages();
run("Linter y formato (Biome)", "npx biome ci --error-on-warnings .");
run("Cliente Prisma", "npm run gen:prisma");
run("Artefactos Relay", "npm run gen:relay");
run("Comprobación de tipos", "npm run typecheck");
run("Compilación web", "npx vite build --config web/vite.config.ts --logLevel warn");
// Alone on the machine: two files at once keep both cores busy (one left 0.7 of a core idle).
run("Pruebas unitarias y de integración (PGlite)", "npx vitest run --project unit --project integration --maxWorkers=2");

const testDatabaseUrl = process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const besides = [];
if ((await postgresReachable(testDatabaseUrl)) || process.env.CI === "true") {
  besides.push(
    runBeside(
      "Pruebas de integración (PostgreSQL)",
      "npx vitest run --project integration",
      { TEST_DB: "postgres", TEST_DATABASE_URL: testDatabaseUrl },
      { keepOutput: true },
    ),
  );
} else {
  console.log(
    `\n${"!".repeat(78)}\n!!! OMITIDAS las pruebas de integración en PostgreSQL: no hay servidor en ${new URL(testDatabaseUrl).host}.\n!!! Arránquelo o defina TEST_DATABASE_URL. Con CI=true esto es un fallo.\n${"!".repeat(78)}`,
  );
}
besides.push(runBeside("Recorridos en el navegador (chromium)", "npx vitest run --project browser"));
const failed = (await Promise.all(besides)).find((code) => code !== 0);
if (failed !== undefined) process.exit(failed ?? 1);

console.log("\nTiempos:");
for (const [title, ms] of timings) console.log(`  ${(ms / 1000).toFixed(1).padStart(7)} s  ${title}`);
console.log(`  ${((Date.now() - started) / 1000).toFixed(1).padStart(7)} s  total`);
