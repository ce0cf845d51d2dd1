/** Spec section 7 "Stats and configuration": About and the SMTP configuration share /configuration. */
import { ADMINISTRATORS } from "../domain/policies.ts";
import { fromRestJson } from "./fieldNames.ts";
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { smtpSettingsSchema, smtpTestSchema } from "../domain/rules/smtp.ts";
import { documented, jsonAnswer, messageAnswer, restBody } from "./routeDoc.ts";
import { readConfiguration } from "../domain/config/readConfiguration.ts";
import { dayOf } from "../domain/rules/shelterClock.ts";
import { deleteSmtpConfig, saveSmtpConfig } from "../domain/smtp/smtpConfig.ts";
import type { SmtpConfigView } from "../domain/smtp/smtpSettings.ts";
import { testSmtpConnection } from "../domain/smtp/testConnection.ts";
import { SUCCESS_MESSAGES } from "../domain/rules/successMessages.ts";

const smtpJson = z.object({
  id: z.number(),
  smtp_host: z.string(),
  smtp_port: z.number(),
  smtp_user: z.string(),
  smtp_ssl: z.boolean(),
  remitente_email: z.string(),
  remitente_nombre: z.string(),
});

const SMTP_FIELDS = ["smtpHost", "smtpPort", "smtpUser", "smtpPassword", "smtpSsl", "remitenteEmail", "remitenteNombre"];

const toSmtpJson = (c: SmtpConfigView): z.infer<typeof smtpJson> => ({
  id: c.id,
  smtp_host: c.smtpHost,
  smtp_port: c.smtpPort,
  smtp_user: c.smtpUser,
  smtp_ssl: c.smtpSsl,
  remitente_email: c.remitenteEmail,
  remitente_nombre: c.remitenteNombre,
});

function fromSmtpJson(body: unknown): Record<string, unknown> {
  return fromRestJson(body, SMTP_FIELDS);
}

export async function configurationRoutes(api: FastifyInstance): Promise<void> {
  /** Everyone: app_version, app_version_fecha. Administrators: plus the SMTP fields when configured. */
  const aboutAnswer = smtpJson.partial().extend({ app_version: z.string(), app_version_fecha: z.string() });
  const readDoc = { summary: "La versión; a un administrador, también el correo configurado.", answer: jsonAnswer(aboutAnswer) };
  api.get("/configuration", documented(readDoc), async (request) => {
    const { about, smtp } = await readConfiguration(api.deps, request.actor);
    return {
      app_version: about.appVersion,
      app_version_fecha: dayOf(about.appVersionFecha),
      ...(smtp ? toSmtpJson(smtp) : {}),
    };
  });

  const saveDoc = {
    summary: "Guarda la configuración del correo.",
    callers: ADMINISTRATORS,
    body: restBody(smtpSettingsSchema, { fields: SMTP_FIELDS }),
    answer: jsonAnswer(smtpJson),
  };
  api.put("/configuration", documented(saveDoc), async (request) => toSmtpJson(await saveSmtpConfig(api.deps, request.actor, fromSmtpJson(request.body))));

  const testAnswer = messageAnswer.extend({ success: z.literal(true) });
  const testDoc = {
    summary: "Prueba la conexión con el servidor de correo.",
    callers: ADMINISTRATORS,
    body: restBody(smtpTestSchema, { fields: SMTP_FIELDS }),
    answer: jsonAnswer(testAnswer),
  };
  api.post("/configuration/test", documented(testDoc), async (request) => {
    await testSmtpConnection(request.actor, fromSmtpJson(request.body));
    return { success: true, message: SUCCESS_MESSAGES.smtpTested };
  });

  api.delete(
    "/configuration",
    documented({ summary: "Borra la configuración del correo.", callers: ADMINISTRATORS, answer: jsonAnswer(messageAnswer) }),
    async (request) => {
      await deleteSmtpConfig(api.deps, request.actor);
      return { message: SUCCESS_MESSAGES.smtpDeleted };
    },
  );
}
