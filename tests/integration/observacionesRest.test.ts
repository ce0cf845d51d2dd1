/** Spec section 7 observation paths over REST: shapes, status codes, Spanish messages, documents on disk. */
import { beforeAll, describe, expect, test } from "vitest";
import { insertAnimal, insertStay, jpegOfSize, PNG_1X1 } from "../helpers/fixtures.ts";
import { multipartBody } from "../helpers/multipart.ts";
import { testAppForSuite } from "../helpers/testApp.ts";
import { storedFileNames } from "../helpers/storedFiles.ts";

const PDF = Buffer.from("%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n");
const EXECUTABLE_AS_PDF = Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0]), Buffer.alloc(200, 0x90)]);

describe("observations over REST", () => {
  const t = testAppForSuite({ users: { veterinaria: 3 } });
  let animalId: number;
  let esId: number;
  beforeAll(async () => {
    animalId = (await insertAnimal(t.db.prisma)).id;
    esId = (await insertStay(t.db.prisma, animalId)).id;
  });

  const documents = () => storedFileNames(t.db.prisma, "documentos");
  const post = (payload: Record<string, unknown>, as = t.tokens.veterinaria) => t.rest({ method: "POST", url: "/api/observaciones", token: as, payload });
  const upload = (obsId: number, bytes: Buffer, opts: { filename?: string; field?: string; es?: number; animal?: number } = {}) => {
    const body = multipartBody([{ field: opts.field ?? "document", filename: opts.filename ?? "informe.pdf", contentType: "application/pdf", bytes }]);
    return t.rest({
      method: "POST",
      url: `/api/animales/${opts.animal ?? animalId}/entradas-salidas/${opts.es ?? esId}/observaciones/${obsId}/upload`,
      token: t.tokens.veterinaria,
      ...body,
    });
  };

  test("create, list, edit and delete with the spec's field names", async () => {
    const created = await post({
      entradas_salidas_id: esId,
      tratamiento: true,
      descripcion: "Antibiótico 7 días",
      documentacion: "/api/uploads/fotos/00000000-0000-0000-0000-000000000000.png",
      tratamiento_fecha_inicio: "2026-03-01T09:30:00.000Z",
      tratamiento_fecha_fin: null,
    });
    expect(created.statusCode).toBe(201);
    const json = created.json();
    expect(json).toEqual({
      id: expect.any(Number),
      entradas_salidas_id: esId,
      tratamiento: true,
      // Beyond the spec (issue 26): a treatment is always sanitary, for the adoption pack.
      sanitaria: true,
      descripcion: "Antibiótico 7 días",
      // Only the upload sets the document.
      documentacion: null,
      tratamiento_fecha_inicio: "2026-03-01T09:30:00.000Z",
      tratamiento_fecha_fin: null,
      fecha_hora: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
    });
    const plain = (
      await post({ entradas_salidas_id: esId, tratamiento: false, descripcion: "Come bien", tratamiento_fecha_inicio: "2026-03-01T09:30:00Z" })
    ).json();
    expect(plain).toMatchObject({ tratamiento: false, sanitaria: false, tratamiento_fecha_inicio: null, tratamiento_fecha_fin: null });

    const list = await t.rest({ method: "GET", url: `/api/entradas-salidas/${esId}/observaciones`, token: t.tokens.veterinaria });
    expect(list.statusCode).toBe(200);
    expect(list.json().map((o: { id: number }) => o.id)).toEqual([plain.id, json.id]);
    const onlyTreatments = await t.rest({
      method: "GET",
      url: `/api/entradas-salidas/${esId}/observaciones?solo_tratamientos=true`,
      token: t.tokens.veterinaria,
    });
    expect(onlyTreatments.json().map((o: { id: number }) => o.id)).toEqual([json.id]);

    const edited = await t.rest({
      method: "PUT",
      url: `/api/observaciones/${json.id}`,
      token: t.tokens.veterinaria,
      payload: {
        tratamiento: true,
        descripcion: "Antibiótico 10 días",
        tratamiento_fecha_inicio: "2026-03-01T09:30:00Z",
        tratamiento_fecha_fin: "2026-03-11T09:30:00Z",
      },
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ descripcion: "Antibiótico 10 días", tratamiento_fecha_fin: "2026-03-11T09:30:00.000Z", entradas_salidas_id: esId });

    const removed = await t.rest({ method: "DELETE", url: `/api/observaciones/${json.id}`, token: t.tokens.veterinaria });
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toEqual({
      id: json.id,
      message: "Observación eliminada correctamente",
      detalles: { observacionId: json.id, archivosEliminados: 0, archivosNoEncontrados: 0 },
    });
    expect((await t.rest({ method: "DELETE", url: `/api/observaciones/${json.id}`, token: t.tokens.veterinaria })).statusCode).toBe(404);
  });

  test("bad input is a Spanish 4xx naming the spec's field", async () => {
    const cases: [Record<string, unknown>, number, string, string | undefined][] = [
      [{ entradas_salidas_id: 999_999, descripcion: "x" }, 404, "No se encontró la entrada/salida", undefined],
      [{ descripcion: "x" }, 400, "Identificador no válido", "entradas_salidas_id"],
      [{ entradas_salidas_id: esId, descripcion: "   " }, 400, "La descripción es obligatoria", "descripcion"],
      [{ entradas_salidas_id: esId, descripcion: "x".repeat(251) }, 400, "La descripción no puede superar 250 caracteres", "descripcion"],
      [
        {
          entradas_salidas_id: esId,
          descripcion: "x",
          tratamiento: true,
          tratamiento_fecha_inicio: "2026-03-05T10:00:00Z",
          tratamiento_fecha_fin: "2026-03-04T10:00:00Z",
        },
        400,
        "La fecha de fin no puede ser anterior a la fecha de inicio",
        "tratamiento_fecha_fin",
      ],
      [{ entradas_salidas_id: esId, descripcion: "x", tratamiento: "sí" }, 400, "Indique si es un tratamiento", "tratamiento"],
    ];
    for (const [payload, status, message, field] of cases) {
      const response = await post(payload);
      expect([response.statusCode, response.json().message, response.json().field]).toEqual([status, message, field]);
    }
    const garbage = await t.rest({
      method: "POST",
      url: "/api/observaciones",
      token: t.tokens.veterinaria,
      payload: "{no",
      headers: { "content-type": "application/json" },
    });
    expect(garbage.statusCode).toBe(400);
    expect((await t.rest({ method: "GET", url: "/api/entradas-salidas/abc/observaciones", token: t.tokens.veterinaria })).json()).toMatchObject({
      code: "INVALID_ID",
    });
    expect(
      (await t.rest({ method: "PUT", url: "/api/observaciones/999999", token: t.tokens.veterinaria, payload: { descripcion: "x" } })).json(),
    ).toMatchObject({
      message: "No se encontró la observación",
    });
  });

  test("documents: checked by content, capped at 10 MB, under generated names, served only with a session", async () => {
    const obs = (await post({ entradas_salidas_id: esId, descripcion: "Analítica" })).json();

    const renamed = await upload(obs.id, EXECUTABLE_AS_PDF);
    expect([renamed.statusCode, renamed.json().message, renamed.json().field]).toEqual([400, "Solo se permiten documentos PDF, JPEG, PNG o WebP", "document"]);
    const empty = await upload(obs.id, Buffer.alloc(0));
    expect([empty.statusCode, empty.json().message]).toEqual([400, "No se ha recibido ningún documento"]);
    const huge = await upload(obs.id, jpegOfSize(11 * 1024 * 1024), { filename: "scan.jpg" });
    expect([huge.statusCode, huge.json().message]).toEqual([413, "El documento es demasiado grande. Máximo 10MB"]);
    const wrongField = await upload(obs.id, PDF, { field: "photo" });
    expect(wrongField.statusCode).toBe(400);
    const otherStay = (await insertStay(t.db.prisma, (await insertAnimal(t.db.prisma)).id)).id;
    expect((await upload(obs.id, PDF, { es: otherStay })).statusCode).toBe(404);
    expect((await upload(obs.id, PDF, { animal: animalId + 1000 })).statusCode).toBe(404);
    expect(await documents()).toEqual([]);

    const uploaded = await upload(obs.id, PDF, { filename: "../../evil.pdf" });
    expect(uploaded.statusCode).toBe(200);
    const documentacion: string = uploaded.json().documentacion;
    expect(documentacion).toMatch(/^\/api\/uploads\/documentos\/[0-9a-f-]{36}\.pdf$/);
    expect(await documents()).toEqual([documentacion.split("/").at(-1)]);

    expect((await t.rest({ method: "GET", url: documentacion })).statusCode).toBe(401);
    const served = await t.rest({ method: "GET", url: documentacion, token: t.tokens.veterinaria });
    expect(served.statusCode).toBe(200);
    expect(served.headers["content-type"]).toBe("application/pdf");
    expect(served.rawPayload.equals(PDF)).toBe(true);

    // Exactly 10 MB is within the limit.
    const largest = await upload(obs.id, jpegOfSize(10 * 1024 * 1024), { filename: "scan.jpg" });
    expect([largest.statusCode, largest.json().documentacion]).toEqual([200, expect.stringMatching(/\.jpg$/)]);

    // A replacement removes the old file; deleting the observation removes the new one.
    const replaced = (await upload(obs.id, PNG_1X1, { filename: "foto.png" })).json().documentacion;
    expect(await documents()).toEqual([replaced.split("/").at(-1)]);
    const removed = await t.rest({ method: "DELETE", url: `/api/observaciones/${obs.id}`, token: t.tokens.veterinaria });
    expect(removed.json().detalles).toMatchObject({ archivosEliminados: 1 });
    expect(await documents()).toEqual([]);
  });

  test("every path needs a session; every role may use them", async () => {
    const paths: [string, string][] = [
      ["GET", `/api/entradas-salidas/${esId}/observaciones`],
      ["POST", "/api/observaciones"],
      ["PUT", "/api/observaciones/1"],
      ["DELETE", "/api/observaciones/1"],
      ["POST", `/api/animales/${animalId}/entradas-salidas/${esId}/observaciones/1/upload`],
    ];
    for (const [method, url] of paths) {
      const response = await t.rest({ method: method as "GET", url, payload: method === "GET" || method === "DELETE" ? undefined : {} });
      expect([method, url, response.statusCode]).toEqual([method, url, 401]);
    }
    for (const role of [1, 2, 3] as const) {
      const roleToken = await t.userToken(role);
      const created = await post({ entradas_salidas_id: esId, descripcion: `Rol ${role}` }, roleToken);
      expect(created.statusCode).toBe(201);
      const doc = await upload(created.json().id, PDF);
      expect(doc.statusCode).toBe(200);
      expect((await t.rest({ method: "DELETE", url: `/api/observaciones/${created.json().id}`, token: roleToken })).statusCode).toBe(200);
    }
  });
});
