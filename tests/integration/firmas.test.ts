/**
 * Signing archived documents (issue 28): at the shelter and by an e-mailed one-time link (a real
 * SMTP server on loopback), the signed version read back with pdftotext and pdfimages, every
 * refusal, the archive's immutability and the public verification by SHA-256.
 */
import { createHash } from "node:crypto";
import { deflateSync } from "node:zlib";
import { once } from "node:events";
import { type AddressInfo, createServer } from "node:net";
import { encodeGlobalID } from "@pothos/plugin-relay";
import { beforeAll, describe, expect, test } from "vitest";
import { adoptable, insertAnimal, insertStay, pngDeclaring, pngOfSize, pngWithPixelData, SHELTER } from "../helpers/fixtures.ts";
import { forSuite } from "../helpers/forSuite.ts";
import { pdfImages, readPdf } from "../helpers/pdf.ts";
import { startSmtpServer } from "../helpers/smtpServer.ts";
import { testAppForSuite } from "../helpers/testApp.ts";

const flat = (text: string) => text.replace(/[\s\u00a0]+/g, " ");
const sha = (bytes: Buffer) => createHash("sha256").update(bytes).digest("hex");
const signature = (width: number) => `data:image/png;base64,${pngOfSize(width, 60).toString("base64")}`;

