/** Spec section 7 "Stats and configuration": About and the SMTP configuration share /configuration. */
import { fromRestJson } from "./fieldNames.ts";
import type { FastifyInstance } from "fastify";
import { readConfiguration } from "../domain/config/readConfiguration.ts";
import { dayOf } from "../domain/rules/shelterClock.ts";
import { deleteSmtpConfig, saveSmtpConfig } from "../domain/smtp/smtpConfig.ts";
import type { SmtpConfigView } from "../domain/smtp/smtpSettings.ts";
import { testSmtpConnection } from "../domain/smtp/testConnection.ts";
import { SUCCESS_MESSAGES } from "../domain/rules/successMessages.ts";

const toSmtpJson = (c: SmtpConfigView) => ({
  id: c.id,
  smtp_host: c.smtpHost,
  smtp_port: c.smtpPort,
  smtp_user: c.smtpUser,
  smtp_ssl: c.smtpSsl,
  remitente_email: c.remitenteEmail,
  remitente_nombre: c.remitenteNombre,
});

function fromSmtpJson(body: unknown): Record<string, unknown> {
  return fromRestJson(body, ["smtpHost", "smtpPort", "smtpUser", "smtpPassword", "smtpSsl", "remitenteEmail", "remitenteNombre"]);
}

export async function configurationRoutes(api: FastifyInstance): Promise<void> {
  /** Everyone: app_version, app_version_fecha. Administrators: plus the SMTP fields when configured. */
  api.get("/configuration", async (request) => {
    const { about, smtp } = await readConfiguration(api.deps, request.actor);
    return {
      app_version: about.appVersion,
      app_version_fecha: dayOf(about.appVersionFecha),
      ...(smtp ? toSmtpJson(smtp) : {}),
    };
  });

  api.put("/configuration", async (request) => toSmtpJson(await saveSmtpConfig(api.deps, request.actor, fromSmtpJson(request.body))));

  api.post("/configuration/test", async (request) => {
    await testSmtpConnection(request.actor, fromSmtpJson(request.body));
    return { success: true, message: SUCCESS_MESSAGES.smtpTested };
  });

  api.delete("/configuration", async (request) => {
    await deleteSmtpConfig(api.deps, request.actor);
    return { message: SUCCESS_MESSAGES.smtpDeleted };
  });
}
