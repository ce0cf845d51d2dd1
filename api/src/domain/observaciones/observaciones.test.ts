import { beforeAll, describe, expect, test } from "vitest";
import { insertAnimal, insertObservation, insertStay, jpegOfSize, PNG_1X1, storeDocument, TEXT_AS_JPG } from "../../../../tests/helpers/fixtures.ts";
import { domainWorldForSuite } from "../../../../tests/helpers/domainDeps.ts";
import { loseFile } from "../../../../tests/helpers/storedFiles.ts";
import type { IncomingFile } from "../files/incomingFile.ts";
import { FileTooLargeError } from "../../files/readCapped.ts";
import { getDashboard } from "../stats/dashboard.ts";
import { DESCRIPCION_REQUIRED, FIN_BEFORE_INICIO, INICIO_REQUIRED, MAX_DOCUMENT_BYTES } from "../rules/observacion.ts";
import { deleteObservacion } from "./deleteObservacion.ts";
import { uploadObservacionDocument } from "./observacionDocument.ts";
import { pageOpenTreatments } from "./openTreatments.ts";
import { listObservaciones, pageObservaciones } from "./readObservaciones.ts";
import { createObservacion, updateObservacion } from "./saveObservacion.ts";

const PDF = Buffer.from("%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n");
/** An ELF header: an executable, whatever its name says. */
const EXECUTABLE = Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0]), Buffer.alloc(120)]);

/** As the transports hand a file over: refuses past the cap, like readCapped. */
function incoming(bytes: Buffer): IncomingFile {
  return {
    read: async (max) => {
      if (bytes.byteLength > max) throw new FileTooLargeError(max);
      return bytes;
    },
  };
}

