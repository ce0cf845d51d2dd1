/** Stored photos, documents and logos, by the API path the database keeps; logged-in users only. */
import type { FastifyInstance } from "fastify";
import { FILE_EXTENSIONS } from "../domain/rules/upload.ts";
import { documented, fileAnswer } from "./routeDoc.ts";
import { readStoredFile } from "../domain/files/readStoredFile.ts";
import { STORED_FILE_ROUTE } from "../sessionCookie.ts";
import { sendFile } from "./fileReply.ts";

export async function uploadsRoutes(api: FastifyInstance): Promise<void> {
  const storedDoc = { summary: "Una foto, documento o logotipo guardado.", answer: fileAnswer(...Object.keys(FILE_EXTENSIONS)) };
  api.get<{ Params: { kind: string; name: string } }>("/uploads/:kind/:name", documented(storedDoc, STORED_FILE_ROUTE), async (request, reply) =>
    sendFile(reply, await readStoredFile(api.deps, request.actor, request.params), { disposition: "inline", caching: "immutable" }),
  );
}
