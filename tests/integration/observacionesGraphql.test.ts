/** Observations over GraphQL: typed errors, the node, the document upload, the treatments view and the Dashboard. */
import { encodeGlobalID } from "@pothos/plugin-relay";
import { beforeAll, describe, expect, test } from "vitest";
import { insertAnimal, insertStay, jpegOfSize } from "../helpers/fixtures.ts";
import { graphqlUploadBody } from "../helpers/multipart.ts";
import { testAppForSuite } from "../helpers/testApp.ts";
import { storedFileNames } from "../helpers/storedFiles.ts";

const PDF = Buffer.from("%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n");
const RESULT = (fields: string) => `__typename ... on Error { message } ... on ValidationError { field } ... on AppError { code field } ${fields}`;
const OBS = "id databaseId entradaSalidaDatabaseId descripcion tratamiento tratamientoFechaInicio tratamientoFechaFin documentacion fechaHora diasDesdeInicio";
const CREATE = `mutation ($input: CreateObservacionInput!, $solo: Boolean) { createObservacion(input: $input) {
  ${RESULT(`... on CreateObservacionPayload { observacionEdge { cursor node { ${OBS} } } totalCount totalTratamientos: totalCount(soloTratamientos: $solo) }`)} } }`;
const UPDATE = `mutation ($input: UpdateObservacionInput!) { updateObservacion(input: $input) { ${RESULT(`... on UpdateObservacionPayload { observacion { ${OBS} } }`)} } }`;
const DELETE = `mutation ($input: DeleteObservacionInput!) { deleteObservacion(input: $input) {
  ${RESULT("... on DeleteObservacionPayload { deletedId totalCount totalTratamientos: totalCount(soloTratamientos: true) archivosEliminados archivosNoEncontrados }")} } }`;
const UPLOAD = `mutation ($input: UploadObservacionDocumentInput!) { uploadObservacionDocument(input: $input) { ${RESULT("... on UploadObservacionDocumentPayload { observacion { documentacion } }")} } }`;
const TRATAMIENTOS = `query ($page: Int, $first: Int) {
  tratamientosEnCurso(page: $page, first: $first) {
    totalCount animalesEnTratamiento page totalPages
    edges { node { databaseId descripcion diasDesdeInicio animal { databaseId nombre registro } } }
  }
  dashboard { enTratamiento }
}`;

