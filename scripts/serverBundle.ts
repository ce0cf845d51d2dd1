/**
 * The server as one JavaScript module (esbuild; packages stay in node_modules). `npm start`
 * runs it with plain Node: without a TypeScript loader hooked into every module load, the
 * server starts in about half the CPU time. Each source file keeps its own location at run
 * time (import.meta.url, dirname and filename are rewritten to it), so paths built from them,
 * such as a worker's file, resolve exactly as when the server runs from source.
 */
import { readFile } from "node:fs/promises";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { build, type Plugin } from "esbuild";

const projectRoot = path.resolve(import.meta.dirname, "..");
export const SERVER_ENTRY = path.join(projectRoot, "api/src/server.ts");
export const SERVER_BUNDLE = path.join(projectRoot, "api/dist/server.mjs");

/** A URL relative to the bundle, written as a string literal, for the file at `target`. */
function relativeUrl(outfile: string, target: string, directory = false): string {
  const from = pathToFileURL(path.dirname(outfile) + path.sep);
  const to = pathToFileURL(target + (directory ? path.sep : ""));
  return JSON.stringify(path.posix.relative(from.pathname, to.pathname) + (directory ? "/" : ""));
}

function sourceLocations(outfile: string): Plugin {
  return {
    name: "refugio-source-locations",
    setup(bundler) {
      bundler.onLoad({ filter: /\.ts$/ }, async ({ path: file }) => {
        if (file.includes(`${path.sep}node_modules${path.sep}`)) return undefined;
        const code = await readFile(file, "utf8");
        if (!code.includes("import.meta.")) return undefined;
        const fileUrl = `new URL(${relativeUrl(outfile, file)}, import.meta.url)`;
        const dirUrl = `new URL(${relativeUrl(outfile, path.dirname(file), true)}, import.meta.url)`;
        return {
          loader: "ts",
          contents: code
            .replace(/\bimport\.meta\.url\b/g, `${fileUrl}.href`)
            .replace(/\bimport\.meta\.filename\b/g, `__refugioFileURLToPath(${fileUrl})`)
            .replace(/\bimport\.meta\.dirname\b/g, `__refugioFileURLToPath(${dirUrl}).replace(/[\\\\/]$/, "")`),
        };
      });
    },
  };
}

/** Bundles `entry` (the server; the scale bench bundles its own server the same way) to `outfile`. */
export async function bundleServer(outfile = SERVER_BUNDLE, entry = SERVER_ENTRY): Promise<void> {
  await build({
    entryPoints: [entry],
    outfile,
    bundle: true,
    platform: "node",
    format: "esm",
    target: "node20",
    packages: "external",
    sourcemap: true,
    logLevel: "warning",
    banner: { js: 'import { fileURLToPath as __refugioFileURLToPath } from "node:url";' },
    plugins: [sourceLocations(outfile)],
  });
}
