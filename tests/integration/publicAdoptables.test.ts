/**
 * Public adoptables (issue 29): 'Publicar en adopción' on the ficha, the public feed
 * (GET /api/public/adoptables) with exactly its fields, its filters, cursor, ETag, caching and
 * request limit, the photos it links (published animals in the shelter only, in a web size made
 * once), the /adopta page and the widget's script.
 */
import { gzipSync } from "node:zlib";
import sharp from "sharp";
import { beforeAll, describe, expect, test } from "vitest";
import { insertAnimal, insertStay, PUBLIC_CARD_FIELDS, SHELTER } from "../helpers/fixtures.ts";
import { multipartBody } from "../helpers/multipart.ts";
import { storedVariants } from "../helpers/storedFiles.ts";
import { testAppForSuite } from "../helpers/testApp.ts";

const UPDATE = `mutation ($input: UpdateAnimalInput!) { updateAnimal(input: $input) {
  __typename ... on Error { message } ... on UpdateAnimalPayload { animal { publicadoAdopcion descripcionPublica } } } }`;

type Card = Record<string, unknown>;

describe("public adoptables", () => {
  const t = testAppForSuite({ users: { directora: 1, cuidadora: 2, veterinaria: 3 } });
  const ids: Record<string, number> = {};

  const feed = (query = "", headers: Record<string, string> = {}) => t.rest({ method: "GET", url: `/api/public/adoptables${query}`, headers });
  const names = async (query = "") => ((await feed(query)).json().data as Card[]).map((card) => card.nombre);

  async function publish(nombre: string, fields: Record<string, unknown>) {
    const animal = await t.db.prisma.animal.findUniqueOrThrow({ where: { id: ids[nombre] } });
    const { id, createdAt, updatedAt, busqueda, microchip, fotografia, fotoVersion, ...data } = animal;
    const input = {
      ...data,
      id: Buffer.from(`Animal:${id}`).toString("base64"),
      fechaNacimiento: data.fechaNacimiento?.toISOString().slice(0, 10) ?? null,
      fechaEsterilizacion: null,
      ...fields,
    };
    return t.graphql(UPDATE, { input }, t.tokens.cuidadora);
  }

  beforeAll(async () => {
    const db = t.db.prisma;
    const animal = async (nombre: string, overrides: Record<string, unknown>) =>
      (ids[nombre] = (await insertAnimal(db, { nombre, registro: `2026/${nombre}`, ...overrides })).id);
    await insertStay(db, await animal("Rayo", { tipoId: 1, sexoId: 1, tallaId: 3, color: "Negro", otros: "Nota interna: muerde" }), {
      fechaLlegada: "2026-01-10",
    });
    await insertStay(db, await animal("Misi", { tipoId: 2, sexoId: 2, tallaId: 1, fechaNacimiento: new Date("2024-02-01") }));
    await insertStay(db, await animal("Bruno", { tipoId: 1, sexoId: 1, tallaId: 2 }));
    // Published but adopted: gone from the feed.
    await insertStay(db, await animal("Adoptado", { tipoId: 1, publicadoAdopcion: true }), {
      destinoId: 3,
      fechaLlegada: "2026-01-05",
      fechaSalida: "2026-02-01",
    });
    // In the shelter, not published.
    await insertStay(db, await animal("Oculto", { tipoId: 1 }));
    await db.refugio.upsert({ where: { id: 1 }, create: { id: 1, ...SHELTER }, update: SHELTER });
  });

  test("is off by default; the ficha publishes with a public description", async () => {
    expect(await names()).toEqual([]);
    const saved = await publish("Rayo", { publicadoAdopcion: true, descripcionPublica: "Juguetón y cariñoso." });
    expect(saved.data.updateAnimal.animal).toEqual({ publicadoAdopcion: true, descripcionPublica: "Juguetón y cariñoso." });
    await publish("Misi", { publicadoAdopcion: true });
    await publish("Bruno", { publicadoAdopcion: true });
    expect(await names()).toEqual(["Bruno", "Misi", "Rayo"]);
  });

  test("a description over 1,000 characters is refused in Spanish", async () => {
    const refused = await publish("Bruno", { descripcionPublica: "a".repeat(1001) });
    expect(refused.data.updateAnimal).toMatchObject({ message: "La descripción pública no puede superar 1000 caracteres" });
    const rest = await t.rest({ method: "GET", url: `/api/animales/${ids.Rayo}`, token: t.tokens.cuidadora });
    expect(rest.json()).toMatchObject({ publicado_adopcion: true, descripcion_publica: "Juguetón y cariñoso." });
  });

  test("a card has exactly the published fields: no person, note, identification nor id", async () => {
    const answer = await feed();
    expect(answer.statusCode).toBe(200);
    const cards = answer.json().data as Card[];
    for (const card of cards) expect(Object.keys(card).sort()).toEqual(PUBLIC_CARD_FIELDS);
    expect(Object.keys(answer.json()).sort()).toEqual(["data", "pagination"]);
    const rayo = cards.find((card) => card.nombre === "Rayo");
    expect(rayo).toMatchObject({
      registro: "2026/Rayo",
      especie: "Perro",
      sexo: "Macho",
      talla: "Grande",
      color: "Negro",
      raza: "Mestizo",
      edad: "2 años y 3 meses",
      descripcion: "Juguetón y cariñoso.",
      foto_url: null,
    });
    expect(rayo?.dias_en_refugio).toBeGreaterThan(0);
    expect(answer.body).not.toContain("muerde");
  });

  test("the age comes from the birth date when the ficha has one", async () => {
    const misi = ((await feed("?especie=gato")).json().data as Card[])[0];
    expect(misi?.edad).toMatch(/^\d+ años?( y \d+ mes(es)?)?$/);
    expect(misi?.edad).not.toBe("2 años y 3 meses");
  });

  test("filters by especie, sexo and talla, by their names without accents", async () => {
    expect(await names("?especie=perro")).toEqual(["Bruno", "Rayo"]);
    expect(await names("?especie=Gato&sexo=hembra")).toEqual(["Misi"]);
    expect(await names("?talla=pequena")).toEqual(["Misi"]);
    expect(await names("?talla=Pequeña")).toEqual(["Misi"]);
    const unknown = await feed("?especie=dragon");
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ code: "VALIDATION", field: "especie" });
    expect(unknown.json().message).toMatch(/^El filtro de especie no es válido; puede ser: perro, gato/);
    expect((await feed("?limit=0")).json().message).toBe("El límite debe ser un número entre 1 y 100");
    expect((await feed("?cursor=abc")).json().message).toBe("El cursor no es válido");
    expect((await feed("?cursor=2147483648")).json().message).toBe("El cursor no es válido");
  });

  test("pages with a cursor", async () => {
    const first = (await feed("?limit=2")).json();
    expect((first.data as Card[]).map((card) => card.nombre)).toEqual(["Bruno", "Misi"]);
    expect(first.pagination.siguiente).toEqual(expect.any(String));
    const second = (await feed(`?limit=2&cursor=${first.pagination.siguiente}`)).json();
    expect((second.data as Card[]).map((card) => card.nombre)).toEqual(["Rayo"]);
    expect(second.pagination.siguiente).toBeNull();
  });

  test("answers with an ETag and Cache-Control, 304 while nothing changed, to any site and without cookies", async () => {
    const answer = await feed();
    expect(answer.headers["cache-control"]).toBe("public, max-age=60");
    expect(answer.headers["access-control-allow-origin"]).toBe("*");
    expect(answer.headers["set-cookie"]).toBeUndefined();
    const etag = String(answer.headers.etag);
    const again = await feed("", { "if-none-match": etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe("");
  });

  test("the photo is a web-size copy, made once, of published animals in the shelter only", async () => {
    const photo = await sharp({ create: { width: 3000, height: 2000, channels: 3, background: "#8a5a3c" } })
      .jpeg()
      .toBuffer();
    for (const nombre of ["Rayo", "Oculto", "Adoptado"]) {
      const upload = await t.rest({
        method: "POST",
        url: `/api/animales/${ids[nombre]}/upload-photo`,
        token: t.tokens.cuidadora,
        ...multipartBody([{ field: "photo", filename: "foto.jpg", contentType: "image/jpeg", bytes: photo }]),
      });
      expect(upload.statusCode).toBe(200);
    }
    const rayo = ((await feed("?especie=perro&talla=grande")).json().data as Card[])[0];
    const url = new URL(String(rayo?.foto_url));
    expect(url.pathname).toBe(`/api/public/adoptables/${ids.Rayo}/foto`);
    const served = await t.rest({ method: "GET", url: `${url.pathname}${url.search}` });
    expect(served.statusCode).toBe(200);
    expect(served.headers["content-type"]).toBe("image/jpeg");
    expect(served.headers["cross-origin-resource-policy"]).toBe("cross-origin");
    expect(served.headers["cache-control"]).toBe("public, max-age=300");
    expect(await sharp(served.rawPayload).metadata()).toMatchObject({ width: 720, height: 480 });
    const fotografia = (await t.db.prisma.animal.findUniqueOrThrow({ where: { id: ids.Rayo } })).fotografia ?? "";
    expect(await storedVariants(t.db.prisma, fotografia)).toEqual(["display", "web"]);
    const etag = String(served.headers.etag);
    expect((await t.rest({ method: "GET", url: url.pathname, headers: { "if-none-match": etag } })).statusCode).toBe(304);

    for (const nombre of ["Oculto", "Adoptado", "Bruno"]) {
      const refused = await t.rest({ method: "GET", url: `/api/public/adoptables/${ids[nombre]}/foto` });
      expect(refused.statusCode).toBe(404);
      expect(refused.json()).toEqual({ code: "NOT_FOUND", message: "Fotografía no encontrada" });
    }
    expect((await t.rest({ method: "GET", url: "/api/public/adoptables/x/foto" })).statusCode).toBe(400);
  });

  test("un-publishing or closing the E/S takes an animal off", async () => {
    await publish("Bruno", { publicadoAdopcion: false });
    await t.db.prisma.entradaSalida.updateMany({ where: { animalId: ids.Misi }, data: { destinoId: 3, fechaSalida: new Date("2026-03-01") } });
    expect(await names()).toEqual(["Rayo"]);
    expect((await t.rest({ method: "GET", url: `/api/public/adoptables/${ids.Misi}/foto` })).statusCode).toBe(404);
  });

  test("every role and anonymous callers read the same feed", async () => {
    const anonymous = (await feed()).json();
    for (const token of [t.tokens.directora, t.tokens.cuidadora, t.tokens.veterinaria]) {
      const answer = await t.rest({ method: "GET", url: "/api/public/adoptables", token });
      expect(answer.statusCode).toBe(200);
      expect(answer.json()).toEqual(anonymous);
    }
  });

  test("a token sent along is not read: a bad API key or session token gets the same feed, and the logo", async () => {
    const anonymous = (await feed()).json();
    for (const token of ["rfg_clave_que_no_existe", "sesion-caducada"]) {
      const answer = await t.rest({ method: "GET", url: "/api/public/adoptables", token });
      expect(answer.statusCode).toBe(200);
      expect(answer.json()).toEqual(anonymous);
      expect((await t.rest({ method: "GET", url: "/api/public/logo", token })).statusCode).not.toBe(401);
    }
  });

  test("/adopta is rendered on the server: the animals, the shelter, Open Graph, no cookies", async () => {
    const page = await t.rest({ method: "GET", url: "/adopta", headers: { accept: "text/html" } });
    expect(page.statusCode).toBe(200);
    expect(page.headers["content-type"]).toBe("text/html; charset=utf-8");
    expect(page.headers["set-cookie"]).toBeUndefined();
    const html = page.body;
    expect(html).toMatch(/^<!doctype html><html lang="es">/);
    expect(html).toContain(`<title>Animales en adopción · ${SHELTER.nombre}</title>`);
    expect(html).toContain(`<meta property="og:image" content="http://localhost:80/api/public/adoptables/${ids.Rayo}/foto?v=`);
    expect(html).toContain("Rayo");
    expect(html).toContain("Juguetón y cariñoso.");
    expect(html).toContain(`href="tel:${SHELTER.telefono.replace(/\s+/g, "")}"`);
    expect(html).toContain(`href="mailto:${SHELTER.email}"`);
    expect(html).not.toContain("muerde");
    expect(html).not.toContain("Bruno");
    expect(html).not.toContain("<script");

    const filtered = await t.rest({ method: "GET", url: "/adopta?especie=gato" });
    expect(filtered.body).toContain("Ahora no hay animales en adopción con estos filtros.");
    const refused = await t.rest({ method: "GET", url: "/adopta?talla=enorme" });
    expect(refused.statusCode).toBe(400);
    expect(refused.body).toContain("El filtro de talla no es válido");
  });

  test("the widget's script is small, and any site may load it", async () => {
    const script = await t.rest({ method: "GET", url: "/adopta/widget.js" });
    expect(script.statusCode).toBe(200);
    expect(script.headers["content-type"]).toBe("text/javascript; charset=utf-8");
    expect(script.headers["cross-origin-resource-policy"]).toBe("cross-origin");
    expect(gzipSync(script.rawPayload).byteLength).toBeLessThanOrEqual(30 * 1024);
  });
});

