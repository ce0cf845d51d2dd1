/**
 * GET /api/openapi.json: a valid OpenAPI 3.1 document (checked by an OpenAPI validator) that names
 * every route the server registers under /api with its path parameters and query names, for
 * logged-in callers only; /api/docs, its reference page, served from the npm package (no CDN) to a
 * logged-in person's browser through the session cookie.
 */
import { Validator } from "@seriousme/openapi-schema-validator";
import { describe, expect, test } from "vitest";
import { routeTable } from "../helpers/apiSurface.ts";
import { testAppForSuite } from "../helpers/testApp.ts";

type Operation = { parameters?: { in: string; name: string }[]; responses: Record<string, unknown> };
type Document = { openapi: string; paths: Record<string, Record<string, Operation>> };

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
    broken.paths["/api/animales/lista"]!.get!.responses["200"] = "nada";
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
