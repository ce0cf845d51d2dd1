/** /api/personas and the GraphQL people operations: shapes, rules, paging, search, roles. */
import { describe, expect, test } from "vitest";
import { ANA_PERSONA } from "../helpers/fixtures.ts";
import { describeDirectoryOverRest } from "../helpers/directorySuite.ts";
import { testAppForSuite } from "../helpers/testApp.ts";

const { codigoPostal, ...anaFields } = ANA_PERSONA;
/** Ana as the spec's REST payload. */
const ana = { ...anaFields, codigo_postal: codigoPostal, adopcion: false };

const PERSONA_FIELDS = "id databaseId dni nombre apellido1 apellido2 domicilio localidad codigoPostal provincia telefono1 telefono2 email adopcion";
const ERRORS = "... on Error { message } ... on AppError { code field } ... on ValidationError { field }";
const CREATE = `mutation($input: CreatePersonaInput!) { createPersona(input: $input) {
  __typename ... on CreatePersonaPayload { totalCount personaEdge { node { __typename ${PERSONA_FIELDS} } } } ${ERRORS} } }`;
const UPDATE = `mutation($input: UpdatePersonaInput!) { updatePersona(input: $input) {
  __typename ... on UpdatePersonaPayload { persona { __typename ${PERSONA_FIELDS} } } ${ERRORS} } }`;
const DELETE = `mutation($input: DeletePersonaInput!) { deletePersona(input: $input) { __typename ... on DeletePersonaPayload { deletedId totalCount } ... on Error { message } ... on AppError { code } } }`;
const LIST = `query($search: String, $page: Int, $first: Int, $after: String) {
  personas(search: $search, page: $page, first: $first, after: $after) {
    totalCount page totalPages pageInfo { hasNextPage hasPreviousPage endCursor } edges { node { nombre dni } }
  }
}`;

const gqlInput = ({ codigo_postal, ...fields }: typeof ana) => ({ ...fields, codigoPostal: codigo_postal });

describeDirectoryOverRest("personas", {
  payload: (dni) => ({ ...ana, dni }),
  number: {
    typed: "x-1234567-l",
    stored: "X1234567L",
    spellings: ["x-1234567-l", "X-1234567L", "x 1234567-l"],
    duplicate: "X-1234567-L",
    clash: "x1234567-L",
    other: "Z7654321Q",
  },
  messages: {
    taken: { message: "Ya existe una persona con ese DNI", code: "DNI_TAKEN" },
    linked: "vinculada a fichas registrales",
    deleted: "Persona eliminada correctamente",
  },
});

