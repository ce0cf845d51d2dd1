/**
 * Signing archived documents (docs/decisions.md "Signed documents"): at the shelter and by an
 * e-mailed link, and the public verification of a PDF by its SHA-256.
 */
import type { FastifyInstance, FastifyRequest } from "fastify";
import { openSigningLink, revokeSigningLink, sendForSigning, signWithLink } from "../domain/firmas/remoteSigning.ts";
import { signAtShelter, signerOf, type SigningClient } from "../domain/firmas/signAtShelter.ts";
import { verifyDocument } from "../domain/firmas/verifyDocument.ts";
import { pdfUrlOf } from "../domain/informes/documentosGenerados.ts";
import { jsonObject } from "./jsonObject.ts";

/** The evidence the request itself gives: the client's address and its browser, bounded to the column. */
const clientOf = (request: FastifyRequest): SigningClient => ({
  ip: request.ip.slice(0, 64),
  userAgent: (request.headers["user-agent"] ?? "desconocido").slice(0, 500),
});

/** The public endpoints' own budgets per client address, counted in the database (db/counters.ts). */
const PUBLIC_LINK = { config: { rateLimit: { max: 20, timeWindow: "1 minute" } } };
const PUBLIC_VERIFY = { config: { rateLimit: { max: 30, timeWindow: "1 minute" } } };

export async function firmasRoutes(api: FastifyInstance): Promise<void> {
  api.get<{ Params: { id: string } }>("/reports/documentos/:id/firmante", async (request) => ({
    persona: await signerOf(api.deps, request.actor, request.params),
  }));

  api.post<{ Params: { id: string } }>("/reports/documentos/:id/firmar", async (request) => {
    const signed = await signAtShelter(api.deps, request.actor, { ...jsonObject(request.body), id: request.params.id }, clientOf(request));
    return { id: signed.id, filename: signed.nombreArchivo, sha256: signed.sha256, pdfUrl: pdfUrlOf(signed.id) };
  });

  api.post<{ Params: { id: string } }>("/reports/documentos/:id/enviar-firma", async (request) => {
    // The link opens the app at the address the staff member is using (the origin checks vouch for it).
    const origin = request.headers.origin ?? `${request.protocol}://${request.host}`;
    return sendForSigning(api.deps, request.actor, request.params, origin);
  });

  api.delete<{ Params: { id: string } }>("/reports/enlaces-firma/:id", async (request, reply) => {
    await revokeSigningLink(api.deps, request.actor, request.params);
    return reply.code(204).send();
  });

  api.post("/firma-remota/abrir", PUBLIC_LINK, async (request) => openSigningLink(api.deps, request.body));

  api.post("/firma-remota/firmar", PUBLIC_LINK, async (request) => signWithLink(api.deps, jsonObject(request.body), clientOf(request)));

  api.get<{ Params: { sha256: string } }>("/verificar/:sha256", PUBLIC_VERIFY, async (request) => verifyDocument(api.deps, request.params));
}
