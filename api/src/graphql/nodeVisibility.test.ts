import { expect, test } from "vitest";
import { visibilityOf } from "./nodeVisibility.ts";
import { schema } from "./schema.ts";

test("every record type of the schema says who may read it through node(id:), from its authScopes", () => {
  const visibleTo = (name: string) => {
    const type = schema.getType(name);
    return type && "extensions" in type ? (type.extensions as { visibleTo?: string }).visibleTo : "missing";
  };
  expect(visibleTo("Persona")).toBe("loggedIn");
  expect(visibleTo("Animal")).toBe("loggedIn");
  expect(visibleTo("Usuario")).toBe("admin");
  expect(visibleTo("RegistroActividad")).toBe("admin");
  expect(visibleTo("Query")).toBeUndefined();
});

test("authScopes node(id:) cannot read stop the build instead of opening the type", () => {
  expect(visibilityOf("Thing", undefined)).toBeUndefined();
  expect(visibilityOf("Thing", { loggedIn: true })).toBe("loggedIn");
  expect(visibilityOf("Thing", { admin: true })).toBe("admin");
  expect(visibilityOf("Thing", { loggedIn: true, admin: true })).toBe("admin");
  for (const unread of [() => true, { loggedIn: false }, { loggedIn: true, owner: true }, {}, null]) {
    expect(() => visibilityOf("Thing", unread)).toThrow("Thing: node(id:) only reads authScopes { loggedIn: true } or { admin: true }");
  }
});