describe("people over REST", () => {
  const t = testAppForSuite({ users: { cuidadora: 2 } });

  test("POST answers 201 with the spec's fields, the list's telefono and puede_adoptar, the adopter's age fields (issue 26), and a normalised DNI", async () => {
    const response = await t.rest({ method: "POST", url: "/api/personas", payload: ana, token: t.tokens.cuidadora });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({
      ...ana,
      id: expect.any(Number),
      dni: "12345678Z",
      telefono2: null,
      telefono: "600111222",
      puede_adoptar: false,
      fecha_nacimiento: null,
      mayor_edad: false,
    });
    const id = response.json().id;
    expect((await t.rest({ method: "GET", url: `/api/personas/${id}`, token: t.tokens.cuidadora })).json()).toMatchObject({ id, dni: "12345678Z" });
  });

  test("validation answers 400 with the spec's Spanish message and the field", async () => {
    const post = (payload: unknown, url = "/api/personas") => t.rest({ method: "POST", url, payload: payload as object, token: t.tokens.cuidadora });
    const required = await post({ ...ana, dni: "N1", provincia: "" });
    expect(required.statusCode).toBe(400);
    expect(required.json()).toEqual({ message: "Todos los campos obligatorios deben estar completos", code: "VALIDATION", field: "provincia" });
    expect((await post({})).json().message).toBe("Todos los campos obligatorios deben estar completos");
    expect((await post({ ...ana, dni: "N1", codigo_postal: "123" })).json()).toMatchObject({
      message: "El código postal debe tener 5 dígitos",
      field: "codigo_postal",
    });
    expect((await post({ ...ana, dni: "N1", nombre: "" }, "/api/personas/from-ficha")).json().message).toBe(
      "Error de validación: Todos los campos marcados con * son obligatorios",
    );
    const noJson = await t.rest({
      method: "POST",
      url: "/api/personas",
      payload: "[1,2]",
      headers: { "content-type": "application/json" },
      token: t.tokens.cuidadora,
    });
    expect(noJson.statusCode).toBe(400);
    expect(noJson.json().message).toBe("Todos los campos obligatorios deben estar completos");
  });

  test("SQL-like and very long inputs are refused or stored verbatim, never a 500", async () => {
    const responses = await Promise.all([
      t.rest({ method: "POST", url: "/api/personas", payload: { ...ana, dni: "1'; DROP TABLE personas; --" }, token: t.tokens.cuidadora }),
      t.rest({ method: "POST", url: "/api/personas", payload: { ...ana, dni: "L1", nombre: "x".repeat(100_000) }, token: t.tokens.cuidadora }),
      t.rest({ method: "POST", url: "/api/personas", payload: { ...ana, dni: "L2", email: `${"a".repeat(96)}@b.es` }, token: t.tokens.cuidadora }),
      t.rest({ method: "GET", url: "/api/personas/1%20OR%201=1", token: t.tokens.cuidadora }),
      t.rest({ method: "GET", url: "/api/personas/99999999999999999999", token: t.tokens.cuidadora }),
      t.rest({ method: "PUT", url: "/api/personas/abc", payload: ana, token: t.tokens.cuidadora }),
      t.rest({ method: "DELETE", url: "/api/personas/-1", token: t.tokens.cuidadora }),
      t.rest({ method: "GET", url: `/api/personas?paginated=true&search=${"%25".repeat(500)}`, token: t.tokens.cuidadora }),
      t.rest({ method: "GET", url: "/api/personas?paginated=true&page=1%3BDROP&limit=10", token: t.tokens.cuidadora }),
      t.rest({ method: "GET", url: "/api/personas?paginated=true&page=1&page=2", token: t.tokens.cuidadora }),
      t.rest({ method: "GET", url: `/api/personas/dni/${encodeURIComponent("' OR 1=1 --")}`, token: t.tokens.cuidadora }),
    ]);
    expect(responses.map((r) => r.statusCode)).toEqual([400, 400, 400, 400, 400, 400, 400, 400, 400, 400, 400]);
    expect(responses.map((r) => r.json().message)).toEqual([
      "El DNI solo puede contener letras, números y guiones",
      "El nombre no puede superar 100 caracteres",
      "El correo electrónico no puede superar 100 caracteres",
      "Identificador no válido",
      "Identificador no válido",
      "Identificador no válido",
      "Identificador no válido",
      "La búsqueda no puede superar 100 caracteres",
      "La página debe ser un número entero mayor que 0",
      "La página debe ser un número entero mayor que 0",
      "El DNI solo puede contener letras, números y guiones",
    ]);
    const quoted = await t.rest({
      method: "POST",
      url: "/api/personas",
      payload: { ...ana, dni: "Q1", apellido1: "O'Connor; DROP TABLE personas" },
      token: t.tokens.cuidadora,
    });
    expect(quoted.json().apellido1).toBe("O'Connor; DROP TABLE personas");
    const search = await t.rest({ method: "GET", url: `/api/personas?search=${encodeURIComponent("o'connor; drop")}`, token: t.tokens.cuidadora });
    expect(search.json().map((p: { dni: string }) => p.dni)).toEqual(["Q1"]);
  });

  test("a DNI is unique ignoring case and spaces: 409 on the dni field; the lookup finds it either way", async () => {
    const duplicate = await t.rest({ method: "POST", url: "/api/personas", payload: { ...ana, dni: "1234 5678 Z" }, token: t.tokens.cuidadora });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json()).toEqual({ message: "Ya existe una persona con ese DNI", code: "DNI_TAKEN", field: "dni" });
    const other = (await t.rest({ method: "POST", url: "/api/personas", payload: { ...ana, dni: "Y7654321G" }, token: t.tokens.cuidadora })).json();
    const clash = await t.rest({
      method: "PUT",
      url: `/api/personas/${other.id}/from-ficha`,
      payload: { ...ana, dni: "12345678z" },
      token: t.tokens.cuidadora,
    });
    expect(clash.statusCode).toBe(409);
    const found = await t.rest({ method: "GET", url: "/api/personas/dni/12345678z", token: t.tokens.cuidadora });
    expect(found.json()).toEqual({ exists: true, persona: expect.objectContaining({ dni: "12345678Z", nombre: "Ana" }) });
    expect((await t.rest({ method: "GET", url: "/api/personas/dni/00000000T", token: t.tokens.cuidadora })).json()).toEqual({ exists: false, persona: null });
  });

  test("PUT edits every field; unknown ids are 404 with a Spanish message", async () => {
    const created = (await t.rest({ method: "POST", url: "/api/personas", payload: { ...ana, dni: "E1" }, token: t.tokens.cuidadora })).json();
    const edited = await t.rest({
      method: "PUT",
      url: `/api/personas/${created.id}`,
      payload: { ...ana, dni: "e1", nombre: "Ana María", apellido2: "", codigo_postal: "", adopcion: true },
      token: t.tokens.cuidadora,
    });
    expect(edited.json()).toMatchObject({ id: created.id, nombre: "Ana María", apellido2: null, codigo_postal: null, adopcion: true, puede_adoptar: true });
    // The spec's form has no e-mail: a client written from it leaves it out and must not clear it.
    const { email: _notInSpec, ...specPayload } = ana;
    for (const url of [`/api/personas/${created.id}`, `/api/personas/${created.id}/from-ficha`]) {
      const spec = await t.rest({ method: "PUT", url, payload: { ...specPayload, dni: "E1" }, token: t.tokens.cuidadora });
      expect([spec.statusCode, spec.json().email]).toEqual([200, "ana@example.es"]);
    }
    const cleared = await t.rest({ method: "PUT", url: `/api/personas/${created.id}`, payload: { ...ana, dni: "E1", email: "" }, token: t.tokens.cuidadora });
    expect(cleared.json().email).toBeNull();
    const missing = await t.rest({ method: "PUT", url: "/api/personas/999999", payload: { ...ana, dni: "E2" }, token: t.tokens.cuidadora });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ message: "Persona no encontrada", code: "NOT_FOUND" });
    // Sent with a DNI someone else has, a person that does not exist is still not found.
    const missingWithTakenDni = await t.rest({ method: "PUT", url: "/api/personas/999999", payload: { ...ana, dni: "E1" }, token: t.tokens.cuidadora });
    expect([missingWithTakenDni.statusCode, missingWithTakenDni.json().message]).toEqual([404, "Persona no encontrada"]);
    expect((await t.rest({ method: "GET", url: "/api/personas/999999", token: t.tokens.cuidadora })).statusCode).toBe(404);
  });
});

