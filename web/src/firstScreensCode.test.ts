/**
 * What the first screens load: the login page (main.tsx and its static imports), then the shell
 * (routes.tsx) and the record list, the screen a shelter opens most. Their checks run on zod's
 * mini build, whose unused parts the bundler drops; the full build the forms' schemas use is a
 * chunk of its own (11 KiB gzipped) that only a form's screen should fetch. On the login page it
 * also brought every form's schema: about 18 KiB gzipped more on every page load.
 */
import path from "node:path";
import { expect, test } from "vitest";
import { packagesLoadedFrom, staticImportsOf } from "../../tests/helpers/sourceImports.ts";

const ROOT = path.resolve(import.meta.dirname, "../..");
const ALIASES = { "@rules/": path.join(ROOT, "api/src/domain/rules") };
const isZod = (specifier: string) => specifier === "zod" || specifier.startsWith("zod/");

/** Each import of zod that `entry`'s static imports reach, as 'file: specifier'. */
const zodImportsFrom = (entry: string) => packagesLoadedFrom(ROOT, entry, ALIASES).filter((line) => isZod(line.split(": ")[1]!));

test("the login page's code loads zod's mini build only", () => {
  const zod = zodImportsFrom("web/src/main.tsx");
  expect(zod.length).toBeGreaterThan(0);
  expect(zod.filter((line) => !line.endsWith(": zod/mini"))).toEqual([]);
});

test("the shell and the record list load zod's mini build only", () => {
  const zod = ["web/src/routes.tsx", "web/src/features/animales/AnimalListPage.tsx", "web/src/features/animales/animalListLoader.ts"].flatMap(zodImportsFrom);
  expect(zod.length).toBeGreaterThan(0);
  expect(zod.filter((line) => !line.endsWith(": zod/mini"))).toEqual([]);
});

test("the guard follows what runs, not types nor lazy chunks", () => {
  const source = [
    'import type { z } from "zod";',
    'import { safeParse } from "zod/mini";',
    'import { REQUIRED_FIELD } from "@rules/missingFields.ts";',
    'export { ROLE } from "./roles.ts";',
    'import "./theme.css";',
    'const Page = lazy(() => import("./Page.tsx"));',
  ].join("\n");
  expect(staticImportsOf(source)).toEqual(["zod/mini", "@rules/missingFields.ts", "./roles.ts", "./theme.css"]);
});
