/** The migration that strips hyphens from stored DNI and CIF numbers, on PGlite or PostgreSQL (TEST_DB). */
import { afterEach, describe, expect, test } from "vitest";
import { applyPendingMigrations, MigrationFailedError } from "../../api/src/db/migrations.ts";
import { databaseBefore, type StagedDatabase } from "../helpers/migrationStages.ts";

const MIGRATION = "20261123010000_document_numbers_without_hyphens";

async function addPersona(db: StagedDatabase, dni: string, nombre: string, apellido1: string): Promise<void> {
  await db.query(
    `INSERT INTO personas (dni, nombre, apellido1, localidad, provincia, telefono1) VALUES ('${dni}', '${nombre}', '${apellido1}', 'Teruel', 'Teruel', '600000000')`,
  );
}

async function addAyuntamiento(db: StagedDatabase, cif: string, ayuntamiento: string): Promise<void> {
  await db.query(`INSERT INTO ayuntamientos (cif, ayuntamiento) VALUES ('${cif}', '${ayuntamiento}')`);
}

const dnis = (db: StagedDatabase) => db.query<{ dni: string }>("SELECT dni FROM personas ORDER BY id").then((rows) => rows.map((r) => r.dni));
const cifs = (db: StagedDatabase) => db.query<{ cif: string }>("SELECT cif FROM ayuntamientos ORDER BY id").then((rows) => rows.map((r) => r.cif));

describe(`migration ${MIGRATION}`, () => {
  let db: StagedDatabase;
  afterEach(() => db.drop());

  test("without clashes: hyphenated numbers are rewritten, and the unique indexes now ignore hyphens", async () => {
    db = await databaseBefore(MIGRATION);
    await addPersona(db, "12345678-Z", "Ana", "García");
    await addPersona(db, "X-1234567-L", "Eva", "Ruiz");
    await addPersona(db, "Y7654321G", "Luis", "López");
    await addAyuntamiento(db, "P-4400000-A", "Teruel");
    await addAyuntamiento(db, "P4625200A", "Valencia");

    expect((await applyPendingMigrations(db.factory))[0]).toBe(MIGRATION);

    expect(await dnis(db)).toEqual(["12345678Z", "X1234567L", "Y7654321G"]);
    expect(await cifs(db)).toEqual(["P4400000A", "P4625200A"]);
    await expect(addPersona(db, "Y-7654321-G", "Otra", "Persona")).rejects.toThrow(/personas_dni_norm_key/);
    await expect(addAyuntamiento(db, "p-4625200a", "Otro")).rejects.toThrow(/ayuntamientos_cif_norm_key/);
  });

  test("with clashes: it stops naming the rows, changes nothing, and runs once they are corrected", async () => {
    db = await databaseBefore(MIGRATION);
    await addPersona(db, "12345678-Z", "Ana", "García");
    await addPersona(db, "12345678Z", "Luis", "López");
    await addPersona(db, "X-1-L", "Eva", "Ruiz");
    await addPersona(db, "--", "Sin", "Documento");
    await addAyuntamiento(db, "P-4400000-A", "Teruel");
    await addAyuntamiento(db, "P4400000A", "Teruel (repetido)");

    const refusal = await applyPendingMigrations(db.factory).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(MigrationFailedError);
    expect((refusal as Error).message).toBe(
      `No se ha podido aplicar la migración ${MIGRATION} de la base de datos. ` +
        "No ha cambiado nada y se volverá a intentar en el próximo arranque.\n" +
        "Los DNI y CIF pasan a guardarse sin guiones, y estos registros coincidirían: " +
        "ayuntamientos 1 (Teruel, CIF P-4400000-A) y 2 (Teruel (repetido), CIF P4400000A) tendrían el mismo CIF P4400000A | " +
        "la persona 4 (Sin Documento) quedaría sin DNI | " +
        "personas 1 (Ana García, DNI 12345678-Z) y 2 (Luis López, DNI 12345678Z) tendrían el mismo DNI 12345678Z. " +
        "Corrija los números (o elimine el registro repetido) y vuelva a iniciar Refugio.",
    );
    expect(await dnis(db)).toEqual(["12345678-Z", "12345678Z", "X-1-L", "--"]);
    expect(await cifs(db)).toEqual(["P-4400000-A", "P4400000A"]);

    await db.query("DELETE FROM personas WHERE id = 2");
    await db.query("UPDATE personas SET dni = 'Z0000000T' WHERE id = 4");
    await db.query("UPDATE ayuntamientos SET cif = 'P4400001B' WHERE id = 2");
    expect((await applyPendingMigrations(db.factory))[0]).toBe(MIGRATION);
    expect(await dnis(db)).toEqual(["12345678Z", "X1L", "Z0000000T"]);
    expect(await cifs(db)).toEqual(["P4400000A", "P4400001B"]);
  });
});
