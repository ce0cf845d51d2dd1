/** Stored photos, documents and logos, by the API path the database keeps; logged-in users only. */
import { createReadStream } from "node:fs";
import type { FastifyInstance, FastifyReply } from "fastify";
import { readStoredFile, type ServableFile } from "../domain/files/readStoredFile.ts";

/**
 * Sends a stored file inline. A file addressed by its generated name never changes, so a copy may
 * be kept for good (`immutable`), but only by the user's own browser; a path whose file can
 * change (the shelter's current logo) is asked again every time (`fresh`).
 */
export function sendStoredFile(reply: FastifyReply, file: ServableFile, caching: "immutable" | "fresh" = "immutable") {
  return reply
    .header("content-type", file.mime)
    .header("content-length", file.size)
    .header("content-disposition", "inline")
    .header("cache-control", caching === "immutable" ? "private, max-age=31536000, immutable" : "private, no-cache")
    .send(createReadStream(file.absolutePath));
}

export async function uploadsRoutes(api: FastifyInstance): Promise<void> {
  api.get<{ Params: { kind: string; name: string } }>("/uploads/:kind/:name", async (request, reply) => {
    return sendStoredFile(reply, await readStoredFile(api.deps, request.actor, request.params));
  });
}