describe("observations and treatments", () => {
  const world = domainWorldForSuite(3);
  let animalId: number;
  let esId: number;
  let otherEsId: number;
  beforeAll(async () => {
    const animal = await insertAnimal(world.deps.db);
    animalId = animal.id;
    esId = (await insertStay(world.deps.db, animal.id)).id;
    otherEsId = (await insertStay(world.deps.db, (await insertAnimal(world.deps.db)).id)).id;
  });

  const activityOf = (registroId: number) => world.deps.db.actividad.findMany({ where: { tabla: "observaciones", registroId }, orderBy: { id: "asc" } });

  test("a plain observation is created with its activity, and its treatment dates are dropped", async () => {
    const created = await createObservacion(world.deps, world.user, {
      entradaSalidaId: esId,
      descripcion: "  Llega con pulgas  ",
      tratamiento: false,
      tratamientoFechaInicio: "2026-03-01T10:00:00Z",
      tratamientoFechaFin: "2026-03-05T10:00:00Z",
    });
    expect(created).toMatchObject({
      descripcion: "Llega con pulgas",
      tratamiento: false,
      tratamientoFechaInicio: null,
      tratamientoFechaFin: null,
      documentacion: null,
    });
    const [entry] = await activityOf(created.id);
    expect(entry).toMatchObject({ accion: "crear", usuario: world.user.username });
    expect(entry!.descripcion).toContain(`la observación ${created.id} de la E/S ${esId}`);
  });

  test("the description is required, non-blank and at most 250 characters", async () => {
    for (const descripcion of [undefined, "", "   "]) {
      await expect(createObservacion(world.deps, world.user, { entradaSalidaId: esId, descripcion })).rejects.toMatchObject({
        httpStatus: 400,
        code: "VALIDATION",
        message: DESCRIPCION_REQUIRED,
        field: "descripcion",
      });
    }
    await expect(createObservacion(world.deps, world.user, { entradaSalidaId: esId, descripcion: "x".repeat(251) })).rejects.toMatchObject({
      httpStatus: 400,
      message: "La descripción no puede superar 250 caracteres",
    });
    const longest = await createObservacion(world.deps, world.user, { entradaSalidaId: esId, descripcion: "x".repeat(250) });
    expect(longest.descripcion).toHaveLength(250);
  });

  test("a treatment needs its start; its end is optional and never before the start", async () => {
    await expect(createObservacion(world.deps, world.user, { entradaSalidaId: esId, descripcion: "Antibiótico", tratamiento: true })).rejects.toMatchObject({
      message: INICIO_REQUIRED,
      field: "tratamientoFechaInicio",
    });
    await expect(
      createObservacion(world.deps, world.user, {
        entradaSalidaId: esId,
        descripcion: "Antibiótico",
        tratamiento: true,
        tratamientoFechaInicio: "2026-03-05T10:00:00Z",
        tratamientoFechaFin: "2026-03-05T09:59:00Z",
      }),
    ).rejects.toMatchObject({ message: FIN_BEFORE_INICIO, field: "tratamientoFechaFin" });
    await expect(
      createObservacion(world.deps, world.user, { entradaSalidaId: esId, descripcion: "x", tratamiento: true, tratamientoFechaInicio: "ayer" }),
    ).rejects.toMatchObject({ message: "La fecha no es válida" });
    const sameDay = await createObservacion(world.deps, world.user, {
      entradaSalidaId: esId,
      descripcion: "Antibiótico",
      tratamiento: true,
      tratamientoFechaInicio: "2026-03-05T10:00:00Z",
      tratamientoFechaFin: "2026-03-05T10:00:00Z",
    });
    expect(sameDay.tratamientoFechaFin).toEqual(new Date("2026-03-05T10:00:00Z"));
  });

  test("a missing E/S or observation is a Spanish 404", async () => {
    await expect(createObservacion(world.deps, world.user, { entradaSalidaId: 999_999, descripcion: "x" })).rejects.toMatchObject({
      httpStatus: 404,
      message: "No se encontró la entrada/salida",
    });
    await expect(createObservacion(world.deps, world.user, { entradaSalidaId: "abc", descripcion: "x" })).rejects.toMatchObject({
      httpStatus: 400,
      code: "INVALID_ID",
      field: "entradaSalidaId",
    });
    await expect(updateObservacion(world.deps, world.user, { id: 999_999, descripcion: "x" })).rejects.toMatchObject({
      httpStatus: 404,
      message: "No se encontró la observación",
    });
    await expect(deleteObservacion(world.deps, world.user, { id: 999_999 })).rejects.toMatchObject({ httpStatus: 404 });
    await expect(listObservaciones(world.deps, world.user, { entradaSalidaId: 999_999 })).rejects.toMatchObject({ httpStatus: 404 });
  });

  test("only logged-in users work with observations; every role may", async () => {
    await expect(createObservacion(world.deps, null, { entradaSalidaId: esId, descripcion: "x" })).rejects.toMatchObject({ httpStatus: 401 });
    await expect(listObservaciones(world.deps, null, { entradaSalidaId: esId })).rejects.toMatchObject({ httpStatus: 401 });
    await expect(pageOpenTreatments(world.deps, null, { offset: 0 })).rejects.toMatchObject({ httpStatus: 401 });
    for (const rol of [1, 2, 3] as const) {
      const user = await world.actor(rol);
      await expect(createObservacion(world.deps, user, { entradaSalidaId: otherEsId, descripcion: `Rol ${rol}` })).resolves.toMatchObject({
        descripcion: `Rol ${rol}`,
      });
    }
  });

  test("editing a treatment into a plain observation clears its dates; the list is newest first and filters treatments", async () => {
    const es = (await insertStay(world.deps.db, (await insertAnimal(world.deps.db)).id)).id;
    const first = await createObservacion(world.deps, world.user, { entradaSalidaId: es, descripcion: "Primera" });
    const treatment = await createObservacion(world.deps, world.user, {
      entradaSalidaId: es,
      descripcion: "Desparasitación",
      tratamiento: true,
      tratamientoFechaInicio: new Date("2026-03-01T08:00:00Z"),
    });
    expect((await listObservaciones(world.deps, world.user, { entradaSalidaId: es })).map((o) => o.id)).toEqual([treatment.id, first.id]);
    expect((await listObservaciones(world.deps, world.user, { entradaSalidaId: es, soloTratamientos: true })).map((o) => o.id)).toEqual([treatment.id]);
    const page = await pageObservaciones(world.deps, world.user, { entradaSalidaId: es }, { offset: 1, limit: 1 });
    expect(page).toMatchObject({ total: 2, items: [{ id: first.id }] });

    const plain = await updateObservacion(world.deps, world.user, {
      id: treatment.id,
      descripcion: "Desparasitación hecha",
      tratamiento: false,
      tratamientoFechaInicio: "2026-03-01T08:00:00Z",
    });
    expect(plain).toMatchObject({ tratamiento: false, tratamientoFechaInicio: null, tratamientoFechaFin: null, descripcion: "Desparasitación hecha" });
    expect((await activityOf(treatment.id)).map((a) => a.accion)).toEqual(["crear", "modificar"]);
  });

  test("a document is checked by its content and size, stored under a generated name, and replaces the old one", async () => {
    const obs = await createObservacion(world.deps, world.user, { entradaSalidaId: esId, descripcion: "Analítica" });
    const upload = (document: Buffer | null, ids: Partial<{ animalId: number; entradaSalidaId: number }> = {}) =>
      uploadObservacionDocument(world.deps, world.user, {
        observacionId: obs.id,
        within: { animalId, entradaSalidaId: esId, ...ids },
        document: document && incoming(document),
      });

    await expect(upload(EXECUTABLE)).rejects.toMatchObject({ httpStatus: 400, message: "Solo se permiten documentos PDF, JPEG, PNG o WebP" });
    await expect(upload(TEXT_AS_JPG)).rejects.toMatchObject({ httpStatus: 400 });
    await expect(upload(Buffer.alloc(0))).rejects.toMatchObject({ httpStatus: 400, message: "No se ha recibido ningún documento" });
    await expect(upload(null)).rejects.toMatchObject({ httpStatus: 400 });
    await expect(upload(jpegOfSize(MAX_DOCUMENT_BYTES + 1))).rejects.toMatchObject({
      httpStatus: 413,
      message: "El documento es demasiado grande. Máximo 10MB",
    });
    // The path must name the observation's own E/S and animal.
    await expect(upload(PDF, { entradaSalidaId: otherEsId })).rejects.toMatchObject({ httpStatus: 404 });
    await expect(upload(PDF, { animalId: animalId + 1 })).rejects.toMatchObject({ httpStatus: 404 });
    expect(await world.storedFiles("documentos")).toEqual([]);

    const withPdf = await upload(PDF);
    expect(withPdf.documentacion).toMatch(/^\/api\/uploads\/documentos\/[0-9a-f-]{36}\.pdf$/);
    const withPng = await upload(PNG_1X1);
    expect(withPng.documentacion).toMatch(/\.png$/);
    expect(await world.storedFiles("documentos")).toEqual([withPng.documentacion!.split("/").at(-1)]);
    expect(await upload(jpegOfSize(MAX_DOCUMENT_BYTES))).toMatchObject({ documentacion: expect.stringMatching(/\.jpg$/) });
    expect((await activityOf(obs.id)).filter((a) => a.descripcion.startsWith("Nuevo documento"))).toHaveLength(3);
  });

  test("deleting an observation removes its row and its document", async () => {
    const obs = await createObservacion(world.deps, world.user, { entradaSalidaId: esId, descripcion: "Radiografía" });
    const withDoc = await uploadObservacionDocument(world.deps, world.user, { observacionId: obs.id, document: incoming(PDF) });
    const name = withDoc.documentacion!.split("/").at(-1)!;
    expect(await world.storedFiles("documentos")).toContain(name);
    const removed = await deleteObservacion(world.deps, world.user, { id: obs.id });
    expect(removed).toMatchObject({ archivosEliminados: 1, archivosNoEncontrados: 0, observacion: { id: obs.id } });
    expect(await world.storedFiles("documentos")).not.toContain(name);
    expect(await world.deps.db.observacion.findUnique({ where: { id: obs.id } })).toBeNull();
    expect((await activityOf(obs.id)).at(-1)).toMatchObject({ accion: "eliminar" });
  });

  test("a document that is already gone does not stop the delete", async () => {
    const obs = await insertObservation(world.deps.db, esId, { documentacion: await storeDocument(world.deps.db) });
    await loseFile(world.deps.db, obs.documentacion!);
    expect(await deleteObservacion(world.deps, world.user, { id: obs.id })).toMatchObject({ archivosEliminados: 0, archivosNoEncontrados: 1 });
  });
});

