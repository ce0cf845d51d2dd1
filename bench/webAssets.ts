/**
 * What the built web app makes a browser download before the first screen (the login page):
 * the scripts and styles index.html names, raw and as sent compressed.
 */
import { existsSync } from "node:fs";
import { readFile, stat } from "node:fs/promises";
import path from "node:path";

export type InitialAssets = { files: string[]; jsBytes: number; jsGzip: number; jsBrotli: number; cssGzip: number };

/**
 * The bytes the server sends a browser that accepts `extension`'s encoding: the build's copy, else
 * (a file under precompress.ts' 1 KiB minimum has none; a Brotli browser then gets the gzip copy
 * if there is one) the file as it is.
 */
async function compressedSize(file: string, extension: ".gz" | ".br"): Promise<number> {
  for (const copy of extension === ".br" ? [".br", ".gz"] : [".gz"]) {
    if (existsSync(file + copy)) return (await stat(file + copy)).size;
  }
  return (await stat(file)).size;
}

export async function initialAssets(webDist: string): Promise<InitialAssets> {
  const html = await readFile(path.join(webDist, "index.html"), "utf8");
  const files = [...html.matchAll(/<(?:script|link)\b[^>]*\b(?:src|href)="(\/assets\/[^"]+\.(?:js|css))"/g)].map((match) => match[1]!);
  const sizes = { files, jsBytes: 0, jsGzip: 0, jsBrotli: 0, cssGzip: 0 };
  for (const file of files) {
    const absolute = path.join(webDist, file);
    const gzip = await compressedSize(absolute, ".gz");
    if (file.endsWith(".css")) {
      sizes.cssGzip += gzip;
      continue;
    }
    sizes.jsBytes += (await stat(absolute)).size;
    sizes.jsGzip += gzip;
    sizes.jsBrotli += await compressedSize(absolute, ".br");
  }
  return sizes;
}

export const kib = (bytes: number) => `${(bytes / 1024).toFixed(bytes < 10 * 1024 ? 1 : 0)} KiB`;
