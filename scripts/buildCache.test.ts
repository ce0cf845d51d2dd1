import { mkdir, mkdtemp, rm, unlink, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, test } from "vitest";
import { BUILD_OUTPUTS, buildIfChanged, isBuildCurrent } from "./buildCache.mjs";

/** A project folder with a few sources; `build` writes the outputs as the real build does. */
describe("npm start builds only when the sources changed", () => {
  let root: string;
  let builds: number;

  const write = async (file: string, content: string) => {
    await mkdir(path.dirname(path.join(root, file)), { recursive: true });
    await writeFile(path.join(root, file), content);
  };
  const build = async () => {
    builds++;
    for (const output of BUILD_OUTPUTS) await write(output, "salida");
    await write("web/dist/assets/index-abc.js", "console.log(1)");
  };
  const start = () => buildIfChanged(root, build);

  beforeEach(async () => {
    root = await mkdtemp(path.join(tmpdir(), "refugio-build-cache-"));
    builds = 0;
    await write("web/index.html", "<!doctype html>");
    await write("web/src/main.tsx", "export const a = 1;");
    await write("api/src/domain/rules/confirmation.ts", "export const SEGURO = 'SEGURO';");
    await write("prisma/schema.prisma", "model Animal { id Int @id }");
    await write("schema.graphql", "type Query { a: Int }");
    await write("package-lock.json", "{}");
  });
  afterEach(() => rm(root, { recursive: true, force: true }));

  test("a fresh clone builds; a second start with the same sources does not", async () => {
    expect(await start()).toBe(true);
    expect(await start()).toBe(false);
    expect(await start()).toBe(false);
    expect(builds).toBe(1);
  });

  test.each([
    ["a web source is edited", () => write("web/src/main.tsx", "export const a = 2;")],
    ["a web source is added", () => write("web/src/features/Nueva.tsx", "export {};")],
    ["a web source is deleted", () => unlink(path.join(root, "web/src/main.tsx"))],
    ["the GraphQL schema changes", () => write("schema.graphql", "type Query { a: Int b: Int }")],
    ["the Prisma schema changes", () => write("prisma/schema.prisma", "model Animal { id Int @id nombre String }")],
    ["a shared rule changes", () => write("api/src/domain/rules/confirmation.ts", "export const SEGURO = 'SÍ';")],
    ["the installed dependencies change", () => write("package-lock.json", '{"lockfileVersion":3}')],
    ["an output is missing", () => unlink(path.join(root, "api/src/db/generated/prisma/client.ts"))],
    ["the stamp is missing", () => unlink(path.join(root, "web/dist/.build-sources"))],
  ])("it builds again when %s", async (_, change) => {
    await start();
    await change();
    expect(await isBuildCurrent(root)).toBe(false);
    expect(await start()).toBe(true);
    expect(builds).toBe(2);
    expect(await start()).toBe(false);
  });

  test("outputs, tests and dependencies are not sources", async () => {
    await start();
    await write("web/dist/assets/otro-123.js", "console.log(2)");
    await write("web/src/__generated__/AppGateQuery.graphql.ts", "export default {};");
    await write("api/src/db/generated/prisma/models.ts", "export {};");
    await write("api/src/domain/animales/saveAnimal.test.ts", "test('x', () => {});");
    await write("web/node_modules/paquete/index.js", "module.exports = 1;");
    expect(await start()).toBe(false);
    expect(builds).toBe(1);
  });
});
