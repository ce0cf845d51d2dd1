/**
 * Every answer that carries a file (a stored photo, document or logo, an archived or generated
 * PDF) is sent one way. `Content-Security-Policy: sandbox` makes a browser open it in an origin of
 * its own: a PDF with JavaScript, or a file that is an image and HTML at once, runs nothing with
 * the app's origin (its local storage holds the session token). Chromium's and Firefox's PDF
 * viewers and image views work under it.
 */
import type { FastifyReply } from "fastify";
import type { ServableFile } from "../domain/files/servableFile.ts";

export const FILE_CONTENT_SECURITY_POLICY = "sandbox; default-src 'none'; img-src 'self' data:; style-src 'unsafe-inline'; frame-ancestors 'self'";

/**
 * `immutable`: a file under a name that never changes; a copy may be kept for good, but only by
 * the user's own browser (files name people), and checked again with its ETag when the browser
 * asks anyway (a reload). `fresh`: a path whose file can change (the
 * shelter's current logo), asked again every time. `none`: made for this request only. `public`:
 * the public adoption page's photos and logo, which any cache may keep for five minutes (an
 * un-published animal's photo is gone from caches by then).
 */
const CACHING = {
  immutable: "private, max-age=31536000, immutable",
  fresh: "private, no-cache",
  none: "no-store",
  public: "public, max-age=300",
} as const;

export type FileAnswer = { disposition: "inline" | "attachment"; filename?: string; caching: keyof typeof CACHING };

/** The quoted ETag of a file's SHA-256 (a strong validator: the same bytes, the same tag). */
const etagOf = (sha256: string) => `"${sha256}"`;

/** If-None-Match names this tag (or any, `*`): the browser's copy is the file; RFC 9110 13.1.2. */
function stillFresh(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header.split(",").some((tag) => {
    const candidate = tag.trim();
    return candidate === "*" || candidate === etag || candidate === `W/${etag}`;
  });
}

/**
 * Answers with the file, or with 304 and no body when the request's If-None-Match holds the
 * file's ETag: then its bytes are never read.
 */
export async function sendFile(reply: FastifyReply, file: ServableFile, answer: FileAnswer) {
  reply
    .header("content-disposition", answer.filename ? `${answer.disposition}; filename="${answer.filename}"` : answer.disposition)
    .header("cache-control", CACHING[answer.caching])
    .header("content-security-policy", FILE_CONTENT_SECURITY_POLICY);
  if (file.sha256) {
    const etag = etagOf(file.sha256);
    reply.header("etag", etag);
    if (stillFresh(reply.request.headers["if-none-match"], etag)) return reply.code(304).send();
  }
  const body = await file.body();
  // The bytes read, when they are at hand, say their own length.
  return reply
    .header("content-type", file.mime)
    .header("content-length", Buffer.isBuffer(body) ? body.byteLength : file.size)
    .send(body);
}
