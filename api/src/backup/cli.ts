/**
 * npm run backup -- [archivo] [--without-secrets]
 * npm run restore -- archivo [--force]
 *
 * With PostgreSQL (DATABASE_URL) a backup runs beside the running instances (pg_dump reads a
 * snapshot). A PGlite folder belongs to one process: while Refugio runs on it, the backup is made
 * by the app itself ('Copias de seguridad' in Administración, or the daily copy), and this command
 * says so instead of waiting. Restoring always needs Refugio stopped.
 */
import path from "node:path";
import { parseArgs } from "node:util";
import { ConfigError, loadConfig } from "../config.ts";
import { databaseTarget } from "../db/client.ts";
import { FolderLockedError, lockFolder } from "../db/folderLock.ts";
import { newPGlite } from "../db/pglite.ts";
import { secretsFromEnvironment } from "../secrets.ts";
import { type BackupResult, createBackup } from "./backup.ts";
import { BackupError } from "./backupError.ts";
import { backupFileName } from "./backupFiles.ts";
import { restoreBackup } from "./restore.ts";

const USAGE = "Uso: npm run backup -- [archivo] [--without-secrets]  |  npm run restore -- archivo [--force]";

function fail(message: string, code = 1): never {
  console.error(message);
  process.exit(code);
}

async function backupCommand(args: string[]): Promise<void> {
  const { values, positionals } = parseArgs({ args, allowPositionals: true, options: { "without-secrets": { type: "boolean", default: false } } });
  if (positionals.length > 1) fail(USAGE, 2);
  const config = loadConfig();
  const file = path.resolve(positionals[0] ?? path.join(config.backupDir, backupFileName(new Date())));
  const target = databaseTarget(config);
  const options = { dataDir: config.dataDir, file, withSecrets: !values["without-secrets"], secretsFromEnvironment: secretsFromEnvironment(config) };
  let result: BackupResult;
  if (target.kind === "postgres") {
    result = await createBackup({ ...options, source: { kind: "postgres", url: target.url } });
  } else if (target.kind === "pglite") {
    const release = await lockFolder(target.dir).catch((error: unknown) => {
      if (error instanceof FolderLockedError) {
        fail(
          `Refugio está en marcha con la base de datos de ${target.dir}, y una carpeta PGlite solo la abre un proceso. ` +
            "Haga la copia desde la aplicación (Administración > Copias de seguridad > Hacer copia ahora; también se hace sola cada día), " +
            "o detenga Refugio y repita npm run backup.",
        );
      }
      throw error;
    });
    const pglite = newPGlite(target.dir);
    try {
      result = await createBackup({ ...options, source: { kind: "pglite", pglite } });
    } finally {
      await pglite.close();
      await release();
    }
  } else {
    throw new Error("Sin base de datos configurada");
  }
  console.log(`Copia hecha: ${result.file} (${megabytes(result.bytes)}, migración ${result.manifest.migraciones.at(-1) ?? "ninguna"}).`);
  if (!result.manifest.secretos) {
    console.log(
      "Sin todos sus secretos (--without-secrets, o tomados del entorno): al restaurarla habrá que indicar los que falten (JWT_SECRET, ENCRYPTION_KEY).",
    );
  }
}

async function restoreCommand(args: string[]): Promise<void> {
  const { values, positionals } = parseArgs({ args, allowPositionals: true, options: { force: { type: "boolean", default: false } } });
  if (positionals.length !== 1) fail(USAGE, 2);
  const report = await restoreBackup({ config: loadConfig(), file: path.resolve(positionals[0]!), force: values.force });
  if (report.previous) console.log(`Lo que había se ha guardado antes en ${report.previous.file}.`);
  console.log(`Restaurada la copia del ${new Date(report.manifest.creada).toLocaleString("es-ES")} (Refugio ${report.manifest.aplicacion}).`);
  if (report.migrated.length > 0) console.log(`Migraciones aplicadas después: ${report.migrated.join(", ")}.`);
  if (report.secretsToEnter.length > 0) {
    console.log("Esta copia no lleva estos secretos; antes de arrancar Refugio, indique los mismos valores que usaba la instalación de origen:");
    for (const line of report.secretsToEnter) console.log(`  - ${line}`);
  }
}

function megabytes(bytes: number): string {
  return `${(bytes / 1024 / 1024).toLocaleString("es-ES", { minimumFractionDigits: 1, maximumFractionDigits: 1 })} MB`;
}

const [command, ...args] = process.argv.slice(2);
try {
  if (command === "backup") await backupCommand(args);
  else if (command === "restore") await restoreCommand(args);
  else fail(USAGE, 2);
} catch (error) {
  if (error instanceof BackupError || error instanceof ConfigError) fail(error.message);
  if ((error as { code?: string }).code?.startsWith("ERR_PARSE_ARGS")) fail(USAGE, 2);
  throw error;
}
