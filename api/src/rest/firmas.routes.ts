/**
 * Signing archived documents (docs/decisions.md "Signed documents"): at the shelter and by an
 * e-mailed link, and the public verification of a PDF by its SHA-256.
 */
import type { FastifyInstance, FastifyRequest } from "fastify";
import { linkOrigin } from "../publicOrigin.ts";
import { z } from "zod";
import { openSchema, openSigningLink, remoteSignSchema, revokeSigningLink, sendForSigning, signWithLink } from "../domain/firmas/remoteSigning.ts";
import { shelterSignerOf, signAtShelter, signerOf, type SigningClient } from "../domain/firmas/signAtShelter.ts";
import { type Verification, verifyDocument } from "../domain/firmas/verifyDocument.ts";
import { signAtShelterSchema } from "../domain/rules/firma.ts";
import { PEOPLE } from "../domain/policies.ts";
import { documented, jsonAnswer, NO_BODY, NO_CONTENT, restBody } from "./routeDoc.ts";
import { pdfUrlOf } from "../domain/informes/documentosGenerados.ts";
import { jsonObject } from "./jsonObject.ts";

/** The evidence the request itself gives: the client's address and its browser, bounded to the column. */
const clientOf = (request: FastifyRequest): SigningClient => ({
  ip: request.ip.slice(0, 64),
  userAgent: (request.headers["user-agent"] ?? "desconocido").slice(0, 500),
});

/** The public endpoints' own budgets per client address, counted in the database (db/counters.ts). */
const PUBLIC_LINK = { config: { rateLimit: { max: 20, timeWindow: "1 minute" }, anonymous: true } } as const;
const PUBLIC_VERIFY = { config: { rateLimit: { max: 30, timeWindow: "1 minute" }, anonymous: true } } as const;

const signerAnswer = z.object({
  persona: z.object({ nombre: z.string(), dni: z.string() }).nullable(),
  refugio: z.object({ nombre: z.string() }).nullable(),
});
const signedAnswer = z.object({ id: z.number(), filename: z.string(), sha256: z.string(), pdfUrl: z.string() });
const openedAnswer = z.object({
  documento: z.string(),
  nombreArchivo: z.string(),
  sha256: z.string(),
  nombre: z.string(),
  pdf: z.string().describe("El PDF en base64."),
});
const verificationAnswer = z.union([
  z.object({ encontrado: z.literal(false) }),
  z.object({
    encontrado: z.literal(true),
    documento: z.string(),
    generadoEn: z.string(),
    firmado: z.boolean(),
    firmas: z.array(z.object({ rol: z.string(), nombre: z.string(), firmadoEn: z.string() })),
  }),
]) satisfies z.ZodType<Verification>;

export async function firmasRoutes(api: FastifyInstance): Promise<void> {
  api.get<{ Params: { id: string } }>(
    "/reports/documentos/:id/firmante",
    documented({
      summary: "Quién firma el documento: el nombre y el DNI de su persona, y el nombre de quien firma por el refugio, para rellenar la firma en el refugio.",
      answer: jsonAnswer(signerAnswer),
    }),
    async (request) => ({
      persona: await signerOf(api.deps, request.actor, request.params),
      refugio: await shelterSignerOf(api.deps, request.actor),
    }),
  );

  const signDoc = {
    summary: "Firma en el refugio: archiva la versión firmada.",
    callers: PEOPLE,
    body: restBody(signAtShelterSchema),
    answer: jsonAnswer(signedAnswer),
  };
  api.post<{ Params: { id: string } }>("/reports/documentos/:id/firmar", documented(signDoc), async (request) => {
    const signed = await signAtShelter(api.deps, request.actor, { ...jsonObject(request.body), id: request.params.id }, clientOf(request));
    return { id: signed.id, filename: signed.nombreArchivo, sha256: signed.sha256, pdfUrl: pdfUrlOf(signed.id) };
  });

  const sendAnswer = z.object({ enlaceId: z.number(), email: z.string() });
  const sendDoc = { summary: "Envía por correo un enlace para firmar a distancia.", callers: PEOPLE, body: NO_BODY, answer: jsonAnswer(sendAnswer) };
  api.post<{ Params: { id: string } }>("/reports/documentos/:id/enviar-firma", documented(sendDoc), async (request) => {
    return sendForSigning(api.deps, request.actor, request.params, linkOrigin(request));
  });

  api.delete<{ Params: { id: string } }>(
    "/reports/enlaces-firma/:id",
    documented({ summary: "Anula un enlace de firma.", callers: PEOPLE, answer: NO_CONTENT }),
    async (request, reply) => {
      await revokeSigningLink(api.deps, request.actor, request.params);
      return reply.code(204).send();
    },
  );

  const openDoc = { summary: "Abre un enlace de firma (sin sesión): el documento.", body: restBody(openSchema), answer: jsonAnswer(openedAnswer) };
  api.post("/firma-remota/abrir", documented(openDoc, PUBLIC_LINK), async (request) => openSigningLink(api.deps, request.body));

  const remoteDoc = {
    summary: "Firma con un enlace (sin sesión).",
    body: restBody([openSchema, remoteSignSchema]),
    answer: jsonAnswer(z.object({ nombreArchivo: z.string(), sha256: z.string() })),
  };
  api.post("/firma-remota/firmar", documented(remoteDoc, PUBLIC_LINK), async (request) => signWithLink(api.deps, jsonObject(request.body), clientOf(request)));

  const verifyDoc = { summary: "Verifica un PDF por su SHA-256 (sin sesión).", answer: jsonAnswer(verificationAnswer) };
  api.get<{ Params: { sha256: string } }>("/verificar/:sha256", documented(verifyDoc, PUBLIC_VERIFY), async (request) =>
    verifyDocument(api.deps, request.params),
  );
}
