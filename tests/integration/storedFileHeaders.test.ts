/**
 * Every answer that carries a stored or generated file is sandboxed (`Content-Security-Policy:
 * sandbox`): an uploaded PDF with JavaScript, or a file that is HTML as well as an image, opened
 * in a tab runs in an origin of its own, never in the app's, where it could read the session.
 */
import { createHash } from "node:crypto";
import { beforeAll, describe, expect, test } from "vitest";
import { insertAnimal, insertObservation, insertStay, JPEG_24X12, PNG_1X1 } from "../helpers/fixtures.ts";
import { multipartBody } from "../helpers/multipart.ts";
import { pdfWithText } from "../helpers/pdf.ts";
import { testAppForSuite } from "../helpers/testApp.ts";

const directives = (policy: string | string[] | number | undefined) =>
  String(policy ?? "")
    .split(";")
    .map((directive) => directive.trim());

describe("stored and generated files are served sandboxed", () => {
  const t = testAppForSuite({ users: { directora: 1 } });
  const files: { name: string; method: "GET" | "POST"; url: string; payload?: Record<string, unknown> }[] = [];

  beforeAll(async () => {
    const token = t.tokens.directora;
    const upload = (url: string, field: string, filename: string, contentType: string, bytes: Buffer) =>
      t.rest({ method: "POST", url, token, ...multipartBody([{ field, filename, contentType, bytes }]) });
    const animal = await insertAnimal(t.db.prisma);
    const stay = await insertStay(t.db.prisma, animal.id);
    const observacion = await insertObservation(t.db.prisma, stay.id);

    const photo = await upload(`/api/animales/${animal.id}/upload-photo`, "photo", "foto.jpg", "image/jpeg", JPEG_24X12);
    const document = await upload(
      `/api/animales/${animal.id}/entradas-salidas/${stay.id}/observaciones/${observacion.id}/upload`,
      "document",
      "informe.pdf",
      "application/pdf",
      pdfWithText("Radiografia"),
    );
    const logo = await upload("/api/refugio/logo", "logo", "logo.png", "image/png", PNG_1X1);
    const informe = await t.rest({
      method: "POST",
      url: "/api/reports/generate",
      token,
      payload: { type: "ficha-registral", animalId: animal.id, entradaSalidaId: stay.id },
    });
    for (const answer of [photo, document, logo, informe]) expect(answer.statusCode, answer.body).toBeLessThan(300);

    files.push(
      { name: "the ficha's photo", method: "GET", url: `${photo.json().photoPath}?v=1` },
      { name: "the photo's original", method: "GET", url: `/api/animales/${animal.id}/photo/original` },
      { name: "an observation's document", method: "GET", url: document.json().documentacion },
      { name: "the shelter's logo", method: "GET", url: "/api/refugio/logo" },
      { name: "the logo by its stored path", method: "GET", url: logo.json().logo_url },
      { name: "a generated document (pdfUrl)", method: "GET", url: informe.json().pdfUrl },
      {
        name: "the listing's PDF",
        method: "POST",
        url: "/api/listados/pdf",
        payload: { fechaDesde: "2026-01-01", fechaHasta: "2026-01-31", accion: "impresion" },
      },
      { name: "the activity report", method: "POST", url: "/api/logs/report", payload: {} },
    );
  });

  test("every file answer says `sandbox` in its Content-Security-Policy", async () => {
    expect(files).toHaveLength(8);
    for (const file of files) {
      const answer = await t.rest({ method: file.method, url: file.url, payload: file.payload, token: t.tokens.directora });
      expect(answer.statusCode, `${file.name}: ${answer.body.slice(0, 200)}`).toBe(200);
      expect(directives(answer.headers["content-security-policy"]), file.name).toContain("sandbox");
      expect(answer.headers["x-content-type-options"], file.name).toBe("nosniff");
    }
  });

  test("a stored file carries its SHA-256 as ETag and answers 304 without a body to a browser that holds it", async () => {
    const stored = files.filter((file) => file.method === "GET");
    expect(stored).toHaveLength(6);
    for (const file of stored) {
      const answer = await t.rest({ method: "GET", url: file.url, token: t.tokens.directora });
      const etag = answer.headers.etag;
      expect(etag, file.name).toBe(`"${createHash("sha256").update(answer.rawPayload).digest("hex")}"`);
      const again = await t.rest({ method: "GET", url: file.url, token: t.tokens.directora, headers: { "if-none-match": `"otro", ${etag}` } });
      expect(again.statusCode, file.name).toBe(304);
      expect(again.rawPayload.byteLength, file.name).toBe(0);
      expect(again.headers.etag, file.name).toBe(etag);
      expect(again.headers["cache-control"], file.name).toBe(answer.headers["cache-control"]);
      const changed = await t.rest({ method: "GET", url: file.url, token: t.tokens.directora, headers: { "if-none-match": '"otro"' } });
      expect(changed.statusCode, file.name).toBe(200);
      expect(changed.rawPayload.equals(answer.rawPayload), file.name).toBe(true);
    }
    const photo = await t.rest({ method: "GET", url: stored[0]!.url, token: t.tokens.directora });
    expect(photo.headers["cache-control"]).toBe("private, max-age=31536000, immutable");
    // A generated document's tag is the hash its archive row keeps.
    const documento = await t.db.prisma.documentoGenerado.findFirstOrThrow();
    expect((await t.rest({ method: "GET", url: stored[5]!.url, token: t.tokens.directora })).headers.etag).toBe(`"${documento.sha256}"`);
    // Made for the request only: no tag.
    const listing = files.find((file) => file.method === "POST")!;
    expect((await t.rest({ method: "POST", url: listing.url, payload: listing.payload, token: t.tokens.directora })).headers.etag).toBeUndefined();
  });

  test("the app's own pages and JSON answers are not sandboxed", async () => {
    const json = await t.rest({ method: "GET", url: "/api/auth/user", token: t.tokens.directora });
    expect(json.statusCode).toBe(200);
    expect(directives(json.headers["content-security-policy"])).not.toContain("sandbox");
  });
});
