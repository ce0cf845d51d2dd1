/**
 * npm run seed -- --animals 100000: adds a shelter's worth of realistic records to the database
 * the app uses (DATABASE_URL, or the PGlite folder in DATA_DIR), migrating it first like a start.
 * The other counts follow --animals unless given.
 */
import { parseArgs } from "node:util";
import { performance } from "node:perf_hooks";
import { ConfigError, loadConfig } from "../api/src/config.ts";
import { databaseTarget, DatabaseLockedError, openDatabase } from "../api/src/db/client.ts";
import { countsForAnimals, seedShelter } from "./seed/seedShelter.ts";

const USAGE = `Uso: npm run seed -- [--animals N] [--people N] [--town-halls N] [--stays-per-animal N] [--observations-per-stay N]
  --animals               fichas registrales que añadir (por defecto 1000)
  --people                personas (por defecto 3 por cada 10 animales)
  --town-halls            ayuntamientos (por defecto 8 por cada 100 animales)
  --stays-per-animal      entradas/salidas por animal, de media (por defecto 3)
  --observations-per-stay observaciones por entrada/salida, de media (por defecto 3)`;

const LIMITS = { animals: 10_000_000, people: 10_000_000, "town-halls": 100_000, "stays-per-animal": 20, "observations-per-stay": 20 };
type Flag = keyof typeof LIMITS;

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

function readCounts() {
  let values: Partial<Record<Flag | "help", string | boolean>>;
  try {
    ({ values } = parseArgs({
      options: {
        animals: { type: "string" },
        people: { type: "string" },
        "town-halls": { type: "string" },
        "stays-per-animal": { type: "string" },
        "observations-per-stay": { type: "string" },
        help: { type: "boolean", short: "h" },
      },
    }));
  } catch (error) {
    fail(`${(error as Error).message}\n\n${USAGE}`);
  }
  if (values.help) {
    console.log(USAGE);
    process.exit(0);
  }
  const number = (flag: Flag, minimum: number): number | undefined => {
    const text = values[flag];
    if (text === undefined) return undefined;
    const value = Number(text);
    if (!Number.isInteger(value) || value < minimum || value > LIMITS[flag]) {
      fail(`--${flag} debe ser un número entero entre ${minimum} y ${LIMITS[flag]} (recibido: ${String(text)})`);
    }
    return value;
  };
  const overrides = {
    personas: number("people", 0),
    ayuntamientos: number("town-halls", 0),
    estanciasPorAnimal: number("stays-per-animal", 1),
    observacionesPorEstancia: number("observations-per-stay", 0),
  };
  const defined = Object.fromEntries(Object.entries(overrides).filter(([, value]) => value !== undefined));
  return countsForAnimals(number("animals", 0) ?? 1000, defined);
}

async function seed(): Promise<void> {
  const counts = readCounts();
  const target = databaseTarget(loadConfig());
  const database = await openDatabase(target);
  try {
    const where = target.kind === "postgres" ? "PostgreSQL (DATABASE_URL)" : `PGlite en ${target.kind === "pglite" ? target.dir : "memoria"}`;
    console.log(`Añadiendo datos de ejemplo a ${where}...`);
    const t0 = performance.now();
    const added = await seedShelter(database.prisma, counts, {
      onStep: ({ tabla, filas, ms }) =>
        console.log(`  ${tabla.padEnd(18)} ${filas ? String(filas).padStart(9) : "".padStart(9)}  ${(ms / 1000).toFixed(1).padStart(5)} s`),
    });
    console.log(
      [
        `Añadidos en ${((performance.now() - t0) / 1000).toFixed(1)} s:`,
        `  ${added.animales} fichas registrales`,
        `  ${added.entradasSalidas} entradas/salidas (${added.enRefugio} animales siguen en el refugio)`,
        `  ${added.observaciones} observaciones (${added.tratamientosAbiertos} tratamientos en curso)`,
        `  ${added.actuaciones} actuaciones del plan sanitario (${added.actuacionesPendientes} pendientes hasta dentro de 7 días)`,
        `  ${added.personas} personas`,
        `  ${added.ayuntamientos} ayuntamientos`,
      ].join("\n"),
    );
  } finally {
    await database.close();
  }
}

await seed().catch((error: unknown) => {
  if (error instanceof ConfigError) fail(error.message);
  if (error instanceof DatabaseLockedError) fail(`${error.message} La carga de datos necesita la base de datos para ella sola.`);
  throw error;
});
