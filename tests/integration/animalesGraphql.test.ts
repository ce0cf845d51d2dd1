/** The same animal rules over GraphQL: typed errors, Relay nodes and connection, uploads. */
import { randomUUID } from "node:crypto";
import { existsSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { describe, expect, test } from "vitest";
import { blockAnimalDeletes, insertObservation, insertStay, jpegOfSize, PNG_1X1, storeDocument, TEXT_AS_JPG } from "../helpers/fixtures.ts";
import { graphqlUploadBody } from "../helpers/multipart.ts";
import { type GraphqlData, testAppForSuite } from "../helpers/testApp.ts";
import { isStored, storedFileNames } from "../helpers/storedFiles.ts";

const ANIMAL_FIELDS = `id databaseId registro nombre identificacion raza pelo color cola edadAnios edadMeses otros
  tipo { databaseId tipo } talla { databaseId talla } sexo { databaseId sexo } fotografia fotoVersion photoUrl entradasSalidasCount`;

const RESULT = (fields: string) => `__typename ... on Error { message } ... on ValidationError { field } ... on AppError { code field } ${fields}`;

const CREATE = `mutation ($input: CreateAnimalInput!) { createAnimal(input: $input) {
  ${RESULT(`... on CreateAnimalPayload { totalCount animalEdge { node { __typename ${ANIMAL_FIELDS} } } }`)} } }`;
const UPDATE = `mutation ($input: UpdateAnimalInput!) { updateAnimal(input: $input) {
  ${RESULT(`... on UpdateAnimalPayload { animal { __typename ${ANIMAL_FIELDS} } }`)} } }`;
const DELETE = `mutation ($input: DeleteAnimalInput!) { deleteAnimal(input: $input) { ${RESULT(
  "... on DeleteAnimalPayload { deletedId totalCount detalles { animalId entradasSalidasEliminadas observacionesEliminadas archivosEliminados archivosNoEncontrados } }",
)} } }`;
const PHOTO_RESULT = (payload: string) => RESULT(`... on ${payload} { animal { __typename fotografia fotoVersion photoUrl } }`);
const UPLOAD = `mutation ($input: UploadAnimalPhotoInput!) { uploadAnimalPhoto(input: $input) { ${PHOTO_RESULT("UploadAnimalPhotoPayload")} } }`;
const REMOVE = `mutation ($input: RemoveAnimalPhotoInput!) { removeAnimalPhoto(input: $input) { ${PHOTO_RESULT("RemoveAnimalPhotoPayload")} } }`;

/** The animal a payload carries (a create's new edge, an update's node), or the error itself. */
const animalOf = (result: GraphqlData): GraphqlData => result.animalEdge?.node ?? result.animal ?? result;
const LIST = `query ($search: String, $first: Int, $after: String) {
  animales(search: $search, first: $first, after: $after) { totalCount edges { node { databaseId registro } } pageInfo { hasNextPage endCursor } }
}`;

const datos = {
  registro: "GQL-0001",
  nombre: "Nube",
  identificacion: null,
  tipoId: 2,
  raza: "Europeo",
  pelo: "Largo",
  color: "Blanco",
  cola: null,
  edadAnios: 1,
  edadMeses: 2,
  tallaId: 1,
  sexoId: 1,
  otros: null,
};

describe("animals over GraphQL", () => {
  const t = testAppForSuite({ users: { veterinaria: 3 } });

  const create = async (overrides: Record<string, unknown> = {}) => {
    const { data } = await t.graphql(CREATE, { input: { ...datos, ...overrides } }, t.tokens.veterinaria);
    return animalOf(data.createAnimal);
  };
  const upload = async (id: string, bytes: Buffer, filename = "foto.png", contentType = "image/png", auth = t.tokens.veterinaria) => {
    const body = graphqlUploadBody(UPLOAD, { input: { id, photo: null } }, { filename, contentType, bytes });
    const response = await t.rest({ method: "POST", url: "/graphql", token: auth, ...body });
    return animalOf(response.json().data?.uploadAnimalPhoto ?? response.json());
  };
  const storedPhotos = () => storedFileNames(t.db.prisma, "fotos");

  test("anonymous callers get typed 401 errors or an UNAUTHENTICATED error", async () => {
    const created = await t.graphql(CREATE, { input: datos });
    expect(created.data.createAnimal).toMatchObject({ __typename: "AppError", code: "UNAUTHENTICATED", message: "Debe iniciar sesión" });
    for (const query of ["{ animales(first: 5) { totalCount } }", "{ tipos { tipo } }", "{ animal(databaseId: 1) { nombre } }", "{ dashboard { anio } }"]) {
      const result = await t.graphql(query);
      expect(result.errors?.[0]?.message).toBe("Debe iniciar sesión");
    }
  });

  test("every role can create; the result is the Animal node with its lookups", async () => {
    for (const role of [1, 2] as const) {
      const { data } = await t.graphql(CREATE, { input: { ...datos, registro: `ROL-${role}` } }, await t.userToken(role));
      // The new edge for @prependEdge, and the record list's new total.
      expect(data.createAnimal).toMatchObject({ totalCount: await t.db.prisma.animal.count(), animalEdge: { node: { __typename: "Animal" } } });
    }
    const animal = await create();
    expect(animal).toMatchObject({
      __typename: "Animal",
      registro: "GQL-0001",
      tipo: { databaseId: 2, tipo: "Gato" },
      talla: { talla: "Pequeña" },
      sexo: { sexo: "Macho" },
      fotografia: null,
      photoUrl: null,
      fotoVersion: 0,
      entradasSalidasCount: 0,
    });
    const viaNode = await t.graphql(`query ($id: ID!) { node(id: $id) { ... on Animal { databaseId nombre } } }`, { id: animal.id }, t.tokens.veterinaria);
    expect(viaNode.data.node).toEqual({ databaseId: animal.databaseId, nombre: "Nube" });
    const viaDatabaseId = await t.graphql(
      `{ animal(databaseId: ${animal.databaseId}) { id } missing: animal(databaseId: 999999) { id } }`,
      {},
      t.tokens.veterinaria,
    );
    expect(viaDatabaseId.data).toEqual({ animal: { id: animal.id }, missing: null });
    // A number that cannot be an id is read by the one id parser, as node(id:) reads one.
    for (const databaseId of [0, -1]) {
      const malformed = await t.graphql(`query ($databaseId: Int!) { animal(databaseId: $databaseId) { id } }`, { databaseId }, t.tokens.veterinaria);
      expect(malformed.errors, String(databaseId)).toEqual([
        expect.objectContaining({ message: "Identificador no válido", extensions: { code: "INVALID_ID", field: "id" } }),
      ]);
    }
    const anonymousNode = await t.graphql(`query ($id: ID!) { node(id: $id) { ... on Animal { nombre } } }`, { id: animal.id });
    // node(id:) answers an anonymous caller as if the record did not exist (docs/security.md).
    expect(anonymousNode).toEqual({ data: { node: null } });
  });

  test("validation failures are typed ValidationErrors naming the field", async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ registro: "" }, "registro", "Completa este campo"],
      [{ nombre: null }, "nombre", "Completa este campo"],
      [{ tipoId: null }, "tipoId", "Selecciona un elemento de la lista"],
      [{ sexoId: 77 }, "sexoId", "Selecciona un elemento de la lista"],
      [{ color: "c".repeat(26) }, "color", "El color no puede superar 25 caracteres"],
      [{ edadMeses: 12 }, "edadMeses", "Los meses deben estar entre 0 y 11"],
      [{ edadAnios: -1 }, "edadAnios", "Los años no pueden ser negativos"],
    ];
    for (const [overrides, field, message] of cases) {
      expect(await create(overrides)).toEqual({ __typename: "ValidationError", message, field });
    }
    expect(await create({ edadAnios: null, edadMeses: null })).toMatchObject({ edadAnios: 0, edadMeses: 0 });
  });

  test("updateAnimal changes the data and keeps the photo", async () => {
    const animal = await create();
    const { data } = await t.graphql(UPDATE, { input: { ...datos, id: animal.id, nombre: "Nube Blanca", edadMeses: 5 } }, t.tokens.veterinaria);
    expect(data.updateAnimal.animal).toMatchObject({ id: animal.id, nombre: "Nube Blanca", edadMeses: 5 });
    const missing = await t.graphql(UPDATE, { input: { ...datos, id: Buffer.from("Animal:999999").toString("base64") } }, t.tokens.veterinaria);
    expect(missing.data.updateAnimal).toMatchObject({ __typename: "AppError", code: "NOT_FOUND", message: "Animal no encontrado" });
  });

  test("the animals connection searches and pages, newest first, with a total", async () => {
    const made = [];
    for (const registro of ["ÁGUILA-1", "aguila-2", "AGU-3"]) made.push(await create({ registro }));
    const first = (await t.graphql(LIST, { search: "aguila", first: 1 }, t.tokens.veterinaria)).data.animales;
    expect(first.totalCount).toBe(2);
    expect(first.edges.map((e: { node: { registro: string } }) => e.node.registro)).toEqual(["aguila-2"]);
    expect(first.pageInfo.hasNextPage).toBe(true);
    const second = (await t.graphql(LIST, { search: "aguila", first: 1, after: first.pageInfo.endCursor }, t.tokens.veterinaria)).data.animales;
    expect(second.edges.map((e: { node: { registro: string } }) => e.node.registro)).toEqual(["ÁGUILA-1"]);
    expect(second.pageInfo.hasNextPage).toBe(false);
    const byId = (await t.graphql(LIST, { search: String(made[2].databaseId) }, t.tokens.veterinaria)).data.animales;
    expect(byId.edges.map((e: { node: { databaseId: number } }) => e.node.databaseId)).toContain(made[2].databaseId);
  });

  test("lookups as lists, dashboard and counts", async () => {
    const { data } = await t.graphql(
      "{ tipos { databaseId tipo } tallas { talla } sexos { sexo } procedencias { procedencia } destinos { destino } counts { animales } }",
      {},
      t.tokens.veterinaria,
    );
    expect(data.tipos[0]).toEqual({ databaseId: 1, tipo: "Perro" });
    expect(data.destinos.map((d: { destino: string }) => d.destino)).toContain("En refugio");
    expect(data.counts.animales).toBe(await t.db.prisma.animal.count());
    const dashboard = (await t.graphql("{ dashboard { animalesEnRefugio anio movimientos { mes entradas salidas } } }", {}, t.tokens.veterinaria)).data
      .dashboard;
    expect(dashboard.movimientos).toHaveLength(12);
  });

  test("uploadAnimalPhoto stores the image under a generated name; removeAnimalPhoto deletes it", async () => {
    const animal = await create();
    // A name of its own: the data folder's parent is the shared temporary folder.
    const name = `foto-${randomUUID()}.png`;
    const uploaded = await upload(animal.id, PNG_1X1, `../../${name}`);
    expect(uploaded).toMatchObject({ __typename: "Animal", fotoVersion: 1 });
    expect(uploaded.fotografia).toMatch(/^\/api\/uploads\/fotos\/[0-9a-f-]{36}\.png$/);
    expect(uploaded.photoUrl).toBe(`${uploaded.fotografia}?v=1`);
    expect(existsSync(path.join(t.dataDir, name)) || existsSync(path.join(t.dataDir, "..", name))).toBe(false);
    // The path shows the photo's reduced copy, a JPEG (tests/integration/imageUploads.test.ts).
    const served = await t.rest({ method: "GET", url: uploaded.photoUrl, token: t.tokens.veterinaria });
    expect(served.headers["content-type"]).toBe("image/jpeg");
    expect(await sharp(served.rawPayload).metadata()).toMatchObject({ format: "jpeg", width: 1, height: 1 });

    const removed = animalOf((await t.graphql(REMOVE, { input: { id: animal.id } }, t.tokens.veterinaria)).data.removeAnimalPhoto);
    expect(removed).toMatchObject({ fotografia: null, photoUrl: null, fotoVersion: 2 });
    expect(await storedPhotos()).not.toContain(uploaded.fotografia.split("/").pop());
  });

  test("uploads: a renamed text file and a 6 MB image are refused, nothing is stored", async () => {
    const animal = await create();
    const before = await storedPhotos();
    expect(await upload(animal.id, TEXT_AS_JPG, "foto.jpg", "image/jpeg")).toMatchObject({
      __typename: "AppError",
      message: "Solo se permiten archivos de imagen",
      field: "photo",
    });
    expect(await upload(animal.id, jpegOfSize(6 * 1024 * 1024), "grande.jpg", "image/jpeg")).toMatchObject({
      __typename: "AppError",
      code: "PAYLOAD_TOO_LARGE",
      message: "El archivo es demasiado grande. Máximo 5MB",
    });
    expect(await storedPhotos()).toEqual(before);
    expect(await upload(animal.id, PNG_1X1, "a.png", "image/png", "")).toMatchObject({ __typename: "AppError", code: "UNAUTHENTICATED" });
    expect(await storedPhotos()).toEqual(before);
  });

  test("deleteAnimal: SEGURO required, then the cascade with its details and files gone", async () => {
    const animal = await create();
    const photo = (await upload(animal.id, PNG_1X1)).fotografia as string;
    const db = t.db.prisma;
    const stay = await insertStay(db, animal.databaseId, { fechaLlegada: "2026-04-01" });
    const document = await storeDocument(t.db.prisma);
    await insertObservation(db, stay.id, { documentacion: document, tratamiento: true, inicio: new Date() });
    await insertObservation(db, stay.id);

    // Unlike the REST facade's bare DELETE, GraphQL always needs the word.
    for (const input of [{ id: animal.id, confirmacion: "Seguro" }, { id: animal.id }]) {
      const refused = await t.graphql(DELETE, { input }, t.tokens.veterinaria);
      expect(refused.data.deleteAnimal).toEqual({
        __typename: "ValidationError",
        message: 'Debe escribir "SEGURO" para confirmar la eliminación',
        field: "confirmacion",
      });
    }
    const done = await t.graphql(DELETE, { input: { id: animal.id, confirmacion: "SEGURO", from: "ficha" } }, t.tokens.veterinaria);
    expect(done.data.deleteAnimal).toEqual({
      __typename: "DeleteAnimalPayload",
      deletedId: animal.id,
      totalCount: await db.animal.count(),
      detalles: { animalId: animal.databaseId, entradasSalidasEliminadas: 1, observacionesEliminadas: 2, archivosEliminados: 2, archivosNoEncontrados: 0 },
    });
    for (const file of [photo, document]) expect(await isStored(t.db.prisma, file)).toBe(false);
    expect(await db.animal.count({ where: { id: animal.databaseId } })).toBe(0);
  });

  test("deleteAnimal: a failure part-way is masked, and rows and files stay", async () => {
    const animal = await create();
    const photo = (await upload(animal.id, PNG_1X1)).fotografia as string;
    const db = t.db.prisma;
    const stay = await insertStay(db, animal.databaseId, { fechaLlegada: "2026-04-01" });
    await insertObservation(db, stay.id);
    const unblock = await blockAnimalDeletes(db);
    try {
      const result = await t.graphql(DELETE, { input: { id: animal.id, confirmacion: "SEGURO" } }, t.tokens.veterinaria);
      expect(result.errors?.[0]?.message).toBe("Error interno del servidor");
    } finally {
      await unblock();
    }
    expect(await db.animal.count({ where: { id: animal.databaseId } })).toBe(1);
    expect(await db.observacion.count({ where: { entradaSalidaId: stay.id } })).toBe(1);
    expect(await isStored(t.db.prisma, photo)).toBe(true);
  });

  test("every role may do every animal operation", async () => {
    for (const role of [1, 2, 3] as const) {
      const roleToken = await t.userToken(role);
      const created = animalOf((await t.graphql(CREATE, { input: { ...datos, registro: `MATRIZ-${role}` } }, roleToken)).data.createAnimal);
      expect(created.__typename).toBe("Animal");
      const updated = await t.graphql(UPDATE, { input: { ...datos, registro: `MATRIZ-${role}`, id: created.id, nombre: "Otro" } }, roleToken);
      expect(updated.data.updateAnimal.animal.__typename).toBe("Animal");
      const listed = await t.graphql(LIST, { search: `MATRIZ-${role}` }, roleToken);
      expect(listed.data.animales.totalCount).toBe(1);
      expect((await upload(created.id, PNG_1X1, "f.png", "image/png", roleToken)).__typename).toBe("Animal");
      expect(animalOf((await t.graphql(REMOVE, { input: { id: created.id } }, roleToken)).data.removeAnimalPhoto).__typename).toBe("Animal");
      const lookups = await t.graphql("{ tipos { tipo } dashboard { anio } counts { animales } }", {}, roleToken);
      expect(lookups.errors).toBeUndefined();
      const deleted = await t.graphql(DELETE, { input: { id: created.id, confirmacion: "SEGURO" } }, roleToken);
      expect(deleted.data.deleteAnimal.__typename).toBe("DeleteAnimalPayload");
    }
  });
});
