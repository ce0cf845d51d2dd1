import { describe, expect, test } from "vitest";
import { createAnimalWithEntradaSalida, createDomainWorld, domainWorldForSuite } from "../../../../tests/helpers/domainDeps.ts";
import { ANA_PERSONA } from "../../../../tests/helpers/fixtures.ts";
import { deletePersona } from "./deletePersona.ts";
import { findPersonaByDni, getPersona } from "./getPersona.ts";
import { createPersona, createPersonaFromFicha, updatePersona } from "./savePersona.ts";
import { pagePersonas, searchPersonas } from "./searchPersonas.ts";

const ana = ANA_PERSONA;

describe("people", () => {
  const world = domainWorldForSuite(2);

  test("anonymous callers are refused before anything else", async () => {
    await expect(createPersona(world.deps, null, {})).rejects.toMatchObject({ code: "UNAUTHENTICATED", httpStatus: 401 });
    await expect(searchPersonas(world.deps, null, { offset: 0 })).rejects.toMatchObject({ httpStatus: 401 });
    await expect(deletePersona(world.deps, null, { id: 1 })).rejects.toMatchObject({ httpStatus: 401 });
    await expect(findPersonaByDni(world.deps, null, { dni: "1" })).rejects.toMatchObject({ httpStatus: 401 });
  });

  test("create normalises the DNI, blanks become null, adopción defaults to yes, and the change is recorded", async () => {
    const persona = await createPersona(world.deps, world.user, { ...ana, dni: " 1234 5678 z " });
    expect(persona).toMatchObject({ dni: "12345678Z", telefono2: null, adopcion: true, localidad: "Écija" });
    const activity = await world.deps.db.actividad.findFirstOrThrow({ where: { tabla: "personas", registroId: persona.id } });
    expect(activity).toMatchObject({ accion: "crear", usuario: world.user.username });
    expect(activity.descripcion).toBe("Creada la persona Ana Martín Peña (DNI 12345678Z)");
  });

  test("required fields, postal code, lengths and formats answer in Spanish on the right field", async () => {
    const refusal = (input: object) => createPersona(world.deps, world.user, input).catch((error) => error);
    for (const field of ["dni", "nombre", "apellido1", "localidad", "provincia", "telefono1"]) {
      expect(await refusal({ ...ana, dni: "X9", [field]: "  " })).toMatchObject({
        message: "Todos los campos obligatorios deben estar completos",
        field,
        httpStatus: 400,
      });
    }
    expect(await refusal({})).toMatchObject({ message: "Todos los campos obligatorios deben estar completos", field: "dni" });
    expect((await createPersonaFromFicha(world.deps, world.user, { ...ana, nombre: "" }).catch((e) => e)).message).toBe(
      "Error de validación: Todos los campos marcados con * son obligatorios",
    );
    for (const codigoPostal of ["4140", "414000", "41A00", "41 400x"]) {
      expect(await refusal({ ...ana, dni: "X9", codigoPostal })).toMatchObject({
        message: "El código postal debe tener 5 dígitos",
        field: "codigoPostal",
      });
    }
    expect((await refusal({ ...ana, dni: "X9", nombre: "n".repeat(101) })).message).toBe("El nombre no puede superar 100 caracteres");
    expect((await refusal({ ...ana, dni: "9".repeat(26) })).message).toBe("El DNI no puede superar 25 caracteres");
    expect((await refusal({ ...ana, dni: "X9", provincia: "p".repeat(51) })).message).toBe("La provincia no puede superar 50 caracteres");
    expect((await refusal({ ...ana, dni: "X9", domicilio: "d".repeat(251) })).message).toBe("El domicilio no puede superar 250 caracteres");
    expect((await refusal({ ...ana, dni: "X9", email: "no-es-correo" })).message).toBe("El correo electrónico no es válido");
    expect((await refusal({ ...ana, dni: "1' OR '1'='1" })).message).toBe("El DNI solo puede contener letras, números y guiones");
    expect((await refusal({ ...ana, dni: "X9", adopcion: "sí" })).field).toBe("adopcion");
    expect((await refusal({ ...ana, dni: 12345678 })).field).toBe("dni");
    expect(await world.deps.db.persona.count({ where: { dni: "X9" } })).toBe(0);
  });

  test("names with quotes and SQL-looking text are stored exactly as typed", async () => {
    const persona = await createPersona(world.deps, world.user, { ...ana, dni: "X2", nombre: "Robert'); DROP TABLE personas;--", apellido1: "O'Brien" });
    expect((await getPersona(world.deps, world.user, { id: persona.id })).nombre).toBe("Robert'); DROP TABLE personas;--");
  });

  test("a DNI is unique ignoring case and spaces, on create and on edit", async () => {
    const taken = { code: "DNI_TAKEN", httpStatus: 409, message: "Ya existe una persona con ese DNI", field: "dni" };
    await expect(createPersona(world.deps, world.user, { ...ana, dni: "12345678Z" })).rejects.toMatchObject(taken);
    const other = await createPersona(world.deps, world.user, { ...ana, dni: "87654321X" });
    await expect(updatePersona(world.deps, world.user, { ...ana, id: other.id, dni: "12345678 z" })).rejects.toMatchObject(taken);
    const kept = await updatePersona(world.deps, world.user, { ...ana, id: other.id, dni: "87654321x", nombre: "Beatriz" });
    expect(kept).toMatchObject({ nombre: "Beatriz", dni: "87654321X", adopcion: true });
  });

  test("two racing creates with the same DNI leave one person and a Spanish refusal", async () => {
    const results = await Promise.allSettled([
      createPersona(world.deps, world.user, { ...ana, dni: "55555555K" }),
      createPersona(world.deps, world.user, { ...ana, dni: "55555555k" }),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual(["fulfilled", "rejected"]);
    expect(results.find((r) => r.status === "rejected")).toMatchObject({ reason: { message: "Ya existe una persona con ese DNI" } });
  });

  test("edit keeps adopción when it is not sent, and unknown ids are 404", async () => {
    const persona = await createPersona(world.deps, world.user, { ...ana, dni: "X3", adopcion: false });
    expect((await updatePersona(world.deps, world.user, { ...ana, id: persona.id, dni: "X3" })).adopcion).toBe(false);
    expect((await updatePersona(world.deps, world.user, { ...ana, id: persona.id, dni: "X3", adopcion: true })).adopcion).toBe(true);
    await expect(updatePersona(world.deps, world.user, { ...ana, id: 999_999, dni: "X4" })).rejects.toMatchObject({
      httpStatus: 404,
      message: "Persona no encontrada",
    });
    await expect(getPersona(world.deps, world.user, { id: "abc" })).rejects.toMatchObject({ httpStatus: 400, message: "Identificador no válido" });
    await expect(getPersona(world.deps, world.user, { id: 999_999 })).rejects.toMatchObject({ httpStatus: 404 });
  });

  test("the DNI lookup ignores case and spaces", async () => {
    expect((await findPersonaByDni(world.deps, world.user, { dni: "1234 5678z" }))?.nombre).toBe("Ana");
    expect(await findPersonaByDni(world.deps, world.user, { dni: "00000000T" })).toBeNull();
    await expect(findPersonaByDni(world.deps, world.user, { dni: "" })).rejects.toMatchObject({ message: "Indique el DNI a buscar" });
  });

  test("a person named on an entry or an exit cannot be deleted; once free, they can", async () => {
    const persona = await createPersona(world.deps, world.user, { ...ana, dni: "Y1234567X" });
    const { entradaSalidaId } = await createAnimalWithEntradaSalida(world.deps);
    await world.deps.db.entradaSalida.update({ where: { id: entradaSalidaId }, data: { datosSalidaId: persona.id } });
    const refusal = await deletePersona(world.deps, world.user, { id: persona.id }).catch((error) => error);
    expect(refusal).toMatchObject({ code: "STILL_LINKED", httpStatus: 409 });
    expect(refusal.message).toContain("vinculada a fichas registrales");
    expect(await world.deps.db.persona.count({ where: { id: persona.id } })).toBe(1);

    await world.deps.db.entradaSalida.update({ where: { id: entradaSalidaId }, data: { datosSalidaId: null } });
    expect(await deletePersona(world.deps, world.user, { id: persona.id })).toEqual({ id: persona.id });
    await expect(deletePersona(world.deps, world.user, { id: persona.id })).rejects.toMatchObject({ httpStatus: 404 });
    expect(await world.deps.db.actividad.count({ where: { tabla: "personas", accion: "eliminar", registroId: persona.id } })).toBe(1);
  });
});

describe("people search and paging", () => {
  const world = domainWorldForSuite(2);
  const person = (i: number, extra: object = {}) => ({
    ...ana,
    dni: `${String(i).padStart(8, "0")}A`,
    nombre: `Persona${i}`,
    apellido1: `Apellido${String(i).padStart(2, "0")}`,
    apellido2: null,
    ...extra,
  });

  test("empty, exactly 10, 11 and many rows page as the spec's paged response says", async () => {
    expect(await pagePersonas(world.deps, world.user, {})).toEqual({ items: [], pagination: { page: 1, totalPages: 0, hasNext: false, hasPrev: false } });
    for (let i = 1; i <= 10; i++) await createPersona(world.deps, world.user, person(i));
    const ten = await pagePersonas(world.deps, world.user, { page: 1 });
    expect(ten.items).toHaveLength(10);
    expect(ten.pagination).toEqual({ page: 1, totalPages: 1, hasNext: false, hasPrev: false });

    await createPersona(world.deps, world.user, person(11));
    expect((await pagePersonas(world.deps, world.user, { page: "1", limit: "10" })).pagination).toEqual({
      page: 1,
      totalPages: 2,
      hasNext: true,
      hasPrev: false,
    });
    const second = await pagePersonas(world.deps, world.user, { page: 2 });
    expect(second.items.map((p) => p.nombre)).toEqual(["Persona11"]);
    expect(second.pagination).toEqual({ page: 2, totalPages: 2, hasNext: false, hasPrev: true });

    for (let i = 12; i <= 47; i++) await createPersona(world.deps, world.user, person(i));
    const middle = await pagePersonas(world.deps, world.user, { page: 3 });
    expect(middle.items.map((p) => p.nombre)).toEqual(Array.from({ length: 10 }, (_, k) => `Persona${21 + k}`));
    expect(middle.pagination).toEqual({ page: 3, totalPages: 5, hasNext: true, hasPrev: true });
    expect((await pagePersonas(world.deps, world.user, { page: 9 })).items).toEqual([]);
    expect((await searchPersonas(world.deps, world.user, { offset: 0 })).items).toHaveLength(47);
  });

  test("search matches name, surnames and DNI fragments, ignoring accents, case and word order", async () => {
    await createPersona(world.deps, world.user, person(90, { nombre: "José", apellido1: "García", apellido2: "Núñez", dni: "X7654321J" }));
    await createPersona(world.deps, world.user, person(91, { nombre: "JOSEFA", apellido1: "Ruiz" }));
    const names = async (search: string) => (await searchPersonas(world.deps, world.user, { search, offset: 0 })).items.map((p) => p.nombre);
    expect(await names("jose")).toEqual(["José", "JOSEFA"]);
    expect(await names("JOSÉ garcia")).toEqual(["José"]);
    expect(await names("nunez jose")).toEqual(["José"]);
    expect(await names("x765")).toEqual(["José"]);
    expect(await names("7654321j")).toEqual(["José"]);
    expect(await names("%")).toEqual([]);
    expect(await names("'; DROP TABLE personas; --")).toEqual([]);
    expect(await world.deps.db.persona.count()).toBe(49);
    const filtered = await pagePersonas(world.deps, world.user, { search: "apellido0", page: 1 });
    expect(filtered.pagination).toEqual({ page: 1, totalPages: 1, hasNext: false, hasPrev: false });
    expect(filtered.items).toHaveLength(9);
  });

  test("the list is in accent-insensitive alphabetical order of surnames", async () => {
    const own = await createDomainWorld();
    const me = await own.actor();
    for (const [i, apellido1] of ["Zapata", "Álvarez", "alonso", "Ortega"].entries()) await createPersona(own.deps, me, person(i, { apellido1 }));
    expect((await searchPersonas(own.deps, me, { offset: 0 })).items.map((p) => p.apellido1)).toEqual(["alonso", "Álvarez", "Ortega", "Zapata"]);
    await own.close();
  });

  test("bad paging and over-long searches are refused in Spanish", async () => {
    await expect(pagePersonas(world.deps, world.user, { page: "-1" })).rejects.toMatchObject({ httpStatus: 400, field: "page" });
    await expect(pagePersonas(world.deps, world.user, { limit: "1000" })).rejects.toMatchObject({ field: "limit" });
    await expect(pagePersonas(world.deps, world.user, { search: "x".repeat(101) })).rejects.toMatchObject({
      message: "La búsqueda no puede superar 100 caracteres",
    });
    await expect(searchPersonas(world.deps, world.user, { offset: Number.NaN })).rejects.toMatchObject({ message: "Parámetros de paginación no válidos" });
  });
});
