import { describe, expect, test } from "vitest";
import type { Actor } from "./actor.ts";
import { isAdmin, mayIntrospect, mayRunArbitraryDocuments, mayWrite } from "./policies.ts";

const key = (scope: "lectura" | "escritura" | "introspection"): Actor => ({ apiKey: { id: 1, scope }, username: `clave:${scope}` });

/** Each caller against each predicate: the role × scope matrix the transports and persisted operations ask. */
const CALLERS: [string, Actor][] = [
  ["anónimo", null],
  ["administrador", { id: 1, username: "directora", rolId: 1 }],
  ["empleado", { id: 2, username: "marta", rolId: 2 }],
  ["veterinario", { id: 3, username: "vera", rolId: 3 }],
  ["clave lectura", key("lectura")],
  ["clave escritura", key("escritura")],
  ["clave introspection", key("introspection")],
];

describe("policies", () => {
  test("who is an administrator, may write, may introspect, may send documents of their own", () => {
    const table = Object.fromEntries(
      CALLERS.map(([name, actor]) => [name, [isAdmin(actor), mayWrite(actor), mayIntrospect(actor), mayRunArbitraryDocuments(actor)]]),
    );
    expect(table).toEqual({
      anónimo: [false, false, false, false],
      administrador: [true, true, true, true],
      empleado: [false, true, false, false],
      veterinario: [false, true, false, false],
      "clave lectura": [false, false, false, true],
      "clave escritura": [false, true, false, true],
      "clave introspection": [false, false, true, true],
    });
  });
});
