import { describe, expect, test } from "vitest";
import { blockAnimalDeletes, incomingBytes, insertAnimal, insertObservation, insertStay, PNG_1X1, storeDocument } from "../../../../tests/helpers/fixtures.ts";
import { domainWorldForSuite } from "../../../../tests/helpers/domainDeps.ts";
import { isStored, loseFile } from "../../../../tests/helpers/storedFiles.ts";
import { uploadAnimalPhoto } from "./animalPhoto.ts";
import { deleteAnimalCascade } from "./deleteAnimalCascade.ts";

describe("deleting an animal in cascade", () => {
  const world = domainWorldForSuite(3);

  /** An animal with a photo, two E/S, three observations (two with a document) and their files. */
  async function animalWithEverything() {
    const db = world.deps.db;
    const animal = await insertAnimal(db);
    const withPhoto = await uploadAnimalPhoto(world.deps, world.user, { id: animal.id, photo: incomingBytes(PNG_1X1) });
    const closed = await insertStay(db, animal.id, { destinoId: 3, fechaLlegada: "2025-03-01", fechaSalida: "2025-05-01" });
    const open = await insertStay(db, animal.id, { fechaLlegada: "2026-02-01" });
    const documents = [await storeDocument(db), await storeDocument(db)];
    await insertObservation(db, closed.id, { documentacion: documents[0] });
    await insertObservation(db, open.id, { tratamiento: true, documentacion: documents[1], inicio: new Date() });
    await insertObservation(db, open.id);
    const files = [withPhoto.fotografia!, ...documents];
    return { animal, stays: [closed.id, open.id], files };
  }

  test("requires typing exactly SEGURO", async () => {
    const { animal } = await animalWithEverything();
    for (const confirmacion of [undefined, "", "seguro", "SEGURO ", "SI"]) {
      await expect(deleteAnimalCascade(world.deps, world.user, { id: animal.id, confirmacion })).rejects.toMatchObject({
        httpStatus: 400,
        message: 'Debe escribir "SEGURO" para confirmar la eliminación',
      });
    }
    expect(await world.deps.db.animal.count({ where: { id: animal.id } })).toBe(1);
  });

  const allStored = async (files: string[]) => (await Promise.all(files.map((file) => isStored(world.deps.db, file)))).every(Boolean);
  const noneStored = async (files: string[]) => !(await Promise.all(files.map((file) => isStored(world.deps.db, file)))).some(Boolean);

  test("removes the animal, its E/S, their observations and every file, and counts them", async () => {
    const { animal, stays, files } = await animalWithEverything();
    expect(await allStored(files)).toBe(true);
    const detalles = await deleteAnimalCascade(world.deps, world.user, { id: animal.id, confirmacion: "SEGURO", from: "list" });
    expect(detalles).toEqual({
      animalId: animal.id,
      entradasSalidasEliminadas: 2,
      observacionesEliminadas: 3,
      archivosEliminados: 3,
      archivosNoEncontrados: 0,
    });
    expect(await noneStored(files)).toBe(true);
    expect(await world.deps.db.archivoVariante.count({ where: { ruta: files[0]! } })).toBe(0);
    const db = world.deps.db;
    expect(await db.animal.count({ where: { id: animal.id } })).toBe(0);
    expect(await db.entradaSalida.count({ where: { id: { in: stays } } })).toBe(0);
    expect(await db.observacion.count({ where: { entradaSalidaId: { in: stays } } })).toBe(0);
    const trail = await db.actividad.findFirstOrThrow({ where: { registroId: animal.id, accion: "eliminar" } });
    expect(trail.descripcion).toContain("desde la lista: 2 entradas/salidas, 3 observaciones");
  });

  test("files already gone are reported as not found", async () => {
    const { animal, files } = await animalWithEverything();
    await loseFile(world.deps.db, files[1]!);
    const detalles = await deleteAnimalCascade(world.deps, world.user, { id: animal.id, confirmacion: "SEGURO" });
    expect(detalles).toMatchObject({ archivosEliminados: 2, archivosNoEncontrados: 1 });
  });

  test("a failure part-way leaves every row and every file in place", async () => {
    const { animal, stays, files } = await animalWithEverything();
    const db = world.deps.db;
    // A real database error after the observations and E/S have been deleted in the transaction.
    const unblock = await blockAnimalDeletes(db);
    try {
      await expect(deleteAnimalCascade(world.deps, world.user, { id: animal.id, confirmacion: "SEGURO" })).rejects.toThrow(/borrado bloqueado/);
    } finally {
      await unblock();
    }
    expect(await db.animal.count({ where: { id: animal.id } })).toBe(1);
    expect(await db.entradaSalida.count({ where: { id: { in: stays } } })).toBe(2);
    expect(await db.observacion.count({ where: { entradaSalidaId: { in: stays } } })).toBe(3);
    expect(await allStored(files)).toBe(true);
    expect(await db.actividad.count({ where: { registroId: animal.id, accion: "eliminar" } })).toBe(0);
  });

  test("an unknown animal is a 404; anonymous callers get 401", async () => {
    await expect(deleteAnimalCascade(world.deps, world.user, { id: 424242, confirmacion: "SEGURO" })).rejects.toMatchObject({ httpStatus: 404 });
    await expect(deleteAnimalCascade(world.deps, null, { id: 1, confirmacion: "SEGURO" })).rejects.toMatchObject({ httpStatus: 401 });
  });
});