describe("signing documents", () => {
  const t = testAppForSuite({ users: { maria: 2, admin: 1 } });
  const smtp = forSuite(startSmtpServer);
  let entradaId: number;
  let animalId: number;

  beforeAll(async () => {
    await t.db.prisma.refugio.upsert({ where: { id: 1 }, create: { id: 1, ...SHELTER }, update: SHELTER });
    animalId = (await insertAnimal(t.db.prisma, { ...adoptable(), nombre: "Canela", registro: "2026/015" })).id;
    const adoptante = await t.db.prisma.persona.create({
      data: {
        dni: "X1234567L",
        nombre: "Lucía",
        apellido1: "Peña",
        localidad: "Guadalajara",
        provincia: "Guadalajara",
        telefono1: "600111222",
        email: "lucia@correo.test",
        mayorEdad: true,
      },
    });
    entradaId = (await insertStay(t.db.prisma, animalId, { procedenciaId: 1, destinoId: 3, fechaLlegada: "2026-01-10", fechaSalida: "2026-02-01" })).id;
    await t.db.prisma.entradaSalida.update({ where: { id: entradaId }, data: { datosSalidaId: adoptante.id } });
    const saved = await t.rest({ method: "PUT", url: "/api/configuration", payload: smtp.settingsJson(), token: t.tokens.admin });
    expect(saved.statusCode, saved.body).toBe(200);
  });

  async function generate(type: string) {
    const params =
      type === "contrato-adopcion"
        ? { fechaEntregaContrato: "2026-02-01", compromisoAdoptante: "" }
        : type === "declaracion-reconocimiento"
          ? { fechaEntregaReconocimiento: "2026-02-01", cantidadAbonadaReconocimiento: 0 }
          : {};
    const response = await t.rest({
      method: "POST",
      url: "/api/reports/generate",
      token: t.tokens.maria,
      payload: { type, animalId, entradaSalidaId: entradaId, ...params },
    });
    expect(response.statusCode, response.body).toBe(200);
    const id = Number(response.json().pdfUrl.split("/").at(-1));
    const pdf = await t.rest({ method: "GET", url: response.json().pdfUrl, token: t.tokens.maria });
    return { id, bytes: pdf.rawPayload };
  }

  const signer = (nombre: string, dni: string, width: number) => ({ nombre, dni, aceptado: true, firma: signature(width) });
  const sign = (id: number, payload: Record<string, unknown>, as: string | null = t.tokens.maria) =>
    t.rest({ method: "POST", url: `/api/reports/documentos/${id}/firmar`, token: as ?? undefined, payload, headers: { "user-agent": "Prueba/1.0 (tableta)" } });
  const verify = (hash: string) => t.rest({ method: "GET", url: `/api/verificar/${hash}` });

  test("at the shelter: both signatures in their boxes, the evidence page, a new version that never changes", async () => {
    const original = await generate("contrato-adopcion");
    const hash = sha(original.bytes);

    expect((await sign(original.id, { sha256: hash, persona: signer("Lucía Peña", "X1234567L", 300) }, null)).statusCode).toBe(401);
    const changed = await sign(original.id, { sha256: "0".repeat(64), persona: signer("Lucía Peña", "X1234567L", 300) });
    expect(changed.statusCode).toBe(400);
    expect(changed.json().message).toBe("El documento ha cambiado desde que se mostró: vuelva a abrirlo antes de firmar");
    const noConsent = await sign(original.id, { sha256: hash, persona: { ...signer("Lucía Peña", "X1234567L", 300), aceptado: false } });
    expect(noConsent.json().message).toBe("Debe marcar «He leído el documento y la cláusula de protección de datos»");
    const notPng = await sign(original.id, { sha256: hash, persona: { ...signer("Lucía Peña", "X1234567L", 300), firma: "aG9sYQ==" } });
    expect(notPng.json().message).toBe("La firma no es una imagen PNG válida");
    // A few bytes that declare 32,767 × 32,767 pixels: refused before the PDF workers decode any.
    const huge = { ...signer("Lucía Peña", "X1234567L", 300), firma: `data:image/png;base64,${pngDeclaring(32_767, 32_767).toString("base64")}` };
    const tooLarge = await sign(original.id, { sha256: hash, persona: huge });
    expect([tooLarge.statusCode, tooLarge.json().message]).toEqual([400, "La firma no puede superar 4 megapíxeles"]);
    const badDni = await sign(original.id, { sha256: hash, persona: signer("Lucía Peña", "X12/34", 300) });
    expect(badDni.statusCode).toBe(400);
    // The form prefills the document's person; the DNI typed must be theirs, whatever the browser sends.
    expect((await t.rest({ method: "GET", url: `/api/reports/documentos/${original.id}/firmante` })).statusCode).toBe(401);
    const prefill = await t.rest({ method: "GET", url: `/api/reports/documentos/${original.id}/firmante`, token: t.tokens.maria });
    expect(prefill.json()).toEqual({ persona: { nombre: "Lucía Peña", dni: "X1234567L" }, refugio: null });
    // The shelter's signer: the signed-in user, by the full name their account has.
    await t.db.prisma.usuario.updateMany({ where: { username: "maria" }, data: { nombreCompleto: "María Gómez Ruiz" } });
    const named = await t.rest({ method: "GET", url: `/api/reports/documentos/${original.id}/firmante`, token: t.tokens.maria });
    expect(named.json().refugio).toEqual({ nombre: "María Gómez Ruiz" });
    const otherPerson = await sign(original.id, { sha256: hash, persona: signer("Lucía Peña", "00000000T", 300) });
    expect([otherPerson.statusCode, otherPerson.json()]).toEqual([
      400,
      { code: "VALIDATION", field: "dni", message: "El DNI no coincide con el de la persona del documento" },
    ]);

    const response = await sign(original.id, {
      sha256: hash,
      persona: signer("Lucía Peña", "x-1234567-l", 300),
      // Names beyond Spanish print whole on the evidence page (its typeface is the documents' own).
      refugio: signer("Łukasz Dvořák", "12345678Z", 280),
    });
    expect(response.statusCode, response.body).toBe(200);
    const signed = response.json();
    expect(signed.filename).toMatch(/^contrato-adopcion-2026-015-.*-firmado\.pdf$/);
    const pdf = (await t.rest({ method: "GET", url: signed.pdfUrl, token: t.tokens.maria })).rawPayload;
    expect(sha(pdf)).toBe(signed.sha256);
    const images = await pdfImages(pdf);
    expect(images.filter((image) => image.width === 300 && image.height === 60)).toHaveLength(1);
    expect(images.filter((image) => image.width === 280 && image.height === 60)).toHaveLength(1);
    const text = flat((await readPdf(pdf)).text);
    for (const part of [
      "Contrato de adopción",
      "Hoja de evidencias de la firma electrónica",
      "La persona adoptante",
      "Nombre: Lucía Peña",
      "DNI/NIE: X1234567L",
    ]) {
      expect(text).toContain(part);
    }
    for (const part of [
      "Por el refugio Nombre: Łukasz Dvořák",
      "Navegador (user agent): Prueba/1.0 (tableta)",
      `SHA-256 del documento mostrado: ${hash}`,
      "Modo: En el refugio, en el dispositivo del refugio, con la sesión del usuario maria",
    ]) {
      expect(text).toContain(part);
    }
    expect(text).toMatch(/Firmado: \d\d\/\d\d\/\d{4} \d\d:\d\d:\d\d \(Europe\/Madrid\) \(UTC: \d{4}-\d\d-\d\dT/);
    // The shelter's box was printed with a blank 'Fdo.:' line: the name typed fills it, besides the evidence page.
    expect(text.match(/Łukasz Dvořák/g)).toHaveLength(2);

    // Both versions stay; the unsigned one is untouched and the archive refuses any change.
    const versions = await t.db.prisma.documentoGenerado.findMany({
      where: { OR: [{ id: original.id }, { firmadoDeId: original.id }] },
      orderBy: { id: "asc" },
    });
    expect(versions.map((version) => [version.id === original.id, version.sha256])).toEqual([
      [true, hash],
      [false, signed.sha256],
    ]);
    await expect(t.db.prisma.documentoGenerado.update({ where: { id: original.id }, data: { sha256: signed.sha256 } })).rejects.toThrow();
    await expect(t.db.prisma.firmaDocumento.updateMany({ where: { documentoId: signed.id }, data: { nombre: "Otra" } })).rejects.toThrow();
    const again = await sign(original.id, { sha256: hash, refugio: signer("María Gil", "12345678Z", 280) });
    expect([again.statusCode, again.json().message]).toEqual([409, "Este documento ya tiene una versión firmada por esa parte"]);

    // Verified by content: found with who signed and when, nothing more; a one-byte change finds nothing.
    const found = await verify(sha(pdf));
    expect(found.statusCode).toBe(200);
    expect(Object.keys(found.json()).sort()).toEqual(["documento", "encontrado", "firmado", "firmas", "generadoEn"]);
    expect(found.json()).toMatchObject({ encontrado: true, documento: "Contrato de adopción", firmado: true });
    expect(found.json().firmas.map((firma: Record<string, unknown>) => Object.keys(firma).sort())).toEqual([
      ["firmadoEn", "nombre", "rol"],
      ["firmadoEn", "nombre", "rol"],
    ]);
    expect(JSON.stringify(found.json())).not.toMatch(/X1234567L|12345678Z|Prueba|127\.0\.0\.1/);
    const altered = Buffer.from(pdf);
    altered.writeUInt8(altered.readUInt8(altered.length - 10) ^ 1, altered.length - 10);
    expect((await verify(sha(altered))).json()).toEqual({ encontrado: false });
    expect((await verify("no-es-un-hash")).statusCode).toBe(400);
    // The suite's first documents also start the PDF workers, on a machine shared with other runs.
  }, 90_000);

  test("a damaged or blank drawing is refused at once, and the PDF workers stay free for the next document", async () => {
    const original = await generate("contrato-adopcion");
    const drawn = (png: Buffer) => ({ sha256: sha(original.bytes), persona: { ...signer("Lucía Peña", "X1234567L", 300), firma: png.toString("base64") } });
    const damaged = {
      // A sound header over pixel data that is not deflate: pdf-lib's own decoder loops on it.
      notDeflate: pngWithPixelData(100, 50, Buffer.alloc(100, 0xab)),
      headerOnly: pngOfSize(100, 50).subarray(0, 33),
      paletteWithoutColours: pngWithPixelData(10, 10, deflateSync(Buffer.alloc(110)), 3),
    };
    for (const [kind, png] of Object.entries(damaged)) {
      const refused = await sign(original.id, drawn(png));
      expect([kind, refused.statusCode, refused.json()]).toEqual([
        kind,
        400,
        { code: "VALIDATION", field: "persona", message: "La firma no es una imagen PNG válida" },
      ]);
    }
    // An empty pad: every pixel transparent.
    const row = Buffer.concat([Buffer.from([0]), Buffer.alloc(600 * 4)]);
    const blank = pngWithPixelData(600, 200, deflateSync(Buffer.concat(Array.from({ length: 200 }, () => row))), 6);
    const empty = await sign(original.id, drawn(blank));
    expect([empty.statusCode, empty.json().message]).toEqual([400, "Falta la firma: dibújela en el recuadro"]);
    expect((await generate("contrato-adopcion")).bytes.length).toBeGreaterThan(0);
    // A drawing larger than a signature box needs is kept at print size.
    const wide = await sign(original.id, drawn(pngOfSize(3000, 480)));
    expect(wide.statusCode, wide.body).toBe(200);
    const images = await pdfImages((await t.rest({ method: "GET", url: wide.json().pdfUrl, token: t.tokens.maria })).rawPayload);
    expect(images.map((image) => [image.width, image.height])).toContainEqual([1200, 192]);
  });

  test("a document's row offers only the signatures it still lacks: the list and a document read alone agree", async () => {
    const original = await generate("contrato-adopcion");
    const inList = async (id: number) => {
      const answer = await t.graphql<{ node: { documentosGenerados: { edges: { node: { databaseId: number; firmable: boolean; porFirmar: object } }[] } } }>(
        `query ($id: ID!) { node(id: $id) { ... on EntradaSalida { documentosGenerados(first: 100) { edges { node { databaseId firmable porFirmar { persona refugio } } } } } } }`,
        { id: encodeGlobalID("EntradaSalida", entradaId) },
        t.tokens.maria,
      );
      expect(answer.errors).toBeUndefined();
      return answer.data?.node.documentosGenerados.edges.find((edge) => edge.node.databaseId === id)?.node;
    };
    const alone = async (id: number) => {
      const answer = await t.graphql<{ node: { porFirmar: object } }>(
        `query ($id: ID!) { node(id: $id) { ... on DocumentoGenerado { porFirmar { persona refugio } } } }`,
        { id: encodeGlobalID("DocumentoGenerado", id) },
        t.tokens.maria,
      );
      expect(answer.errors).toBeUndefined();
      return answer.data?.node.porFirmar;
    };
    const both = { persona: true, refugio: true };
    expect(await inList(original.id)).toEqual({ databaseId: original.id, firmable: true, porFirmar: both });
    expect(await alone(original.id)).toEqual(both);

    const byPerson = await sign(original.id, { sha256: sha(original.bytes), persona: signer("Lucía Peña", "X1234567L", 300) });
    expect(byPerson.statusCode, byPerson.body).toBe(200);
    const shelterLeft = { persona: false, refugio: true };
    expect((await inList(original.id))?.porFirmar).toEqual(shelterLeft);
    expect(await alone(original.id)).toEqual(shelterLeft);
    const version = await t.db.prisma.documentoGenerado.findFirstOrThrow({ where: { firmadoDeId: original.id } });
    expect(await inList(version.id)).toEqual({ databaseId: version.id, firmable: false, porFirmar: { persona: false, refugio: false } });

    const byShelter = await sign(original.id, { sha256: sha(original.bytes), refugio: signer("María Ruiz", "12345678Z", 280) });
    expect(byShelter.statusCode, byShelter.body).toBe(200);
    const none = { persona: false, refugio: false };
    expect((await inList(original.id))?.porFirmar).toEqual(none);
    expect(await alone(original.id)).toEqual(none);
    // The ficha registral is the shelter's record, never signed.
    expect(await alone((await generate("ficha-registral")).id)).toEqual(none);
  });

  test("at a distance: a one-time link by e-mail, the DNI first, single use, the signed PDF mailed", async () => {
    const original = await generate("declaracion-reconocimiento");
    // Without the shelter's mail, the refusal says who sets it up and the way that needs none.
    expect((await t.rest({ method: "DELETE", url: "/api/configuration", token: t.tokens.admin })).statusCode).toBe(200);
    const noMail = await t.rest({ method: "POST", url: `/api/reports/documentos/${original.id}/enviar-firma`, token: t.tokens.maria });
    expect([noMail.statusCode, noMail.json().code]).toEqual([503, "SMTP_NOT_CONFIGURED"]);
    expect(noMail.json().message).toBe(
      "El servidor de correo no está configurado: un administrador puede configurarlo en 'Configuración SMTP'. Mientras, la persona puede firmar en el refugio con 'Firmar'.",
    );
    expect((await t.rest({ method: "PUT", url: "/api/configuration", payload: smtp.settingsJson(), token: t.tokens.admin })).statusCode).toBe(200);
    const send = await t.rest({ method: "POST", url: `/api/reports/documentos/${original.id}/enviar-firma`, token: t.tokens.maria });
    expect(send.statusCode, send.body).toBe(200);
    const mail = await smtp.nextMail();
    expect(mail.to).toEqual(["lucia@correo.test"]);
    const token = /\/firmar\/([A-Za-z0-9_-]+)/.exec(mail.text)?.[1] ?? "";
    expect(token).toHaveLength(43);
    const stored = await t.db.prisma.enlaceFirma.findUniqueOrThrow({ where: { id: send.json().enlaceId } });
    expect(stored.tokenHash).toBe(createHash("sha256").update(token).digest("hex"));

    const open = (dni: string, link = token) => t.rest({ method: "POST", url: "/api/firma-remota/abrir", payload: { token: link, dni } });
    expect((await open("00000000T")).json().message).toBe("El DNI no coincide con el del documento. Quedan 2 intentos");
    const opened = await open("x-1234567-l");
    expect(opened.statusCode, opened.body).toBe(200);
    expect(Object.keys(opened.json()).sort()).toEqual(["documento", "nombre", "nombreArchivo", "pdf", "sha256"]);
    expect(opened.json().sha256).toBe(sha(original.bytes));
    expect(opened.headers["set-cookie"]).toBeUndefined();

    const huge = { token, ...signer("Lucía Peña", "X1234567L", 310), firma: pngDeclaring(32_767, 32_767).toString("base64"), sha256: opened.json().sha256 };
    const tooLarge = await t.rest({ method: "POST", url: "/api/firma-remota/firmar", payload: huge });
    expect([tooLarge.statusCode, tooLarge.json().message]).toEqual([400, "La firma no puede superar 4 megapíxeles"]);
    const payload = { token, ...signer("Lucía Peña", "X1234567L", 310), sha256: opened.json().sha256 };
    const damaged = await t.rest({
      method: "POST",
      url: "/api/firma-remota/firmar",
      payload: { ...payload, firma: pngWithPixelData(100, 50, Buffer.alloc(100, 0xab)).toString("base64") },
    });
    expect([damaged.statusCode, damaged.json()]).toEqual([400, { code: "VALIDATION", field: "firma", message: "La firma no es una imagen PNG válida" }]);
    const signed = await t.rest({ method: "POST", url: "/api/firma-remota/firmar", payload });
    expect(signed.statusCode, signed.body).toBe(200);
    const copies = [await smtp.nextMail(), await smtp.nextMail()];
    expect(copies.flatMap((copy) => copy.to).sort()).toEqual([SHELTER.email, "lucia@correo.test"].sort());
    expect(copies[0]?.subject).toMatch(/^Documento firmado: declaracion-reconocimiento-.*-firmado\.pdf$/);
    expect((await t.rest({ method: "POST", url: "/api/firma-remota/firmar", payload })).statusCode).toBe(404);
    expect((await verify(signed.json().sha256)).json()).toMatchObject({ encontrado: true, firmado: true, firmas: [{ nombre: "Lucía Peña" }] });
    const version = await t.db.prisma.documentoGenerado.findFirstOrThrow({ where: { firmadoDeId: original.id }, include: { firmas: true } });
    const pdf = (await t.rest({ method: "GET", url: `/api/reports/documentos/${version.id}`, token: t.tokens.maria })).rawPayload;
    expect(flat((await readPdf(pdf)).text)).toContain("Modo: A distancia, por un enlace de un solo uso enviado por correo electrónico a lucia@correo.test");
    expect((await pdfImages(pdf)).filter((image) => image.width === 310)).toHaveLength(1);

    // Expired, revoked, three wrong DNIs: each link is void.
    const another = async () => {
      const sent = await t.rest({
        method: "POST",
        url: `/api/reports/documentos/${(await generate("contrato-adopcion")).id}/enviar-firma`,
        token: t.tokens.maria,
      });
      expect(sent.statusCode, sent.body).toBe(200);
      return { id: sent.json().enlaceId as number, link: /\/firmar\/([A-Za-z0-9_-]+)/.exec((await smtp.nextMail()).text)?.[1] ?? "" };
    };
    const expired = await another();
    await t.db.prisma.enlaceFirma.update({ where: { id: expired.id }, data: { expiraEn: new Date(Date.now() - 1000) } });
    expect((await open("X1234567L", expired.link)).statusCode).toBe(404);
    const revoked = await another();
    expect((await t.rest({ method: "DELETE", url: `/api/reports/enlaces-firma/${revoked.id}` })).statusCode).toBe(401);
    expect((await t.rest({ method: "DELETE", url: `/api/reports/enlaces-firma/${revoked.id}`, token: t.tokens.maria })).statusCode).toBe(204);
    const unknown = await t.rest({ method: "DELETE", url: "/api/reports/enlaces-firma/999999", token: t.tokens.maria });
    expect([unknown.statusCode, unknown.json().message]).toEqual([404, "Enlace para firmar no encontrado"]);
    expect((await open("X1234567L", revoked.link)).statusCode).toBe(404);
    const guessed = await another();
    for (const left of ["Quedan 2 intentos", "Queda 1 intento"]) expect((await open("00000000T", guessed.link)).json().message).toContain(left);
    expect((await open("00000000T", guessed.link)).statusCode).toBe(400);
    const afterThree = await open("X1234567L", guessed.link);
    expect(afterThree.statusCode).toBe(404);
    expect(afterThree.json().message).toMatch(/^El enlace para firmar no es válido/);

    // Guesses sent at once get three tries between them, whichever instance and connection serve them.
    const raced = await another();
    // Six, not more: the suite's opens stay within the route's 20 a minute.
    const guesses = await Promise.all(Array.from({ length: 6 }, () => open("00000000T", raced.link)));
    // Three are tried (400, the last saying the link is spent); the others find no try left (404).
    expect(guesses.map((guess) => guess.statusCode).sort()).toEqual([400, 400, 400, 404, 404, 404]);
    expect((await t.db.prisma.enlaceFirma.findUniqueOrThrow({ where: { id: raced.id } })).intentosFallidos).toBe(3);
  });

  test("a link sent before its person was blocked stops working; one an administrator sends after the block works", async () => {
    const document = await generate("declaracion-reconocimiento");
    const sendAs = async (token: string) => {
      const sent = await t.rest({ method: "POST", url: `/api/reports/documentos/${document.id}/enviar-firma`, token });
      expect(sent.statusCode, sent.body).toBe(200);
      return /\/firmar\/([A-Za-z0-9_-]+)/.exec((await smtp.nextMail()).text)?.[1] ?? "";
    };
    const open = (link: string) => t.rest({ method: "POST", url: "/api/firma-remota/abrir", payload: { token: link, dni: "X1234567L" } });
    const before = await sendAs(t.tokens.maria);
    const persona = await t.db.prisma.persona.findFirstOrThrow({ where: { dni: "X1234567L" } });
    await t.db.prisma.persona.update({ where: { id: persona.id }, data: { bloqueadaEn: new Date() } });
    try {
      const refused = await open(before);
      expect(refused.statusCode).toBe(404);
      expect(refused.json().message).toMatch(/^El enlace para firmar no es válido/);
      // No DNI try was spent on it.
      expect((await t.db.prisma.enlaceFirma.findFirstOrThrow({ where: { tokenHash: sha(Buffer.from(before)) } })).intentosFallidos).toBe(0);
      expect((await t.rest({ method: "POST", url: `/api/reports/documentos/${document.id}/enviar-firma`, token: t.tokens.maria })).statusCode).toBe(409);
      const after = await sendAs(t.tokens.admin);
      expect((await open(after)).statusCode).toBe(200);
    } finally {
      await t.db.prisma.persona.update({ where: { id: persona.id }, data: { bloqueadaEn: null } });
    }
    expect((await open(before)).statusCode).toBe(200);
  });

  test("two tablets signing the same box at once: one signature lands, the other is refused with 409", async () => {
    const original = await generate("contrato-adopcion");
    const hash = sha(original.bytes);
    const answers = await Promise.all([
      sign(original.id, { sha256: hash, persona: signer("Lucía Peña", "X1234567L", 300) }),
      sign(original.id, { sha256: hash, persona: signer("Lucía Peña", "X1234567L", 320) }),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const loser = answers.find((answer) => answer.statusCode === 409)!.json();
    expect(loser.code).toBe("ALREADY_SIGNED");
    expect([
      "Otra firma de este documento se acaba de guardar desde otro dispositivo: vuelva a abrirlo antes de firmar",
      "Este documento ya tiene una versión firmada por esa parte",
    ]).toContain(loser.message);
    const versions = await t.db.prisma.documentoGenerado.findMany({ where: { firmadoDeId: original.id }, include: { firmas: true } });
    expect(versions.map((version) => [version.versionFirmada, version.firmas.length])).toEqual([[1, 1]]);
    // The database itself refuses a second version made over the same one, whichever instance writes it.
    const { id: _id, generadoEn: _at, parametros, ...copy } = versions[0]!;
    await expect(
      t.db.prisma.documentoGenerado.create({ data: { ...copy, firmas: undefined, parametros: parametros ?? {}, sha256: "f".repeat(64) } }),
    ).rejects.toThrow();
  });

  test("a remote signature stands when the copies cannot be mailed, and each failure is in the activity log", async () => {
    const original = await generate("declaracion-reconocimiento");
    const send = await t.rest({ method: "POST", url: `/api/reports/documentos/${original.id}/enviar-firma`, token: t.tokens.maria });
    expect(send.statusCode, send.body).toBe(200);
    const token = /\/firmar\/([A-Za-z0-9_-]+)/.exec((await smtp.nextMail()).text)?.[1] ?? "";
    // The mail server goes down: nothing listens on its port any more.
    const probe = createServer().listen(0, "127.0.0.1");
    await once(probe, "listening");
    const downPort = (probe.address() as AddressInfo).port;
    await new Promise((resolve) => probe.close(resolve));
    const down = await t.rest({ method: "PUT", url: "/api/configuration", payload: { ...smtp.settingsJson(), smtp_port: downPort }, token: t.tokens.admin });
    expect(down.statusCode, down.body).toBe(200);
    try {
      const signed = await t.rest({
        method: "POST",
        url: "/api/firma-remota/firmar",
        payload: { token, ...signer("Lucía Peña", "X1234567L", 300), sha256: sha(original.bytes) },
      });
      expect(signed.statusCode, signed.body).toBe(200);
      expect((await verify(signed.json().sha256)).json()).toMatchObject({ encontrado: true, firmado: true });
      const logged = await t.db.prisma.log.findMany({ where: { descripcion: { startsWith: "No se pudo enviar a " } }, orderBy: { id: "asc" } });
      expect(logged.map((entry) => [entry.username, entry.descripcion.split(" la copia")[0]])).toEqual([
        ["maria", "No se pudo enviar a lucia@correo.test"],
        ["maria", `No se pudo enviar a ${SHELTER.email}`],
      ]);
      expect(logged[0]?.descripcion).toContain(`No se pudo conectar al servidor SMTP 127.0.0.1:${downPort}`);

      // A link whose mail cannot go is annulled at once, and the log says so after the line that made it.
      const another = await generate("declaracion-reconocimiento");
      const unsent = await t.rest({ method: "POST", url: `/api/reports/documentos/${another.id}/enviar-firma`, token: t.tokens.maria });
      expect([unsent.statusCode, unsent.json().code]).toEqual([502, "SMTP_ERROR"]);
      const link = await t.db.prisma.enlaceFirma.findFirstOrThrow({ where: { documentoId: another.id } });
      expect(link.revocadoEn).not.toBeNull();
      const lines = await t.db.prisma.log.findMany({
        where: { descripcion: { contains: "para firmar a lucia@correo.test" } },
        orderBy: { id: "desc" },
        take: 2,
      });
      expect(lines.map((line) => line.descripcion.split(";")[0])).toEqual([
        "No se pudo enviar el enlace para firmar a lucia@correo.test",
        `Enviado para firmar a lucia@correo.test el documento ${(await t.db.prisma.documentoGenerado.findUniqueOrThrow({ where: { id: another.id } })).nombreArchivo}`,
      ]);
    } finally {
      await t.rest({ method: "PUT", url: "/api/configuration", payload: smtp.settingsJson(), token: t.tokens.admin });
    }
  });
});
