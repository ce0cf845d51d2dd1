/**
 * 'Datos del refugio' (beyond the spec) in the spec's REST style: snake_case fields, the logo as a
 * multipart upload (field `logo`) and served to logged-in users.
 */
import { ADMINISTRATORS } from "../domain/policies.ts";
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { documented, fileAnswer, jsonAnswer, multipartBody, restBody } from "./routeDoc.ts";
import { getAdoptionChecks, saveAdoptionChecks } from "../domain/refugio/adoptionChecks.ts";
import { getRefugio, pendingFieldLabels, saveRefugio } from "../domain/refugio/refugio.ts";
import { ADOPTION_CHECK_LABELS, type AdoptionChecks, adoptionChecksSchema } from "../domain/rules/adopcion.ts";
import { deleteRefugioLogo, refugioLogoFile, uploadRefugioLogo } from "../domain/refugio/refugioLogo.ts";
import type { ShelterIdentity } from "../domain/refugio/shelterIdentity.ts";
import { LOGO_UPLOAD, REFUGIO_FIELDS, refugioInputSchema } from "../domain/rules/refugio.ts";
import { fromRestJson, restFieldName, toRestJson } from "./fieldNames.ts";
import { isJsonObject } from "./jsonObject.ts";
import { STORED_FILE_ROUTE } from "../sessionCookie.ts";
import { sendFile } from "./fileReply.ts";
import { multipartFile, refuseBodiesOver } from "./multipart.ts";

const refugioJson = z.object({
  ...Object.fromEntries(REFUGIO_FIELDS.map((field) => [restFieldName(field), z.string().nullable()])),
  logo_url: z.string().nullable(),
  completo: z.boolean(),
  campos_pendientes: z.array(z.string()),
});
const refugioAnswer = jsonAnswer(refugioJson);
const checksAnswer = jsonAnswer(z.object(Object.fromEntries(Object.keys(ADOPTION_CHECK_LABELS).map((field) => [restFieldName(field), z.boolean()]))));

/** The fields under their REST names, the logo's path, and what a legal document still lacks (labels). */
function toRefugioJson(identity: ShelterIdentity) {
  const pending = pendingFieldLabels(identity);
  return {
    ...toRestJson(identity, REFUGIO_FIELDS),
    logo_url: identity.logo,
    completo: pending.length === 0,
    campos_pendientes: pending,
  };
}

const toAdoptionChecksJson = (checks: AdoptionChecks) => toRestJson(checks, Object.keys(ADOPTION_CHECK_LABELS) as (keyof AdoptionChecks)[]);

/** The fields under their domain names; anything but a JSON object goes on as it is, for the domain to refuse. */
function fromRefugioJson(body: unknown): unknown {
  if (!isJsonObject(body)) return body;
  return fromRestJson(body, REFUGIO_FIELDS);
}

export async function refugioRoutes(api: FastifyInstance): Promise<void> {
  api.get("/refugio", documented({ summary: "Los datos del refugio.", answer: refugioAnswer }), async (request) =>
    toRefugioJson(await getRefugio(api.deps, request.actor)),
  );

  const saveDoc = {
    summary: "Guarda los datos del refugio.",
    callers: ADMINISTRATORS,
    body: restBody(refugioInputSchema, { fields: REFUGIO_FIELDS }),
    answer: refugioAnswer,
  };
  api.put("/refugio", documented(saveDoc), async (request) => toRefugioJson(await saveRefugio(api.deps, request.actor, fromRefugioJson(request.body))));

  /** Beyond the spec (issue 26): the adoption preconditions' switches, `{identificacion, edad_minima, esterilizacion}`. */
  api.get("/refugio/condiciones-adopcion", documented({ summary: "Las condiciones de adopción que se comprueban.", answer: checksAnswer }), async (request) =>
    toAdoptionChecksJson(await getAdoptionChecks(api.deps, request.actor)),
  );
  const checksDoc = { summary: "Guarda las condiciones de adopción.", callers: ADMINISTRATORS, body: restBody(adoptionChecksSchema), answer: checksAnswer };
  api.put("/refugio/condiciones-adopcion", documented(checksDoc), async (request) =>
    toAdoptionChecksJson(await saveAdoptionChecks(api.deps, request.actor, fromRestJson(request.body, Object.keys(ADOPTION_CHECK_LABELS)))),
  );

  const logoDoc = { summary: "Sube el logotipo.", callers: ADMINISTRATORS, body: multipartBody(LOGO_UPLOAD), answer: refugioAnswer };
  api.post("/refugio/logo", documented(logoDoc, { onRequest: refuseBodiesOver(LOGO_UPLOAD) }), async (request) =>
    toRefugioJson(await uploadRefugioLogo(api.deps, request.actor, { logo: multipartFile(request, "logo") })),
  );

  api.delete("/refugio/logo", documented({ summary: "Quita el logotipo.", callers: ADMINISTRATORS, answer: refugioAnswer }), async (request) =>
    toRefugioJson(await deleteRefugioLogo(api.deps, request.actor)),
  );

  // The current logo changes under the same path: the browser must ask again each time.
  api.get(
    "/refugio/logo",
    documented({ summary: "El logotipo.", answer: fileAnswer(...Object.keys(LOGO_UPLOAD.types)) }, STORED_FILE_ROUTE),
    async (request, reply) => sendFile(reply, await refugioLogoFile(api.deps, request.actor), { disposition: "inline", caching: "fresh" }),
  );
}