describe("observations over GraphQL", () => {
  const t = testAppForSuite({ users: { veterinaria: 3 } });
  let esGlobalId: string;
  beforeAll(async () => {
    const animal = await insertAnimal(t.db.prisma, { nombre: "Canela" });
    esGlobalId = encodeGlobalID("EntradaSalida", (await insertStay(t.db.prisma, animal.id)).id);
  });

  const create = async (input: Record<string, unknown>) =>
    (await t.graphql(CREATE, { input: { entradaSalidaId: esGlobalId, ...input } }, t.tokens.veterinaria)).data.createObservacion;
  const upload = async (id: string, bytes: Buffer, filename = "informe.pdf") => {
    const body = graphqlUploadBody(UPLOAD, { input: { id, document: null } }, { filename, contentType: "application/pdf", bytes }, "document");
    const response = await t.rest({ method: "POST", url: "/graphql", token: t.tokens.veterinaria, ...body });
    return response.json().data?.uploadObservacionDocument ?? response.json();
  };

  test("create, edit into a plain observation, upload a document, delete: with typed errors", async () => {
    const inicio = new Date(Date.now() - 2 * 24 * 3600 * 1000 - 60_000).toISOString();
    const created = await create({ descripcion: "Antiinflamatorio", tratamiento: true, tratamientoFechaInicio: inicio });
    expect(created.__typename).toBe("CreateObservacionPayload");
    expect(created.observacionEdge.node).toMatchObject({
      descripcion: "Antiinflamatorio",
      tratamiento: true,
      tratamientoFechaInicio: inicio,
      diasDesdeInicio: 2,
    });

    expect(await create({ descripcion: " " })).toMatchObject({ __typename: "ValidationError", message: "La descripción es obligatoria", field: "descripcion" });
    expect(await create({ descripcion: "x", tratamiento: true, tratamientoFechaInicio: inicio, tratamientoFechaFin: "2020-01-01T00:00:00Z" })).toMatchObject({
      __typename: "ValidationError",
      message: "La fecha de fin no puede ser anterior a la fecha de inicio",
      field: "tratamientoFechaFin",
    });
    const missing = (await t.graphql(CREATE, { input: { entradaSalidaId: encodeGlobalID("EntradaSalida", 999_999), descripcion: "x" } }, t.tokens.veterinaria))
      .data.createObservacion;
    expect(missing).toMatchObject({ __typename: "AppError", code: "NOT_FOUND", message: "No se encontró la entrada/salida" });

    const id = created.observacionEdge.node.id;
    // Read on its own, an observation still answers its animal.
    const node = (await t.graphql(`query ($id: ID!) { node(id: $id) { ... on Observacion { animal { nombre photoUrl } } } }`, { id }, t.tokens.veterinaria))
      .data.node;
    expect(node.animal).toEqual({ nombre: "Canela", photoUrl: null });
    const uploaded = await upload(id, PDF);
    expect(uploaded.observacion.documentacion).toMatch(/^\/api\/uploads\/documentos\/[0-9a-f-]{36}\.pdf$/);
    // The GraphQL endpoint takes the documents' 10 MB, and still refuses more.
    const tenMb = await upload(id, jpegOfSize(10 * 1024 * 1024), "scan.jpg");
    expect(tenMb.observacion?.documentacion).toMatch(/\.jpg$/);
    expect(await upload(id, jpegOfSize(10 * 1024 * 1024 + 1), "scan.jpg")).toMatchObject({
      code: "PAYLOAD_TOO_LARGE",
      message: "El documento es demasiado grande. Máximo 10MB",
    });
    expect(await upload(id, Buffer.from("#!/bin/sh\nrm -rf /\n"), "informe.pdf")).toMatchObject({ __typename: "AppError", code: "VALIDATION" });

    const plain = (
      await t.graphql(UPDATE, { input: { id, descripcion: "Revisado", tratamiento: false, tratamientoFechaInicio: inicio } }, t.tokens.veterinaria)
    ).data.updateObservacion;
    expect(plain.observacion).toMatchObject({ tratamiento: false, tratamientoFechaInicio: null, tratamientoFechaFin: null, diasDesdeInicio: null });

    const deleted = (await t.graphql(DELETE, { input: { id } }, t.tokens.veterinaria)).data.deleteObservacion;
    expect(deleted).toEqual({
      __typename: "DeleteObservacionPayload",
      deletedId: id,
      totalCount: 0,
      totalTratamientos: 0,
      archivosEliminados: 1,
      archivosNoEncontrados: 0,
    });
    expect(await storedFileNames(t.db.prisma, "documentos")).toEqual([]);
    expect((await t.graphql(DELETE, { input: { id } }, t.tokens.veterinaria)).data.deleteObservacion).toMatchObject({ code: "NOT_FOUND" });
  });

  test("EntradaSalida.observaciones: newest first, numbered pages, 'Solo los tratamientos'", async () => {
    const stay = encodeGlobalID("EntradaSalida", (await insertStay(t.db.prisma, (await insertAnimal(t.db.prisma)).id)).id);
    for (const [n, tratamiento] of [
      [1, false],
      [2, true],
      [3, false],
    ] as const) {
      await t.graphql(
        CREATE,
        {
          input: {
            entradaSalidaId: stay,
            descripcion: `Nota ${n}`,
            tratamiento, // An ended treatment, so the shelter's open ones stay as the next test counts them.
            tratamientoFechaInicio: tratamiento ? "2026-01-01T10:00:00Z" : null,
            tratamientoFechaFin: tratamiento ? "2026-01-05T10:00:00Z" : null,
          },
        },
        t.tokens.veterinaria,
      );
    }
    const read = async (vars: Record<string, unknown>) =>
      (
        await t.graphql(
          `query ($id: ID!, $page: Int, $solo: Boolean) { node(id: $id) { ... on EntradaSalida {
        observaciones(page: $page, first: 2, soloTratamientos: $solo) { totalCount page totalPages edges { node { descripcion } } } } } }`,
          { id: stay, ...vars },
          t.tokens.veterinaria,
        )
      ).data.node.observaciones;
    const names = (c: { edges: { node: { descripcion: string } }[] }) => c.edges.map((e) => e.node.descripcion);
    const first = await read({ page: 1 });
    expect([first.totalCount, first.totalPages, names(first)]).toEqual([3, 2, ["Nota 3", "Nota 2"]]);
    expect(names(await read({ page: 2 }))).toEqual(["Nota 1"]);
    expect(names(await read({ solo: true }))).toEqual(["Nota 2"]);
  });

  test("a create answers its edge and the E/S's new totals, a delete the id and the totals left: the tab updates without reading again", async () => {
    const stay = encodeGlobalID("EntradaSalida", (await insertStay(t.db.prisma, (await insertAnimal(t.db.prisma)).id)).id);
    const add = async (descripcion: string, tratamiento: boolean) =>
      (
        await t.graphql(
          CREATE,
          {
            input: {
              entradaSalidaId: stay,
              descripcion,
              tratamiento,
              tratamientoFechaInicio: tratamiento ? "2026-01-01T10:00:00Z" : null,
              tratamientoFechaFin: tratamiento ? "2026-01-02T10:00:00Z" : null,
            },
            solo: true,
          },
          t.tokens.veterinaria,
        )
      ).data.createObservacion;
    const nota = await add("Nota", false);
    expect(nota).toMatchObject({ observacionEdge: { cursor: "", node: { descripcion: "Nota", tratamiento: false } }, totalCount: 1, totalTratamientos: 0 });
    const cura = await add("Cura", true);
    expect([cura.totalCount, cura.totalTratamientos]).toEqual([2, 1]);
    // Another E/S's observation: the totals below are this E/S's alone.
    await create({ descripcion: "En otra E/S" });
    const deleted = (await t.graphql(DELETE, { input: { id: cura.observacionEdge.node.id } }, t.tokens.veterinaria)).data.deleteObservacion;
    expect(deleted).toMatchObject({ deletedId: cura.observacionEdge.node.id, totalCount: 1, totalTratamientos: 0 });
  });

  test("without a session nothing is read or changed", async () => {
    const denied = await t.graphql(CREATE, { input: { entradaSalidaId: esGlobalId, descripcion: "x" } });
    expect(denied.data?.createObservacion).toMatchObject({ code: "UNAUTHENTICATED" });
    const view = await t.graphql(TRATAMIENTOS, {});
    expect(view.data?.tratamientosEnCurso ?? null).toBeNull();
    expect(view.errors?.length).toBeGreaterThan(0);
  });

  test("the treatments view pages every open treatment and agrees with the Dashboard's card", async () => {
    const db = t.db.prisma;
    const day = 24 * 3600 * 1000;
    const lola = await insertAnimal(db, { nombre: "Lola" });
    const lolaStay = await insertStay(db, lola.id);
    const lolaEs = encodeGlobalID("EntradaSalida", lolaStay.id);
    for (let n = 0; n < 11; n++) {
      await t.graphql(
        CREATE,
        {
          input: {
            entradaSalidaId: lolaEs,
            descripcion: `Tratamiento ${n}`,
            tratamiento: true,
            tratamientoFechaInicio: new Date(Date.now() - (n + 1) * day).toISOString(),
          },
        },
        t.tokens.veterinaria,
      );
    }
    await create({ descripcion: "Colirio", tratamiento: true, tratamientoFechaInicio: new Date(Date.now() - 30 * day).toISOString() });
    await create({
      descripcion: "Terminado",
      tratamiento: true,
      tratamientoFechaInicio: new Date(Date.now() - 30 * day).toISOString(),
      tratamientoFechaFin: new Date(Date.now() - day).toISOString(),
    });

    const first = (await t.graphql(TRATAMIENTOS, { page: 1, first: 10 }, t.tokens.veterinaria)).data;
    expect(first.tratamientosEnCurso).toMatchObject({ totalCount: 12, animalesEnTratamiento: 2, page: 1, totalPages: 2 });
    expect(first.tratamientosEnCurso.edges[0].node).toMatchObject({ descripcion: "Tratamiento 0", diasDesdeInicio: 1, animal: { nombre: "Lola" } });
    expect(first.dashboard.enTratamiento).toBe(first.tratamientosEnCurso.animalesEnTratamiento);
    const second = (await t.graphql(TRATAMIENTOS, { page: 2, first: 10 }, t.tokens.veterinaria)).data.tratamientosEnCurso;
    expect(second.edges.map((e: { node: { descripcion: string; animal: { nombre: string } } }) => [e.node.descripcion, e.node.animal.nombre])).toEqual([
      ["Tratamiento 10", "Lola"],
      ["Colirio", "Canela"],
    ]);
  });
});
