/**
 * domain/rules is bundled into the web app: it may import only pure libraries and its own files,
 * never Node, Prisma, Fastify or the rest of the server.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { expect, test } from "vitest";
import { importsOf } from "../../../../tests/helpers/sourceImports.ts";

const RULES_DIR = import.meta.dirname;
const ALLOWED_PACKAGES = ["zod", "date-fns", "@internationalized/date"];

function isAllowed(specifier: string): boolean {
  if (specifier.startsWith(".")) return !specifier.startsWith("..");
  return ALLOWED_PACKAGES.some((name) => specifier === name || specifier.startsWith(`${name}/`));
}

test("the shared rules import nothing but pure libraries and each other", () => {
  const files = readdirSync(RULES_DIR).filter((name) => name.endsWith(".ts") && !name.endsWith(".test.ts"));
  expect(files.length).toBeGreaterThan(0);
  const offending = files.flatMap((name) =>
    importsOf(readFileSync(path.join(RULES_DIR, name), "utf8"))
      .filter((specifier) => !isAllowed(specifier))
      .map((specifier) => `${name}: ${specifier}`),
  );
  expect(offending).toEqual([]);
});

test("the guard recognises a server import", () => {
  expect(importsOf('import { x } from "../errors.ts";\nimport pg from "pg";').filter((s) => !isAllowed(s))).toEqual(["../errors.ts", "pg"]);
});
