/**
 * Archived documents that print a blocked person (LOPDGDD art. 32, docs/decisions.md "A blocked
 * person seen by non-administrators"): gone from the lists and refused on download, node(id:) and
 * signing to everyone but administrators, whatever the E/S names now; back once the person is unblocked.
 */
import { describe, expect, test } from "vitest";
import { ANA_PERSONA, insertAnimal, insertStay } from "../helpers/fixtures.ts";
import { readPdf } from "../helpers/pdf.ts";
import { testAppForSuite } from "../helpers/testApp.ts";

const BLOCKED_READ = "Este documento imprime los datos de una persona bloqueada (LOPDGDD art. 32): solo un administrador puede consultarlo.";

// Each test renders several PDFs and reads them back: room for a shared, loaded machine.
describe("documents that print a blocked person", { timeout: 120_000 }, () => {
  const t = testAppForSuite({ users: { directora: 1, marta: 2, veterinaria: 3 } });
  const db = () => t.db.prisma;
  const gid = (typename: string, id: number) => Buffer.from(`${typename}:${id}`).toString("base64");

  /** A person on the entrada of a new animal's open E/S, and the ficha registral `token` generates from it. */
  async function fichaOf(nombre: string, dni: string, token: string) {
    const persona = await db().persona.create({ data: { ...ANA_PERSONA, nombre, apellido1: "Archivo", dni, telefono2: null } });
    const animal = await insertAnimal(db(), { nombre: `Animal de ${nombre}` });
    const stay = await insertStay(db(), animal.id, { fechaLlegada: "2026-02-02" });
    await db().entradaSalida.update({ where: { id: stay.id }, data: { datosEntradaId: persona.id } });
    const generated = await t.rest({
      method: "POST",
      url: "/api/reports/generate",
      token,
      payload: { type: "ficha-registral", animalId: animal.id, entradaSalidaId: stay.id },
    });
    expect(generated.statusCode, generated.body).toBe(200);
    const documento = await db().documentoGenerado.findFirstOrThrow({ where: { entradaSalidaId: stay.id } });
    return { persona, stay, documento, pdfUrl: generated.json().pdfUrl as string };
  }

  const listed = async (stayId: number, token: string) => {
    const answer = await t.graphql(
      `query($id: ID!) { node(id: $id) { ... on EntradaSalida { documentosGenerados { totalCount edges { node { databaseId pdfUrl } } } } } }`,
      { id: gid("EntradaSalida", stayId) },
      token,
    );
    const connection = answer.data.node.documentosGenerados;
    return { total: connection.totalCount as number, ids: connection.edges.map((edge: { node: { databaseId: number } }) => edge.node.databaseId) };
  };
  const documentNode = async (id: number, token: string) =>
    (await t.graphql(`query($id: ID!) { node(id: $id) { ... on DocumentoGenerado { databaseId } } }`, { id: gid("DocumentoGenerado", id) }, token)).data.node;
  const download = (url: string, token: string) => t.rest({ method: "GET", url, token });
  const setBlocked = async (personaId: number, blocked: boolean) => {
    const mutation = blocked ? "blockPersona" : "unblockPersona";
    const answer = await t.graphql(
      `mutation($id: ID!) { ${mutation}(input: { id: $id }) { ... on ${blocked ? "Block" : "Unblock"}PersonaPayload { persona { bloqueada } } } }`,
      { id: gid("Persona", personaId) },
      t.tokens.directora,
    );
    expect(answer.data?.[mutation]?.persona, JSON.stringify(answer)).toEqual({ bloqueada: blocked });
  };

  test("employees and vets neither list nor download it, administrators do, unblocking gives it back; another person's stays visible", async () => {
    await db().refugio.upsert({ where: { id: 1 }, create: { id: 1, nombre: "Refugio Sur", nucleoZoologico: "ES300000000999" }, update: {} });
    const carla = await fichaOf("Carla", "00000101T", t.tokens.marta);
    const dora = await fichaOf("Dora", "00000102R", t.tokens.marta);
    // The archive keeps whom each document prints, as it was generated.
    expect(
      await db().documentoPersona.findMany({ where: { documentoId: { in: [carla.documento.id, dora.documento.id] } }, orderBy: { documentoId: "asc" } }),
    ).toEqual([
      { documentoId: carla.documento.id, personaId: carla.persona.id },
      { documentoId: dora.documento.id, personaId: dora.persona.id },
    ]);
    expect(await listed(carla.stay.id, t.tokens.marta)).toEqual({ total: 1, ids: [carla.documento.id] });

    await setBlocked(carla.persona.id, true);
    const accessesBefore = await db().log.count({ where: { personaAccedidaId: carla.persona.id } });
    for (const token of [t.tokens.marta, t.tokens.veterinaria]) {
      expect(await listed(carla.stay.id, token)).toEqual({ total: 0, ids: [] });
      expect(await documentNode(carla.documento.id, token)).toBeNull();
      const refused = await download(carla.pdfUrl, token);
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toMatchObject({ code: "PERSONA_BLOCKED", message: BLOCKED_READ });
      // Signing it at the shelter shows it too: refused before the signatures are checked.
      const signing = await t.rest({ method: "POST", url: `/api/reports/documentos/${carla.documento.id}/firmar`, token, payload: {} });
      expect([signing.statusCode, signing.json().code]).toEqual([409, "PERSONA_BLOCKED"]);
      // Dora is not blocked: her document stays for everyone.
      expect(await listed(dora.stay.id, token)).toEqual({ total: 1, ids: [dora.documento.id] });
      expect(await documentNode(dora.documento.id, token)).toEqual({ databaseId: dora.documento.id });
      const hers = await download(dora.pdfUrl, token);
      expect(hers.statusCode).toBe(200);
      expect((await readPdf(hers.rawPayload)).text).toContain(dora.persona.dni);
    }

    expect(await listed(carla.stay.id, t.tokens.directora)).toEqual({ total: 1, ids: [carla.documento.id] });
    expect(await documentNode(carla.documento.id, t.tokens.directora)).toEqual({ databaseId: carla.documento.id });
    const adminCopy = await download(carla.pdfUrl, t.tokens.directora);
    expect(adminCopy.statusCode).toBe(200);
    expect((await readPdf(adminCopy.rawPayload)).text).toContain(carla.persona.dni);
    // A document is not the person's record: like showing them on an E/S, its download is no access record.
    expect(await db().log.count({ where: { personaAccedidaId: carla.persona.id } })).toBe(accessesBefore);

    // What the document printed counts, not what its E/S names now.
    await db().entradaSalida.update({ where: { id: carla.stay.id }, data: { datosEntradaId: dora.persona.id } });
    expect(await listed(carla.stay.id, t.tokens.marta)).toEqual({ total: 0, ids: [] });
    expect((await download(carla.pdfUrl, t.tokens.marta)).statusCode).toBe(409);

    await setBlocked(carla.persona.id, false);
    expect(await listed(carla.stay.id, t.tokens.marta)).toEqual({ total: 1, ids: [carla.documento.id] });
    expect(await documentNode(carla.documento.id, t.tokens.veterinaria)).toEqual({ databaseId: carla.documento.id });
    const back = await download(carla.pdfUrl, t.tokens.marta);
    expect(back.statusCode).toBe(200);
    expect((await readPdf(back.rawPayload)).text).toContain(carla.persona.dni);
  });

  test("a cartilla of an E/S naming a blocked person prints no one: an employee generates it and everyone reads it; the ficha registral stays refused", async () => {
    const fabia = await fichaOf("Fabia", "00000104A", t.tokens.directora);
    await setBlocked(fabia.persona.id, true);
    const generate = (type: string) =>
      t.rest({
        method: "POST",
        url: "/api/reports/generate",
        token: t.tokens.marta,
        payload: { type, animalId: fabia.stay.animalId, entradaSalidaId: fabia.stay.id },
      });
    const cartilla = await generate("cartilla-sanitaria");
    expect(cartilla.statusCode, cartilla.body).toBe(200);
    const documento = await db().documentoGenerado.findFirstOrThrow({ where: { entradaSalidaId: fabia.stay.id, tipo: "cartilla-sanitaria" } });
    expect(await db().documentoPersona.count({ where: { documentoId: documento.id } })).toBe(0);
    const read = await download(cartilla.json().pdfUrl, t.tokens.veterinaria);
    expect(read.statusCode).toBe(200);
    const text = (await readPdf(read.rawPayload)).text;
    expect(text).not.toContain(fabia.persona.dni);
    expect(text).not.toContain("Fabia Archivo");
    expect(text).toContain("Animal de Fabia");
    expect((await listed(fabia.stay.id, t.tokens.veterinaria)).ids).toEqual([documento.id]);

    const ficha = await generate("ficha-registral");
    expect([ficha.statusCode, ficha.json().code]).toEqual([409, "PERSONA_BLOCKED"]);
  });

  test("a signed version prints what its original does: hidden with it", async () => {
    const emma = await fichaOf("Emma", "00000103W", t.tokens.directora);
    const signed = await db().documentoGenerado.create({
      data: { ...emma.documento, id: undefined, parametros: {}, firmadoDeId: emma.documento.id, versionFirmada: 1, generadoEn: new Date() },
    });
    await setBlocked(emma.persona.id, true);
    expect(await listed(emma.stay.id, t.tokens.marta)).toEqual({ total: 0, ids: [] });
    expect((await download(`/api/reports/documentos/${signed.id}`, t.tokens.marta)).statusCode).toBe(409);
    expect((await listed(emma.stay.id, t.tokens.directora)).ids).toEqual([signed.id, emma.documento.id]);
  });
});
