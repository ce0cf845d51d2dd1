import { builder } from "../builder.ts";

/** The SMTP form's fields, shared by saving and testing. */
export const SmtpSettingsInput = builder.inputType("SmtpSettingsInput", {
  description: "Los campos del formulario de configuración SMTP.",
  fields: (t) => ({
    smtpHost: t.string({ required: true, description: "Servidor SMTP." }),
    smtpPort: t.int({ required: true, description: "Puerto." }),
    smtpUser: t.string({ required: true, description: "Usuario." }),
    smtpPassword: t.string({ description: "Al guardar, vacía conserva la guardada; al probar, obligatoria." }),
    smtpSsl: t.boolean({ required: true, description: "Usa SSL." }),
    remitenteEmail: t.string({ required: true, description: "Correo del remitente." }),
    remitenteNombre: t.string({ required: true, description: "Nombre del remitente." }),
  }),
});
