/**
 * The layers' imports (docs/development.md, "Layout"): pdf/ and files/ sit below the domain and take
 * only its pure rules (domain/rules, which the web app shares too); the web app's shared folders (ui,
 * relay, forms, http, auth) know nothing of its features.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, test } from "vitest";
import { importsRefused } from "../../tests/helpers/sourceImports.ts";

const API = import.meta.dirname;
const WEB = path.join(API, "..", "..", "web", "src");

const within = (dir: string) => (resolved: string) => resolved === dir || resolved.startsWith(`${dir}${path.sep}`);

/** An import of a folder under `root` outside domain/ or inside domain/rules. */
const belowTheDomain = (root: string) => {
  const domain = within(path.join(root, "domain"));
  const rules = within(path.join(root, "domain", "rules"));
  return (resolved: string) => !domain(resolved) || rules(resolved);
};

test("pdf/ and files/ import nothing of the domain but its shared rules", () => {
  for (const dir of ["pdf", "files"]) expect(importsRefused(path.join(API, dir), belowTheDomain(API))).toEqual([]);
});

test("the web app's shared folders import no feature", () => {
  const feature = within(path.join(WEB, "features"));
  for (const dir of ["ui", "relay", "forms", "http", "auth"]) expect(importsRefused(path.join(WEB, dir), (resolved) => !feature(resolved))).toEqual([]);
});

test("the guard sees an import of the domain, and lets its rules and the other layers through", () => {
  const root = mkdtempSync(path.join(tmpdir(), "refugio-layers-"));
  try {
    mkdirSync(path.join(root, "pdf", "legal"), { recursive: true });
    writeFileSync(path.join(root, "pdf", "pool.ts"), 'import { AppError } from "../domain/errors.ts";\nimport type { PdfJob } from "./jobs.ts";\n');
    writeFileSync(
      path.join(root, "pdf", "legal", "common.ts"),
      'import { LISTADO_COLUMNS } from "../../domain/rules/listado.ts";\nimport pdfmake from "pdfmake";\n',
    );
    writeFileSync(path.join(root, "pdf", "pool.test.ts"), 'import { world } from "../domain/world.ts";\n');
    expect(importsRefused(path.join(root, "pdf"), belowTheDomain(root))).toEqual(["pool.ts: ../domain/errors.ts"]);
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
});
