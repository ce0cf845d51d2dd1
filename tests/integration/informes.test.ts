/**
 * The report generator over REST and GraphQL (spec sections 5, 7 "Reports", 9): each of the four
 * documents read back with pdftotext, every refusal with the spec's message, the archive kept as
 * it was generated and served only with a session.
 */
import { createHash } from "node:crypto";
import { RECIPIENTS_TEXT } from "../../api/src/domain/rules/rgpd.ts";
import { beforeAll, describe, expect, test } from "vitest";
import { encodeGlobalID as toGlobalId } from "@pothos/plugin-relay";
import { insertAnimal, insertObservation, insertStay, jpegOfSize, PNG_1X1, SHELTER } from "../helpers/fixtures.ts";
import { pdfImages, readPdf } from "../helpers/pdf.ts";
import { testAppForSuite } from "../helpers/testApp.ts";
import type { Db } from "../../api/src/db/client.ts";
import { keepFile, storedFileNames } from "../helpers/storedFiles.ts";

async function saveShelter(db: Db, fields: Partial<typeof SHELTER> = SHELTER) {
  await db.refugio.upsert({ where: { id: 1 }, create: { id: 1, ...fields }, update: fields });
}

function insertPerson(db: Db, overrides: Record<string, unknown> = {}) {
  return db.persona.create({
    data: {
      dni: "12345678Z",
      nombre: "Íñigo",
      apellido1: "Muñoz",
      apellido2: "Gómez",
      domicilio: "Calle Mayor 7",
      localidad: "Guadalajara",
      codigoPostal: "19001",
      provincia: "Guadalajara",
      telefono1: "600111222",
      ...overrides,
    },
  });
}

/** pdftotext's text with runs of spaces (the layout's columns, non-breaking spaces) as one space. */
const flat = (text: string) => text.replace(/[\s\u00a0]+/g, " ");

