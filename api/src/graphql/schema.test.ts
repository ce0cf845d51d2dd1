import { isEnumType, isInputObjectType, isInterfaceType, isObjectType, isSpecifiedScalarType } from "graphql";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { expect, test } from "vitest";
import { projectRoot } from "../projectRoot.ts";
import { printSchemaSDL } from "./printSchemaSDL.ts";
import { schema } from "./schema.ts";

test("schema.graphql is the printed Pothos schema (run `npm run gen:schema` after changing types)", async () => {
  const committed = await readFile(path.join(projectRoot, "schema.graphql"), "utf8");
  expect(printSchemaSDL()).toBe(committed);
});

test("every public type, field, argument and enum value has a Spanish description", () => {
  const missing: string[] = [];
  for (const type of Object.values(schema.getTypeMap())) {
    if (type.name.startsWith("__") || isSpecifiedScalarType(type)) continue;
    if (!type.description) missing.push(type.name);
    if (isObjectType(type) || isInterfaceType(type)) {
      for (const field of Object.values(type.getFields())) {
        if (!field.description) missing.push(`${type.name}.${field.name}`);
        for (const arg of field.args) if (!arg.description) missing.push(`${type.name}.${field.name}(${arg.name})`);
      }
    }
    if (isInputObjectType(type)) {
      for (const field of Object.values(type.getFields())) if (!field.description) missing.push(`${type.name}.${field.name}`);
    }
    if (isEnumType(type)) {
      for (const value of type.getValues()) if (!value.description) missing.push(`${type.name}.${value.name}`);
    }
  }
  expect(missing).toEqual([]);
});

/** What anyone may read before logging in: the login and setup screens, and node(id:), which answers null for what the caller may not see. */
const PUBLIC_QUERY_FIELDS = ["about", "appStatus", "node", "nodes", "viewer"];

test("every other root query field says who may call it (authScopes), besides the domain's own check", () => {
  const undeclared = Object.values(schema.getQueryType()!.getFields())
    .filter((field) => !PUBLIC_QUERY_FIELDS.includes(field.name))
    .filter((field) => !(field.extensions as { pothosOptions?: { authScopes?: unknown } }).pothosOptions?.authScopes)
    .map((field) => field.name);
  expect(undeclared).toEqual([]);
});
