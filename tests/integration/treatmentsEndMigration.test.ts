/** The migration that ends treatments still running on closed stays, on PGlite or PostgreSQL (TEST_DB). */
import { afterEach, describe, expect, test } from "vitest";
import { applyPendingMigrations } from "../../api/src/db/migrations.ts";
import { databaseBefore, type StagedDatabase } from "../helpers/migrationStages.ts";

const MIGRATION = "20261127090000_treatments_end_with_their_stay";

describe(`migration ${MIGRATION}`, () => {
  let db: StagedDatabase;
  afterEach(() => db.drop());

  /** A stay of a new animal; answers its id. */
  async function stay(destinoId: number, fechaSalida: string | null): Promise<number> {
    const [animal] = await db.query<{ id: number }>(`INSERT INTO animales (registro, nombre) VALUES ('R', 'Luna') RETURNING id`);
    const salida = fechaSalida ? `'${fechaSalida}'` : "NULL";
    const [row] = await db.query<{ id: number }>(
      `INSERT INTO entradas_salidas (animal_id, procedencia_id, destino_id, fecha_llegada, fecha_salida) VALUES (${animal!.id}, 2, ${destinoId}, '2026-03-01', ${salida}) RETURNING id`,
    );
    return row!.id;
  }

  async function observation(stayId: number, tratamiento: boolean, inicio: string | null, fin: string | null): Promise<number> {
    const value = (instant: string | null) => (instant ? `'${instant}'` : "NULL");
    const [row] = await db.query<{ id: number }>(
      `INSERT INTO observaciones (entradas_salidas_id, descripcion, tratamiento, tratamiento_fecha_inicio, tratamiento_fecha_fin)
       VALUES (${stayId}, 'Revisión', ${tratamiento}, ${value(inicio)}, ${value(fin)}) RETURNING id`,
    );
    return row!.id;
  }

  const endOf = async (id: number) => (await db.query<{ fin: Date | null }>(`SELECT tratamiento_fecha_fin AS fin FROM observaciones WHERE id = ${id}`))[0]!.fin;

  test("treatments running on closed stays end on the exit day, recorded by 'sistema'; the rest are left alone", async () => {
    db = await databaseBefore(MIGRATION);
    const closed = await stay(3, "2026-03-10");
    const running = await observation(closed, true, "2026-03-02T09:00:00Z", null);
    const endsLater = await observation(closed, true, "2026-03-05T09:00:00Z", "2026-04-01T09:00:00Z");
    const endedBefore = await observation(closed, true, "2026-03-02T09:00:00Z", "2026-03-04T09:00:00Z");
    const startsLater = await observation(closed, true, "2026-03-12T09:00:00Z", null);
    const plain = await observation(closed, false, null, null);
    const open = await stay(6, null);
    const stillRunning = await observation(open, true, "2026-03-02T09:00:00Z", null);

    expect(await applyPendingMigrations(db.factory)).toContain(MIGRATION);

    // 23:59:59.999 of 10/03/2026 in Madrid (UTC+1).
    expect(await endOf(running)).toEqual(new Date("2026-03-10T22:59:59.999Z"));
    expect(await endOf(endsLater)).toEqual(new Date("2026-03-10T22:59:59.999Z"));
    expect(await endOf(endedBefore)).toEqual(new Date("2026-03-04T09:00:00Z"));
    // Never before its start.
    expect(await endOf(startsLater)).toEqual(new Date("2026-03-12T09:00:00Z"));
    expect(await endOf(plain)).toBeNull();
    expect(await endOf(stillRunning)).toBeNull();

    const audit = await db.query<{ registro_id: number; usuario: string; descripcion: string }>(
      "SELECT registro_id, usuario, descripcion FROM actividades ORDER BY registro_id",
    );
    expect(audit).toEqual(
      [running, endsLater, startsLater].map((id) => ({
        registro_id: id,
        usuario: "sistema",
        descripcion: `Finalizada la observación ${id} (tratamiento) de la E/S ${closed} con la salida del 10/03/2026`,
      })),
    );
    expect(await db.query("SELECT username, usuario_id FROM logs")).toEqual(Array(3).fill({ username: "sistema", usuario_id: null }));
  });
});
