import { beforeAll, describe, expect, test } from "vitest";
import { domainWorldForSuite } from "../../../../tests/helpers/domainDeps.ts";
import { adoptable, registeredShelter } from "../../../../tests/helpers/fixtures.ts";
import { keepFile } from "../../../../tests/helpers/storedFiles.ts";
import { deleteAyuntamiento } from "../ayuntamientos/deleteAyuntamiento.ts";
import { deletePersona } from "../personas/deletePersona.ts";
import { createPersona } from "../personas/savePersona.ts";
import {
  ARRIVAL_IN_FUTURE,
  EXIT_BEFORE_ARRIVAL,
  FECHA_SALIDA_REQUIRED,
  OPEN_STAY_MESSAGE,
  PROCEDENCIA_REQUIRED,
  REOPEN_STAY_MESSAGE,
} from "../rules/entradaSalida.ts";
import { deleteEntradaSalida } from "./deleteEntradaSalida.ts";
import { dayOf } from "../rules/shelterClock.ts";
import { shelterToday } from "./entradaSalidaRecord.ts";
import { unlinkAyuntamientoFromEntradaSalida, unlinkPersonaFromEntradaSalida } from "./linkToEntradaSalida.ts";
import { checkOpenStay, getDiasEnRefugio, listEntradasSalidas } from "./readEntradasSalidas.ts";
import { createEntradaSalida, openEntradaSalida, updateEntradaSalida } from "./saveEntradaSalida.ts";
import { saveAyuntamientoFromFicha, savePersonaFromFicha } from "./saveFromFicha.ts";

const person = { nombre: "Ana", apellido1: "Ruiz", localidad: "Lorca", provincia: "Murcia", telefono1: "600000001" };

function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

