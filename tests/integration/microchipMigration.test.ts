/** The migration that stores microchips normalised and unique, on PGlite or PostgreSQL (TEST_DB). */
import { afterEach, describe, expect, test } from "vitest";
import { applyPendingMigrations, MigrationFailedError } from "../../api/src/db/migrations.ts";
import { databaseBefore, type StagedDatabase } from "../helpers/migrationStages.ts";

const MIGRATION = "20261128090000_microchip_unique";

async function addAnimal(db: StagedDatabase, registro: string, nombre: string, identificacion: string | null): Promise<void> {
  const value = identificacion === null ? "NULL" : `'${identificacion}'`;
  await db.query(`INSERT INTO animales (registro, nombre, identificacion) VALUES ('${registro}', '${nombre}', ${value})`);
}

const identificaciones = (db: StagedDatabase) =>
  db.query<{ identificacion: string | null; microchip: string | null }>("SELECT identificacion, microchip FROM animales ORDER BY id");

describe(`migration ${MIGRATION}`, () => {
  let db: StagedDatabase;
  afterEach(() => db.drop());

  test("without clashes: chips are stored as 15 digits, other identifications as they were, and a valid chip is unique", async () => {
    db = await databaseBefore(MIGRATION);
    await addAnimal(db, "2025/1", "Luna", "0724098100123456");
    await addAnimal(db, "2025/2", "Sol", "941 000 024 681 357");
    await addAnimal(db, "2025/3", "Tizón", "TAT-1234");
    await addAnimal(db, "2025/4", "Nube", null);
    await addAnimal(db, "2025/5", "Kira", "999000000000001");
    await addAnimal(db, "2025/6", "Rufo", "999000000000001");

    expect((await applyPendingMigrations(db.factory))[0]).toBe(MIGRATION);

    expect(await identificaciones(db)).toEqual([
      { identificacion: "724098100123456", microchip: "724098100123456" },
      { identificacion: "941000024681357", microchip: "941000024681357" },
      { identificacion: "TAT-1234", microchip: null },
      { identificacion: null, microchip: null },
      { identificacion: "999000000000001", microchip: null },
      { identificacion: "999000000000001", microchip: null },
    ]);
    await expect(addAnimal(db, "2025/7", "Otra", "724098100123456")).rejects.toThrow(/animales_microchip_key/);
    await addAnimal(db, "2025/8", "Límite", "724274877906944");
    expect((await db.query<{ microchip: string | null }>("SELECT microchip FROM animales WHERE registro = '2025/8'"))[0]!.microchip).toBeNull();
  });

  test("with clashes: it stops naming the fichas, changes nothing, and runs once they are corrected", async () => {
    db = await databaseBefore(MIGRATION);
    await addAnimal(db, "2025/1", "Luna", "0724098100123456");
    await addAnimal(db, "2025/2", "Sol", "724098100123456");
    await addAnimal(db, "2025/3", "Tizón", "724 098 100 123 456");
    await addAnimal(db, "2025/4", "Kira", "941000024681357");

    const refusal = await applyPendingMigrations(db.factory).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(MigrationFailedError);
    expect((refusal as Error).message).toBe(
      `No se ha podido aplicar la migración ${MIGRATION} de la base de datos. ` +
        "No ha cambiado nada y se volverá a intentar en el próximo arranque.\n" +
        "Cada microchip pasa a poder estar en una sola ficha, y estas fichas lo comparten: " +
        "las fichas 1 (registro 2025/1, Luna, identificación 0724098100123456) y 2 (registro 2025/2, Sol, identificación 724098100123456) " +
        "y 3 (registro 2025/3, Tizón, identificación 724 098 100 123 456) tendrían el mismo microchip 724098100123456. " +
        "Corrija la identificación (o elimine la ficha repetida) y vuelva a iniciar Refugio.",
    );
    expect((await db.query<{ identificacion: string }>("SELECT identificacion FROM animales ORDER BY id")).map((r) => r.identificacion)).toEqual([
      "0724098100123456",
      "724098100123456",
      "724 098 100 123 456",
      "941000024681357",
    ]);

    await db.query("DELETE FROM animales WHERE id = 2");
    await db.query("UPDATE animales SET identificacion = '724098100123457' WHERE id = 3");
    expect((await applyPendingMigrations(db.factory))[0]).toBe(MIGRATION);
    expect((await identificaciones(db)).map((r) => r.microchip)).toEqual(["724098100123456", "724098100123457", "941000024681357"]);
  });
});
