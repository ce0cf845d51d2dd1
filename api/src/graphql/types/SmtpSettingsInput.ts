import { builder } from "../builder.ts";

/** The SMTP form's fields, shared by saving and testing. */
export const SmtpSettingsInput = builder.inputType("SmtpSettingsInput", {
  description: "Los campos del formulario de configuración SMTP.",
  fields: (t) => ({
    smtpHost: t.string({ description: "Servidor SMTP." }),
    smtpPort: t.int({ description: "Puerto." }),
    smtpUser: t.string({ description: "Usuario." }),
    smtpPassword: t.string({ description: "Al guardar, vacía conserva la guardada; al probar, obligatoria." }),
    smtpSsl: t.boolean({ description: "Usa SSL." }),
    remitenteEmail: t.string({ description: "Correo del remitente." }),
    remitenteNombre: t.string({ description: "Nombre del remitente." }),
  }),
});
