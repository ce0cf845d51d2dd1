import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import { getIntrospectionQuery } from "graphql";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { buildApp } from "../../api/src/app.ts";
import { loadConfig } from "../../api/src/config.ts";
import { COSTLY_MUTATIONS, DOCUMENT_LIMITS, parseBounded } from "../../api/src/graphql/documentLimits.ts";
import { loadPersistedDocuments } from "../../api/src/graphql/persistedOperations.ts";
import { schema } from "../../api/src/graphql/schema.ts";
import { persistedBody, testDocuments } from "../helpers/persistedOperations.ts";
import { testAppForSuite } from "../helpers/testApp.ts";
import { openTestDatabase, type TestDatabase } from "../helpers/testDatabase.ts";

const TOO_BIG = "La consulta es demasiado grande o compleja";

describe("GraphQL documents are bounded before validation", () => {
  const t = testAppForSuite({ users: { admin: 1 } });

  const post = (query: string, token?: string) => t.rest({ method: "POST", url: "/graphql", payload: { query }, token });

  test("a field repeated thousands of times is refused in Spanish while parsing, and a request beside it is answered", async () => {
    const server = await listening(t.app);
    const hostile = `{ appStatus { ${"hasUsers ".repeat(9000)}} }`;
    expect(hostile.length).toBeLessThan(DOCUMENT_LIMITS.bodyBytes);
    // Refused by the parser's token count, so graphql-js never validates it: validation was what
    // held other requests up for ~9 s before the limits.
    expect(() => parseBounded(hostile)).toThrow(TOO_BIG);
    const [refused, checkUsers] = await Promise.all([
      fetch(`${server}/graphql`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(persistedBody({ query: hostile })) }),
      fetch(`${server}/api/auth/check-users`),
    ]);
    expect(refused.status).toBeLessThan(500);
    expect((await refused.json()).errors[0].message).toBe(TOO_BIG);
    expect(checkUsers.status).toBe(200);
  });

  test("repeated fields, aliases, depth and directives each have their limit", async () => {
    const repeated = await post("{ appStatus { hasUsers hasUsers hasUsers hasUsers } }");
    expect(repeated.json().errors[0].message).toBe(TOO_BIG);
    const aliases = Array.from({ length: DOCUMENT_LIMITS.aliases + 1 }, (_, i) => `a${i}: appStatus { hasUsers }`).join(" ");
    expect((await post(`{ ${aliases} }`)).json().errors[0].message).toBe("La consulta tiene demasiados alias");
    const deep = `{ __schema { types { ${"ofType { ".repeat(40)}name${" }".repeat(40)} } } }`;
    expect((await post(deep, t.tokens.admin)).json().errors[0].message).toBe(TOO_BIG);
    // Only `__schema` gets the introspection's depth: `__type` keeps the app's.
    const levels = DOCUMENT_LIMITS.depth - 1;
    const deepType = `{ __type(name: "Query") { ${"ofType { ".repeat(levels)}name${" }".repeat(levels)} } }`;
    expect((await post(deepType, t.tokens.admin)).json().errors[0].message).toBe(TOO_BIG);
    const directives = `{ appStatus { hasUsers ${"@include(if: true) ".repeat(DOCUMENT_LIMITS.directives + 1)}} }`;
    expect((await post(directives)).json().errors[0].message).toBe(TOO_BIG);
  });

  test("2,000 levels of ofType stop at the token limit, before any parsing work is kept", async () => {
    const deep = `{ __type(name: "Query") { ${"ofType { ".repeat(2000)}name${" }".repeat(2000)} } }`;
    const response = await post(deep, t.tokens.admin);
    expect(response.statusCode).toBeLessThan(500);
    expect(response.json().errors[0].message).toBe(TOO_BIG);
  });

  test("one costly mutation per document, however it is spelt", async () => {
    const twoLogins = `mutation { a: login(input: { username: "x", password: "y" }) { __typename } b: login(input: { username: "z", password: "y" }) { __typename } }`;
    const hidden = `mutation { ...A ... on Mutation { forgotPassword(input: { username: "z" }) { __typename } } } fragment A on Mutation { login(input: { username: "x", password: "y" }) { __typename } }`;
    for (const query of [twoLogins, hidden]) {
      const response = await post(query);
      expect(response.statusCode).toBeLessThan(500);
      expect(response.json().errors[0].message).toBe("Una petición puede contener como máximo una operación de este tipo");
    }
  });

  test("a body over the cap is refused before it is parsed, in Spanish", async () => {
    const query = `{ appStatus { hasUsers } } # ${"x".repeat(DOCUMENT_LIMITS.bodyBytes)}`;
    // As sent, not registered: the body's cap applies to whatever the body holds.
    const response = await t.app.inject({ method: "POST", url: "/graphql", payload: { query } });
    expect(response.statusCode).toBe(413);
    expect(response.json().errors[0]).toMatchObject({ message: "La petición es demasiado grande", extensions: { code: "PAYLOAD_TOO_LARGE" } });
  });

  test("a JSON body that is no single operation (a batch, a text, a number, null) is refused in Spanish, without its parse error", async () => {
    const persisted = JSON.stringify(persistedBody({ query: "{ appStatus { hasUsers } }" }));
    for (const body of [`[${persisted}]`, '"hola"', "42", "null"]) {
      const response = await t.app.inject({ method: "POST", url: "/graphql", headers: { "content-type": "application/json" }, payload: body });
      expect([body, response.statusCode, response.json()]).toEqual([
        body,
        400,
        { errors: [{ message: "La petición debe ser un objeto JSON con una sola operación", extensions: { code: "BAD_REQUEST" } }] },
      ]);
    }
  });

  test("introspection and suggestions are for administrators only", async () => {
    const introspection = "{ __schema { queryType { name } } }";
    expect((await post(introspection)).json().errors[0].message).toBe("La introspección del esquema está reservada a los administradores");
    expect((await post(introspection, await t.userToken(2))).json().errors[0].message).toBe(
      "La introspección del esquema está reservada a los administradores",
    );
    const allowed = await post(introspection, t.tokens.admin);
    expect(allowed.json(), allowed.body).toEqual({ data: { __schema: { queryType: { name: "Query" } } } });
    const typo = "{ appStatus { hasUser } }";
    expect((await post(typo)).json().errors[0].message).not.toContain("¿Quería decir");
    expect((await post(typo, await t.userToken(2))).json().errors[0].message).not.toContain("¿Quería decir");
    expect((await post(typo, t.tokens.admin)).json().errors[0].message).toBe('El campo «hasUser» no existe en el tipo «AppStatus». ¿Quería decir "hasUsers"?');
    expect((await t.rest({ method: "GET", url: "/graphql", headers: { accept: "text/html" } })).body).not.toContain("graphiql");
  });

  test("the introspection query GraphiQL sends describes the whole schema to an administrator", async () => {
    const query = getIntrospectionQuery({ descriptions: true, schemaDescription: true, inputValueDeprecation: true, oneOf: true });
    const answer = await post(query, t.tokens.admin);
    expect(answer.statusCode, answer.body).toBe(200);
    const types: { name: string }[] = answer.json().data.__schema.types;
    expect(types.map((type) => type.name)).toEqual(expect.arrayContaining(["Query", "Mutation", "Animal"]));
  });

  test("every operation of the web client fits well inside the limits", async () => {
    const documents = [...(await loadPersistedDocuments()).values()];
    expect(documents.length).toBeGreaterThan(20);
    for (const query of documents) {
      const response = await post(query, t.tokens.admin);
      const messages = (response.json().errors ?? []).map((error: { message: string }) => error.message);
      expect(
        messages.filter((message: string) => /demasiad|como máximo/.test(message)),
        query.slice(0, 60),
      ).toEqual([]);
    }
  });
});

