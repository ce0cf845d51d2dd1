import { builder } from "../builder.ts";
import { SMTP_SETTINGS } from "./SmtpConfig.ts";

/** The SMTP form's fields, shared by saving and testing. */
export const SmtpSettingsInput = builder.inputType("SmtpSettingsInput", {
  description: "Los campos del formulario de configuración SMTP.",
  fields: (t) => ({
    smtpHost: t.string({ description: SMTP_SETTINGS.smtpHost }),
    smtpPort: t.int({ description: SMTP_SETTINGS.smtpPort }),
    smtpUser: t.string({ description: SMTP_SETTINGS.smtpUser }),
    smtpPassword: t.string({ description: "Al guardar, vacía conserva la guardada; al probar, obligatoria." }),
    smtpSsl: t.boolean({ description: SMTP_SETTINGS.smtpSsl }),
    remitenteEmail: t.string({ description: SMTP_SETTINGS.remitenteEmail }),
    remitenteNombre: t.string({ description: SMTP_SETTINGS.remitenteNombre }),
  }),
});
