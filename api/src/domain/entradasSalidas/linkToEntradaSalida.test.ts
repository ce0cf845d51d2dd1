import { beforeAll, describe, expect, test } from "vitest";
import { createAyuntamiento } from "../ayuntamientos/saveAyuntamiento.ts";
import { createPersona } from "../personas/savePersona.ts";
import { createAnimalWithEntradaSalida, domainWorldForSuite } from "../../../../tests/helpers/domainDeps.ts";
import { linkAyuntamientoToEntradaSalida, linkPersonaToEntradaSalida } from "./linkToEntradaSalida.ts";

const person = { nombre: "Luis", apellido1: "Gil", localidad: "Lorca", provincia: "Murcia", telefono1: "600000000" };

describe("linking a person or a town hall to an E/S", () => {
  const world = domainWorldForSuite(2);
  let personaId: number;
  beforeAll(async () => {
    personaId = (await createPersona(world.deps, world.user, { ...person, dni: "11111111H" })).id;
  });

  test("entry and exit roles set datos_entrada_id and datos_salida_id, and record the activity", async () => {
    const { animalId, entradaSalidaId } = await createAnimalWithEntradaSalida(world.deps);
    expect(await linkPersonaToEntradaSalida(world.deps, world.user, { entradaSalidaId, personaId, role: "entrada" })).toEqual({
      entradaSalidaId,
      animalId,
      pendingReport: null,
    });
    await linkPersonaToEntradaSalida(world.deps, world.user, { entradaSalidaId, personaId, role: "salida" });
    expect(await world.deps.db.entradaSalida.findUniqueOrThrow({ where: { id: entradaSalidaId } })).toMatchObject({
      datosEntradaId: personaId,
      datosSalidaId: personaId,
      ayuntamientoId: null,
    });
    const activity = await world.deps.db.actividad.findFirstOrThrow({ where: { accion: "vincular_persona" } });
    expect(activity).toMatchObject({ tabla: "entradas_salidas", registroId: entradaSalidaId, usuario: world.user.username });
    expect(activity.descripcion).toBe(
      `Vinculada la persona Luis Gil (DNI 11111111H) como datos de entrada de la E/S ${entradaSalidaId} del animal ${animalId}`,
    );
  });

  test("a process selection leaves the matching document pending; a plain one never does", async () => {
    const abandono = await createAnimalWithEntradaSalida(world.deps, { procedenciaId: 1 });
    const link = (es: number, role: string, forProcess: boolean) =>
      linkPersonaToEntradaSalida(world.deps, world.user, { entradaSalidaId: es, personaId, role, forProcess }).then((r) => r.pendingReport);
    expect(await link(abandono.entradaSalidaId, "entrada", true)).toBe("declaracion_abandono");
    expect(await link(abandono.entradaSalidaId, "entrada", false)).toBeNull();
    expect(await link(abandono.entradaSalidaId, "salida", true)).toBeNull();
    const adopcion = await createAnimalWithEntradaSalida(world.deps, { procedenciaId: 2, destinoId: 3 });
    expect(await link(adopcion.entradaSalidaId, "salida", true)).toBe("contrato_adopcion");
    expect(await link(adopcion.entradaSalidaId, "entrada", true)).toBeNull();
    const reconocimiento = await createAnimalWithEntradaSalida(world.deps, { procedenciaId: 2, destinoId: 4 });
    expect(await link(reconocimiento.entradaSalidaId, "salida", true)).toBe("declaracion_reconocimiento");
    expect(await link(reconocimiento.entradaSalidaId, "salida", false)).toBeNull();
  });

  test("the municipality mode sets ayuntamiento_id", async () => {
    const { animalId, entradaSalidaId } = await createAnimalWithEntradaSalida(world.deps);
    const ayuntamiento = await createAyuntamiento(world.deps, world.user, { cif: "P3002400D", ayuntamiento: "Lorca" });
    expect(await linkAyuntamientoToEntradaSalida(world.deps, world.user, { entradaSalidaId, ayuntamientoId: ayuntamiento.id })).toEqual({
      entradaSalidaId,
      animalId,
      pendingReport: null,
    });
    expect((await world.deps.db.entradaSalida.findUniqueOrThrow({ where: { id: entradaSalidaId } })).ayuntamientoId).toBe(ayuntamiento.id);
  });

  test("a missing E/S fails with the spec's message; missing people, town halls and bad input too", async () => {
    await expect(linkPersonaToEntradaSalida(world.deps, world.user, { entradaSalidaId: 987_654, personaId, role: "entrada" })).rejects.toMatchObject({
      httpStatus: 404,
      message: "No se encontró la entrada/salida",
    });
    await expect(linkAyuntamientoToEntradaSalida(world.deps, world.user, { entradaSalidaId: 987_654, ayuntamientoId: 1 })).rejects.toMatchObject({
      message: "No se encontró la entrada/salida",
    });
    const { entradaSalidaId } = await createAnimalWithEntradaSalida(world.deps);
    await expect(linkPersonaToEntradaSalida(world.deps, world.user, { entradaSalidaId, personaId: 987_654, role: "entrada" })).rejects.toMatchObject({
      message: "Persona no encontrada",
    });
    await expect(linkAyuntamientoToEntradaSalida(world.deps, world.user, { entradaSalidaId, ayuntamientoId: 987_654 })).rejects.toMatchObject({
      message: "Ayuntamiento no encontrado",
    });
    await expect(linkPersonaToEntradaSalida(world.deps, world.user, { entradaSalidaId, personaId, role: "otro" })).rejects.toMatchObject({
      httpStatus: 400,
      field: "role",
    });
    await expect(linkPersonaToEntradaSalida(world.deps, null, { entradaSalidaId, personaId, role: "entrada" })).rejects.toMatchObject({
      httpStatus: 401,
    });
  });
});