test("every costly mutation named in the limits exists in the schema", () => {
  const mutations = Object.keys(schema.getMutationType()!.getFields());
  expect([...COSTLY_MUTATIONS].filter((name) => !mutations.includes(name))).toEqual([]);
});

describe("coercion errors name the field, never the value", () => {
  let db: TestDatabase;
  let app: FastifyInstance;
  let dataDir: string;
  const log: string[] = [];
  const PASSWORD = "ContraseñaSecreta-9731";
  beforeAll(async () => {
    db = await openTestDatabase();
    dataDir = await mkdtemp(path.join(tmpdir(), "refugio-test-"));
    app = await buildApp({
      config: loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: "trace" }),
      database: db,
      logStream: { write: (line) => void log.push(line) },
      persistedDocuments: testDocuments,
    });
  });
  afterAll(async () => {
    await app.close();
    await db.drop();
    await rm(dataDir, { recursive: true, force: true });
  });

  const graphql = (query: string, variables?: unknown) => app.inject({ method: "POST", url: "/graphql", payload: persistedBody({ query, variables }) });

  test("an unknown field beside a password in a variable", async () => {
    const response = await graphql("mutation ($input: SmtpSettingsInput!) { testSmtpConnection(input: $input) { __typename } }", {
      input: { id: "U210cENvbmZpZzox", smtpHost: "smtp.refugio.test", smtpPort: 587, smtpUser: "refugio", smtpPassword: PASSWORD },
    });
    expect(response.statusCode).toBeLessThan(500);
    const error = response.json().errors.find((e: { message: string }) => e.message.includes("«input.id»"));
    expect(error.message).toBe("El campo «input.id» no existe");
    expect(error.extensions.code).toBe("VALIDATION");
    expect(response.body).not.toContain(PASSWORD);
  });

  test("a wrongly typed value in a variable, and a missing variable", async () => {
    const login = "mutation ($input: LoginInput!) { login(input: $input) { __typename } }";
    const wrongType = await graphql(login, { input: { username: PASSWORD, password: { secreto: PASSWORD } } });
    expect(wrongType.json().errors[0].message).toBe("Valor no válido en el campo «input.password»");
    const absent = await graphql(login);
    expect(absent.json().errors[0].message).toBe("Falta el valor obligatorio «input»");
    for (const response of [wrongType, absent]) expect(response.body).not.toContain(PASSWORD);
  });

  test("a literal argument of the wrong type, or with a field too many", async () => {
    const wrongType = await graphql(`mutation { login(input: { username: "ana", password: 12345 }) { __typename } } # ${PASSWORD}`);
    expect(wrongType.json().errors[0].message).toBe("Valor no válido en el campo «input.password»");
    const extra = await graphql(`mutation { login(input: { username: "ana", password: "x", clave: "${PASSWORD}" }) { __typename } }`);
    expect(extra.json().errors[0].message).toBe("El campo «input.clave» no existe");
    for (const response of [wrongType, extra]) expect(response.body).not.toContain(PASSWORD);
  });

  test("the password reached no log line", () => {
    expect(log.length).toBeGreaterThan(0);
    expect(log.join("\n")).not.toContain(PASSWORD);
  });
});

/** The app on a real loopback socket, so two requests really compete for the event loop. */
async function listening(app: FastifyInstance): Promise<string> {
  if (!app.server.listening) await app.listen({ port: 0, host: "127.0.0.1" });
  const address = app.server.address();
  if (!address || typeof address === "string") throw new Error("sin dirección");
  return `http://127.0.0.1:${address.port}`;
}
