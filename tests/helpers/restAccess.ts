/** Who may call a REST resource: the checks the people, town hall and E/S suites share. */
import type { InjectOptions } from "fastify";
import { expect } from "vitest";
import type { Role, TestApp } from "./testApp.ts";

type Call = Pick<InjectOptions, "method" | "url" | "payload">;

/** Each call, made without a session, answers 401 with the spec's message and changes nothing. */
export async function expectSessionNeeded(t: TestApp, calls: readonly Call[]): Promise<void> {
  for (const call of calls) {
    const response = await t.rest(call);
    expect(response.statusCode, `${call.method} ${call.url}`).toBe(401);
    expect(response.json(), `${call.method} ${call.url}`).toMatchObject({ message: "Debe iniciar sesión", code: "UNAUTHENTICATED" });
  }
}

/**
 * The nine calls of a directory resource (spec section 7: /api/personas, /api/ayuntamientos):
 * list, page, one, the lookup by document number, create, create and update from the ficha,
 * update and delete.
 */
export function directoryCalls(resource: string, lookupPath: string, payload: object): Call[] {
  const base = `/api/${resource}`;
  return [
    { method: "GET", url: base },
    { method: "GET", url: `${base}?paginated=true&page=1&limit=10` },
    { method: "GET", url: `${base}/1` },
    { method: "GET", url: `${base}/${lookupPath}` },
    { method: "POST", url: base, payload },
    { method: "POST", url: `${base}/from-ficha`, payload },
    { method: "PUT", url: `${base}/1`, payload },
    { method: "PUT", url: `${base}/1/from-ficha`, payload },
    { method: "DELETE", url: `${base}/1` },
  ];
}

/** A user of each role creates a record with `payloadFor(role)`, reads, updates and deletes it. */
export async function expectEveryRoleMayEdit(t: TestApp, resource: string, payloadFor: (role: Role) => object): Promise<void> {
  for (const role of [1, 2, 3] as const) {
    const token = await t.userToken(role);
    const created = await t.rest({ method: "POST", url: `/api/${resource}`, payload: payloadFor(role), token });
    expect(created.statusCode, `POST as role ${role}`).toBe(201);
    const url = `/api/${resource}/${created.json().id}`;
    expect((await t.rest({ method: "GET", url, token })).statusCode, `GET as role ${role}`).toBe(200);
    expect((await t.rest({ method: "PUT", url, payload: payloadFor(role), token })).statusCode, `PUT as role ${role}`).toBe(200);
    expect((await t.rest({ method: "DELETE", url, token })).statusCode, `DELETE as role ${role}`).toBe(200);
  }
}
