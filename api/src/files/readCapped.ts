/** Reads an upload stream into memory, refusing it as soon as it grows past a limit. */
import type { Readable } from "node:stream";

export class FileTooLargeError extends Error {
  constructor(readonly maxBytes: number) {
    super(`El archivo supera ${maxBytes} bytes`);
    this.name = "FileTooLargeError";
  }
}

/**
 * Collects at most `maxBytes`. Past that, the rest is drained without being kept (so the request
 * can still be answered) and the promise rejects with FileTooLargeError. A multipart parser
 * that already cut the file at its own limit marks the stream `truncated`; that is refused too.
 */
export function readCapped(stream: Readable, maxBytes: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let total = 0;
    let tooLarge = false;
    stream.on("data", (chunk: Buffer) => {
      total += chunk.length;
      if (total > maxBytes) tooLarge = true;
      if (!tooLarge) chunks.push(chunk);
    });
    stream.once("error", reject);
    stream.once("end", () => {
      if (tooLarge || (stream as Readable & { truncated?: boolean }).truncated) reject(new FileTooLargeError(maxBytes));
      else resolve(Buffer.concat(chunks, total));
    });
  });
}