describe("people paging and search, over both transports", () => {
  const t = testAppForSuite({ users: { veterinaria: 3 } });
  const add = (i: number, extra: Partial<typeof ana> = {}) =>
    t.rest({
      method: "POST",
      url: "/api/personas",
      payload: {
        ...ana,
        dni: `P${String(i).padStart(3, "0")}`,
        nombre: `Nombre${i}`,
        apellido1: `Apellido${String(i).padStart(3, "0")}`,
        apellido2: "",
        ...extra,
      },
      token: t.tokens.veterinaria,
    });
  const page = async (query: string) => (await t.rest({ method: "GET", url: `/api/personas?paginated=true&${query}`, token: t.tokens.veterinaria })).json();

  test("empty, exactly 10, 11 and many rows: REST pagination and GraphQL pages agree", async () => {
    expect(await page("page=1&limit=10")).toEqual({ data: [], pagination: { page: 1, totalPages: 0, hasNext: false, hasPrev: false } });
    expect((await t.rest({ method: "GET", url: "/api/personas", token: t.tokens.veterinaria })).json()).toEqual([]);
    expect((await t.graphql(LIST, {}, t.tokens.veterinaria)).data.personas).toMatchObject({ totalCount: 0, page: 1, totalPages: 0, edges: [] });

    for (let i = 1; i <= 10; i++) expect((await add(i)).statusCode).toBe(201);
    expect((await page("page=1&limit=10")).pagination).toEqual({ page: 1, totalPages: 1, hasNext: false, hasPrev: false });
    expect((await page("page=1&limit=10")).data).toHaveLength(10);
    expect((await t.graphql(LIST, { page: 1 }, t.tokens.veterinaria)).data.personas).toMatchObject({
      totalCount: 10,
      totalPages: 1,
      pageInfo: { hasNextPage: false, hasPreviousPage: false },
    });

    await add(11);
    expect((await page("page=1&limit=10")).pagination).toEqual({ page: 1, totalPages: 2, hasNext: true, hasPrev: false });
    const second = await page("page=2&limit=10");
    expect(second.data.map((p: { nombre: string }) => p.nombre)).toEqual(["Nombre11"]);
    expect(second.pagination).toEqual({ page: 2, totalPages: 2, hasNext: false, hasPrev: true });
    const gqlSecond = (await t.graphql(LIST, { page: 2 }, t.tokens.veterinaria)).data.personas;
    expect(gqlSecond).toMatchObject({ totalCount: 11, page: 2, totalPages: 2, pageInfo: { hasNextPage: false, hasPreviousPage: true } });
    expect(gqlSecond.edges.map((e: { node: { nombre: string } }) => e.node.nombre)).toEqual(["Nombre11"]);

    for (let i = 12; i <= 95; i++) await add(i);
    const seventh = await page("page=7");
    expect(seventh.pagination).toEqual({ page: 7, totalPages: 10, hasNext: true, hasPrev: true });
    expect(seventh.data[0].nombre).toBe("Nombre61");
    const gqlSeventh = (await t.graphql(LIST, { page: 7 }, t.tokens.veterinaria)).data.personas;
    expect(gqlSeventh.edges.map((e: { node: { nombre: string } }) => e.node.nombre)).toEqual(seventh.data.map((p: { nombre: string }) => p.nombre));
    const byCursor = (await t.graphql(LIST, { first: 10, after: gqlSeventh.pageInfo.endCursor }, t.tokens.veterinaria)).data.personas;
    expect(byCursor).toMatchObject({ page: 8, totalPages: 10 });
    expect(byCursor.edges[0].node.nombre).toBe("Nombre71");
    expect((await page("page=20")).data).toEqual([]);
    expect((await page("page=2&limit=25")).pagination).toEqual({ page: 2, totalPages: 4, hasNext: true, hasPrev: true });
    expect((await t.rest({ method: "GET", url: "/api/personas", token: t.tokens.veterinaria })).json()).toHaveLength(95);
  });

  test("search: 'jose' finds 'José', surnames and DNI fragments match, and search resets to page 1", async () => {
    await add(200, { nombre: "José Luis", apellido1: "Núñez", apellido2: "García", dni: "X1234567L" });
    await add(201, { nombre: "MARÍA JOSÉ", apellido1: "Ávila" });
    const names = async (search: string) => (await page(`search=${encodeURIComponent(search)}`)).data.map((p: { nombre: string }) => p.nombre);
    expect(await names("jose")).toEqual(["MARÍA JOSÉ", "José Luis"]);
    expect(await names("GARCÍA nuñez")).toEqual(["José Luis"]);
    expect(await names("234567")).toEqual(["José Luis"]);
    expect(await names("avila")).toEqual(["MARÍA JOSÉ"]);
    expect((await page("search=jose")).pagination).toEqual({ page: 1, totalPages: 1, hasNext: false, hasPrev: false });
    const gql = (await t.graphql(LIST, { search: "JOSE" }, t.tokens.veterinaria)).data.personas;
    expect(gql.edges.map((e: { node: { nombre: string } }) => e.node.nombre)).toEqual(["MARÍA JOSÉ", "José Luis"]);
    expect((await t.graphql(LIST, { search: "x".repeat(101) }, t.tokens.veterinaria)).errors?.[0]?.message).toBe("La búsqueda no puede superar 100 caracteres");
    expect((await t.graphql(LIST, { page: 0 }, t.tokens.veterinaria)).errors?.[0]?.message).toBe("Parámetros de paginación no válidos");
    expect((await t.graphql(LIST, { first: 1000 }, t.tokens.veterinaria)).errors?.[0]?.message).toBe("El tamaño de página debe estar entre 1 y 100");
  });
});

