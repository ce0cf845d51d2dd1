/**
 * Only the web app's persisted operations run for employees, veterinarians and anonymous callers;
 * administrators may still send documents of their own, within every document limit.
 */
import { describe, expect, test } from "vitest";
import { loadPersistedDocuments } from "../../api/src/graphql/persistedOperations.ts";
import { testAppForSuite } from "../helpers/testApp.ts";

const appDocuments = await loadPersistedDocuments();

/** The id of the app's operation with this name. */
function appOperationId(name: string): string {
  const found = [...appDocuments].find(([, text]) => new RegExp(`^\\s*(query|mutation) ${name}\\b`).test(text));
  if (!found) throw new Error(`La aplicación ya no tiene la operación ${name}`);
  return found[0];
}

const byId = (id: string, variables: Record<string, unknown> = {}) => ({ variables, extensions: { persistedQuery: { version: 1, sha256Hash: id } } });

describe("persisted operations", () => {
  const t = testAppForSuite({ users: { directora: 1, empleada: 2, veterinaria: 3 }, persistedDocuments: appDocuments });
  /** As sent, without the helper's registration of the document. */
  const post = (payload: object, token?: string) =>
    t.app.inject({ method: "POST", url: "/graphql", payload, headers: token ? { authorization: `Bearer ${token}` } : {} });

  test("a document of their own from an employee, a veterinarian or nobody is refused in Spanish before it is read", async () => {
    for (const token of [t.tokens.empleada, t.tokens.veterinaria, undefined]) {
      const response = await post({ query: "{ viewer { username } }" }, token);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        errors: [{ message: "Solo se admiten las operaciones de la aplicación: la consulta no es una de ellas", extensions: { code: "PERSISTED_QUERY_ONLY" } }],
      });
    }
  });

  test("a known id runs, with the caller's permissions still checked", async () => {
    const personas = await post(byId(appOperationId("PersonasPageQuery"), { page: 1 }), t.tokens.empleada);
    expect(personas.statusCode).toBe(200);
    expect(personas.json().errors).toBeUndefined();
    expect(personas.json().data.personas.totalCount).toBe(0);
    const users = await post(byId(appOperationId("UsersPageQuery")), t.tokens.empleada);
    expect(users.json().errors[0].extensions.code).toBe("FORBIDDEN");
  });

  test("an unknown id is refused in Spanish", async () => {
    const response = await post(byId("0".repeat(64)), t.tokens.empleada);
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[0]).toEqual({
      message: "Esta operación no existe en esta versión de la aplicación: recargue la página",
      extensions: { code: "PERSISTED_QUERY_NOT_FOUND" },
    });
  });

  test("an administrator's own document runs, within the document limits", async () => {
    const own = await post({ query: "{ viewer { username } }" }, t.tokens.directora);
    expect(own.json()).toEqual({ data: { viewer: { username: "directora" } } });
    const aliases = Array.from({ length: 16 }, (_, i) => `a${i}: appStatus { hasUsers }`).join(" ");
    expect((await post({ query: `{ ${aliases} }` }, t.tokens.directora)).json().errors[0].message).toBe("La consulta tiene demasiados alias");
  });
});