describe("entries and exits", () => {
  const world = domainWorldForSuite(3);
  let today: string;
  const newAnimal = async () => (await world.deps.db.animal.create({ data: { registro: "R", nombre: "Luna", ...adoptable() } })).id;
  const general = (id: number, fields: Record<string, unknown>) => updateEntradaSalida(world.deps, world.user, { id, source: "general", ...fields });

  beforeAll(async () => {
    today = shelterToday(world.deps);
    await registeredShelter(world.deps.db);
  });

  test("a new E/S has no procedencia, arrives today, destino 6, no exit, nobody linked, and is recorded", async () => {
    const animalId = await newAnimal();
    const es = await openEntradaSalida(world.deps, world.user, { animalId });
    expect(es).toMatchObject({
      animalId,
      procedenciaId: null,
      destinoId: 6,
      fechaSalida: null,
      datosEntradaId: null,
      datosSalidaId: null,
      ayuntamientoId: null,
    });
    expect(dayOf(es.fechaLlegada)).toBe(today);
    expect(await world.deps.db.actividad.count({ where: { tabla: "entradas_salidas", accion: "crear", registroId: es.id } })).toBe(1);
    expect(await checkOpenStay(world.deps, world.user, { animalId })).toBe(true);
    expect(await getDiasEnRefugio(world.deps, world.user, { id: es.id })).toBe(0);
  });

  test("a second open stay is refused with the spec's message, and allowed once the first is closed", async () => {
    const animalId = await newAnimal();
    const first = await openEntradaSalida(world.deps, world.user, { animalId });
    await expect(openEntradaSalida(world.deps, world.user, { animalId })).rejects.toMatchObject({
      httpStatus: 409,
      code: "OPEN_STAY_EXISTS",
      message: OPEN_STAY_MESSAGE,
    });
    await general(first.id, { procedenciaId: 2, fechaLlegada: today, destinoId: 3, fechaSalida: today });
    expect(await checkOpenStay(world.deps, world.user, { animalId })).toBe(false);
    const second = await openEntradaSalida(world.deps, world.user, { animalId });
    // Reopening the first while the second is open breaks the same rule.
    await expect(general(first.id, { procedenciaId: 2, fechaLlegada: today, destinoId: 6, fechaSalida: null })).rejects.toMatchObject({
      httpStatus: 409,
      code: "OPEN_STAY_EXISTS",
      message: REOPEN_STAY_MESSAGE,
    });
    const list = await listEntradasSalidas(world.deps, world.user, { animalId });
    expect(list.map((row) => row.id)).toEqual([second.id, first.id]);
  });

  test("50 concurrent opens for one animal: exactly one succeeds, 49 get the 409", async () => {
    const animalId = await newAnimal();
    const results = await Promise.allSettled(Array.from({ length: 50 }, () => openEntradaSalida(world.deps, world.user, { animalId })));
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
    const refusals = results.flatMap((r) => (r.status === "rejected" ? [r.reason] : []));
    expect(refusals).toHaveLength(49);
    for (const reason of refusals) expect(reason).toMatchObject({ httpStatus: 409, message: OPEN_STAY_MESSAGE });
    expect(await world.deps.db.entradaSalida.count({ where: { animalId } })).toBe(1);
  });

  test("General: procedencia required, exit date required unless destino 6, cleared with destino 6", async () => {
    const { id } = await openEntradaSalida(world.deps, world.user, { animalId: await newAnimal() });
    await expect(general(id, { procedenciaId: 0, fechaLlegada: today, destinoId: 6 })).rejects.toMatchObject({
      httpStatus: 400,
      message: PROCEDENCIA_REQUIRED,
      field: "procedenciaId",
    });
    await expect(general(id, { procedenciaId: 2, fechaLlegada: today, destinoId: 3, fechaSalida: null })).rejects.toMatchObject({
      message: FECHA_SALIDA_REQUIRED,
      field: "fechaSalida",
    });
    const kept = await general(id, { procedenciaId: 2, fechaLlegada: addDays(today, -3), destinoId: 6, fechaSalida: today });
    expect(kept.entradaSalida.fechaSalida).toBeNull();
    expect(await getDiasEnRefugio(world.deps, world.user, { id })).toBe(3);
    // Another tab saving the row needs no procedencia.
    const other = await openEntradaSalida(world.deps, world.user, { animalId: await newAnimal() });
    await expect(
      updateEntradaSalida(world.deps, world.user, { id: other.id, source: "entrada", procedenciaId: 0, fechaLlegada: today, destinoId: 6 }),
    ).resolves.toMatchObject({
      entradaSalida: { procedenciaId: null },
    });
  });

  test("dates: exit before arrival and arrival in the future are refused; days count to the exit", async () => {
    const { id } = await openEntradaSalida(world.deps, world.user, { animalId: await newAnimal() });
    await expect(general(id, { procedenciaId: 1, fechaLlegada: today, destinoId: 3, fechaSalida: addDays(today, -1) })).rejects.toMatchObject({
      message: EXIT_BEFORE_ARRIVAL,
      field: "fechaSalida",
    });
    await expect(general(id, { procedenciaId: 1, fechaLlegada: addDays(today, 1), destinoId: 6 })).rejects.toMatchObject({
      message: ARRIVAL_IN_FUTURE,
      field: "fechaLlegada",
    });
    await expect(general(id, { procedenciaId: 1, fechaLlegada: "2026-02-30", destinoId: 6 })).rejects.toMatchObject({ httpStatus: 400, field: "fechaLlegada" });
    await expect(general(id, { procedenciaId: 99, fechaLlegada: today, destinoId: 6 })).rejects.toMatchObject({ httpStatus: 400, field: "procedenciaId" });
    await general(id, { procedenciaId: 1, fechaLlegada: "2026-01-30", destinoId: 3, fechaSalida: "2026-03-02" });
    expect(await getDiasEnRefugio(world.deps, world.user, { id })).toBe(31);
  });

  test("POST with every field: links checked, the open-stay rule applies to destino 6 only", async () => {
    const animalId = await newAnimal();
    const persona = await createPersona(world.deps, world.user, { ...person, dni: "22222222J" });
    const closed = await createEntradaSalida(world.deps, world.user, {
      animalId,
      procedenciaId: 2,
      fechaLlegada: "2026-01-01",
      destinoId: 3,
      fechaSalida: "2026-01-05",
      datosEntradaId: persona.id,
    });
    expect(closed).toMatchObject({ destinoId: 3, datosEntradaId: persona.id });
    await expect(createEntradaSalida(world.deps, world.user, { animalId, datosSalidaId: 987_654 })).rejects.toMatchObject({
      httpStatus: 404,
      field: "datosSalidaId",
    });
    await expect(createEntradaSalida(world.deps, world.user, { animalId: 987_654 })).rejects.toMatchObject({
      httpStatus: 404,
      message: "Animal no encontrado",
    });
  });

  test("a change rolls back when its activity entry cannot be written", async () => {
    const animalId = await newAnimal();
    const unrecordable = { ...world.user, username: "x".repeat(40) };
    await expect(openEntradaSalida(world.deps, unrecordable, { animalId })).rejects.toThrow();
    expect(await world.deps.db.entradaSalida.count({ where: { animalId } })).toBe(0);
    const { id } = await openEntradaSalida(world.deps, world.user, { animalId });
    await expect(general(id, { procedenciaId: 2, fechaLlegada: today, destinoId: 6 })).resolves.toBeTruthy();
    await expect(
      updateEntradaSalida(world.deps, unrecordable, { id, source: "general", procedenciaId: 3, fechaLlegada: today, destinoId: 6 }),
    ).rejects.toThrow();
    expect((await world.deps.db.entradaSalida.findUniqueOrThrow({ where: { id } })).procedenciaId).toBe(2);
    await expect(deleteEntradaSalida(world.deps, unrecordable, { id, confirmacion: "SEGURO" })).rejects.toThrow();
    expect(await world.deps.db.entradaSalida.count({ where: { id } })).toBe(1);
  });

  test("people and town halls from the ficha: created or updated, then linked; unlinking keeps them; linked ones cannot be deleted", async () => {
    const { id } = await openEntradaSalida(world.deps, world.user, { animalId: await newAnimal() });
    const created = await savePersonaFromFicha(world.deps, world.user, { entradaSalidaId: id, role: "salida", persona: { ...person, dni: "33333333P" } });
    const row = () => world.deps.db.entradaSalida.findUniqueOrThrow({ where: { id } });
    expect((await row()).datosSalidaId).toBe(created.id);
    const updated = await savePersonaFromFicha(world.deps, world.user, {
      entradaSalidaId: id,
      role: "salida",
      personaId: created.id,
      persona: { ...person, dni: "33333333P", localidad: "Águilas" },
    });
    expect(updated.localidad).toBe("Águilas");
    expect(await world.deps.db.actividad.count({ where: { accion: "vincular_persona", registroId: id } })).toBe(1);
    await expect(savePersonaFromFicha(world.deps, world.user, { entradaSalidaId: id, role: "entrada", persona: { dni: "44444444A" } })).rejects.toMatchObject({
      message: "Error de validación: Todos los campos marcados con * son obligatorios",
    });
    await expect(
      savePersonaFromFicha(world.deps, world.user, { entradaSalidaId: id, role: "entrada", persona: { ...person, dni: "44444444A", codigoPostal: "123" } }),
    ).rejects.toMatchObject({ message: "El código postal debe tener 5 dígitos" });
    await expect(deletePersona(world.deps, world.user, { id: created.id })).rejects.toMatchObject({ httpStatus: 409 });

    const ayuntamiento = await saveAyuntamientoFromFicha(world.deps, world.user, {
      entradaSalidaId: id,
      ayuntamiento: { cif: "P3002400D", ayuntamiento: "Lorca" },
    });
    expect((await row()).ayuntamientoId).toBe(ayuntamiento.id);
    await expect(deleteAyuntamiento(world.deps, world.user, { id: ayuntamiento.id })).rejects.toMatchObject({ httpStatus: 409 });

    await unlinkPersonaFromEntradaSalida(world.deps, world.user, { entradaSalidaId: id, role: "salida" });
    await unlinkAyuntamientoFromEntradaSalida(world.deps, world.user, { entradaSalidaId: id });
    expect(await row()).toMatchObject({ datosSalidaId: null, ayuntamientoId: null });
    expect(await world.deps.db.persona.count({ where: { id: created.id } })).toBe(1);
    expect(await world.deps.db.actividad.count({ where: { accion: { in: ["desvincular_persona", "desvincular_ayuntamiento"] }, registroId: id } })).toBe(2);
    await expect(unlinkPersonaFromEntradaSalida(world.deps, world.user, { entradaSalidaId: 987_654, role: "entrada" })).rejects.toMatchObject({
      message: "No se encontró la entrada/salida",
    });
  });

  test("deleting an E/S needs SEGURO and removes its observations and their files", async () => {
    const animalId = await newAnimal();
    const { id } = await openEntradaSalida(world.deps, world.user, { animalId });
    const file = await keepFile(world.deps.db, "documentos", new TextEncoder().encode("%PDF-1.4"), "pdf");
    await world.deps.db.observacion.createMany({
      data: [
        { entradaSalidaId: id, descripcion: "Vacuna", documentacion: file.apiPath },
        { entradaSalidaId: id, descripcion: "Revisión", documentacion: "/api/uploads/documentos/00000000-0000-4000-8000-000000000000.pdf" },
        { entradaSalidaId: id, descripcion: "Baño" },
      ],
    });
    await expect(deleteEntradaSalida(world.deps, world.user, { id, confirmacion: "seguro" })).rejects.toMatchObject({
      httpStatus: 400,
      message: 'Debe escribir "SEGURO" para confirmar la eliminación',
    });
    expect(await deleteEntradaSalida(world.deps, world.user, { id, confirmacion: "SEGURO" })).toEqual({
      entradaSalidaId: id,
      animalId,
      observacionesEliminadas: 3,
      archivosEliminados: 1,
      archivosNoEncontrados: 1,
    });
    expect(await world.storedFiles("documentos")).not.toContain(file.name);
    expect(await world.deps.db.observacion.count({ where: { entradaSalidaId: id } })).toBe(0);
    expect(await world.deps.db.actividad.count({ where: { accion: "eliminar", tabla: "entradas_salidas", registroId: id } })).toBe(1);
    await expect(deleteEntradaSalida(world.deps, world.user, { id, confirmacion: "SEGURO" })).rejects.toMatchObject({ httpStatus: 404 });
  });

  test("nobody logged in is refused", async () => {
    await expect(openEntradaSalida(world.deps, null, { animalId: 1 })).rejects.toMatchObject({ httpStatus: 401 });
    await expect(listEntradasSalidas(world.deps, null, {})).rejects.toMatchObject({ httpStatus: 401 });
  });
});
