/** Spec section 7 "Animals" over REST: shapes, status codes, Spanish messages, files on disk. */
import { randomUUID } from "node:crypto";
import { existsSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { describe, expect, test, vi } from "vitest";
import { blockAnimalDeletes, insertObservation, insertStay, JPEG_24X12, jpegOfSize, PNG_1X1, storeDocument, TEXT_AS_JPG } from "../helpers/fixtures.ts";
import { multipartBody } from "../helpers/multipart.ts";
import { testAppForSuite } from "../helpers/testApp.ts";
import { isStored, storedFileNames } from "../helpers/storedFiles.ts";

const ficha = {
  registro: "2026/0042",
  nombre: "Canela",
  identificacion: "941000024681357",
  tipo_id: 1,
  raza: "Podenco",
  pelo: "Corto",
  color: "Canela",
  cola: "Larga",
  edad_anios: 3,
  edad_meses: 6,
  talla_id: 2,
  sexo_id: 2,
  otros: "Muy sociable con otros perros",
  source: "registro",
};

/** One ficha per microchip: each new ficha gets its own valid ISO number (code 941). */
let chips = 0;
const newFicha = () => ({ ...ficha, identificacion: `941000${String(++chips).padStart(9, "0")}` });

describe("animals over REST", () => {
  const t = testAppForSuite({ users: { cuidadora: 2 } });

  const photoUpload = (id: number, bytes: Buffer, filename = "foto.png", contentType = "image/png", field = "photo") => {
    const body = multipartBody([{ field, filename, contentType, bytes }]);
    return t.rest({ method: "POST", url: `/api/animales/${id}/upload-photo`, token: t.tokens.cuidadora, ...body });
  };
  const storedPhotos = () => storedFileNames(t.db.prisma, "fotos");
  const create = async (overrides: Record<string, unknown> = {}) =>
    (await t.rest({ method: "POST", url: "/api/animales", token: t.tokens.cuidadora, payload: { ...newFicha(), ...overrides } })).json();

  test("every animal call needs a session: 401 without one", async () => {
    const calls = [
      ["GET", "/api/animales/lista"],
      ["POST", "/api/animales"],
      ["GET", "/api/animales/1"],
      ["PUT", "/api/animales/1"],
      ["DELETE", "/api/animales/1/cascada"],
      ["POST", "/api/animales/1/upload-photo"],
      ["DELETE", "/api/animales/1/photo"],
      ["GET", "/api/tipos"],
      ["GET", "/api/tallas"],
      ["GET", "/api/sexos"],
      ["GET", "/api/procedencias"],
      ["GET", "/api/destinos"],
      ["GET", "/api/stats/counts"],
      ["GET", "/api/stats/dashboard"],
      ["GET", "/api/uploads/fotos/123e4567-e89b-12d3-a456-426614174000.png"],
    ] as const;
    for (const [method, url] of calls) {
      const response = await t.rest({ method, url, payload: method === "POST" || method === "PUT" ? ficha : undefined });
      expect([url, response.statusCode, response.json().message]).toEqual([url, 401, "Debe iniciar sesión"]);
    }
  });

  test("administrators, employees and veterinarians all keep fichas", async () => {
    for (const role of [1, 2, 3] as const) {
      const response = await t.rest({
        method: "POST",
        url: "/api/animales",
        token: await t.userToken(role),
        payload: { ...newFicha(), registro: `ROL-${role}` },
      });
      expect(response.statusCode).toBe(201);
    }
  });

  test("a lookup list changed in the database by hand is what the next answers list", async () => {
    const tipos = async () => (await t.rest({ method: "GET", url: "/api/tipos", token: t.tokens.cuidadora })).json() as { id: number; tipo: string }[];
    const { id, tipo } = (await tipos())[1]!;
    await t.db.prisma.$executeRaw`UPDATE tipos SET tipo = ${`${tipo} (revisado)`} WHERE id = ${id}`;
    await vi.waitFor(async () => expect((await tipos())[1]).toMatchObject({ id, tipo: `${tipo} (revisado)` }), { timeout: 5_000, interval: 20 });
    await t.db.prisma.$executeRaw`UPDATE tipos SET tipo = ${tipo} WHERE id = ${id}`;
    await vi.waitFor(async () => expect((await tipos())[1]).toMatchObject({ id, tipo }), { timeout: 5_000, interval: 20 });
  });

  test("lookups: {id, name[, descripcion]} in id order", async () => {
    const tipos = (await t.rest({ method: "GET", url: "/api/tipos", token: t.tokens.cuidadora })).json();
    expect(tipos[0]).toEqual({ id: 1, tipo: "Perro", especie_ley: "perro" });
    expect(tipos).toHaveLength(6);
    const tallas = (await t.rest({ method: "GET", url: "/api/tallas", token: t.tokens.cuidadora })).json();
    expect(tallas[0]).toEqual({ id: 1, talla: "Pequeña", descripcion: "Hasta 10 kg" });
    expect((await t.rest({ method: "GET", url: "/api/sexos", token: t.tokens.cuidadora })).json().map((s: { sexo: string }) => s.sexo)).toEqual([
      "Macho",
      "Hembra",
      "Desconocido",
    ]);
    expect((await t.rest({ method: "GET", url: "/api/procedencias", token: t.tokens.cuidadora })).json()[0]).toEqual({ id: 1, procedencia: "Abandono" });
    expect((await t.rest({ method: "GET", url: "/api/destinos", token: t.tokens.cuidadora })).json()[5]).toEqual({ id: 6, destino: "En refugio" });
  });

  test("POST creates the ficha and answers the spec's snake_case shape", async () => {
    const sent = newFicha();
    const response = await t.rest({
      method: "POST",
      url: "/api/animales",
      token: t.tokens.cuidadora,
      payload: { ...sent, fotografia: "data:image/png;base64,AAAA" },
    });
    expect(response.statusCode).toBe(201);
    const animal = response.json();
    expect(animal).toEqual({
      ...sent,
      source: undefined,
      id: expect.any(Number),
      fotografia: null,
      foto_version: 0,
      identificacion_no_iso: false,
      fecha_nacimiento: null,
      esterilizado: null,
      fecha_esterilizacion: null,
      publicado_adopcion: false,
      descripcion_publica: null,
    });
    const read = (await t.rest({ method: "GET", url: `/api/animales/${animal.id}`, token: t.tokens.cuidadora })).json();
    expect(read).toMatchObject({ ...animal, tipo: "Perro", talla: "Mediana", sexo: "Hembra" });
  });

  test("validation answers 400 with the spec's message on the payload's field name", async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ registro: "" }, "registro", "Completa este campo"],
      [{ nombre: "  " }, "nombre", "Completa este campo"],
      [{ tipo_id: null }, "tipo_id", "Selecciona un elemento de la lista"],
      [{ talla_id: 9 }, "talla_id", "Selecciona un elemento de la lista"],
      [{ sexo_id: "" }, "sexo_id", "Selecciona un elemento de la lista"],
      [{ raza: "r".repeat(26) }, "raza", "La raza no puede superar 25 caracteres"],
      [{ otros: "o".repeat(251) }, "otros", "El campo Otros no puede superar 250 caracteres"],
      [{ edad_anios: -2 }, "edad_anios", "Los años no pueden ser negativos"],
      [{ edad_meses: 12 }, "edad_meses", "Los meses deben estar entre 0 y 11"],
    ];
    for (const [overrides, field, message] of cases) {
      const response = await t.rest({ method: "POST", url: "/api/animales", token: t.tokens.cuidadora, payload: { ...newFicha(), ...overrides } });
      expect([response.statusCode, response.json()]).toEqual([400, { message, field, code: "VALIDATION" }]);
    }
    const zero = await create({ edad_anios: "no sé", edad_meses: null });
    expect([zero.edad_anios, zero.edad_meses]).toEqual([0, 0]);
    const notJson = await t.rest({
      method: "POST",
      url: "/api/animales",
      token: t.tokens.cuidadora,
      payload: "[1,2]",
      headers: { "content-type": "application/json" },
    });
    expect(notJson.statusCode).toBe(400);
  });

  test("PUT replaces the animal data; the photo path cannot be set through it", async () => {
    const animal = await create();
    const response = await t.rest({
      method: "PUT",
      url: `/api/animales/${animal.id}`,
      token: t.tokens.cuidadora,
      payload: {
        ...ficha,
        identificacion: animal.identificacion,
        nombre: "Canela II",
        edad_meses: 7,
        fotografia: "/api/uploads/fotos/otra.png",
        source: "registro",
      },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id: animal.id, nombre: "Canela II", edad_meses: 7, fotografia: null });
    expect((await t.rest({ method: "PUT", url: "/api/animales/999999", token: t.tokens.cuidadora, payload: ficha })).statusCode).toBe(404);
    expect((await t.rest({ method: "GET", url: "/api/animales/999999", token: t.tokens.cuidadora })).json()).toMatchObject({ message: "Animal no encontrado" });
    // A malformed id gets the one answer every record id gets.
    const malformed = await t.rest({ method: "GET", url: "/api/animales/abc", token: t.tokens.cuidadora });
    expect([malformed.statusCode, malformed.json()]).toEqual([400, { message: "Identificador no válido", code: "INVALID_ID", field: "id" }]);
  });

  test("the list searches id, registro, identificación and name ignoring case and accents", async () => {
    const pena = await create({ registro: "PEÑÓN-77", identificacion: "CHIP-ÁRBOL-1" });
    const list = async (filtro: string) =>
      (await t.rest({ method: "GET", url: `/api/animales/lista?filtro=${encodeURIComponent(filtro)}`, token: t.tokens.cuidadora })).json() as { id: number }[];
    expect((await list("penon")).map((a) => a.id)).toEqual([pena.id]);
    expect((await list("arbol")).map((a) => a.id)).toEqual([pena.id]);
    expect((await list(String(pena.id))).map((a) => a.id)).toContain(pena.id);
    expect(await list("no-existe-nada")).toEqual([]);
    const all = await list("");
    expect(all[0]).toMatchObject({ id: pena.id, registro: "PEÑÓN-77", talla: "Mediana", sexo: "Hembra", edad_anios: 3, edad_meses: 6 });
    expect((await list("CANELA penon")).map((a) => a.id)).toEqual([pena.id]);
    const repeated = await t.rest({ method: "GET", url: "/api/animales/lista?filtro=a&filtro=b", token: t.tokens.cuidadora });
    expect(repeated.statusCode).toBe(400);
    expect(repeated.json()).toMatchObject({ message: "La búsqueda no es válida" });
    const overlong = await t.rest({ method: "GET", url: `/api/animales/lista?filtro=${"x".repeat(101)}`, token: t.tokens.cuidadora });
    expect(overlong.statusCode).toBe(400);
    // Named as the spec names the parameter.
    expect(overlong.json()).toMatchObject({ message: "La búsqueda no puede superar 100 caracteres", field: "filtro" });
  });

  test("the unpaged list is one JSON array streamed; page or limit give the paged shape of the other lists", async () => {
    const made = [await create({ registro: "PAG-1" }), await create({ registro: "PAG-2" }), await create({ registro: "PAG-3" })];
    const whole = await t.rest({ method: "GET", url: "/api/animales/lista?filtro=pag-", token: t.tokens.cuidadora });
    expect(whole.statusCode).toBe(200);
    expect(whole.headers["content-type"]).toBe("application/json; charset=utf-8");
    expect((whole.json() as { registro: string }[]).map((a) => a.registro)).toEqual(["PAG-3", "PAG-2", "PAG-1"]);
    const empty = await t.rest({ method: "GET", url: "/api/animales/lista?filtro=nada-de-nada", token: t.tokens.cuidadora });
    expect(empty.body).toBe("[]");

    const second = await t.rest({ method: "GET", url: "/api/animales/lista?filtro=pag-&page=2&limit=2", token: t.tokens.cuidadora });
    expect(second.statusCode).toBe(200);
    expect(second.json()).toEqual({
      data: [expect.objectContaining({ id: made[0]!.id, registro: "PAG-1", talla: "Mediana" })],
      pagination: { page: 2, totalPages: 2, hasNext: false, hasPrev: true },
    });
    const first = await t.rest({ method: "GET", url: "/api/animales/lista?limit=1", token: t.tokens.cuidadora });
    expect(first.json()).toMatchObject({ data: [{ registro: "PAG-3" }], pagination: { page: 1, hasNext: true, hasPrev: false } });
    const bad = await t.rest({ method: "GET", url: "/api/animales/lista?page=0", token: t.tokens.cuidadora });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ message: "La página debe ser un número entero mayor que 0" });
    expect((await t.rest({ method: "GET", url: "/api/animales/lista?limit=101", token: t.tokens.cuidadora })).statusCode).toBe(400);
    expect((await t.rest({ method: "GET", url: "/api/animales/lista" })).statusCode).toBe(401);
  });

  test("photo: stored by content under a generated name, served to logged-in users with a version", async () => {
    const animal = await create();
    // A name of its own: the data folder's parent is the shared temporary folder.
    const name = `foto-${randomUUID()}.png`;
    const response = await photoUpload(animal.id, PNG_1X1, `../../${name}`);
    expect(response.statusCode).toBe(200);
    const { photoPath, foto_version } = response.json();
    expect(photoPath).toMatch(/^\/api\/uploads\/fotos\/[0-9a-f-]{36}\.png$/);
    expect(foto_version).toBe(1);
    expect(existsSync(path.join(t.dataDir, "..", name))).toBe(false);
    expect(existsSync(path.join(t.dataDir, name))).toBe(false);
    expect(await storedPhotos()).toContain(photoPath.split("/").pop());
    expect((await t.rest({ method: "GET", url: `/api/animales/${animal.id}`, token: t.tokens.cuidadora })).json()).toMatchObject({
      fotografia: photoPath,
      foto_version: 1,
    });

    // The path shows the photo's reduced copy, a JPEG (tests/integration/imageUploads.test.ts).
    const served = await t.rest({ method: "GET", url: `${photoPath}?v=1`, token: t.tokens.cuidadora });
    expect(served.statusCode).toBe(200);
    expect(served.headers["content-type"]).toBe("image/jpeg");
    expect(served.headers["cache-control"]).toContain("private");
    expect(await sharp(served.rawPayload).metadata()).toMatchObject({ format: "jpeg", width: 1, height: 1 });
    expect((await t.rest({ method: "GET", url: photoPath })).statusCode).toBe(401);
    expect((await t.rest({ method: "GET", url: "/api/uploads/fotos/..%2F..%2Fsecrets%2Fjwt.key", token: t.tokens.cuidadora })).statusCode).toBe(404);
  });

  test("photo: a text file renamed .jpg is refused by its content and nothing is stored", async () => {
    const animal = await create();
    const before = await storedPhotos();
    const response = await photoUpload(animal.id, TEXT_AS_JPG, "foto.jpg", "image/jpeg");
    expect([response.statusCode, response.json().message]).toEqual([400, "Solo se permiten archivos de imagen"]);
    expect(await storedPhotos()).toEqual(before);
  });

  test("photo: 6 MB is refused before it is stored", async () => {
    const animal = await create();
    const before = await storedPhotos();
    const response = await photoUpload(animal.id, jpegOfSize(6 * 1024 * 1024), "grande.jpg", "image/jpeg");
    expect([response.statusCode, response.json().message]).toEqual([413, "El archivo es demasiado grande. Máximo 5MB"]);
    expect(await storedPhotos()).toEqual(before);
    expect((await t.db.prisma.animal.findUniqueOrThrow({ where: { id: animal.id } })).fotografia).toBeNull();
  });

  test("photo: a streamed body without a length is cut at 5 MB and refused", async () => {
    const animal = await create();
    const address = await t.app.listen({ port: 0, host: "127.0.0.1" });
    try {
      const { payload, headers } = multipartBody([{ field: "photo", filename: "a.jpg", contentType: "image/jpeg", bytes: jpegOfSize(6 * 1024 * 1024) }]);
      const chunks = Array.from({ length: Math.ceil(payload.length / 65536) }, (_, i) => payload.subarray(i * 65536, (i + 1) * 65536));
      const body = new ReadableStream({
        pull(controller) {
          const next = chunks.shift();
          if (next) controller.enqueue(next);
          else controller.close();
        },
      });
      const response = await fetch(`${address}/api/animales/${animal.id}/upload-photo`, {
        method: "POST",
        headers: { ...headers, authorization: `Bearer ${t.tokens.cuidadora}` },
        body,
        duplex: "half",
      } as RequestInit);
      expect(response.status).toBe(413);
      expect((await response.json()).message).toBe("El archivo es demasiado grande. Máximo 5MB");
    } finally {
      await t.app.server.close();
    }
    expect((await t.db.prisma.animal.findUniqueOrThrow({ where: { id: animal.id } })).fotografia).toBeNull();
  });

  test("photo: no file, a wrong field or an unknown animal are clear errors", async () => {
    const animal = await create();
    expect((await photoUpload(animal.id, PNG_1X1, "f.png", "image/png", "imagen")).json()).toMatchObject({ message: "No se ha recibido ninguna fotografía" });
    const json = await t.rest({ method: "POST", url: `/api/animales/${animal.id}/upload-photo`, token: t.tokens.cuidadora, payload: {} });
    expect([json.statusCode, json.json().message]).toEqual([400, "No se ha recibido ninguna fotografía"]);
    expect((await photoUpload(999999, PNG_1X1)).statusCode).toBe(404);
  });

  test("photo: replacing deletes the old file, DELETE removes the photo and its file", async () => {
    const animal = await create();
    const first = (await photoUpload(animal.id, PNG_1X1)).json();
    const second = (await photoUpload(animal.id, JPEG_24X12, "b.jpg", "image/jpeg")).json();
    expect(second.foto_version).toBe(2);
    expect(await storedPhotos()).not.toContain(first.photoPath.split("/").pop());
    const removed = await t.rest({ method: "DELETE", url: `/api/animales/${animal.id}/photo`, token: t.tokens.cuidadora });
    expect(removed.json()).toEqual({ photoPath: null, foto_version: 3 });
    expect(await storedPhotos()).not.toContain(second.photoPath.split("/").pop());
    expect((await t.rest({ method: "GET", url: second.photoPath, token: t.tokens.cuidadora })).statusCode).toBe(404);
  });

  test("cascade delete: a bare DELETE as the spec's client sends it; a confirmacion sent must be SEGURO; removes the animal, its E/S, observations and files", async () => {
    const animal = await create();
    const photo = (await photoUpload(animal.id, PNG_1X1)).json().photoPath as string;
    const db = t.db.prisma;
    const stay = await insertStay(db, animal.id, { destinoId: 3, fechaLlegada: "2026-01-02", fechaSalida: "2026-02-03" });
    const open = await insertStay(db, animal.id, { fechaLlegada: "2026-03-01" });
    const document = await storeDocument(t.db.prisma);
    await insertObservation(db, stay.id, { documentacion: document });
    await insertObservation(db, open.id);
    const counts = async () => (await t.rest({ method: "GET", url: "/api/stats/counts", token: t.tokens.cuidadora })).json().animales as number;
    const before = await counts();

    const url = `/api/animales/${animal.id}/cascada?from=list`;
    for (const payload of [{ confirmacion: "seguro" }, { confirmacion: "SEGURO." }, { confirmacion: null }, { confirmacion: "" }]) {
      const refused = await t.rest({ method: "DELETE", url, token: t.tokens.cuidadora, payload });
      expect([refused.statusCode, refused.json().message]).toEqual([400, 'Debe escribir "SEGURO" para confirmar la eliminación']);
    }
    const wrongInQuery = await t.rest({ method: "DELETE", url: `${url}&confirmacion=si`, token: t.tokens.cuidadora });
    expect([wrongInQuery.statusCode, wrongInQuery.json().message]).toEqual([400, 'Debe escribir "SEGURO" para confirmar la eliminación']);
    expect(await counts()).toBe(before);

    // Spec section 7: the client checks SEGURO in its dialog and sends no body and no content type.
    const response = await t.rest({ method: "DELETE", url, headers: { authorization: `Bearer ${t.tokens.cuidadora}` } });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      detalles: { animalId: animal.id, entradasSalidasEliminadas: 2, observacionesEliminadas: 2, archivosEliminados: 2, archivosNoEncontrados: 0 },
    });
    for (const file of [photo, document]) expect(await isStored(t.db.prisma, file)).toBe(false);
    expect(await counts()).toBe(before - 1);
    expect(await db.actividad.count({ where: { registroId: animal.id, accion: "eliminar", descripcion: { contains: "desde la lista" } } })).toBe(1);
    expect((await t.rest({ method: "DELETE", url, token: t.tokens.cuidadora, payload: { confirmacion: "SEGURO" } })).statusCode).toBe(404);

    const viaQuery = await create();
    const q = await t.rest({ method: "DELETE", url: `/api/animales/${viaQuery.id}/cascada?confirmacion=SEGURO`, token: t.tokens.cuidadora });
    expect(q.json().detalles).toMatchObject({ animalId: viaQuery.id, entradasSalidasEliminadas: 0, archivosEliminados: 0 });
    const viaBody = await create();
    const b = await t.rest({ method: "DELETE", url: `/api/animales/${viaBody.id}/cascada`, token: t.tokens.cuidadora, payload: { confirmacion: "SEGURO" } });
    expect(b.json().detalles).toMatchObject({ animalId: viaBody.id });
    const fromFicha = await create();
    const f = await t.rest({ method: "DELETE", url: `/api/animales/${fromFicha.id}/cascada`, token: t.tokens.cuidadora });
    expect([f.statusCode, f.json().detalles.animalId]).toEqual([200, fromFicha.id]);
    expect(await db.actividad.count({ where: { registroId: fromFicha.id, accion: "eliminar", descripcion: { contains: "desde la ficha" } } })).toBe(1);
  });

  test("cascade delete: a failure part-way answers 500 and leaves rows and files untouched", async () => {
    const animal = await create();
    const photo = (await photoUpload(animal.id, PNG_1X1)).json().photoPath as string;
    const db = t.db.prisma;
    const stay = await insertStay(db, animal.id, { fechaLlegada: "2026-05-01" });
    const document = await storeDocument(t.db.prisma);
    await insertObservation(db, stay.id, { documentacion: document });
    const unblock = await blockAnimalDeletes(db);
    try {
      const response = await t.rest({
        method: "DELETE",
        url: `/api/animales/${animal.id}/cascada`,
        token: t.tokens.cuidadora,
        payload: { confirmacion: "SEGURO" },
      });
      expect(response.statusCode).toBe(500);
      expect(response.json()).toEqual({ message: "Error interno del servidor" });
    } finally {
      await unblock();
    }
    expect(await db.animal.count({ where: { id: animal.id } })).toBe(1);
    expect(await db.entradaSalida.count({ where: { animalId: animal.id } })).toBe(1);
    expect(await db.observacion.count({ where: { entradaSalidaId: stay.id } })).toBe(1);
    for (const file of [photo, document]) expect(await isStored(t.db.prisma, file)).toBe(true);
  });

  test("every role may do every animal operation", async () => {
    for (const role of [1, 2, 3] as const) {
      const roleToken = await t.userToken(role);
      const call = (method: "GET" | "POST" | "PUT" | "DELETE", url: string, payload?: object) => t.rest({ method, url, token: roleToken, payload });
      const created = await call("POST", "/api/animales", { ...newFicha(), registro: `MATRIZ-${role}` });
      expect(created.statusCode).toBe(201);
      const id = created.json().id;
      expect((await call("GET", `/api/animales/${id}`)).statusCode).toBe(200);
      expect((await call("PUT", `/api/animales/${id}`, { ...ficha, identificacion: null, registro: `MATRIZ-${role}b` })).statusCode).toBe(200);
      expect((await call("GET", "/api/animales/lista?filtro=MATRIZ")).statusCode).toBe(200);
      const body = multipartBody([{ field: "photo", filename: "f.png", contentType: "image/png", bytes: PNG_1X1 }]);
      const uploaded = await t.rest({ method: "POST", url: `/api/animales/${id}/upload-photo`, token: roleToken, ...body });
      expect(uploaded.statusCode).toBe(200);
      expect((await t.rest({ method: "GET", url: uploaded.json().photoPath, token: roleToken })).statusCode).toBe(200);
      expect((await call("DELETE", `/api/animales/${id}/photo`)).statusCode).toBe(200);
      for (const url of ["/api/tipos", "/api/tallas", "/api/sexos", "/api/procedencias", "/api/destinos", "/api/stats/counts", "/api/stats/dashboard"]) {
        expect((await call("GET", url)).statusCode).toBe(200);
      }
      expect((await call("DELETE", `/api/animales/${id}/cascada`, { confirmacion: "SEGURO" })).statusCode).toBe(200);
    }
  });

  test("the dashboard answers its figures in snake_case", async () => {
    const response = await t.rest({ method: "GET", url: "/api/stats/dashboard", token: t.tokens.cuidadora });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({
      animales_en_refugio: expect.any(Number),
      fichas_registradas: expect.any(Number),
      anio: expect.any(Number),
      adopciones_anio: expect.any(Number),
      en_tratamiento: 0,
      usuarios_activos: expect.any(Number),
    });
    expect(body.movimientos).toHaveLength(12);
    expect(body.fichas_registradas).toBe(await t.db.prisma.animal.count());
  });
});
