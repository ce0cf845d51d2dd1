/**
 * What the login page loads (main.tsx and its static imports; every screen after it is a lazy
 * chunk): its checks run on zod's mini build, whose unused parts the bundler drops. The full build
 * the forms' schemas use would add about 18 KiB gzipped, and their schemas' construction, to every
 * page load.
 */
import path from "node:path";
import { expect, test } from "vitest";
import { packagesLoadedFrom, staticImportsOf } from "../../tests/helpers/sourceImports.ts";

const ROOT = path.resolve(import.meta.dirname, "../..");
const ALIASES = { "@rules/": path.join(ROOT, "api/src/domain/rules") };
const isZod = (specifier: string) => specifier === "zod" || specifier.startsWith("zod/");

test("the login page's code loads zod's mini build only", () => {
  const zod = packagesLoadedFrom(ROOT, "web/src/main.tsx", ALIASES).filter((line) => isZod(line.split(": ")[1]!));
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
