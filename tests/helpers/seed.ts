/**
 * Puts rows into a data folder's PGlite database before the server opens it (the server then
 * holds the folder's lock), for journeys that need records no screen can create yet.
 */
import path from "node:path";
import { openDatabase } from "../../api/src/db/client.ts";
import type { Db } from "../../api/src/db/client.ts";
import type { Prisma } from "../../api/src/db/generated/prisma/client.ts";
import { hashPassword } from "../../api/src/domain/auth/passwords.ts";

export async function withDataDirDatabase<T>(dataDir: string, work: (db: Db) => Promise<T>): Promise<T> {
  const database = await openDatabase({ kind: "pglite", dir: path.join(dataDir, "db") });
  try {
    return await work(database.prisma);
  } finally {
    await database.close();
  }
}

/** The veterinarian seedVeterinariaWithAnimal makes, as the login screen takes her. */
export const VETERINARIA = { username: "veterinaria", password: "secreto1" };

export type SeededAnimal = { animalId: number; entradaSalidaId: number };

/** VETERINARIA, and a dog in the shelter since 20/02/2026 whose open E/S has `observaciones`. */
export async function seedVeterinariaWithAnimal(
  dataDir: string,
  registro: string,
  observaciones: Omit<Prisma.ObservacionUncheckedCreateInput, "entradaSalidaId">[],
): Promise<SeededAnimal> {
  return withDataDirDatabase(dataDir, async (db) => {
    await db.usuario.create({
      data: { username: VETERINARIA.username, password: await hashPassword(VETERINARIA.password), email: "v@refugio.test", rolId: 3 },
    });
    const animal = await db.animal.create({ data: { registro, nombre: "Canela", tipoId: 1, tallaId: 2, sexoId: 2 } });
    const stay = await db.entradaSalida.create({ data: { animalId: animal.id, procedenciaId: 2, destinoId: 6, fechaLlegada: new Date("2026-02-20") } });
    for (const observacion of observaciones) await db.observacion.create({ data: { ...observacion, entradaSalidaId: stay.id } });
    return { animalId: animal.id, entradaSalidaId: stay.id };
  });
}
