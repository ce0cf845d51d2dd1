/**
 * 'Datos del refugio' over REST and GraphQL: every user reads it, only administrators change it,
 * the shared rules' messages, the logo checked by content, and the activity of each change.
 */
import sharp from "sharp";
import { describe, expect, test } from "vitest";
import { readShelterLogo } from "../../api/src/domain/refugio/refugioLogo.ts";
import { loadShelterIdentity, requireCompleteIdentity } from "../../api/src/domain/refugio/shelterIdentity.ts";
import { REFUGIO_FIELD_LABELS } from "../../api/src/domain/rules/refugio.ts";
import { renderPdf } from "../../api/src/pdf/engine.ts";
import { JPEG_24X12, jpegOfSize, PNG_1X1, pngOfSize } from "../helpers/fixtures.ts";
import { multipartBody } from "../helpers/multipart.ts";
import { pdfImages } from "../helpers/pdf.ts";
import { testAppForSuite } from "../helpers/testApp.ts";
import { storedFileNames } from "../helpers/storedFiles.ts";

/** The start of a Linux executable: what a program renamed logo.png begins with. */
const ELF_AS_PNG = Buffer.concat([Buffer.from("7f454c4602010100000000000000000002003e00", "hex"), Buffer.alloc(200, 0x90)]);
/** A WebP header: an image, but not one pdfmake can print. */
const WEBP = Buffer.concat([Buffer.from("RIFF"), Buffer.from([0x24, 0, 0, 0]), Buffer.from("WEBPVP8 "), Buffer.alloc(40, 0)]);

const FULL = {
  nombre: "Refugio Comarcal de Lorca",
  cif_nif: "G30123456",
  direccion: "Camino del Pantano, 12",
  codigo_postal: "30800",
  localidad: "Lorca",
  provincia: "Murcia",
  telefono: "968 000 000",
  email: "refugio@lorca.test",
  nucleo_zoologico: "ES300240000123",
  responsable_datos: "Ana Martínez Ruiz",
  contacto_derechos: "protecciondatos@lorca.test",
};

const RESULT = (fields: string) => `__typename ... on Error { message } ... on ValidationError { field } ... on AppError { code field } ${fields}`;
const REFUGIO = "id nombre cifNif codigoPostal email logoUrl completo camposPendientes";
const QUERY = `{ refugio { ${REFUGIO} } }`;
const UPDATE = `mutation ($input: UpdateRefugioInput!) { updateRefugio(input: $input) { ${RESULT(`... on UpdateRefugioPayload { refugio { ${REFUGIO} } }`)} } }`;
const UPLOAD = `mutation ($file: Upload!) { uploadRefugioLogo(file: $file) { ${RESULT(`... on UploadRefugioLogoPayload { refugio { ${REFUGIO} } }`)} } }`;
const DELETE = `mutation { deleteRefugioLogo { ${RESULT(`... on DeleteRefugioLogoPayload { refugio { ${REFUGIO} } }`)} } }`;

