/**
 * The transport edge: foreign origins, requests a page could send without a preflight, NUL
 * characters and HSTS over plain HTTP.
 */
import { mkdtemp, rm } from "node:fs/promises";
import { connect } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { buildApp } from "../../api/src/app.ts";
import { loadConfig } from "../../api/src/config.ts";
import { multipartBody } from "../helpers/multipart.ts";
import { persistedBody, testDocuments } from "../helpers/persistedOperations.ts";
import { testAppForSuite } from "../helpers/testApp.ts";
import { openTestDatabase, type TestDatabase } from "../helpers/testDatabase.ts";

const SETUP = `mutation ($input: SetupFirstAdminInput!) { setupFirstAdmin(input: $input) { __typename __typename } }`;
const FOREIGN = "https://atacante.example";

describe("origins, CSRF and hostile characters", () => {
  const t = testAppForSuite();

  test("a foreign page cannot run first-run setup and read the token, over either transport", async () => {
    const viaGraphql = await t.rest({
      method: "POST",
      url: "/graphql",
      headers: { origin: FOREIGN },
      payload: { query: SETUP, variables: { input: { username: "intruso", password: "secreto1", email: "i@x.test" } } },
    });
    expect(viaGraphql.statusCode).toBe(403);
    expect(viaGraphql.json().errors[0].message).toContain("Origen no permitido");
    expect(viaGraphql.headers["access-control-allow-origin"]).toBeUndefined();
    const viaRest = await t.rest({
      method: "POST",
      url: "/api/usuarios",
      headers: { origin: FOREIGN },
      payload: { username: "intruso", password: "secreto1", email: "i@x.test", rol_id: 1, activo: true },
    });
    expect(viaRest.statusCode).toBe(403);
    expect(viaRest.json()).toMatchObject({ code: "FORBIDDEN" });
    expect(await t.db.prisma.usuario.count()).toBe(0);
  });

  test("the preflight from a foreign origin gets no CORS permission; the app's own origin works", async () => {
    const preflight = await t.rest({
      method: "OPTIONS",
      url: "/graphql",
      headers: { origin: FOREIGN, "access-control-request-method": "POST", "access-control-request-headers": "content-type" },
    });
    expect(preflight.headers["access-control-allow-origin"]).toBeUndefined();
    const own = await t.rest({
      method: "POST",
      url: "/graphql",
      headers: { origin: "http://localhost:80", host: "localhost:80" },
      payload: { query: "{ appStatus { hasUsers } }" },
    });
    expect(own.json()).toEqual({ data: { appStatus: { hasUsers: false } } });
  });

  test("multipart, form-encoded and GET requests to /graphql need the CSRF header", async () => {
    const operations = JSON.stringify(persistedBody({ query: "mutation { logout { __typename } }" }));
    const multipart = multipartBody([
      { field: "operations", value: operations },
      { field: "map", value: "{}" },
    ]);
    const without = await t.rest({ method: "POST", url: "/graphql", ...multipart });
    expect(without.statusCode).toBe(403);
    expect(without.json().errors[0].message).toBe("Falta la cabecera x-graphql-yoga-csrf, obligatoria en esta petición");
    const withHeader = await t.rest({ method: "POST", url: "/graphql", ...multipart, headers: { ...multipart.headers, "x-graphql-yoga-csrf": "1" } });
    expect(withHeader.json()).toEqual({ data: { logout: { __typename: "LogoutPayload" } } });
    const get = await t.rest({ method: "GET", url: "/graphql?query=%7BappStatus%7BhasUsers%7D%7D" });
    expect(get.statusCode).toBe(403);
    const plain = await t.rest({ method: "POST", url: "/graphql", headers: { "content-type": "text/plain" }, payload: operations });
    expect(plain.statusCode).toBe(403);
  });

  test("a NUL character anywhere is a Spanish 400, anonymous login included", async () => {
    const token = await t.userToken(2);
    const refused = [
      await t.rest({ method: "POST", url: "/api/auth/login", payload: { username: "ana\u0000", password: "x" } }),
      await t.rest({ method: "GET", url: "/api/personas?search=a%00b", token }),
      await t.rest({ method: "GET", url: "/api/personas/1%00", token }),
      await t.rest({
        method: "POST",
        url: "/graphql",
        payload: {
          query: "mutation ($input: LoginInput!) { login(input: $input) { __typename } }",
          variables: { input: { username: "a\u0000", password: "b" } },
        },
      }),
    ];
    for (const response of refused) {
      expect(response.statusCode, `${refused.indexOf(response)}: ${response.body}`).toBe(400);
      expect(response.body).toContain("El texto contiene caracteres no permitidos");
    }
  });

  test("a request Node's parser refuses (headers over its limit, a broken request line) is answered in Spanish", async () => {
    await t.app.listen({ port: 0, host: "127.0.0.1" });
    const address = t.app.server.address();
    const base = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`;
    const long = await fetch(`${base}/api/personas?paginated=true&search=${"x".repeat(60_000)}`);
    expect([long.status, await long.json()]).toEqual([
      431,
      { message: "Las cabeceras de la petición son demasiado grandes (una dirección demasiado larga, quizá)", code: "BAD_REQUEST" },
    ]);
    const broken = await rawRequest(Number(new URL(base).port), "NO ES HTTP\r\n\r\n");
    expect(broken).toMatch(/^HTTP\/1\.1 400 Bad Request\r\n/);
    expect(broken).toContain('{"message":"Petición no válida","code":"BAD_REQUEST"}');
  });

  test("no HSTS over plain HTTP", async () => {
    const page = await t.rest({ method: "GET", url: "/api/auth/check-users" });
    expect(page.headers["strict-transport-security"]).toBeUndefined();
  });
});

describe("behind a trusted proxy", () => {
  let db: TestDatabase;
  let app: FastifyInstance;
  let dataDir: string;
  beforeAll(async () => {
    db = await openTestDatabase();
    dataDir = await mkdtemp(path.join(tmpdir(), "refugio-test-"));
    app = await buildApp({
      config: loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: "silent", TRUST_PROXY: "true", ALLOWED_ORIGINS: "https://gestion.refugio.example" }),
      database: db,
      persistedDocuments: testDocuments,
    });
  });
  afterAll(async () => {
    await app.close();
    await db.drop();
    await rm(dataDir, { recursive: true, force: true });
  });

  test("HSTS when the request came over HTTPS, and the listed origin is allowed by CORS", async () => {
    const https = await app.inject({ method: "GET", url: "/api/auth/check-users", headers: { "x-forwarded-proto": "https" } });
    expect(https.headers["strict-transport-security"]).toContain("max-age=");
    const http = await app.inject({ method: "GET", url: "/api/auth/check-users" });
    expect(http.headers["strict-transport-security"]).toBeUndefined();
    const listed = await app.inject({
      method: "POST",
      url: "/graphql",
      headers: { origin: "https://gestion.refugio.example" },
      payload: persistedBody({ query: "{ appStatus { hasUsers } }" }),
    });
    expect(listed.json()).toEqual({ data: { appStatus: { hasUsers: false } } });
    expect(listed.headers["access-control-allow-origin"]).toBe("https://gestion.refugio.example");
  });
});

/** What the server answers to `text` sent as is on a new connection, until it closes it. */
function rawRequest(port: number, text: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, "127.0.0.1", () => socket.write(text));
    let answer = "";
    socket.setEncoding("utf8");
    socket.on("data", (chunk) => {
      answer += chunk;
    });
    socket.on("close", () => resolve(answer));
    socket.on("error", reject);
    socket.setTimeout(5_000, () => socket.destroy(new Error("sin respuesta")));
  });
}
