/**
 * npm run db:migrate             apply pending migrations to the configured database
 * npm run db:migration:new NAME  write prisma/migrations/<timestamp>_NAME from schema.prisma
 */
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { PrismaPGlite } from "pglite-prisma-adapter";
import { ConfigError, loadConfig } from "../config.ts";
import { DatabaseUnavailableError, databaseTarget, openDatabase } from "./client.ts";
import { MigrationFailedError, migrationsDir, pendingSchemaChangeSql } from "./migrations.ts";
import { newPGlite } from "./pglite.ts";

const [command, name] = process.argv.slice(2);

if (command === "apply") {
  const db = await openDatabase(databaseTarget(loadConfig())).catch((error: unknown) => {
    if (!(error instanceof ConfigError || error instanceof DatabaseUnavailableError || error instanceof MigrationFailedError)) throw error;
    console.error(error.message);
    process.exit(1);
  });
  await db.close();
  console.log("Migraciones aplicadas.");
} else if (command === "create" && name && /^[a-z0-9_]+$/.test(name)) {
  const sql = await pendingSchemaChangeSql(new PrismaPGlite(newPGlite()));
  if (!sql) {
    console.log("schema.prisma y prisma/migrations coinciden: no hay migración que crear.");
  } else {
    const stamp = new Date().toISOString().replace(/\D/g, "").slice(0, 14);
    const dir = path.join(migrationsDir, `${stamp}_${name}`);
    await mkdir(dir, { recursive: true });
    await writeFile(path.join(dir, "migration.sql"), sql);
    console.log(`Creada ${path.relative(process.cwd(), dir)}/migration.sql`);
  }
} else {
  console.error("Uso: db:migrate | db:migration:new <nombre_en_snake_case>");
  process.exit(2);
}
