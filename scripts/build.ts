/**
 * npm run build: the generated code (Prisma client, schema.graphql, Relay artefacts), the web
 * app and the server bundle, then the stamp that lets `npm start` skip all this while the
 * sources stay as they are.
 */
import { spawnSync } from "node:child_process";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { writeBuildStamp } from "./buildCache.mjs";
import { bundleServer } from "./serverBundle.ts";

export const projectRoot = path.resolve(import.meta.dirname, "..");

function run(command: string): void {
  const result = spawnSync(command, { cwd: projectRoot, stdio: "inherit", shell: true });
  if (result.status !== 0) throw new Error(`Falló: ${command} (código ${result.status})`);
}

export async function build(): Promise<void> {
  run("npm run gen");
  run("npx vite build --config web/vite.config.ts");
  await bundleServer();
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  await build();
  await writeBuildStamp(projectRoot);
}
