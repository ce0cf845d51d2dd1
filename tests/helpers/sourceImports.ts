/** What a source file imports, read from its text: the import guards' one reading of a module's edges. */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

/** The specifiers of a source's static imports, re-exports and dynamic `import("...")` calls. */
export function importsOf(source: string): string[] {
  return [...source.matchAll(/(?:import|export)\s[^;]*?from\s+["']([^"']+)["']|import\(\s*["']([^"']+)["']\s*\)/g)].map((match) => match[1] ?? match[2]!);
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
