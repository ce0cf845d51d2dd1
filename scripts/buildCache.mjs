// Whether the generated code, the web build and the server bundle match their sources. The build
// writes a content hash of every source it reads next to its output (web/dist/.build-sources);
// `npm start` builds again only when that hash differs or an output is missing, so a second start
// skips the build. Plain JavaScript: `npm start` runs it before any TypeScript loader.
import { createHash } from "node:crypto";
import { existsSync } from "node:fs";
import { readdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";

/** Everything the build reads (folders are read whole). */
export const BUILD_SOURCES = [
  "web",
  // The server bundle is made from all of api/src; schema.graphql is printed from its Pothos
  // types; the web app bundles api/src/domain/rules.
  "api/src",
  "prisma",
  "schema.graphql",
  "relay.config.js",
  "prisma.config.ts",
  "scripts/prisma.mjs",
  "scripts/build.ts",
  "scripts/serverBundle.ts",
  "tsconfig.json",
  "package.json",
  "package-lock.json",
];

/** Outputs inside the source folders. */
const IGNORED = ["web/dist", "web/src/__generated__", "api/src/db/generated"];
/** Hidden files, dependencies and tests never change what is built. */
const ignoredName = (/** @type {string} */ name) => name.startsWith(".") || name === "node_modules" || /\.test\.tsx?$/.test(name);

/** What `npm start` needs from the build. */
// The persisted operations file is read by the server at start (api/src/graphql/persistedOperations.ts).
export const BUILD_OUTPUTS = [
  "web/dist/index.html",
  "api/dist/server.mjs",
  "api/src/db/generated/prisma/client.ts",
  "web/src/__generated__/persistedOperations.json",
];

export const STAMP_FILE = "web/dist/.build-sources";

/**
 * @param {string} root
 * @param {string} relative
 * @returns {Promise<string[]>}
 */
async function listFiles(root, relative) {
  let entries;
  try {
    entries = await readdir(path.join(root, relative), { withFileTypes: true });
  } catch (error) {
    const code = /** @type {NodeJS.ErrnoException} */ (error).code;
    if (code === "ENOTDIR") return [relative];
    if (code === "ENOENT") return [];
    throw error;
  }
  const children = entries
    .filter((entry) => !ignoredName(entry.name))
    .map((entry) => path.posix.join(relative, entry.name))
    .filter((child) => !IGNORED.includes(child));
  return (await Promise.all(children.map((child) => listFiles(root, child)))).flat();
}

/**
 * A hash of the names and contents of every source file under `root`.
 * @param {string} root
 * @param {string[]} [sources]
 */
export async function sourcesHash(root, sources = BUILD_SOURCES) {
  const files = (await Promise.all(sources.map((source) => listFiles(root, source)))).flat().sort();
  const hash = createHash("sha256");
  for (const file of files) {
    hash.update(`${file}\0`);
    hash.update(await readFile(path.join(root, file)));
    hash.update("\0");
  }
  return hash.digest("hex");
}

/**
 * True when every output exists and was built from the sources as they are now.
 * @param {string} root
 */
export async function isBuildCurrent(root) {
  if (!BUILD_OUTPUTS.every((output) => existsSync(path.join(root, output)))) return false;
  const stamp = await readFile(path.join(root, STAMP_FILE), "utf8").catch(() => null);
  return stamp?.trim() === (await sourcesHash(root));
}

/**
 * Records that the outputs now match the sources (after a successful build).
 * @param {string} root
 */
export async function writeBuildStamp(root) {
  await writeFile(path.join(root, STAMP_FILE), `${await sourcesHash(root)}\n`);
}

/**
 * Builds unless the outputs already match the sources; returns whether it built.
 * @param {string} root
 * @param {() => Promise<void>} build
 */
export async function buildIfChanged(root, build) {
  if (await isBuildCurrent(root)) return false;
  await build();
  await writeBuildStamp(root);
  return true;
}