describe("open treatments: the view and the Dashboard's card", () => {
  const NOW = new Date("2026-06-15T10:00:00Z");
  const DAY = 24 * 3600 * 1000;
  const world = domainWorldForSuite(2);

  test("the view lists every open treatment, most recently started first, and its animal count is the card's", async () => {
    const db = world.deps.db;
    const [luna, toby, kira] = await Promise.all([1, 2, 3].map((n) => insertAnimal(db, { nombre: `Animal ${n}` })));
    const lunaStay = await insertStay(db, luna!.id);
    const tobyStay = await insertStay(db, toby!.id);
    const kiraStay = await insertStay(db, kira!.id);
    const old = await insertObservation(db, lunaStay.id, { tratamiento: true, inicio: new Date(NOW.getTime() - 3 * DAY - 1000) });
    const recent = await insertObservation(db, lunaStay.id, { tratamiento: true, inicio: new Date(NOW.getTime() - DAY), fin: new Date(NOW.getTime() + DAY) });
    const toby1 = await insertObservation(db, tobyStay.id, { tratamiento: true, inicio: new Date(NOW.getTime() - 2 * DAY) });
    // Not open: ended, ends right now, not started yet, not a treatment.
    await insertObservation(db, tobyStay.id, { tratamiento: true, inicio: new Date(NOW.getTime() - 9 * DAY), fin: new Date(NOW.getTime() - DAY) });
    await insertObservation(db, kiraStay.id, { tratamiento: true, inicio: new Date(NOW.getTime() - 9 * DAY), fin: NOW });
    await insertObservation(db, kiraStay.id, { tratamiento: true, inicio: new Date(NOW.getTime() + DAY) });
    await insertObservation(db, kiraStay.id, { tratamiento: false });

    const view = await pageOpenTreatments(world.deps, world.user, { offset: 0, limit: 10 }, NOW);
    expect(view.items.map((t) => t.id)).toEqual([recent.id, toby1.id, old.id]);
    expect(view.items.map((t) => t.diasDesdeInicio)).toEqual([1, 2, 3]);
    expect(view.items[0]!.entradaSalida.animal).toMatchObject({ id: luna!.id, nombre: "Animal 1" });
    expect(view.total).toBe(3);
    expect(view.animales).toBe(2);
    expect((await getDashboard(world.deps, world.user, NOW)).enTratamiento).toBe(view.animales);

    const second = await pageOpenTreatments(world.deps, world.user, { offset: 2, limit: 2 }, NOW);
    expect(second.items.map((t) => t.id)).toEqual([old.id]);

    // Ending kira's future treatment changes nothing; ending toby's open one changes both at once.
    await db.observacion.update({ where: { id: toby1.id }, data: { tratamientoFechaFin: new Date(NOW.getTime() - 1) } });
    const after = await pageOpenTreatments(world.deps, world.user, { offset: 0 }, NOW);
    expect(after).toMatchObject({ total: 2, animales: 1 });
    expect((await getDashboard(world.deps, world.user, NOW)).enTratamiento).toBe(1);
  });
});
