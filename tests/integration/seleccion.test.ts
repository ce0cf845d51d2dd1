/**
 * Select mode (spec section 4): choosing a person or town hall for the E/S of an
 * animal-registration context, over GraphQL, against E/S rows set up here.
 */
import { beforeAll, describe, expect, test } from "vitest";
import { testAppForSuite } from "../helpers/testApp.ts";

const LINK_PERSONA = `mutation($input: LinkPersonaToEntradaSalidaInput!) {
  linkPersonaToEntradaSalida(input: $input) {
    __typename ... on LinkPersonaToEntradaSalidaPayload { animalId entradaSalidaId pendingReport } ... on Error { message } ... on AppError { code }
  }
}`;
const LINK_AYUNTAMIENTO = `mutation($input: LinkAyuntamientoToEntradaSalidaInput!) {
  linkAyuntamientoToEntradaSalida(input: $input) {
    __typename ... on LinkAyuntamientoToEntradaSalidaPayload { animalId entradaSalidaId pendingReport } ... on Error { message } ... on AppError { code }
  }
}`;

describe("linking from select mode", () => {
  const t = testAppForSuite({ users: { veterinaria: 3 } });
  let personaId: string;
  let ayuntamientoId: string;
  let animalId: number;
  let abandono: number;
  let adopcion: number;
  beforeAll(async () => {
    const persona = await t.graphql(
      `mutation { createPersona(input: { dni: "X1", nombre: "Eva", apellido1: "Sanz", localidad: "Soria", provincia: "Soria", telefono1: "6" }) { ... on CreatePersonaPayload { personaEdge { node { id } } } } }`,
      {},
      t.tokens.veterinaria,
    );
    personaId = persona.data.createPersona.personaEdge.node.id;
    const ayuntamiento = await t.graphql(
      `mutation { createAyuntamiento(input: { cif: "P4217300C", ayuntamiento: "Soria" }) { ... on CreateAyuntamientoPayload { ayuntamientoEdge { node { id } } } } }`,
      {},
      t.tokens.veterinaria,
    );
    ayuntamientoId = ayuntamiento.data.createAyuntamiento.ayuntamientoEdge.node.id;
    animalId = (await t.db.prisma.animal.create({ data: { registro: "R7", nombre: "Nube" } })).id;
    const es = (data: object) => t.db.prisma.entradaSalida.create({ data: { animalId, fechaLlegada: new Date("2026-04-01"), ...data } });
    abandono = (await es({ procedenciaId: 1, destinoId: 3, fechaSalida: new Date("2026-05-01") })).id;
    adopcion = (await es({ procedenciaId: 2, destinoId: 6 })).id;
  });

  test("a process selection on entry sets datos_entrada_id and leaves the abandonment declaration pending", async () => {
    const result = await t.graphql(LINK_PERSONA, { input: { entradaSalidaId: abandono, personaId, role: "ENTRADA", forProcess: true } }, t.tokens.veterinaria);
    expect(result.data.linkPersonaToEntradaSalida).toEqual({
      __typename: "LinkPersonaToEntradaSalidaPayload",
      animalId,
      entradaSalidaId: abandono,
      pendingReport: "DECLARACION_ABANDONO",
    });
    const row = await t.db.prisma.entradaSalida.findUniqueOrThrow({ where: { id: abandono } });
    expect(row.datosEntradaId).toBe(Number(Buffer.from(personaId, "base64").toString().split(":")[1]));
    expect(await t.db.prisma.actividad.count({ where: { accion: "vincular_persona", registroId: abandono } })).toBe(1);
  });

  test("exit selections: adoption contract after a process, nothing after a plain choice", async () => {
    const process = await t.graphql(LINK_PERSONA, { input: { entradaSalidaId: abandono, personaId, role: "SALIDA", forProcess: true } }, t.tokens.veterinaria);
    expect(process.data.linkPersonaToEntradaSalida.pendingReport).toBe("CONTRATO_ADOPCION");
    const plain = await t.graphql(LINK_PERSONA, { input: { entradaSalidaId: adopcion, personaId, role: "SALIDA" } }, t.tokens.veterinaria);
    expect(plain.data.linkPersonaToEntradaSalida).toMatchObject({ entradaSalidaId: adopcion, pendingReport: null });
    expect((await t.db.prisma.entradaSalida.findUniqueOrThrow({ where: { id: adopcion } })).datosSalidaId).not.toBeNull();
  });

  test("the municipality mode sets ayuntamiento_id", async () => {
    const result = await t.graphql(LINK_AYUNTAMIENTO, { input: { entradaSalidaId: adopcion, ayuntamientoId } }, t.tokens.veterinaria);
    expect(result.data.linkAyuntamientoToEntradaSalida).toMatchObject({ animalId, entradaSalidaId: adopcion, pendingReport: null });
    expect((await t.db.prisma.entradaSalida.findUniqueOrThrow({ where: { id: adopcion } })).ayuntamientoId).not.toBeNull();
  });

  test("a missing E/S answers 'No se encontró la entrada/salida'; anonymous callers and bad ids are refused", async () => {
    const missing = await t.graphql(LINK_PERSONA, { input: { entradaSalidaId: 999_999, personaId, role: "ENTRADA" } }, t.tokens.veterinaria);
    expect(missing.data.linkPersonaToEntradaSalida).toEqual({ __typename: "AppError", message: "No se encontró la entrada/salida", code: "NOT_FOUND" });
    const missingToo = await t.graphql(LINK_AYUNTAMIENTO, { input: { entradaSalidaId: 999_999, ayuntamientoId } }, t.tokens.veterinaria);
    expect(missingToo.data.linkAyuntamientoToEntradaSalida.message).toBe("No se encontró la entrada/salida");
    const anonymous = await t.graphql(LINK_PERSONA, { input: { entradaSalidaId: abandono, personaId, role: "ENTRADA" } });
    expect(anonymous.data.linkPersonaToEntradaSalida.code).toBe("UNAUTHENTICATED");
    const crossed = await t.graphql(LINK_PERSONA, { input: { entradaSalidaId: abandono, personaId: ayuntamientoId, role: "ENTRADA" } }, t.tokens.veterinaria);
    expect(crossed.data.linkPersonaToEntradaSalida.message).toBe("Identificador no válido");
    const negative = await t.graphql(LINK_AYUNTAMIENTO, { input: { entradaSalidaId: -4, ayuntamientoId } }, t.tokens.veterinaria);
    expect(negative.data.linkAyuntamientoToEntradaSalida).toMatchObject({ __typename: "AppError", message: "Identificador no válido", code: "INVALID_ID" });
  });
});
