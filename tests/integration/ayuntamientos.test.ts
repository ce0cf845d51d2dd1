/** /api/ayuntamientos and the GraphQL town hall operations: shapes, rules, paging, search, roles. */
import { describe, expect, test } from "vitest";
import { describeDirectoryOverRest } from "../helpers/directorySuite.ts";
import { testAppForSuite } from "../helpers/testApp.ts";

const ecija = {
  cif: "p4103900c",
  ayuntamiento: "Ayuntamiento de Écija",
  direccion: "Plaza de España, 1",
  codigo_postal: "41400",
  localidad: "Écija",
  telefono: "955900000",
};

const FIELDS = "__typename id databaseId cif ayuntamiento direccion codigoPostal localidad telefono";
const ERRORS = "... on Error { message } ... on AppError { code field } ... on ValidationError { field }";
const CREATE = `mutation($input: CreateAyuntamientoInput!) { createAyuntamiento(input: $input) {
  __typename ... on CreateAyuntamientoPayload { totalCount ayuntamientoEdge { node { ${FIELDS} } } } ${ERRORS} } }`;
const UPDATE = `mutation($input: UpdateAyuntamientoInput!) { updateAyuntamiento(input: $input) {
  __typename ... on UpdateAyuntamientoPayload { ayuntamiento { ${FIELDS} } } ${ERRORS} } }`;
const DELETE = `mutation($input: DeleteAyuntamientoInput!) { deleteAyuntamiento(input: $input) { __typename ... on DeleteAyuntamientoPayload { deletedId totalCount } ... on Error { message } ... on AppError { code } } }`;
const LIST = `query($search: String, $page: Int) { ayuntamientos(search: $search, page: $page) { totalCount page totalPages edges { node { ayuntamiento } } } }`;

describeDirectoryOverRest("ayuntamientos", {
  payload: (cif) => ({ ...ecija, cif }),
  number: {
    typed: "p-4625200-a",
    stored: "P4625200A",
    spellings: ["p-4625200a", "P-4625200-A", "p 4625200-a"],
    duplicate: "P-4625200A",
    clash: "p-4625200-A",
    other: "P4622000F",
  },
  messages: {
    taken: { message: "Ya existe un ayuntamiento con ese CIF", code: "CIF_TAKEN" },
    linked: "vinculado a fichas registrales",
    deleted: "Ayuntamiento eliminado correctamente",
  },
});

describe("town halls over REST", () => {
  const t = testAppForSuite({ users: { veterinaria: 3 } });

  test("POST, GET, PUT and the CIF lookup answer the spec's shapes", async () => {
    const created = await t.rest({ method: "POST", url: "/api/ayuntamientos", payload: ecija, token: t.tokens.veterinaria });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toEqual({
      id: expect.any(Number),
      cif: "P4103900C",
      ayuntamiento: "Ayuntamiento de Écija",
      direccion: "Plaza de España, 1",
      codigo_postal: "41400",
      localidad: "Écija",
      telefono: "955900000",
    });
    const id = created.json().id;
    expect((await t.rest({ method: "GET", url: `/api/ayuntamientos/${id}`, token: t.tokens.veterinaria })).json().cif).toBe("P4103900C");
    const edited = await t.rest({
      method: "PUT",
      url: `/api/ayuntamientos/${id}/from-ficha`,
      payload: { cif: "P4103900C", ayuntamiento: "Écija" },
      token: t.tokens.veterinaria,
    });
    // The spec's form has no localidad (its list reads it): left out, it is kept; blank clears it.
    expect(edited.json()).toMatchObject({ ayuntamiento: "Écija", direccion: null, localidad: "Écija" });
    const cleared = await t.rest({ method: "PUT", url: `/api/ayuntamientos/${id}`, payload: { ...ecija, localidad: "" }, token: t.tokens.veterinaria });
    expect(cleared.json()).toMatchObject({ localidad: null, direccion: "Plaza de España, 1" });
    expect((await t.rest({ method: "GET", url: "/api/ayuntamientos/cif/p4103900%20c", token: t.tokens.veterinaria })).json()).toEqual({
      exists: true,
      ayuntamiento: expect.objectContaining({ id, cif: "P4103900C" }),
    });
    expect((await t.rest({ method: "GET", url: "/api/ayuntamientos/cif/Q0", token: t.tokens.veterinaria })).json()).toEqual({
      exists: false,
      ayuntamiento: null,
    });
  });

  test("validation, duplicates and bad input answer in Spanish, never a 500", async () => {
    const post = (payload: object) => t.rest({ method: "POST", url: "/api/ayuntamientos", payload, token: t.tokens.veterinaria });
    expect((await post({ ...ecija, cif: "" })).json()).toEqual({ message: "Los campos CIF y Ayuntamiento son obligatorios", code: "VALIDATION", field: "cif" });
    expect((await post({ cif: "A1" })).json().message).toBe("Los campos CIF y Ayuntamiento son obligatorios");
    expect((await post({ ...ecija, cif: "A1", codigo_postal: "4140" })).json().message).toBe("El código postal debe tener 5 dígitos");
    const duplicate = await post({ ...ecija, cif: "P 4103900 c" });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json()).toEqual({ message: "Ya existe un ayuntamiento con ese CIF", code: "CIF_TAKEN", field: "cif" });
    const statuses = await Promise.all([
      post({ ...ecija, cif: "'; DELETE FROM ayuntamientos; --" }),
      post({ ...ecija, cif: "L1", ayuntamiento: "a".repeat(20_000) }),
      t.rest({ method: "GET", url: "/api/ayuntamientos/1=1", token: t.tokens.veterinaria }),
      t.rest({ method: "GET", url: "/api/ayuntamientos?paginated=true&limit=abc", token: t.tokens.veterinaria }),
      t.rest({ method: "DELETE", url: "/api/ayuntamientos/0", token: t.tokens.veterinaria }),
    ]);
    expect(statuses.map((r) => r.statusCode)).toEqual([400, 400, 400, 400, 400]);
    expect(await t.db.prisma.ayuntamiento.count()).toBe(1);
  });
});

