import { describe, expect, test } from "vitest";
import { animalData } from "../../../../tests/helpers/fixtures.ts";
import { domainWorldForSuite } from "../../../../tests/helpers/domainDeps.ts";
import { createAnimal, updateAnimal } from "./saveAnimal.ts";

describe("saving the animal data of a ficha", () => {
  const world = domainWorldForSuite(2);

  const rejects = (input: Record<string, unknown>) => expect(createAnimal(world.deps, world.user, animalData(input)));

  test("registro and nombre are required: 'Completa este campo' on that field", async () => {
    await rejects({ registro: "" }).rejects.toMatchObject({ message: "Completa este campo", field: "registro" });
    await rejects({ registro: "   " }).rejects.toMatchObject({ message: "Completa este campo", field: "registro" });
    await rejects({ registro: undefined }).rejects.toMatchObject({ message: "Completa este campo", field: "registro" });
    await rejects({ nombre: "" }).rejects.toMatchObject({ message: "Completa este campo", field: "nombre" });
  });

  test("tipo, talla and sexo must be chosen, and must exist", async () => {
    for (const field of ["tipoId", "tallaId", "sexoId"]) {
      await rejects({ [field]: null }).rejects.toMatchObject({ message: "Selecciona un elemento de la lista", field });
      await rejects({ [field]: 0 }).rejects.toMatchObject({ field });
      await rejects({ [field]: 99 }).rejects.toMatchObject({ message: "Selecciona un elemento de la lista", field });
    }
  });

  test("max lengths: 25 for the short fields, 250 for otros", async () => {
    for (const field of ["registro", "nombre", "identificacion", "raza", "pelo", "color", "cola"]) {
      await rejects({ [field]: "x".repeat(26) }).rejects.toMatchObject({ field, message: expect.stringContaining("no puede superar 25 caracteres") });
    }
    await rejects({ otros: "x".repeat(251) }).rejects.toMatchObject({ field: "otros", message: "El campo Otros no puede superar 250 caracteres" });
    const longest = await createAnimal(world.deps, world.user, animalData({ registro: "r".repeat(25), nombre: "n".repeat(25), otros: "o".repeat(250) }));
    expect(longest.otros).toHaveLength(250);
  });

  test("años ≥ 0, meses 0 to 11, anything non-numeric becomes 0", async () => {
    await rejects({ edadAnios: -1 }).rejects.toMatchObject({ field: "edadAnios", message: "Los años no pueden ser negativos" });
    await rejects({ edadMeses: 12 }).rejects.toMatchObject({ field: "edadMeses", message: "Los meses deben estar entre 0 y 11" });
    await rejects({ edadMeses: -1 }).rejects.toMatchObject({ field: "edadMeses" });
    const zeroes = await createAnimal(world.deps, world.user, animalData({ edadAnios: "dos", edadMeses: "" }));
    expect([zeroes.edadAnios, zeroes.edadMeses]).toEqual([0, 0]);
    const fromText = await createAnimal(world.deps, world.user, animalData({ edadAnios: "3", edadMeses: 11 }));
    expect([fromText.edadAnios, fromText.edadMeses]).toEqual([3, 11]);
  });

  test("blank optional texts are stored as null; the photo is never set by the form", async () => {
    const animal = await createAnimal(world.deps, world.user, animalData({ identificacion: "  ", color: "", fotografia: "/etc/passwd" }));
    expect(animal).toMatchObject({ identificacion: null, color: null, fotografia: null, fotoVersion: 0 });
  });

  test("creating and updating are recorded in the activity trail", async () => {
    const animal = await createAnimal(world.deps, world.user, animalData({ registro: "AUD-1", nombre: "Toby" }));
    const updated = await updateAnimal(world.deps, world.user, { id: animal.id, ...animalData({ registro: "AUD-1", nombre: "Toby II", edadMeses: 4 }) });
    expect(updated).toMatchObject({ id: animal.id, nombre: "Toby II", edadMeses: 4 });
    const trail = await world.deps.db.actividad.findMany({ where: { registroId: animal.id, tabla: "animales" }, orderBy: { id: "asc" } });
    expect(trail.map((row) => [row.accion, row.usuario])).toEqual([
      ["crear", world.user.username],
      ["modificar", world.user.username],
    ]);
    expect(trail[1]!.descripcion).toBe("Modificada la ficha registral AUD-1 (Toby II)");
  });

  test("updating an animal that does not exist is a 404, a malformed id a 400; an anonymous caller gets 401", async () => {
    await expect(updateAnimal(world.deps, world.user, { id: 999_999, ...animalData() })).rejects.toMatchObject({
      httpStatus: 404,
      message: "Animal no encontrado",
    });
    await expect(updateAnimal(world.deps, world.user, { id: "abc", ...animalData() })).rejects.toMatchObject({
      httpStatus: 400,
      code: "INVALID_ID",
      message: "Identificador no válido",
    });
    await expect(createAnimal(world.deps, null, animalData())).rejects.toMatchObject({ httpStatus: 401 });
  });
});
