/** What every answer carrying a file is made from (rest/fileReply.ts sends it). */
import { createHash } from "node:crypto";
import type { Readable } from "node:stream";
import type { StoredFileInfo } from "../../files/fileStore.ts";
import { notFound } from "../errors.ts";

/**
 * A file to answer with: its type, its size, the SHA-256 of its bytes when it has a name that
 * never changes (its ETag), and its bytes, read only by `body()`: a request whose copy is still
 * good (If-None-Match) never reads them.
 */
export type ServableFile = { mime: string; size: number; sha256?: string; body(): Readable | Buffer | Promise<Buffer> };

export const bytesToServe = (bytes: Buffer, mime: string, options: { etag?: boolean } = {}): ServableFile => ({
  mime,
  size: bytes.byteLength,
  ...(options.etag ? { sha256: createHash("sha256").update(bytes).digest("hex") } : {}),
  body: () => bytes,
});

/**
 * A file of the database to serve: what it is now, its bytes when the answer is sent. Gone in
 * between (deleted by another request), it is the same 404 as never there.
 */
export const storedToServe = (info: StoredFileInfo, read: () => Promise<Buffer | null | undefined>, missing = () => notFound("Archivo")): ServableFile => ({
  ...info,
  body: async () => (await read()) ?? Promise.reject(missing()),
});