describe("legal documents", () => {
  const t = testAppForSuite({ users: { maria: 3 } });
  let animalId: number;
  /** The E/S the cedente gave the animal up in and the adopter took it out of. */
  let entradaId: number;
  let sinPersonaId: number;

  beforeAll(async () => {
    await saveShelter(t.db.prisma);
    const animal = await insertAnimal(t.db.prisma, {
      nombre: "Canela",
      identificacion: "941000024681357",
      registro: "2026/015",
      color: "Canela",
      otros: "Cicatriz en la oreja",
      esterilizado: true,
    });
    animalId = animal.id;
    const cedente = await insertPerson(t.db.prisma);
    const adoptante = await insertPerson(t.db.prisma, { dni: "X1234567L", nombre: "Lucía", apellido1: "Peña", apellido2: null, mayorEdad: true });
    entradaId = (await insertStay(t.db.prisma, animalId, { procedenciaId: 1, destinoId: 3, fechaLlegada: "2026-01-10", fechaSalida: "2026-02-01" })).id;
    await t.db.prisma.entradaSalida.update({ where: { id: entradaId }, data: { datosEntradaId: cedente.id, datosSalidaId: adoptante.id } });
    sinPersonaId = (await insertStay(t.db.prisma, animalId, { procedenciaId: 2, destinoId: 4, fechaLlegada: "2026-03-01", fechaSalida: "2026-03-05" })).id;
    await insertObservation(t.db.prisma, entradaId, { tratamiento: true, inicio: new Date("2026-01-12T10:00:00Z"), fin: new Date("2026-01-19T10:00:00Z") });
  });

  const generate = (payload: Record<string, unknown>, as: string | undefined = t.tokens.maria) =>
    t.rest({ method: "POST", url: "/api/reports/generate", token: as, payload });

  async function generatedText(payload: Record<string, unknown>) {
    const response = await generate(payload);
    expect(response.statusCode, response.body).toBe(200);
    const { filename, pdfUrl } = response.json();
    const pdf = await t.rest({ method: "GET", url: pdfUrl, token: t.tokens.maria });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers["content-type"]).toBe("application/pdf");
    expect(pdf.headers["content-disposition"]).toBe(`inline; filename="${filename}"`);
    const read = await readPdf(pdf.rawPayload);
    expect(read.pageSize).toContain("595.28 x 841.89");
    return { filename, pdfUrl, bytes: pdf.rawPayload, text: flat(read.text) };
  }

  const shelterAppears = (text: string) => {
    for (const value of [SHELTER.nombre, SHELTER.cifNif, SHELTER.nucleoZoologico, "Alcalá de Henares", SHELTER.responsableDatos, SHELTER.contactoDerechos]) {
      expect(text).toContain(value);
    }
    expect(text).toContain("Información sobre protección de datos");
    // Worded as the data export words it (RGPD arts. 13.1.e and 15.1.c).
    expect(text).toContain(`Destinatarios: ${RECIPIENTS_TEXT}`);
    // Art. 13.2.e RGPD, and no copy of an identity document asked for by default (art. 12.6).
    expect(text).toContain("Obligatoriedad: Los datos de este documento son necesarios para formalizarlo");
    expect(text).toContain("solo se le pedirá que acredite su identidad si hubiera dudas razonables");
    expect(text).not.toContain("copia de su documento de identidad");
    expect(text).toMatch(/Página 1 de \d/);
  };

  test("declaración de abandono: the person who hands the animal over, the amount, the date and the causes", async () => {
    const { filename, text } = await generatedText({
      type: "declaracion-abandono",
      animalId,
      entradaSalidaId: entradaId,
      cantidadAbonada: 50,
      fechaAbandono: "2026-01-10",
      causasAbandono: "Cambio de domicilio a un piso donde no se admiten perros.\nAlergia en la familia.",
    });
    expect(filename).toBe(`declaracion-abandono-2026-015-${filename.slice(-14)}`);
    shelterAppears(text);
    for (const part of [
      "Declaración de abandono y cesión del animal",
      "Íñigo Muñoz Gómez",
      "DNI/NIE: 12345678Z",
      "941000024681357",
      "Canela",
      "50,00 €",
      "10/01/2026",
      "Alergia en la familia",
      "renuncia a la propiedad",
      "En Alcalá de Henares, a 10/01/2026.",
    ]) {
      expect(text).toContain(part);
    }
  });

  test("contrato de adopción with the adopter's sterilisation commitment: its own clause with the deadline (issue 26)", async () => {
    const contract = { type: "contrato-adopcion", animalId, entradaSalidaId: entradaId, fechaEntregaContrato: "2026-02-01", compromisoAdoptante: "" };
    const without = (await generatedText(contract)).text;
    expect(without).not.toContain("Esterilización. La persona adoptante");
    expect(without).toContain("Cuarta. Incumplimiento.");
    await t.db.prisma.entradaSalida.update({
      where: { id: entradaId },
      data: { compromisoEsterilizacion: true, fechaLimiteEsterilizacion: new Date("2026-08-01") },
    });
    try {
      const { text } = await generatedText(contract);
      expect(text).toContain(
        "Cuarta. Esterilización. La persona adoptante se compromete a que un veterinario esterilice al animal antes del 01/08/2026 y a entregar al refugio el certificado veterinario que lo acredite.",
      );
      expect(text).toContain("Quinta. Incumplimiento.");
    } finally {
      await t.db.prisma.entradaSalida.update({ where: { id: entradaId }, data: { compromisoEsterilizacion: false, fechaLimiteEsterilizacion: null } });
    }
  });

  test("contrato de adopción: the parties with DNI and address, the microchip, the Ley 7/2023 duties and the commitments", async () => {
    const { text } = await generatedText({
      type: "contrato-adopcion",
      animalId,
      entradaSalidaId: entradaId,
      fechaEntregaContrato: "2026-02-01",
      compromisoAdoptante: "Paseos diarios.\nVisita al veterinario en un mes.",
    });
    shelterAppears(text);
    for (const part of ["Lucía Peña", "X1234567L", "Calle Mayor 7, 19001 Guadalajara (Guadalajara)", "941000024681357", "Ley 7/2023"]) {
      expect(text).toContain(part);
    }
    for (const duty of ["Identificación:", "Cuidado:", "Esterilización:", "Seguimiento:", "Devolución:"]) expect(text).toContain(duty);
    expect(text).toContain("Visita al veterinario en un mes.");
    expect(text).toContain("01/02/2026");
  });

  test("declaración de reconocimiento without an exit person: lines to fill by hand, the amount and the days", async () => {
    const { text } = await generatedText({
      type: "declaracion-reconocimiento",
      animalId,
      entradaSalidaId: sinPersonaId,
      fechaEntregaReconocimiento: "2026-03-05",
      cantidadAbonadaReconocimiento: "1234,5",
      diasRefugio: 4,
    });
    shelterAppears(text);
    for (const part of ["Declaración de reconocimiento de un animal", "1234,50 €", "4 días", "01/03/2026", "______"]) expect(text).toContain(part);
  });

  test("ficha registral: every E/S with its people, the treatment of the selected one", async () => {
    const { text } = await generatedText({ type: "ficha-registral", animalId, entradaSalidaId: entradaId });
    shelterAppears(text);
    for (const part of [
      "Ficha registral animal",
      `E/S n.º ${entradaId}`,
      `E/S n.º ${sinPersonaId}`,
      "Íñigo Muñoz Gómez, DNI/NIE 12345678Z",
      "Lucía Peña, DNI/NIE X1234567L",
      "Revisión veterinaria",
      "Sí, del 12/01/2026 al 19/01/2026",
      "Cicatriz en la oreja",
    ]) {
      expect(text).toContain(part);
    }
  });

  test("each refusal with the spec's message, in the spec's order", async () => {
    const refusal = async (payload: Record<string, unknown>) => {
      const response = await generate(payload);
      return { status: response.statusCode, ...response.json() };
    };
    expect(await refusal({ type: "ficha-registral", entradaSalidaId: entradaId })).toMatchObject({
      status: 400,
      message: "Debe guardar el animal antes de generar informes",
      field: "animalId",
    });
    expect(await refusal({ animalId })).toMatchObject({ status: 400, message: "Debe seleccionar un registro de entrada/salida", field: "entradaSalidaId" });
    expect(await refusal({ animalId, entradaSalidaId: entradaId })).toMatchObject({
      status: 400,
      message: "Debe seleccionar un tipo de informe",
      field: "type",
    });
    expect(await refusal({ type: "toString", animalId, entradaSalidaId: entradaId })).toMatchObject({ status: 400, message: "Tipo de informe no válido" });
    const other = await insertAnimal(t.db.prisma);
    expect(await refusal({ type: "ficha-registral", animalId: other.id, entradaSalidaId: entradaId })).toMatchObject({
      status: 404,
      message: "No se encontró la entrada/salida",
    });
    for (const type of ["declaracion-abandono", "contrato-adopcion"]) {
      expect(await refusal({ type, animalId, entradaSalidaId: sinPersonaId })).toMatchObject({
        status: 400,
        code: "PERSON_REQUIRED",
        message: "Este tipo de informe requiere que haya datos de persona en el registro de entrada/salida",
      });
    }
    expect(await refusal({ type: "declaracion-abandono", animalId, entradaSalidaId: entradaId, causasAbandono: "x".repeat(801) })).toMatchObject({
      status: 400,
      message: "Las causas del abandono no pueden superar 800 caracteres",
      field: "causasAbandono",
    });
    expect(await refusal({ type: "declaracion-reconocimiento", animalId, entradaSalidaId: entradaId, cantidadAbonadaReconocimiento: -1 })).toMatchObject({
      status: 400,
      message: "La cantidad abonada debe ser un número igual o mayor que 0",
    });
  });

  test("an incomplete shelter identity refuses the signed documents, naming what is missing, but not the ficha", async () => {
    await saveShelter(t.db.prisma, { ...SHELTER, cifNif: null, telefono: " " } as never);
    try {
      for (const type of ["declaracion-abandono", "contrato-adopcion", "declaracion-reconocimiento"]) {
        const response = await generate({ type, animalId, entradaSalidaId: entradaId });
        expect(response.statusCode).toBe(409);
        expect(response.json()).toMatchObject({
          code: "REFUGIO_INCOMPLETE",
          message: "Faltan datos del refugio para generar el documento: CIF/NIF, Teléfono.",
        });
      }
      const { text } = await generatedText({ type: "ficha-registral", animalId, entradaSalidaId: entradaId });
      expect(text).toContain(SHELTER.nombre);
      expect(text).toContain("CIF/NIF no consta");
    } finally {
      await saveShelter(t.db.prisma);
    }
  });

  test("the archive: served only with a session, the bytes as generated, rows never changed", async () => {
    const { pdfUrl, bytes } = await generatedText({ type: "ficha-registral", animalId, entradaSalidaId: entradaId });
    expect((await t.rest({ method: "GET", url: pdfUrl })).statusCode).toBe(401);
    expect((await generate({ type: "ficha-registral", animalId, entradaSalidaId: entradaId }, "")).statusCode).toBe(401);
    const id = Number(pdfUrl.split("/").pop());
    const row = await t.db.prisma.documentoGenerado.findUniqueOrThrow({ where: { id } });
    expect(row).toMatchObject({ entradaSalidaId: entradaId, tipo: "ficha-registral", generadoPor: "maria", bytes: bytes.byteLength });
    expect(row.sha256).toBe(createHash("sha256").update(bytes).digest("hex"));
    await expect(t.db.prisma.documentoGenerado.update({ where: { id }, data: { sha256: "0".repeat(64) } })).rejects.toThrow(/solo lectura/);
    const trail = await t.db.prisma.actividad.findFirstOrThrow({ where: { tabla: "documentos_generados", registroId: id } });
    expect(trail).toMatchObject({ accion: "crear", usuario: "maria" });
    expect((await t.rest({ method: "GET", url: "/api/reports/documentos/999999", token: t.tokens.maria })).json()).toMatchObject({
      message: "No se encontró el documento",
    });
  });

  test("GraphQL: the same document with typed refusals, and the E/S's archive newest first", async () => {
    const mutation = `mutation ($input: GenerateInformeInput!) {
      generateInforme(input: $input) {
        __typename
        ... on GenerateInformePayload { filename pdfUrl totalCount documento { tipo tipoNombre generadoPor sha256 bytes pdfUrl } documentoEdge { node { id } } }
        ... on ValidationError { message field }
        ... on AppError { message code field }
      }
    }`;
    const esGlobal = toGlobalId("EntradaSalida", entradaId);
    const animalGlobal = toGlobalId("Animal", animalId);
    const { data } = await t.graphql(
      mutation,
      { input: { tipo: "declaracion-abandono", animalId: animalGlobal, entradaSalidaId: esGlobal, cantidadAbonada: 20, causasAbandono: "Mudanza" } },
      t.tokens.maria,
    );
    const payload = data.generateInforme;
    expect(payload).toMatchObject({
      __typename: "GenerateInformePayload",
      documento: { tipo: "declaracion-abandono", tipoNombre: "Declaración de abandono", generadoPor: "maria" },
    });
    const pdf = await t.rest({ method: "GET", url: payload.pdfUrl, token: t.tokens.maria });
    expect(createHash("sha256").update(pdf.rawPayload).digest("hex")).toBe(payload.documento.sha256);
    expect(flat((await readPdf(pdf.rawPayload)).text)).toContain("20,00 €");

    const refused = async (input: Record<string, unknown>) => (await t.graphql(mutation, { input }, t.tokens.maria)).data.generateInforme;
    expect(await refused({ entradaSalidaId: esGlobal, tipo: "ficha-registral" })).toMatchObject({
      __typename: "ValidationError",
      message: "Debe guardar el animal antes de generar informes",
    });
    expect(await refused({ animalId: animalGlobal, tipo: "ficha-registral" })).toMatchObject({ message: "Debe seleccionar un registro de entrada/salida" });
    expect(await refused({ animalId: animalGlobal, entradaSalidaId: esGlobal })).toMatchObject({
      message: "Debe seleccionar un tipo de informe",
      field: "tipo",
    });
    expect(await refused({ animalId: animalGlobal, entradaSalidaId: esGlobal, tipo: "otro" })).toMatchObject({ message: "Tipo de informe no válido" });
    expect(await refused({ animalId: animalGlobal, entradaSalidaId: toGlobalId("EntradaSalida", sinPersonaId), tipo: "contrato-adopcion" })).toMatchObject({
      __typename: "AppError",
      code: "PERSON_REQUIRED",
    });

    const list = await t.graphql(
      `query ($id: ID!) { node(id: $id) { ... on EntradaSalida { documentosGenerados(first: 50) { totalCount edges { node { id tipo generadoEn } } } } } }`,
      { id: esGlobal },
      t.tokens.maria,
    );
    const documentos = list.data.node.documentosGenerados;
    expect(documentos.totalCount).toBe(payload.totalCount);
    expect(documentos.edges[0].node.id).toBe(payload.documentoEdge.node.id);
    const times = documentos.edges.map((e: { node: { generadoEn: string } }) => e.node.generadoEn);
    expect([...times].sort().reverse()).toEqual(times);
  });

  test("deleting the E/S removes its documents and counts their files", async () => {
    const stay = await insertStay(t.db.prisma, animalId, { procedenciaId: 2, destinoId: 2, fechaLlegada: "2025-05-01", fechaSalida: "2025-05-02" });
    await generatedText({ type: "ficha-registral", animalId, entradaSalidaId: stay.id });
    const before = await storedFileNames(t.db.prisma, "informes");
    const deleted = await t.rest({ method: "DELETE", url: `/api/entradas-salidas/${stay.id}`, token: t.tokens.maria, payload: { confirmacion: "SEGURO" } });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(deleted.json().detalles).toMatchObject({ archivosEliminados: 1, archivosNoEncontrados: 0 });
    expect(await storedFileNames(t.db.prisma, "informes")).toHaveLength(before.length - 1);
    expect(await t.db.prisma.documentoGenerado.count({ where: { entradaSalidaId: stay.id } })).toBe(0);
  });

  test("deleting the animal in cascade removes every document of its E/S and counts the files", async () => {
    const { id } = await insertAnimal(t.db.prisma);
    const first = await insertStay(t.db.prisma, id, { procedenciaId: 2, destinoId: 2, fechaLlegada: "2025-01-01", fechaSalida: "2025-01-05" });
    const second = await insertStay(t.db.prisma, id, { procedenciaId: 2, destinoId: 6, fechaLlegada: "2025-06-01" });
    for (const stay of [first, first, second]) await generatedText({ type: "ficha-registral", animalId: id, entradaSalidaId: stay.id });
    const deleted = await t.rest({ method: "DELETE", url: `/api/animales/${id}/cascada`, token: t.tokens.maria, payload: { confirmacion: "SEGURO" } });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(deleted.json().detalles).toMatchObject({ entradasSalidasEliminadas: 2, archivosEliminados: 3, archivosNoEncontrados: 0 });
    expect(await t.db.prisma.documentoGenerado.count({ where: { entradaSalidaId: { in: [first.id, second.id] } } })).toBe(0);
  });

  test("the ficha carries the animal's photo, and every document the shelter's logo once there is one", async () => {
    const photo = await keepFile(t.db.prisma, "fotos", PNG_1X1, "png");
    const { id } = await insertAnimal(t.db.prisma, { fotografia: photo.apiPath });
    const stay = await insertStay(t.db.prisma, id);
    const ficha = { type: "ficha-registral", animalId: id, entradaSalidaId: stay.id };
    expect(await pdfImages((await generatedText(ficha)).bytes)).toContainEqual(expect.objectContaining({ width: 1, height: 1 }));

    const contrato = { type: "contrato-adopcion", animalId, entradaSalidaId: entradaId };
    expect(await pdfImages((await generatedText(contrato)).bytes)).toEqual([]);
    const logo = await keepFile(t.db.prisma, "logos", PNG_1X1, "png");
    await t.db.prisma.refugio.update({ where: { id: 1 }, data: { logo: logo.apiPath } });
    try {
      expect(await pdfImages((await generatedText(contrato)).bytes)).toContainEqual(expect.objectContaining({ width: 1, height: 1 }));
      // A file that only starts like a JPEG: the document is still made, without the image.
      const damaged = await keepFile(t.db.prisma, "logos", jpegOfSize(2000), "jpg");
      await t.db.prisma.refugio.update({ where: { id: 1 }, data: { logo: damaged.apiPath } });
      expect(await pdfImages((await generatedText(contrato)).bytes)).toEqual([]);
    } finally {
      await t.db.prisma.refugio.update({ where: { id: 1 }, data: { logo: null } });
    }
  });

  test("an /api request is answered while 20 documents are generated at once", async () => {
    let generated = 0;
    const documents = Array.from({ length: 20 }, () =>
      generate({ type: "contrato-adopcion", animalId, entradaSalidaId: entradaId, compromisoAdoptante: "Paseos diarios." }).then((response) => {
        generated++;
        return response;
      }),
    );
    const answered = await t.rest({ method: "GET", url: "/api/auth/user", token: t.tokens.maria });
    const generatedWhenAnswered = generated;
    const responses = await Promise.all(documents);
    expect(answered.statusCode).toBe(200);
    // The layout runs on the worker pool: the event loop answered before the documents were all done.
    expect(generatedWhenAnswered).toBeLessThan(20);
    expect(responses.map((r) => r.statusCode)).toEqual(Array(20).fill(200));
    expect(new Set(responses.map((r) => r.json().pdfUrl)).size).toBe(20);
  });
});
