/** Spec section 7 "Reports": POST /api/reports/generate, and the archived PDFs it points at. */
import type { FastifyInstance } from "fastify";
import { AppError } from "../domain/errors.ts";
import { readDocumentoGenerado } from "../domain/informes/documentosGenerados.ts";
import { generateInforme } from "../domain/informes/generateInforme.ts";
import { STORED_FILE_ROUTE } from "../sessionCookie.ts";
import { errorBody } from "./errors.ts";
import { sendFile } from "./fileReply.ts";
import { jsonObject } from "./jsonObject.ts";

/** This body names its fields in camelCase (spec section 7), and the type `type`: errors name them so too. */
const REPORT_FIELD_NAMES: Record<string, string> = { tipo: "type", animalId: "animalId", entradaSalidaId: "entradaSalidaId" };

export async function reportsRoutes(api: FastifyInstance): Promise<void> {
  api.post("/reports/generate", async (request, reply) => {
    const { type, ...body } = jsonObject(request.body);
    try {
      const { filename, pdfUrl } = await generateInforme(api.deps, request.actor, { ...body, tipo: type });
      return { filename, pdfUrl };
    } catch (error) {
      if (!(error instanceof AppError) || !error.field || !(error.field in REPORT_FIELD_NAMES)) throw error;
      return reply.code(error.httpStatus).send({ ...errorBody(error), field: REPORT_FIELD_NAMES[error.field] });
    }
  });

  // An archived document never changes, but it names people: only the user's own browser keeps it.
  api.get<{ Params: { id: string } }>("/reports/documentos/:id", STORED_FILE_ROUTE, async (request, reply) => {
    const file = await readDocumentoGenerado(api.deps, request.actor, request.params);
    return sendFile(reply, file, { disposition: "inline", filename: file.filename, caching: "immutable" });
  });
}
