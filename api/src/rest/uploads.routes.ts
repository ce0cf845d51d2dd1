/** Stored photos, documents and logos, by the API path the database keeps; logged-in users only. */
import type { FastifyInstance } from "fastify";
import { readStoredFile } from "../domain/files/readStoredFile.ts";
import { STORED_FILE_ROUTE } from "../sessionCookie.ts";
import { sendFile } from "./fileReply.ts";

export async function uploadsRoutes(api: FastifyInstance): Promise<void> {
  api.get<{ Params: { kind: string; name: string } }>("/uploads/:kind/:name", STORED_FILE_ROUTE, async (request, reply) =>
    sendFile(reply, await readStoredFile(api.deps, request.actor, request.params), { disposition: "inline", caching: "immutable" }),
  );
}