describe("the public feed's request limit", () => {
  const t = testAppForSuite();

  test("each client has its own budget; the 121st request in a minute gets a Spanish 429", async () => {
    // A refused cursor is the cheapest request: the limit counts it before the route runs.
    const from = (remoteAddress: string) => t.app.inject({ method: "GET", url: "/api/public/adoptables?cursor=x", remoteAddress });
    for (let sent = 0; sent < 120; sent += 20) {
      const answers = await Promise.all(Array.from({ length: 20 }, () => from("10.0.0.1")));
      expect(answers.map((answer) => answer.statusCode)).toEqual(Array(20).fill(400));
    }
    const refused = await from("10.0.0.1");
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ code: "RATE_LIMITED", message: "Demasiadas peticiones. Inténtelo de nuevo en un minuto." });
    expect((await from("10.0.0.2")).statusCode).toBe(400);
    // /adopta has a budget of its own, and says so in Spanish too.
    const page = () => t.app.inject({ method: "GET", url: "/adopta?cursor=x", remoteAddress: "10.0.0.3" });
    for (let sent = 0; sent < 120; sent += 20) await Promise.all(Array.from({ length: 20 }, page));
    // A page, as a browser shows it: the same words, and a way back.
    const refusedPage = await page();
    expect([refusedPage.statusCode, refusedPage.headers["content-type"]]).toEqual([429, "text/html; charset=utf-8"]);
    expect(refusedPage.headers["retry-after"]).toMatch(/^\d+$/);
    expect(refusedPage.body).toContain('<p class="alert" role="alert">Demasiadas peticiones. Inténtelo de nuevo en un minuto.</p>');
    expect(refusedPage.body).toContain('<a class="more" href="/adopta">Volver a intentarlo</a>');
  });
});