describe("people over GraphQL", () => {
  const t = testAppForSuite({ users: { directora: 1 } });

  test("anonymous callers get UNAUTHENTICATED on every operation", async () => {
    const created = await t.graphql(CREATE, { input: gqlInput(ana) });
    expect(created.data.createPersona).toMatchObject({ __typename: "AppError", code: "UNAUTHENTICATED", message: "Debe iniciar sesión" });
    expect((await t.graphql(UPDATE, { input: { ...gqlInput(ana), id: "UGVyc29uYTox" } })).data.updatePersona.code).toBe("UNAUTHENTICATED");
    expect((await t.graphql(DELETE, { input: { id: "UGVyc29uYTox" } })).data.deletePersona.code).toBe("UNAUTHENTICATED");
    expect((await t.graphql(LIST)).errors?.[0]).toMatchObject({ message: "Debe iniciar sesión", extensions: { code: "UNAUTHENTICATED" } });
    expect((await t.graphql(`{ personaByDni(dni: "1") { id } }`)).errors?.[0]).toMatchObject({ extensions: { code: "UNAUTHENTICATED" } });
    expect(await t.db.prisma.persona.count()).toBe(0);
  });

  test("create, read as a node, look up by DNI, update, delete", async () => {
    const payload = (await t.graphql(CREATE, { input: gqlInput(ana) }, t.tokens.directora)).data.createPersona;
    // The new edge and the list's new total, for @prependEdge.
    expect(payload).toMatchObject({ __typename: "CreatePersonaPayload", totalCount: await t.db.prisma.persona.count() });
    const created = payload.personaEdge.node;
    expect(created).toMatchObject({ __typename: "Persona", dni: "12345678Z", telefono2: null, adopcion: false, codigoPostal: "41400" });
    const node = await t.graphql(`query($id: ID!) { node(id: $id) { id ... on Persona { nombre } } }`, { id: created.id }, t.tokens.directora);
    expect(node.data.node).toEqual({ id: created.id, nombre: "Ana" });
    for (const dni of ["1234 5678z", "12345678-z", "1234-5678-Z"]) {
      const byDni = await t.graphql(`query($dni: String!) { personaByDni(dni: $dni) { id } }`, { dni }, t.tokens.directora);
      expect(byDni.data.personaByDni?.id, dni).toBe(created.id);
    }
    expect((await t.graphql(`{ personaByDni(dni: "NADIE") { id } }`, {}, t.tokens.directora)).data.personaByDni).toBeNull();

    const updated = (await t.graphql(UPDATE, { input: { ...gqlInput(ana), id: created.id, nombre: "Anabel", adopcion: true } }, t.tokens.directora)).data
      .updatePersona.persona;
    expect(updated).toMatchObject({ id: created.id, nombre: "Anabel", adopcion: true });
    const deleted = (await t.graphql(DELETE, { input: { id: created.id } }, t.tokens.directora)).data.deletePersona;
    expect(deleted).toEqual({ __typename: "DeletePersonaPayload", deletedId: created.id, totalCount: await t.db.prisma.persona.count() });
    expect((await t.graphql(`query($id: ID!) { node(id: $id) { id } }`, { id: created.id }, t.tokens.directora)).data.node).toBeNull();
  });

  test("typed errors: validation with its field, duplicate DNI, not found, linked, bad ids", async () => {
    const invalid = (await t.graphql(CREATE, { input: { ...gqlInput(ana), codigoPostal: "1234" } }, t.tokens.directora)).data.createPersona;
    expect(invalid).toEqual({ __typename: "ValidationError", message: "El código postal debe tener 5 dígitos", field: "codigoPostal" });
    const required = (await t.graphql(CREATE, { input: { ...gqlInput(ana), telefono1: " " } }, t.tokens.directora)).data.createPersona;
    expect(required).toMatchObject({ __typename: "ValidationError", message: "Todos los campos obligatorios deben estar completos", field: "telefono1" });
    const fromFicha = (await t.graphql(CREATE, { input: { ...gqlInput(ana), nombre: "", fromFicha: true } }, t.tokens.directora)).data.createPersona;
    expect(fromFicha.message).toBe("Error de validación: Todos los campos marcados con * son obligatorios");

    const first = (await t.graphql(CREATE, { input: gqlInput(ana) }, t.tokens.directora)).data.createPersona.personaEdge.node;
    for (const dni of ["12345678 z", "12345678-Z"]) {
      const duplicate = (await t.graphql(CREATE, { input: { ...gqlInput(ana), dni } }, t.tokens.directora)).data.createPersona;
      expect(duplicate, dni).toEqual({ __typename: "AppError", message: "Ya existe una persona con ese DNI", code: "DNI_TAKEN", field: "dni" });
    }

    const animal = await t.db.prisma.animal.create({ data: { registro: "R1", nombre: "Luna" } });
    await t.db.prisma.entradaSalida.create({ data: { animalId: animal.id, fechaLlegada: new Date("2026-03-01"), datosSalidaId: first.databaseId } });
    const linked = (await t.graphql(DELETE, { input: { id: first.id } }, t.tokens.directora)).data.deletePersona;
    expect(linked).toMatchObject({ __typename: "AppError", code: "STILL_LINKED" });
    expect(linked.message).toContain("vinculada a fichas registrales");

    const wrongType = (await t.graphql(DELETE, { input: { id: Buffer.from("Ayuntamiento:1").toString("base64") } }, t.tokens.directora)).data.deletePersona;
    expect(wrongType).toMatchObject({ __typename: "AppError", message: "Identificador no válido" });
    expect((await t.graphql(DELETE, { input: { id: "basura" } }, t.tokens.directora)).data.deletePersona.message).toBe("Identificador no válido");
    const missing = (
      await t.graphql(UPDATE, { input: { ...gqlInput(ana), dni: "M1", id: Buffer.from("Persona:999999").toString("base64") } }, t.tokens.directora)
    ).data.updatePersona;
    expect(missing).toMatchObject({ code: "NOT_FOUND", message: "Persona no encontrada" });
    expect((await t.graphql(`{ node(id: "basura") { id } }`, {}, t.tokens.directora)).errors?.[0]?.message).toBe("Identificador no válido");
    expect((await t.graphql(`{ node(id: "${Buffer.from("Persona:1;--").toString("base64")}") { id } }`, {}, t.tokens.directora)).errors?.[0]?.message).toBe(
      "Identificador no válido",
    );
  });
});
