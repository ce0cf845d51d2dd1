import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { buildApp } from "../../api/src/app.ts";
import { loadConfig } from "../../api/src/config.ts";
import { precompressFolder } from "../../web/precompress.ts";
import { openTestDatabase, type TestDatabase } from "../helpers/testDatabase.ts";

describe("the built web app is served with an SPA fallback, compressed", () => {
  let dir: string;
  let db: TestDatabase;
  let app: FastifyInstance;
  const script = Array.from({ length: 4000 }, (_, i) => `export const etiqueta${i} = "Ficha registral número ${i}";`).join("\n");
  const indexHtml = `<!doctype html><html lang="es"><head><title>Refugio</title></head><body>${"<p>Refugio</p>".repeat(200)}</body></html>`;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), "refugio-web-"));
    await mkdir(path.join(dir, "dist/assets"), { recursive: true });
    await writeFile(path.join(dir, "dist/index.html"), indexHtml);
    await writeFile(path.join(dir, "dist/assets/app-abc123.js"), script);
    await precompressFolder(path.join(dir, "dist"));
    db = await openTestDatabase();
    app = await buildApp({ config: loadConfig({ DATA_DIR: dir, WEB_DIST: path.join(dir, "dist"), LOG_LEVEL: "silent" }), database: db });
  });
  afterAll(async () => {
    await app.close();
    await db.drop();
    await rm(dir, { recursive: true, force: true });
  });

  test("any page path serves index.html, so the client shows its own 404 page", async () => {
    for (const url of ["/", "/cualquier-cosa", "/animales?id=3"]) {
      const page = await app.inject({ method: "GET", url, headers: { accept: "text/html" } });
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain("<title>Refugio</title>");
    }
  });

  test("a page path serves the app for any Accept that admits HTML, as curl's */* does", async () => {
    for (const accept of ["*/*", "text/*", "text/html;q=0.9, application/json", undefined]) {
      const page = await app.inject({ method: "GET", url: "/", headers: accept === undefined ? {} : { accept } });
      expect(page.statusCode, String(accept)).toBe(200);
      expect(page.body).toContain("<title>Refugio</title>");
    }
    expect((await app.inject({ method: "GET", url: "/personas", headers: { "user-agent": "curl/8.5.0", accept: "*/*" } })).statusCode).toBe(200);
    const json = await app.inject({ method: "GET", url: "/", headers: { accept: "application/json" } });
    expect(json.statusCode).toBe(404);
    expect(json.json()).toEqual({ message: "Ruta no encontrada", code: "NOT_FOUND" });
    expect((await app.inject({ method: "GET", url: "/", headers: { accept: "text/html;q=0" } })).statusCode).toBe(404);
  });

  test("fingerprinted assets are cached for good; missing assets and API paths are 404s", async () => {
    const asset = await app.inject({ method: "GET", url: "/assets/app-abc123.js" });
    expect(asset.headers["cache-control"]).toContain("immutable");
    expect((await app.inject({ method: "GET", url: "/assets/nada.js", headers: { accept: "*/*" } })).statusCode).toBe(404);
    const api = await app.inject({ method: "GET", url: "/api/cualquier-cosa", headers: { accept: "text/html" } });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toEqual({ message: "Ruta no encontrada", code: "NOT_FOUND" });
    // A body is read before the path is found missing: its refusal is Spanish too, not Fastify's own.
    const unreadable = await app.inject({ method: "POST", url: "/api/cualquier-cosa", headers: { "content-type": "application/json" }, payload: "{ no" });
    expect([unreadable.statusCode, unreadable.json()]).toEqual([400, { message: "El cuerpo de la petición no es JSON válido", code: "BAD_REQUEST" }]);
  });

  test("the router's refusals are Spanish and do not repeat the path: a parameter over 100 characters, a broken %-escape", async () => {
    const longDni = await app.inject({ method: "GET", url: `/api/personas/dni/${"A".repeat(101)}` });
    expect([longDni.statusCode, longDni.json()]).toEqual([414, { message: "La dirección es demasiado larga", code: "BAD_REQUEST" }]);
    const brokenEscape = await app.inject({ method: "GET", url: "/api/personas/dni/%E0%A4%A" });
    expect([brokenEscape.statusCode, brokenEscape.json()]).toEqual([400, { message: "La dirección no es válida", code: "BAD_REQUEST" }]);
  });

  test("security headers are set on pages, assets and API answers alike", async () => {
    const answers = [
      await app.inject({ method: "GET", url: "/", headers: { accept: "text/html" } }),
      await app.inject({ method: "GET", url: "/assets/app-abc123.js" }),
      await app.inject({ method: "GET", url: "/api/cualquier-cosa" }),
      await app.inject({ method: "POST", url: "/graphql", headers: { "content-type": "application/json" }, payload: { query: "{ __typename }" } }),
    ];
    for (const answer of answers) {
      expect(answer.headers["content-security-policy"]).toContain("default-src 'self'");
      expect(answer.headers["content-security-policy"]).toContain("frame-ancestors 'self'");
      expect(answer.headers["x-content-type-options"]).toBe("nosniff");
      expect(answer.headers["x-frame-options"]).toBe("SAMEORIGIN");
      expect(answer.headers["referrer-policy"]).toBe("no-referrer");
      expect(answer.headers["cross-origin-opener-policy"]).toBe("same-origin");
      expect(answer.headers["cross-origin-resource-policy"]).toBe("same-origin");
      expect(answer.headers["x-permitted-cross-domain-policies"]).toBe("none");
      expect(answer.headers["strict-transport-security"]).toBeUndefined();
    }
  });

  const get = (url: string, acceptEncoding?: string) =>
    app.inject({ method: "GET", url, headers: { accept: "text/html,*/*", ...(acceptEncoding ? { "accept-encoding": acceptEncoding } : {}) } });

  test("Brotli when the browser accepts it, gzip otherwise, and the decoded body is the file", async () => {
    const br = await get("/assets/app-abc123.js", "gzip, deflate, br");
    expect(br.headers["content-encoding"]).toBe("br");
    expect(br.headers["content-type"]).toMatch(/javascript/);
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.rawPayload.byteLength).toBeLessThan(script.length / 5);
    expect(brotliDecompressSync(br.rawPayload).toString("utf8")).toBe(script);

    const gz = await get("/assets/app-abc123.js", "gzip");
    expect(gz.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(gz.rawPayload).toString("utf8")).toBe(script);

    const plain = await get("/assets/app-abc123.js");
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body).toBe(script);
  });

  test("pages served by the SPA fallback are compressed too", async () => {
    for (const url of ["/", "/animales/lista"]) {
      const answer = await get(url, "br");
      expect(answer.headers["content-encoding"]).toBe("br");
      expect(brotliDecompressSync(answer.rawPayload).toString("utf8")).toBe(indexHtml);
    }
  });
});