describe("with PUBLIC_URL, public links point to it whatever Host the request names", () => {
  const PUBLIC_URL = "https://refugio.example.org";
  const t = testAppForSuite({ users: { cuidadora: 2 }, env: { PUBLIC_URL } });

  test("the feed's photo and /adopta's Open Graph image; a page at that address may change things", async () => {
    const { id } = await insertAnimal(t.db.prisma, { nombre: "Luna", registro: "2026/Luna", tipoId: 1, publicadoAdopcion: true });
    await insertStay(t.db.prisma, id);
    const photo = await sharp({ create: { width: 40, height: 30, channels: 3, background: "#8a5a3c" } })
      .jpeg()
      .toBuffer();
    const upload = await t.rest({
      method: "POST",
      url: `/api/animales/${id}/upload-photo`,
      token: t.tokens.cuidadora,
      ...multipartBody([{ field: "photo", filename: "foto.jpg", contentType: "image/jpeg", bytes: photo }]),
    });
    expect(upload.statusCode, upload.body).toBe(200);
    const forged = { host: "evil.example" };
    const card = (await t.rest({ method: "GET", url: "/api/public/adoptables", headers: forged })).json().data[0];
    expect(String(card.foto_url)).toMatch(new RegExp(`^${PUBLIC_URL}/api/public/adoptables/${id}/foto\\?v=`));
    const page = await t.rest({ method: "GET", url: "/adopta", headers: { ...forged, accept: "text/html" } });
    expect(page.body).toContain(`<meta property="og:image" content="${PUBLIC_URL}/api/public/adoptables/${id}/foto?v=`);
    expect(page.body).not.toContain("evil.example");
    // Behind a proxy that does not say it is HTTPS, the browser's Origin is still the app's own.
    const fromPage = await t.rest({ method: "POST", url: "/api/auth/logout", token: t.tokens.cuidadora, headers: { origin: PUBLIC_URL } });
    expect(fromPage.statusCode, fromPage.body).toBe(200);
  });
});