describe("Datos del refugio", () => {
  const t = testAppForSuite({ users: { admin: 1, employee: 2 } });

  const put = (payload: Record<string, unknown>, token = t.tokens.admin) => t.rest({ method: "PUT", url: "/api/refugio", token, payload });
  const postLogo = (bytes: Buffer, filename = "logo.png", contentType = "image/png", token = t.tokens.admin, field = "logo") =>
    t.rest({ method: "POST", url: "/api/refugio/logo", token, ...multipartBody([{ field, filename, contentType, bytes }]) });
  const storedLogos = () => storedFileNames(t.db.prisma, "logos");
  const activities = () => t.db.prisma.actividad.findMany({ where: { tabla: "refugio" }, orderBy: { id: "asc" } });

  test("needs a session; employees read it but cannot change it", async () => {
    for (const [method, url] of [
      ["GET", "/api/refugio"],
      ["PUT", "/api/refugio"],
      ["POST", "/api/refugio/logo"],
      ["DELETE", "/api/refugio/logo"],
      ["GET", "/api/refugio/logo"],
    ] as const) {
      expect((await t.rest({ method, url })).statusCode, `${method} ${url}`).toBe(401);
    }
    const read = await t.rest({ method: "GET", url: "/api/refugio", token: t.tokens.employee });
    expect(read.statusCode).toBe(200);
    expect(read.json()).toMatchObject({ nombre: null, cif_nif: null, logo_url: null, completo: false, campos_pendientes: Object.values(REFUGIO_FIELD_LABELS) });

    const refused = await put(FULL, t.tokens.employee);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: "FORBIDDEN", message: "No tiene permisos para realizar esta acción" });
    expect((await postLogo(PNG_1X1, "logo.png", "image/png", t.tokens.employee)).statusCode).toBe(403);
    expect((await t.rest({ method: "DELETE", url: "/api/refugio/logo", token: t.tokens.employee })).statusCode).toBe(403);
    expect(await t.db.prisma.refugio.count()).toBe(0);
    expect(await storedLogos()).toEqual([]);
  });

  test("PUT saves a part at a time in snake_case, naming what a legal document still needs", async () => {
    const partial = await put({ nombre: "  Refugio Comarcal  ", cif_nif: "G30123456", codigo_postal: "" });
    expect(partial.statusCode).toBe(200);
    expect(partial.json()).toMatchObject({ nombre: "Refugio Comarcal", cif_nif: "G30123456", codigo_postal: null, completo: false });
    expect(partial.json().campos_pendientes).toEqual(Object.values(REFUGIO_FIELD_LABELS).slice(2));
    await expect(loadShelterIdentity(t.db.prisma).then(requireCompleteIdentity)).rejects.toMatchObject({
      code: "REFUGIO_INCOMPLETE",
      message: expect.stringContaining("Faltan datos del refugio para generar el documento: Dirección, Código postal"),
    });

    const full = await put(FULL);
    expect(full.json()).toEqual({ ...FULL, logo_url: null, completo: true, campos_pendientes: [] });
    expect(requireCompleteIdentity(await loadShelterIdentity(t.db.prisma)).nombre).toBe(FULL.nombre);
    expect((await activities()).map((a) => [a.accion, a.descripcion])).toEqual([
      ["modificar", "Datos del refugio guardados (Refugio Comarcal)"],
      ["modificar", `Datos del refugio guardados (${FULL.nombre})`],
    ]);
  });

  test("bad fields get the shared rules' Spanish messages, on the REST field names", async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ email: "no-es-correo" }, "email", "El correo electrónico no es válido"],
      [{ codigo_postal: "3080" }, "codigo_postal", "El código postal debe tener 5 dígitos"],
      [{ cif_nif: "X".repeat(26) }, "cif_nif", "El CIF/NIF no puede superar 25 caracteres"],
      [{ nucleo_zoologico: 12 }, "nucleo_zoologico", ""],
    ];
    for (const [change, field, message] of cases) {
      const response = await put({ ...FULL, ...change });
      expect(response.statusCode, field).toBe(400);
      expect(response.json()).toMatchObject({ code: "VALIDATION", field });
      if (message) expect(response.json().message).toBe(message);
    }
    // An empty form clears the identity, so a body that is not an object must not read as one.
    for (const payload of ["[1]", '"Refugio"', "null", undefined]) {
      const headers = payload === undefined ? {} : { "content-type": "application/json" };
      const response = await t.rest({ method: "PUT", url: "/api/refugio", token: t.tokens.admin, headers, payload });
      expect(response.statusCode, payload).toBe(400);
      expect(response.json()).toMatchObject({ code: "BAD_REQUEST", message: "Los datos del refugio deben enviarse como un objeto JSON" });
    }
    expect((await t.rest({ method: "GET", url: "/api/refugio", token: t.tokens.employee })).json()).toMatchObject(FULL);
  });

  test("logo: a PNG is stored under a generated name and served to logged-in users; a replacement removes the old file", async () => {
    const first = await postLogo(PNG_1X1, "../../logo.png");
    expect(first.statusCode).toBe(200);
    const firstUrl: string = first.json().logo_url;
    expect(firstUrl).toMatch(/^\/api\/uploads\/logos\/[0-9a-f-]{36}\.png$/);
    expect(await storedLogos()).toEqual([firstUrl.split("/").pop()]);

    // Screens and documents get the logo's reduced copy (tests/integration/imageUploads.test.ts).
    const served = await t.rest({ method: "GET", url: "/api/refugio/logo", token: t.tokens.employee });
    expect(served.statusCode).toBe(200);
    expect(served.headers["content-type"]).toBe("image/png");
    expect(served.headers["cache-control"]).toBe("private, no-cache");
    expect(await sharp(served.rawPayload).metadata()).toMatchObject({ format: "png", width: 1, height: 1 });

    const jpeg = JPEG_24X12;
    const second = await postLogo(jpeg, "logo.jpg", "image/jpeg");
    const secondUrl: string = second.json().logo_url;
    expect(secondUrl).toMatch(/\.jpg$/);
    expect(await storedLogos()).toEqual([secondUrl.split("/").pop()]);
    const printed = await readShelterLogo(t.app.deps, await loadShelterIdentity(t.db.prisma));
    expect(await sharp(printed!).metadata()).toMatchObject({ format: "jpeg", width: 24, height: 12 });
    // What the documents will do with it: pdfmake embeds it, and poppler finds it in the PDF.
    const pdf = await renderPdf({ content: [{ image: `data:image/jpeg;base64,${printed!.toString("base64")}`, width: 120 }] });
    expect(await pdfImages(pdf)).toEqual([{ width: 24, height: 12, encoding: "jpeg" }]);
    expect((await activities()).slice(-2).map((a) => a.descripcion)).toEqual([
      "Nuevo logotipo en los datos del refugio",
      "Nuevo logotipo en los datos del refugio",
    ]);
  });

  test("logo: an executable renamed .png, a WebP, a text, a broken image, an empty or an oversized file are refused and nothing is stored", async () => {
    const before = await storedLogos();
    const notPrintable = { code: "VALIDATION", field: "logo", message: "El logotipo debe ser una imagen PNG o JPEG" };
    const refused = [
      [ELF_AS_PNG, "logo.png"],
      [WEBP, "logo.webp"],
      [Buffer.from("hola"), "logo.png"],
      // The right magic bytes, but nothing a document engine can open: cut short, or a JPEG header over filler.
      [PNG_1X1.subarray(0, 30), "cortado.png"],
      [jpegOfSize(2000), "relleno.jpg"],
    ] as const;
    for (const [bytes, name] of refused) {
      const response = await postLogo(bytes, name);
      expect(response.statusCode, name).toBe(400);
      expect(response.json()).toEqual(notPrintable);
    }
    expect((await postLogo(PNG_1X1, "logo.png", "image/png", t.tokens.admin, "imagen")).json()).toMatchObject({
      field: "logo",
      message: "No se ha recibido ningún logotipo",
    });
    const large = await postLogo(jpegOfSize(1024 * 1024 + 1), "logo.jpg", "image/jpeg");
    expect(large.statusCode).toBe(413);
    expect(large.json()).toMatchObject({ code: "PAYLOAD_TOO_LARGE", field: "logo", message: "El logotipo es demasiado grande. Máximo 1MB" });
    for (const [contentType, payload] of [
      ["multipart/form-data", "sin límite"],
      ["multipart/form-data; boundary=X", "--X\r\nContent-Disposition: form-da"],
    ]) {
      const garbled = await t.rest({ method: "POST", url: "/api/refugio/logo", token: t.tokens.admin, headers: { "content-type": contentType }, payload });
      expect(garbled.statusCode, payload).toBe(400);
      expect(garbled.json()).toMatchObject({ code: "BAD_REQUEST", message: "La petición multipart no es válida" });
    }
    expect(await storedLogos()).toEqual(before);
  });

  test("logo: a wide one is taken and shown reduced; its pixels are bounded, not its sides", async () => {
    const wide = await postLogo(pngOfSize(2001, 2), "ancho.png");
    expect(wide.statusCode).toBe(200);
    expect(wide.json().logo_url).toMatch(/\.png$/);
    const served = await t.rest({ method: "GET", url: "/api/refugio/logo", token: t.tokens.employee });
    expect(await sharp(served.rawPayload).metadata()).toMatchObject({ width: 800, height: 1 });
  });

  test("logo: two uploads at once leave one file, the one the row names", async () => {
    const answers = await Promise.all([postLogo(PNG_1X1), postLogo(JPEG_24X12, "logo.jpg", "image/jpeg")]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
    const { logo } = await loadShelterIdentity(t.db.prisma);
    expect(await storedLogos()).toEqual([logo!.split("/").pop()]);
  });

  test("logo: deleting removes the file; deleting again changes and records nothing", async () => {
    const count = (await activities()).length;
    const deleted = await t.rest({ method: "DELETE", url: "/api/refugio/logo", token: t.tokens.admin });
    expect(deleted.json()).toMatchObject({ logo_url: null, nombre: FULL.nombre, completo: true });
    expect(await storedLogos()).toEqual([]);
    expect(await readShelterLogo(t.app.deps, await loadShelterIdentity(t.db.prisma))).toBeNull();
    expect((await t.rest({ method: "GET", url: "/api/refugio/logo", token: t.tokens.employee })).json()).toMatchObject({
      code: "NOT_FOUND",
      message: "Logotipo no encontrado",
    });
    await t.rest({ method: "DELETE", url: "/api/refugio/logo", token: t.tokens.admin });
    expect((await activities()).map((a) => a.descripcion).slice(count)).toEqual(["Eliminado el logotipo de los datos del refugio"]);
  });

  test("GraphQL: the same rules, with typed errors and the labels still missing", async () => {
    const uploadLogo = async (token: string, bytes: Buffer, filename: string) => {
      const body = multipartBody([
        { field: "operations", value: JSON.stringify({ query: UPLOAD, variables: { file: null } }) },
        { field: "map", value: JSON.stringify({ 0: ["variables.file"] }) },
        { field: "0", filename, contentType: "image/png", bytes },
      ]);
      const response = await t.rest({ method: "POST", url: "/graphql", token, ...body, headers: { ...body.headers, "x-graphql-yoga-csrf": "1" } });
      return response.json().data.uploadRefugioLogo;
    };

    expect((await t.graphql(QUERY, {}, t.tokens.employee)).data.refugio).toMatchObject({
      nombre: FULL.nombre,
      cifNif: FULL.cif_nif,
      completo: true,
      camposPendientes: [],
    });
    expect((await t.graphql(QUERY)).errors?.[0]?.message).toBe("Debe iniciar sesión");

    expect((await t.graphql(UPDATE, { input: { nombre: "Otro" } }, t.tokens.employee)).data.updateRefugio).toMatchObject({
      __typename: "AppError",
      code: "FORBIDDEN",
    });
    expect((await t.graphql(UPDATE, { input: { nombre: "Refugio", email: "mal" } }, t.tokens.admin)).data.updateRefugio).toMatchObject({
      __typename: "ValidationError",
      field: "email",
      message: "El correo electrónico no es válido",
    });
    const saved = (await t.graphql(UPDATE, { input: { nombre: "Refugio de Lorca", codigoPostal: "30800" } }, t.tokens.admin)).data.updateRefugio;
    expect(saved.__typename).toBe("UpdateRefugioPayload");
    expect(saved.refugio).toMatchObject({ nombre: "Refugio de Lorca", cifNif: null, codigoPostal: "30800", completo: false });
    expect(saved.refugio.camposPendientes).toContain(REFUGIO_FIELD_LABELS.cifNif);

    expect(await uploadLogo(t.tokens.employee, PNG_1X1, "logo.png")).toMatchObject({ __typename: "AppError", code: "FORBIDDEN" });
    expect(await uploadLogo(t.tokens.admin, ELF_AS_PNG, "logo.png")).toMatchObject({
      __typename: "AppError",
      field: "logo",
      message: "El logotipo debe ser una imagen PNG o JPEG",
    });
    const uploaded = await uploadLogo(t.tokens.admin, PNG_1X1, "logo.png");
    expect(uploaded.refugio.logoUrl).toMatch(/^\/api\/uploads\/logos\/[0-9a-f-]{36}\.png$/);
    const removed = (await t.graphql(DELETE, {}, t.tokens.admin)).data.deleteRefugioLogo;
    expect(removed).toMatchObject({ __typename: "DeleteRefugioLogoPayload", refugio: { logoUrl: null } });
    expect(await storedLogos()).toEqual([]);
  });

  // The shell reads both in one statement (domain/frame/appFrame.ts); REST reads each on its own.
  test("the shell's counts and identity answer what REST's own reads answer", async () => {
    await t.db.prisma.persona.create({ data: { dni: "X1", nombre: "Ana", apellido1: "Ruiz", localidad: "Lorca", provincia: "Murcia", telefono1: "600" } });
    expect((await put({ ...FULL, email: "" })).statusCode).toBe(200);
    expect((await postLogo(PNG_1X1)).statusCode).toBe(200);
    const shell = (
      await t.graphql(
        `{ counts { animales personas ayuntamientos } refugio { ${Object.keys(REFUGIO_FIELD_LABELS).join(" ")} logoUrl completo camposPendientes } }`,
        {},
        t.tokens.employee,
      )
    ).data;
    const counts = (await t.rest({ method: "GET", url: "/api/stats/counts", token: t.tokens.employee })).json();
    const { cif_nif, codigo_postal, nucleo_zoologico, responsable_datos, contacto_derechos, logo_url, campos_pendientes, ...same } = (
      await t.rest({ method: "GET", url: "/api/refugio", token: t.tokens.employee })
    ).json();
    expect(counts).toMatchObject({ personas: 1 });
    expect(logo_url).not.toBeNull();
    expect(shell).toStrictEqual({
      counts,
      refugio: {
        ...same,
        cifNif: cif_nif,
        codigoPostal: codigo_postal,
        nucleoZoologico: nucleo_zoologico,
        responsableDatos: responsable_datos,
        contactoDerechos: contacto_derechos,
        logoUrl: logo_url,
        camposPendientes: campos_pendientes,
      },
    });
  });
});