describe("town hall paging and search, over both transports", () => {
  const t = testAppForSuite({ users: { cuidadora: 2 } });

  test("25 town halls make 3 pages of 10, 10 and 5; search ignores accents and matches CIF and address", async () => {
    for (let i = 1; i <= 25; i++) {
      const payload = {
        cif: `P${String(i).padStart(7, "0")}A`,
        ayuntamiento: `Municipio ${String(i).padStart(2, "0")}`,
        direccion: i === 7 ? "Calle Ñandú" : null,
      };
      expect((await t.rest({ method: "POST", url: "/api/ayuntamientos", payload, token: t.tokens.cuidadora })).statusCode).toBe(201);
    }
    await t.rest({
      method: "POST",
      url: "/api/ayuntamientos",
      payload: { cif: "P4109100J", ayuntamiento: "Ayuntamiento de Sevilla", localidad: "Sevilla" },
      token: t.tokens.cuidadora,
    });
    const page = async (n: number) =>
      (await t.rest({ method: "GET", url: `/api/ayuntamientos?paginated=true&page=${n}&limit=10`, token: t.tokens.cuidadora })).json();
    expect((await page(1)).pagination).toEqual({ page: 1, totalPages: 3, hasNext: true, hasPrev: false });
    expect((await page(3)).data.map((a: { ayuntamiento: string }) => a.ayuntamiento)).toEqual([
      "Municipio 20",
      "Municipio 21",
      "Municipio 22",
      "Municipio 23",
      "Municipio 24",
      "Municipio 25",
    ]);
    expect((await page(3)).pagination).toEqual({ page: 3, totalPages: 3, hasNext: false, hasPrev: true });
    const gql = (await t.graphql(LIST, { page: 3 }, t.tokens.cuidadora)).data.ayuntamientos;
    expect(gql).toMatchObject({ totalCount: 26, page: 3, totalPages: 3 });
    expect(gql.edges).toHaveLength(6);

    const names = async (search: string) =>
      (await t.rest({ method: "GET", url: `/api/ayuntamientos?search=${encodeURIComponent(search)}`, token: t.tokens.cuidadora }))
        .json()
        .map((a: { ayuntamiento: string }) => a.ayuntamiento);
    expect(await names("nandu")).toEqual(["Municipio 07"]);
    expect(await names("p0000012")).toEqual(["Municipio 12"]);
    expect(await names("SEVÍLLA")).toEqual(["Ayuntamiento de Sevilla"]);
    expect((await t.graphql(LIST, { search: "ñandú" }, t.tokens.cuidadora)).data.ayuntamientos.edges).toEqual([{ node: { ayuntamiento: "Municipio 07" } }]);
  });
});

describe("town halls over GraphQL", () => {
  const t = testAppForSuite({ users: { cuidadora: 2 } });

  test("create, look up by CIF, update, typed errors and delete", async () => {
    expect((await t.graphql(CREATE, { input: { cif: "P1", ayuntamiento: "X" } })).data.createAyuntamiento.code).toBe("UNAUTHENTICATED");
    const input = { cif: ecija.cif, ayuntamiento: ecija.ayuntamiento, direccion: ecija.direccion, codigoPostal: "41400", localidad: "Écija" };
    const payload = (await t.graphql(CREATE, { input }, t.tokens.cuidadora)).data.createAyuntamiento;
    expect(payload.totalCount).toBe(await t.db.prisma.ayuntamiento.count());
    const created = payload.ayuntamientoEdge.node;
    expect(created).toMatchObject({ __typename: "Ayuntamiento", cif: "P4103900C", telefono: null });
    for (const cif of ["p4103900c", "p-4103900-c", "P 4103900-C"]) {
      const byCif = await t.graphql(`query($cif: String!) { ayuntamientoByCif(cif: $cif) { id } }`, { cif }, t.tokens.cuidadora);
      expect(byCif.data.ayuntamientoByCif?.id, cif).toBe(created.id);
    }
    for (const cif of ["P4103900C", "P-4103900-C"]) {
      expect((await t.graphql(CREATE, { input: { ...input, cif } }, t.tokens.cuidadora)).data.createAyuntamiento, cif).toMatchObject({
        __typename: "AppError",
        message: "Ya existe un ayuntamiento con ese CIF",
        field: "cif",
      });
    }
    expect((await t.graphql(CREATE, { input: { cif: "P2", ayuntamiento: "" } }, t.tokens.cuidadora)).data.createAyuntamiento).toMatchObject({
      __typename: "ValidationError",
      message: "Los campos CIF y Ayuntamiento son obligatorios",
      field: "ayuntamiento",
    });
    const updated = (await t.graphql(UPDATE, { input: { ...input, id: created.id, telefono: "955000000" } }, t.tokens.cuidadora)).data.updateAyuntamiento
      .ayuntamiento;
    expect(updated).toMatchObject({ id: created.id, telefono: "955000000" });
    expect((await t.graphql(DELETE, { input: { id: created.id } }, t.tokens.cuidadora)).data.deleteAyuntamiento).toEqual({
      __typename: "DeleteAyuntamientoPayload",
      deletedId: created.id,
      totalCount: await t.db.prisma.ayuntamiento.count(),
    });
  });
});
