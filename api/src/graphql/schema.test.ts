import { readFile } from "node:fs/promises";
import path from "node:path";
import { expect, test } from "vitest";
import { projectRoot } from "../projectRoot.ts";
import { printSchemaSDL } from "./printSchemaSDL.ts";

test("schema.graphql is the printed Pothos schema (run `npm run gen:schema` after changing types)", async () => {
  const committed = await readFile(path.join(projectRoot, "schema.graphql"), "utf8");
  expect(printSchemaSDL()).toBe(committed);
});
