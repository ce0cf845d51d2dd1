/**
 * GET /api/openapi.json: a valid OpenAPI 3.1 document (checked by an OpenAPI validator) that names
 * every route the server registers under /api with its path parameters, query names, body and
 * success answer (a route registered without them fails here), and whose answer schemas the
 * server's real answers meet; for logged-in callers only. /api/docs, its reference page, served
 * from the npm package (no CDN) to a logged-in person's browser through the session cookie.
 */
import { Validator } from "@seriousme/openapi-schema-validator";
import { Ajv2020 } from "ajv/dist/2020.js";
import addFormats from "ajv-formats";
import Fastify from "fastify";
import { describe, expect, test } from "vitest";
import { z } from "zod";
import { registerOpenApi } from "../../api/src/rest/openapi.ts";
import { documented, jsonAnswer, restBody } from "../../api/src/rest/routeDoc.ts";
import { routeTable } from "../helpers/apiSurface.ts";
import { testAppForSuite } from "../helpers/testApp.ts";

type Response = { content?: Record<string, { schema?: object }> };
type Operation = {
  description?: string;
  parameters?: { in: string; name: string }[];
  requestBody?: { content: Record<string, { schema: object }> };
  responses: Record<string, Response>;
  "x-sin-cuerpo"?: boolean;
};
type Document = { openapi: string; paths: Record<string, Record<string, Operation>> };

const BODY_METHODS = new Set(["post", "put", "patch"]);

/** Each operation that lacks its success answer, or (a POST, PUT or PATCH) its body. */
function undescribed(document: Document): string[] {
  return Object.entries(document.paths).flatMap(([path, operations]) =>
    Object.entries(operations).flatMap(([method, operation]) => {
      const success = Object.entries(operation.responses).filter(([status]) => status.startsWith("2"));
      const answered = success.some(([status, response]) => status === "204" || Object.values(response.content ?? {}).some((media) => media.schema));
      const bodied =
        !BODY_METHODS.has(method) || operation["x-sin-cuerpo"] || Object.values(operation.requestBody?.content ?? {}).some((media) => media.schema);
      return [...(answered ? [] : [`${method} ${path}: sin respuesta`]), ...(bodied ? [] : [`${method} ${path}: sin cuerpo`])];
    }),
  );
}

