/**
 * Every answer that carries a file (a stored photo, document or logo, an archived or generated
 * PDF) is sent one way. `Content-Security-Policy: sandbox` makes a browser open it in an origin of
 * its own: a PDF with JavaScript, or a file that is an image and HTML at once, runs nothing with
 * the app's origin (its local storage holds the session token). Chromium's and Firefox's PDF
 * viewers and image views work under it.
 */
import type { FastifyReply } from "fastify";
import type { ServableFile } from "../domain/files/readStoredFile.ts";

export const FILE_CONTENT_SECURITY_POLICY = "sandbox; default-src 'none'; img-src 'self' data:; style-src 'unsafe-inline'; frame-ancestors 'self'";

/**
 * `immutable`: a file under a name that never changes; a copy may be kept for good, but only by
 * the user's own browser (files name people). `fresh`: a path whose file can change (the
 * shelter's current logo), asked again every time. `none`: made for this request only.
 */
const CACHING = {
  immutable: "private, max-age=31536000, immutable",
  fresh: "private, no-cache",
  none: "no-store",
} as const;

export type FileAnswer = { disposition: "inline" | "attachment"; filename?: string; caching: keyof typeof CACHING };

export function sendFile(reply: FastifyReply, file: ServableFile, answer: FileAnswer) {
  return reply
    .header("content-type", file.mime)
    .header("content-length", file.size)
    .header("content-disposition", answer.filename ? `${answer.disposition}; filename="${answer.filename}"` : answer.disposition)
    .header("cache-control", CACHING[answer.caching])
    .header("content-security-policy", FILE_CONTENT_SECURITY_POLICY)
    .send(file.body());
}
