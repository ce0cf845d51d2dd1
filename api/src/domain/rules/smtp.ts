/** The SMTP form (spec sections 2, 3, 5 and 9): fields, limits and Spanish messages. */
import { z } from "zod";

export const DEFAULT_SMTP_PORT = 587;
export const SMTP_PASSWORD_REQUIRED = "La contraseña SMTP es obligatoria";
export const SMTP_PORT_RANGE = "El puerto SMTP debe ser un número entre 1 y 65535";
export const SMTP_PASSWORD_REQUIRED_TO_TEST = "La contraseña SMTP es obligatoria para probar la conexión";

const required = (max: number, label: string) =>
  z.string(`${label} es obligatorio`).trim().min(1, `${label} es obligatorio`).max(max, `${label} no puede superar ${max} caracteres`);

const password = z.string().max(200, "La contraseña SMTP no puede superar 200 caracteres");

/**
 * What saving needs. The password may be empty: it keeps the stored one, and only the first save
 * (no configuration yet) requires it, with SMTP_PASSWORD_REQUIRED.
 */
export const smtpSettingsSchema = z.object({
  smtpHost: required(100, "El servidor SMTP"),
  smtpPort: z.coerce.number(SMTP_PORT_RANGE).int(SMTP_PORT_RANGE).min(1, SMTP_PORT_RANGE).max(65535, SMTP_PORT_RANGE).default(DEFAULT_SMTP_PORT),
  smtpUser: required(100, "El usuario SMTP"),
  smtpPassword: password.nullish().transform((v) => v ?? ""),
  smtpSsl: z.boolean("Indique si se usa SSL/TLS").default(true),
  remitenteEmail: required(100, "El correo remitente").pipe(z.email("El correo remitente no es válido")),
  remitenteNombre: required(100, "El nombre remitente"),
});

/** 'Probar Conexión' logs in with the password typed in the form, so it is required. */
export const smtpTestSchema = smtpSettingsSchema.extend({
  smtpPassword: z.string(SMTP_PASSWORD_REQUIRED_TO_TEST).pipe(password).pipe(z.string().min(1, SMTP_PASSWORD_REQUIRED_TO_TEST)),
});
