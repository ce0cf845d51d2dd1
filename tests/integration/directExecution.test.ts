/**
 * The app's persisted operations are run by graphql-js straight from the route
 * (graphql/directExecution.ts); the same request from another allowed origin still goes through
 * Yoga's whole pipeline (CORS is Yoga's). Both must answer the same bytes, status and type: a
 * success, a refusal, a malformed id, variables missing or of the wrong kind, a mutation's
 * refusal, nobody's session; as JSON or as application/graphql-response+json.
 */
import { describe, expect, test } from "vitest";
import { regularMediaType } from "../../api/src/graphql/directExecution.ts";
import { loadPersistedDocuments } from "../../api/src/graphql/persistedOperations.ts";
import { testAppForSuite } from "../helpers/testApp.ts";

const appDocuments = await loadPersistedDocuments();
const OTHER_ORIGIN = "https://otra.example.org";

function appOperationId(name: string): string {
  const found = [...appDocuments].find(([, text]) => new RegExp(`^\\s*(query|mutation) ${name}\\b`).test(text));
  if (!found) throw new Error(`La aplicación ya no tiene la operación ${name}`);
  return found[0];
}

describe("persisted operations without Yoga's pipeline", () => {
  const t = testAppForSuite({
    users: { directora: 1, empleada: 2 },
    persistedDocuments: appDocuments,
    env: { ALLOWED_ORIGINS: OTHER_ORIGIN },
    log: [],
  });

  const send = (body: object, { token, origin, accept }: { token?: string; origin?: string; accept?: string }) =>
    t.app.inject({
      method: "POST",
      url: "/graphql",
      payload: body,
      headers: {
        "content-type": "application/json",
        ...(accept === undefined ? {} : { accept }),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(origin ? { origin } : {}),
      },
    });

  const cases: { what: string; operation: string; variables?: Record<string, unknown>; token?: "directora" | "empleada"; accept?: string }[] = [
    { what: "a page of fichas", operation: "AnimalListPageQuery", variables: { page: 1 }, token: "empleada" },
    { what: "an administrator's screen asked by an employee", operation: "UsersPageQuery", token: "empleada" },
    { what: "the shell without a session", operation: "ShellQuery" },
    { what: "a malformed global id", operation: "useDiasEnRefugioQuery", variables: { id: "no-es-un-id" }, token: "empleada" },
    { what: "a required variable left out", operation: "AnimalListPageQuery", variables: {}, token: "empleada" },
    { what: "an unknown estado, from an employee", operation: "AnimalListPageQuery", variables: { page: 1, estado: "en_refugi" }, token: "empleada" },
    { what: "an unknown estado, from an administrator", operation: "AnimalListPageQuery", variables: { page: 1, estado: "en_refugi" }, token: "directora" },
    { what: "a number where text goes", operation: "AnimalListPageQuery", variables: { page: "uno" }, token: "empleada", accept: "application/json" },
    { what: "a mutation with a malformed id", operation: "DeleteAnimalMutation", variables: { input: { id: "x" } }, token: "empleada" },
    { what: "a mutation without its input", operation: "DeleteAnimalMutation", variables: {}, token: "empleada", accept: "application/json" },
    { what: "a page of fichas, asked with no Accept header", operation: "AnimalListPageQuery", variables: { page: 1 }, token: "empleada", accept: "" },
    { what: "a refusal, asked for any type", operation: "UsersPageQuery", token: "empleada", accept: "*/*" },
    { what: "a missing variable, asked for any application type", operation: "AnimalListPageQuery", variables: {}, token: "empleada", accept: "application/*" },
  ];

  for (const { what, operation, variables, token, accept = "application/graphql-response+json, application/json" } of cases) {
    test(`${what}: the same answer as through Yoga`, async () => {
      const body = { variables, extensions: { persistedQuery: { version: 1, sha256Hash: appOperationId(operation) } } };
      const caller = { token: token && t.tokens[token], accept: accept || undefined };
      const direct = await send(body, caller);
      const throughYoga = await send(body, { ...caller, origin: OTHER_ORIGIN });
      expect(throughYoga.headers["access-control-allow-origin"]).toBe(OTHER_ORIGIN);
      expect(direct.headers["access-control-allow-origin"]).toBeUndefined();
      expect({ status: direct.statusCode, type: direct.headers["content-type"], body: direct.body }).toEqual({
        status: throughYoga.statusCode,
        type: throughYoga.headers["content-type"],
        body: throughYoga.body,
      });
    });
  }

  test("the answers above are the refusals a client expects, in Spanish", async () => {
    const forbidden = await send(
      { extensions: { persistedQuery: { version: 1, sha256Hash: appOperationId("UsersPageQuery") } } },
      { token: t.tokens.empleada },
    );
    expect(forbidden.json().errors[0].extensions.code).toBe("FORBIDDEN");
    const missing = await send(
      { variables: {}, extensions: { persistedQuery: { version: 1, sha256Hash: appOperationId("AnimalListPageQuery") } } },
      { token: t.tokens.empleada, accept: "application/graphql-response+json" },
    );
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors[0].message).toBe("Falta el valor obligatorio «page»");
    const badId = await send(
      { variables: { id: "no-es-un-id" }, extensions: { persistedQuery: { version: 1, sha256Hash: appOperationId("useDiasEnRefugioQuery") } } },
      { token: t.tokens.empleada },
    );
    expect(badId.json().errors[0]).toMatchObject({ message: "Identificador no válido", extensions: { code: "INVALID_ID" } });
    const unknownEstado = await send(
      { variables: { page: 1, estado: "en_refugi" }, extensions: { persistedQuery: { version: 1, sha256Hash: appOperationId("AnimalListPageQuery") } } },
      { token: t.tokens.empleada },
    );
    expect(unknownEstado.json().errors[0]).toMatchObject({ extensions: { code: "VALIDATION" } });
    expect(unknownEstado.body).not.toContain("en_refugi");
  });

  test("the answer's type follows the Accept header as Yoga's does", () => {
    expect(regularMediaType("application/graphql-response+json, application/json")).toBe("application/graphql-response+json");
    expect(regularMediaType("application/json, application/graphql-response+json")).toBe("application/json");
    expect(regularMediaType(undefined)).toBe("application/json");
    expect(regularMediaType("text/event-stream, */*")).toBe("application/json");
    expect(regularMediaType("application/graphql-response+json; charset=latin1, application/*")).toBe("application/json");
    expect(regularMediaType("application/graphql-response+json; charset=utf-8")).toBe("application/graphql-response+json");
    expect(regularMediaType("text/html")).toBeUndefined();
  });
});
