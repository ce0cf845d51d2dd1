/** Stored photos and documents, by the API path the database keeps; logged-in users only. */
import { createReadStream } from "node:fs";
import type { FastifyInstance } from "fastify";
import { readStoredFile } from "../domain/files/readStoredFile.ts";

export async function uploadsRoutes(api: FastifyInstance): Promise<void> {
  api.get<{ Params: { kind: string; name: string } }>("/uploads/:kind/:name", async (request, reply) => {
    const file = await readStoredFile(api.deps, request.actor, request.params);
    return reply
      .header("content-type", file.mime)
      .header("content-length", file.size)
      .header("content-disposition", "inline")
      // Names are never reused (a new upload gets a new name), so a copy can be kept for good,
      // but only by the user's own browser.
      .header("cache-control", "private, max-age=31536000, immutable")
      .send(createReadStream(file.absolutePath));
  });
}
