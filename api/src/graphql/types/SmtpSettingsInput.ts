import { builder } from "../builder.ts";

/** The SMTP form's fields, shared by saving and testing. */
export const SmtpSettingsInput = builder.inputType("SmtpSettingsInput", {
  fields: (t) => ({
    smtpHost: t.string({ required: true }),
    smtpPort: t.int({ required: true }),
    smtpUser: t.string({ required: true }),
    smtpPassword: t.string({ description: "Al guardar, vacía conserva la guardada; al probar, obligatoria" }),
    smtpSsl: t.boolean({ required: true }),
    remitenteEmail: t.string({ required: true }),
    remitenteNombre: t.string({ required: true }),
  }),
});