describe("OpenAPI for the REST facade", () => {
  const t = testAppForSuite({ users: { marta: 2 } });
  const documentOf = async (token: string) => (await t.rest({ method: "GET", url: "/api/openapi.json", token })).json() as Document;

  test("the document validates as OpenAPI 3.1", async () => {
    const document = await documentOf(t.tokens.marta);
    expect(document.openapi).toBe("3.1.0");
    const result = await new Validator().validate(document as unknown as Parameters<Validator["validate"]>[0]);
    expect(result.valid, JSON.stringify(result.errors ?? []).slice(0, 2000)).toBe(true);
    // The validator does refuse: the same document with a response that is not an object.
    const broken = structuredClone(document);
    broken.paths["/api/animales/lista"]!.get!.responses["200"] = "nada" as Response;
    expect((await new Validator().validate(broken as unknown as Parameters<Validator["validate"]>[0])).valid).toBe(false);
  });

  test("every route under /api is in it, with its path parameters, its query names and its error answers", async () => {
    const document = await documentOf(t.tokens.marta);
    const routes = routeTable(t.app).filter((route) => route.path.startsWith("/api/") && !route.path.startsWith("/api/docs"));
    expect(routes.length).toBeGreaterThan(60);
    // The printed route tree names a shared parameter by every route's name for it (':id|:animalId'): any of them is the route.
    const spellings = (path: string): string[] => {
      const shared = /:(\w+)((?:\|:\w+)+)/.exec(path);
      if (!shared) return [path.replace(/:(\w+)/g, "{$1}")];
      const names = shared[0].split("|").map((name) => name.slice(1));
      return names.flatMap((name) => spellings(path.replace(shared[0], `{${name}}`)));
    };
    const missing = routes.filter((route) => !spellings(route.path).some((path) => document.paths[path]?.[route.method.toLowerCase()]));
    expect(missing).toEqual([]);
    const lista = document.paths["/api/animales/lista"]!.get!;
    expect(lista.parameters?.filter((p) => p.in === "query").map((p) => p.name)).toEqual(expect.arrayContaining(["filtro", "page", "limit"]));
    const ficha = document.paths["/api/animales/{id}"]!.put!;
    expect(ficha.parameters).toContainEqual(expect.objectContaining({ in: "path", name: "id" }));
    expect(Object.keys(ficha.responses)).toEqual(expect.arrayContaining(["200", "400", "401", "403", "404", "429"]));
    expect(undescribed(document)).toEqual([]);
    // The body is the domain's schema under the payload's names; an upload, multipart with its field.
    const animalBody = ficha.requestBody!.content["application/json"]!.schema as { properties: Record<string, { maxLength?: number }> };
    expect(animalBody.properties.nombre?.maxLength).toBe(25);
    expect(Object.keys(animalBody.properties)).toEqual(expect.arrayContaining(["tipo_id", "edad_anios", "descripcion_publica"]));
    const upload = document.paths["/api/animales/{id}/upload-photo"]!.post!.requestBody!.content;
    expect(Object.keys(upload)).toEqual(["multipart/form-data"]);
    expect(Object.keys((upload["multipart/form-data"]!.schema as { properties: object }).properties)).toEqual(["photo"]);
    const libro = document.paths["/api/listados/libro-registro"]!.get!.responses["200"]!.content!;
    expect(Object.keys(libro)).toEqual(["application/json", "application/pdf", "text/csv"]);
    // Who a role-restricted route is for, from the declaration the server enforces.
    expect(document.paths["/api/refugio"]!.put!.description).toBe("Solo administradores.");
    expect(document.paths["/api/plan-sanitario/protocolos"]!.post!.description).toBe("Solo administradores y veterinarios.");
    expect(ficha.description).toBeUndefined();
  });

  test("a route registered without its body or answer is caught", async () => {
    const app = Fastify();
    await registerOpenApi(app);
    const described = documented({ summary: "Descrita.", body: restBody(z.object({ nombre: z.string() })), answer: jsonAnswer(z.object({ id: z.number() })) });
    app.post("/descrita", described, async () => ({ id: 1 }));
    app.post("/sin-describir", async () => ({ id: 1 }));
    await app.ready();
    expect(undescribed(app.swagger() as unknown as Document)).toEqual(["post /sin-describir: sin respuesta", "post /sin-describir: sin cuerpo"]);
    // Fastify does not validate with the description: the domain does, after the authorisation check.
    expect((await app.inject({ method: "POST", url: "/descrita", payload: { nombre: 5 } })).statusCode).toBe(200);
    await app.close();
  });

  test("real answers meet the documented schemas, which name every field", async () => {
    const document = await documentOf(t.tokens.marta);
    const ajv = addFormats(new Ajv2020({ strict: false, allErrors: true }));
    const answerSchema = (path: string, method: string, status: number) =>
      document.paths[path]![method]!.responses[String(status)]!.content!["application/json"]!.schema!;
    const check = async (path: string, method: string, url: string, payload?: object, token = t.tokens.marta) => {
      const response = await t.rest({ method: method.toUpperCase() as "GET", url, payload, token });
      expect(response.statusCode, `${method} ${url}: ${response.body.slice(0, 300)}`).toBeLessThan(300);
      const validate = ajv.compile(answerSchema(path, method, response.statusCode));
      expect(validate(response.json()), `${method} ${url}: ${JSON.stringify(validate.errors)}`).toBe(true);
      return response.json();
    };
    const admin = await t.userToken(1);
    const ficha = { registro: "2026/OAS-1", nombre: "Trufa", tipo_id: 1, talla_id: 2, sexo_id: 2, edad_anios: 2, edad_meses: 0 };
    const animal = await check("/api/animales", "post", "/api/animales", ficha);
    await check("/api/animales/{id}", "get", `/api/animales/${animal.id}`);
    await check("/api/animales/lista", "get", "/api/animales/lista");
    await check("/api/animales/lista", "get", "/api/animales/lista?page=1");
    const stay = await check("/api/entradas-salidas", "post", "/api/entradas-salidas", { animal_id: animal.id });
    await check("/api/entradas-salidas", "get", `/api/entradas-salidas?animal_id=${animal.id}`);
    await check("/api/entradas-salidas/{id}", "get", `/api/entradas-salidas/${stay.id}`);
    const observacion = { entradas_salidas_id: stay.id, descripcion: "Revisión" };
    await check("/api/observaciones", "post", "/api/observaciones", observacion);
    await check("/api/entradas-salidas/{id}/observaciones", "get", `/api/entradas-salidas/${stay.id}/observaciones`);
    const persona = { dni: "12345678Z", nombre: "Ana", apellido1: "Gil", localidad: "Soria", provincia: "Soria", telefono1: "600000000" };
    const created = await check("/api/personas", "post", "/api/personas", persona);
    await check("/api/personas/{id}", "get", `/api/personas/${created.id}`);
    await check("/api/personas", "get", "/api/personas?paginated=true");
    await check("/api/ayuntamientos", "post", "/api/ayuntamientos", { cif: "P4200000A", ayuntamiento: "Soria" });
    await check("/api/ayuntamientos", "get", "/api/ayuntamientos");
    for (const path of ["/api/tipos", "/api/tallas", "/api/sexos", "/api/procedencias", "/api/destinos", "/api/stats/counts", "/api/stats/dashboard"])
      await check(path, "get", path);
    for (const path of ["/api/auth/user", "/api/configuration", "/api/plan-sanitario/actuaciones", "/api/plan-sanitario/pendientes"])
      await check(path, "get", path);
    for (const path of ["/api/usuarios", "/api/roles", "/api/logs", "/api/refugio", "/api/refugio/condiciones-adopcion"])
      await check(path, "get", path, undefined, admin);
    await check("/api/public/adoptables", "get", "/api/public/adoptables");
    // A field the serializer writes and the description lacks is caught: the schemas admit no other.
    expect(ajv.compile(answerSchema("/api/animales", "post", 201))({ ...animal, campo_nuevo: 1 })).toBe(false);
  });

  test("the deletes' optional confirmacion body and the feed's 304 are described as the routes take and answer them", async () => {
    const document = await documentOf(t.tokens.marta);
    const ajv = addFormats(new Ajv2020({ strict: false, allErrors: true }));
    const admin = await t.userToken(1);
    const ficha = { registro: "2026/OAS-2", nombre: "Miga", tipo_id: 1, talla_id: 2, sexo_id: 2, edad_anios: 1, edad_meses: 0 };
    const animalId = (await t.rest({ method: "POST", url: "/api/animales", payload: ficha, token: admin })).json().id as number;
    const stayId = (await t.rest({ method: "POST", url: "/api/entradas-salidas", payload: { animal_id: animalId }, token: admin })).json().id as number;
    for (const [path, url] of [
      ["/api/entradas-salidas/{id}", `/api/entradas-salidas/${stayId}`],
      ["/api/animales/{id}/cascada", `/api/animales/${animalId}/cascada`],
    ] as const) {
      const requestBody = document.paths[path]!.delete!.requestBody as { required?: boolean; content: Record<string, { schema: object }> };
      expect(requestBody.required ?? false, path).toBe(false);
      const body = ajv.compile(requestBody.content["application/json"]!.schema);
      expect(
        [{}, { confirmacion: "SEGURO" }, { confirmacion: "seguro" }].map((payload) => body(payload)),
        path,
      ).toEqual([true, true, false]);
      // The route answers what the description says: another word refused, SEGURO deletes.
      const refused = await t.rest({ method: "DELETE", url, payload: { confirmacion: "seguro" }, token: admin });
      expect(refused.statusCode, refused.body).toBe(400);
      const deleted = await t.rest({ method: "DELETE", url, payload: { confirmacion: "SEGURO" }, token: admin });
      expect(deleted.statusCode, deleted.body).toBe(200);
    }

    expect(Object.keys(document.paths["/api/public/adoptables"]!.get!.responses)).toContain("304");
    const feed = await t.rest({ method: "GET", url: "/api/public/adoptables" });
    const again = await t.rest({ method: "GET", url: "/api/public/adoptables", headers: { "if-none-match": String(feed.headers.etag) } });
    expect([again.statusCode, again.body]).toEqual([304, ""]);
    // A JSON route that answers no 304 says none.
    expect(Object.keys(document.paths["/api/animales/lista"]!.get!.responses)).not.toContain("304");
  });

  test("for logged-in callers only: people and API keys", async () => {
    expect((await t.rest({ method: "GET", url: "/api/openapi.json" })).statusCode).toBe(401);
    const admin = await t.userToken(1);
    const created = await t.graphql(
      `mutation { createClaveApi(input: { nombre: "docs", alcance: "lectura" }) { ... on CreateClaveApiPayload { clave } } }`,
      {},
      admin,
    );
    expect((await documentOf(created.data.createClaveApi.clave)).openapi).toBe("3.1.0");
  });

  test("/api/docs opens with the session cookie, from the package's own files", async () => {
    for (const url of ["/api/docs/", "/api/docs/json", "/api/docs/static/swagger-ui-bundle.js"])
      expect((await t.rest({ method: "GET", url })).statusCode, url).toBe(401);
    const login = await t.rest({ method: "POST", url: "/api/auth/login", payload: { username: "marta", password: "secreto123" } });
    const cookie = login.cookies.find((c) => c.name === "refugio_sesion" && c.path === "/api")!;
    const page = await t.rest({ method: "GET", url: "/api/docs/", headers: { cookie: `refugio_sesion=${cookie.value}` } });
    expect(page.statusCode).toBe(200);
    expect(page.headers["content-type"]).toContain("text/html");
    expect(page.body).not.toMatch(/https?:\/\/(?!127\.0\.0\.1)/);
    const old = await t.rest({ method: "GET", url: "/api/docs/static/index.html?x=1", headers: { cookie: `refugio_sesion=${cookie.value}` } });
    expect([old.statusCode, old.headers.location]).toEqual([302, "/api/docs/"]);
    const scripts = [...page.body.matchAll(/src="([^"]+)"/g)].map((match) => match[1]!);
    expect(scripts.length).toBeGreaterThan(0);
    for (const script of scripts) {
      const url = new URL(script, "http://127.0.0.1/api/docs/").pathname;
      expect((await t.rest({ method: "GET", url, headers: { cookie: `refugio_sesion=${cookie.value}` } })).statusCode, url).toBe(200);
    }
  });
});
