import { encodeGlobalID } from "@pothos/plugin-relay";
import { expect, test } from "vitest";
import { z } from "zod";
import { databaseIdOf } from "../graphql/globalIds.ts";
import { parseRecordId, recordId } from "./ids.ts";
import { recordIdField, recordIdOf } from "./rules/recordId.ts";

const invalid = (field: string) => ({ code: "INVALID_ID", httpStatus: 400, message: "Identificador no válido", field });
const MALFORMED = [
  "abc",
  "",
  "0",
  "-3",
  "1.5",
  "2147483648",
  "9007199254740992",
  "12345678901",
  " 4",
  "1e3",
  "0x10",
  0,
  -1,
  1.5,
  2 ** 31,
  2 ** 53,
  Number.NaN,
  true,
  null,
  undefined,
  {},
  ["1"],
];

test("a record id from a path, a JSON number or a global id is read one way", () => {
  expect(parseRecordId("42")).toBe(42);
  expect(parseRecordId(42)).toBe(42);
  expect(parseRecordId("2147483647")).toBe(2_147_483_647);
  expect(databaseIdOf(encodeGlobalID("Persona", 7), "Persona")).toBe(7);
});

test("anything malformed or past the 32-bit range gets the same answer, on its field", () => {
  for (const value of MALFORMED) {
    expect(recordIdOf(value), String(value)).toBeNull();
    expect(() => parseRecordId(value, "personaId"), String(value)).toThrow(expect.objectContaining(invalid("personaId")));
  }
  for (const globalId of [
    "basura",
    encodeGlobalID("Ayuntamiento", 7),
    encodeGlobalID("Persona", "abc"),
    encodeGlobalID("Persona", "-1"),
    encodeGlobalID("Persona", 9_999_999_999),
  ]) {
    expect(() => databaseIdOf(globalId, "Persona"), globalId).toThrow(expect.objectContaining(invalid("id")));
  }
});

test("a form's id field reads the same ids and gives the form's own message otherwise", () => {
  const form = z.object({ rolId: recordIdField("Elija un rol") });
  expect(form.parse({ rolId: "3" })).toEqual({ rolId: 3 });
  expect(form.safeParse({}).error?.issues.map((issue) => issue.message)).toEqual(["Elija un rol"]);
  expect(() => z.object({ id: recordId() }).parse({})).toThrow(expect.objectContaining(invalid("id")));
  for (const value of MALFORMED) {
    expect(
      form.safeParse({ rolId: value }).error?.issues.map((issue) => issue.message),
      String(value),
    ).toEqual(["Elija un rol"]);
  }
});
