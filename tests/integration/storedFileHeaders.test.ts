/**
 * Every answer that carries a stored or generated file is sandboxed (`Content-Security-Policy:
 * sandbox`): an uploaded PDF with JavaScript, or a file that is HTML as well as an image, opened
 * in a tab runs in an origin of its own, never in the app's, where it could read the session.
 */
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

  test("the app's own pages and JSON answers are not sandboxed", async () => {
    const json = await t.rest({ method: "GET", url: "/api/auth/user", token: t.tokens.directora });
    expect(json.statusCode).toBe(200);
    expect(directives(json.headers["content-security-policy"])).not.toContain("sandbox");
  });
});
