/** The migration that keeps whom each archived document prints, backfilled from its E/S, on PGlite or PostgreSQL (TEST_DB). */
import { afterEach, describe, expect, test } from "vitest";
import { applyPendingMigrations } from "../../api/src/db/migrations.ts";
import { databaseBefore, type StagedDatabase } from "../helpers/migrationStages.ts";

const MIGRATION = "20261219090000_documentos_personas";

describe(`migration ${MIGRATION}`, () => {
  let db: StagedDatabase;
  afterEach(() => db.drop());

  let dnis = 0;
  async function persona(): Promise<number> {
    const [row] = await db.query<{ id: number }>(
      `INSERT INTO personas (dni, apellido1, nombre, localidad, provincia, telefono1)
       VALUES ('${String(++dnis).padStart(8, "0")}T', 'Archivo', 'Persona', 'Sevilla', 'Sevilla', '600000000') RETURNING id`,
    );
    return row!.id;
  }
  async function animal(): Promise<number> {
    const [row] = await db.query<{ id: number }>(`INSERT INTO animales (registro, nombre) VALUES ('R${++dnis}', 'Luna') RETURNING id`);
    return row!.id;
  }
  async function stay(animalId: number, entrada: number | null, salida: number | null): Promise<number> {
    const [row] = await db.query<{ id: number }>(
      `INSERT INTO entradas_salidas (animal_id, procedencia_id, destino_id, fecha_llegada, datos_entrada_id, datos_salida_id)
       VALUES (${animalId}, 2, 3, '2026-03-01', ${entrada ?? "NULL"}, ${salida ?? "NULL"}) RETURNING id`,
    );
    return row!.id;
  }
  async function documento(stayId: number, tipo: string): Promise<number> {
    const [row] = await db.query<{ id: number }>(
      `INSERT INTO documentos_generados (entrada_salida_id, tipo, nombre_archivo, archivo, sha256, bytes, parametros, generado_por)
       VALUES (${stayId}, '${tipo}', 'd.pdf', 'informes/d.pdf', '${"0".repeat(64)}', 10, '{}', 'admin') RETURNING id`,
    );
    return row!.id;
  }
  const printed = async (documentoId: number) =>
    (await db.query<{ persona_id: number }>(`SELECT persona_id FROM documentos_personas WHERE documento_id = ${documentoId} ORDER BY persona_id`)).map(
      (row) => row.persona_id,
    );

  test("each document prints its E/S's people; the ficha registral every E/S's of its animal, no other animal's", async () => {
    db = await databaseBefore(MIGRATION);
    const [cedente, adoptante, otra, ajena] = [await persona(), await persona(), await persona(), await persona()];
    const luna = await animal();
    const first = await stay(luna, cedente, adoptante);
    const second = await stay(luna, otra, null);
    const empty = await stay(luna, null, null);
    await stay(await animal(), ajena, null);
    const contrato = await documento(first, "contrato-adopcion");
    const ficha = await documento(second, "ficha-registral");
    const cartilla = await documento(empty, "cartilla-sanitaria");

    expect(await applyPendingMigrations(db.factory)).toContain(MIGRATION);

    expect(await printed(contrato)).toEqual([cedente, adoptante]);
    expect(await printed(ficha)).toEqual([cedente, adoptante, otra]);
    expect(await printed(cartilla)).toEqual([]);
  });
});
