/** The download of a backup archive ('Copias de seguridad', administrators); the list and 'Hacer copia ahora' are GraphQL. */
import { ADMINISTRATORS } from "../domain/policies.ts";
import type { FastifyInstance } from "fastify";
import { documented, fileAnswer } from "./routeDoc.ts";
import { openBackup } from "../domain/backups/backups.ts";
import { STORED_FILE_ROUTE } from "../sessionCookie.ts";
import { sendFile } from "./fileReply.ts";

export async function backupsRoutes(api: FastifyInstance): Promise<void> {
  // A link the screen shows: the session cookie authenticates it, as for stored files.
  api.get<{ Params: { id: string } }>(
    "/backups/:id/download",
    documented({ summary: "Descarga una copia de seguridad.", callers: ADMINISTRATORS, answer: fileAnswer("application/gzip") }, STORED_FILE_ROUTE),
    async (request, reply) => {
      const file = await openBackup(api.deps, request.actor, request.params);
      return sendFile(reply, file, { disposition: "attachment", filename: file.filename, caching: "none" });
    },
  );
}
