/** What a source file imports, read from its text: the import guards' one reading of a module's edges. */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

/** One import of a module: what it names, whether only its types (erased when compiled), whether as an `import()`. */
type ImportEdge = { specifier: string; typesOnly: boolean; dynamic: boolean };

/** Imports and re-exports (`type` ones marked), dynamic `import("...")` calls, and side-effect imports. */
const IMPORT = /(?:import|export)\s(type\s)?[^;]*?from\s+["']([^"']+)["']|import\(\s*["']([^"']+)["']\s*\)|import\s+["']([^"']+)["']/g;

function importEdges(source: string): ImportEdge[] {
  return [...source.matchAll(IMPORT)].map((match) => ({
    specifier: (match[2] ?? match[3] ?? match[4])!,
    typesOnly: match[1] !== undefined,
    dynamic: match[3] !== undefined,
  }));
}

/** The specifiers of every import of a source: static, type-only, side-effect and dynamic `import("...")` alike. */
export function importsOf(source: string): string[] {
  return importEdges(source).map((edge) => edge.specifier);
}

/** The specifiers a source loads as it runs: not its types nor its `import()`s. */
export function staticImportsOf(source: string): string[] {
  return importEdges(source)
    .filter((edge) => !edge.typesOnly && !edge.dynamic)
    .map((edge) => edge.specifier);
}

/** Every non-test TypeScript file under `dir`, as paths relative to it. */
function sourceFilesUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: "utf8" })
    .filter((name) => /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name))
    .sort();
}

/** Each import of a file under `dir` that `isAllowed` refuses, as 'file: specifier resolved from the repository'. */
export function importsRefused(dir: string, isAllowed: (resolved: string, specifier: string) => boolean): string[] {
  return sourceFilesUnder(dir).flatMap((name) => {
    const file = path.join(dir, name);
    return importsOf(readFileSync(file, "utf8"))
      .map((specifier) => ({ specifier, resolved: specifier.startsWith(".") ? path.resolve(path.dirname(file), specifier) : specifier }))
      .filter(({ resolved, specifier }) => !isAllowed(resolved, specifier))
      .map(({ specifier }) => `${name}: ${specifier}`);
  });
}

/**
 * Every package import reached from `entry` through static imports of TypeScript sources, as
 * 'file: specifier' with the file relative to `root`: what a bundle of `entry` without its lazy
 * chunks holds. `aliases` maps a specifier prefix to a folder (Vite's `@rules/`).
 */
export function packagesLoadedFrom(root: string, entry: string, aliases: Record<string, string>): string[] {
  const seen = new Set<string>();
  const packages: string[] = [];
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const specifier of staticImportsOf(readFileSync(file, "utf8"))) {
      const alias = Object.keys(aliases).find((prefix) => specifier.startsWith(prefix));
      const resolved = alias
        ? path.join(aliases[alias]!, specifier.slice(alias.length))
        : specifier.startsWith(".")
          ? path.resolve(path.dirname(file), specifier)
          : null;
      if (!resolved) packages.push(`${path.relative(root, file)}: ${specifier}`);
      else if (/\.tsx?$/.test(resolved)) visit(resolved);
    }
  };
  visit(path.join(root, entry));
  return packages;
}
