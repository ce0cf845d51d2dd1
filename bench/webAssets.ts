/**
 * What the built web app makes a browser download before the first screen (the login page):
 * the scripts and styles index.html names, raw and as sent compressed.
 */
import { existsSync } from "node:fs";
import { readFile, stat } from "node:fs/promises";
import path from "node:path";
import { gzipSync } from "node:zlib";

export type InitialAssets = { files: string[]; jsBytes: number; jsGzip: number; jsBrotli: number | null; cssGzip: number };

async function compressedSize(file: string, extension: ".gz" | ".br"): Promise<number | null> {
  if (existsSync(file + extension)) return (await stat(file + extension)).size;
  return extension === ".gz" ? gzipSync(await readFile(file), { level: 9 }).byteLength : null;
}

export async function initialAssets(webDist: string): Promise<InitialAssets> {
  const html = await readFile(path.join(webDist, "index.html"), "utf8");
  const files = [...html.matchAll(/<(?:script|link)\b[^>]*\b(?:src|href)="(\/assets\/[^"]+\.(?:js|css))"/g)].map((match) => match[1]!);
  const sizes = { files, jsBytes: 0, jsGzip: 0, jsBrotli: 0 as number | null, cssGzip: 0 };
  for (const file of files) {
    const absolute = path.join(webDist, file);
    const gzip = (await compressedSize(absolute, ".gz"))!;
    if (file.endsWith(".css")) {
      sizes.cssGzip += gzip;
      continue;
    }
    sizes.jsBytes += (await stat(absolute)).size;
    sizes.jsGzip += gzip;
    const brotli = await compressedSize(absolute, ".br");
    sizes.jsBrotli = brotli === null || sizes.jsBrotli === null ? null : sizes.jsBrotli + brotli;
  }
  return sizes;
}

export const kib = (bytes: number) => `${(bytes / 1024).toFixed(bytes < 10 * 1024 ? 1 : 0)} KiB`;
