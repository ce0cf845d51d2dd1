import { encodeGlobalID } from "@pothos/plugin-relay";
import { expect, test } from "vitest";
import { databaseIdOf } from "../graphql/globalIds.ts";
import { parseRecordId } from "./ids.ts";

const invalid = (field: string) => ({ code: "INVALID_ID", httpStatus: 400, message: "Identificador no válido", field });

test("a record id from a path, a JSON number or a global id is read one way", () => {
  expect(parseRecordId("42")).toBe(42);
  expect(parseRecordId(42)).toBe(42);
  expect(parseRecordId("2147483647")).toBe(2_147_483_647);
  expect(databaseIdOf(encodeGlobalID("Persona", 7), "Persona")).toBe(7);
});

test("anything malformed gets the same answer, on its field", () => {
  for (const value of ["abc", "", "0", "-3", "1.5", "2147483648", "12345678901", " 4", 0, -1, 1.5, null, undefined, {}]) {
    expect(() => parseRecordId(value, "personaId"), String(value)).toThrow(expect.objectContaining(invalid("personaId")));
  }
  for (const globalId of ["basura", encodeGlobalID("Ayuntamiento", 7), encodeGlobalID("Persona", "abc"), encodeGlobalID("Persona", "-1")]) {
    expect(() => databaseIdOf(globalId, "Persona"), globalId).toThrow(expect.objectContaining(invalid("id")));
  }
});
