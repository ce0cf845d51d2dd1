/** The SMTP form (spec sections 2, 3 and 5): fields, limits and Spanish messages. */
import { z } from "zod";

const required = (max: number, label: string) =>
  z.string(`${label} es obligatorio`).trim().min(1, `${label} es obligatorio`).max(max, `${label} no puede superar ${max} caracteres`);

const PORT = "El puerto SMTP debe ser un número entre 1 y 65535";

export const smtpSettingsSchema = z.object({
  smtpHost: required(100, "El servidor SMTP"),
  smtpPort: z.coerce.number(PORT).int(PORT).min(1, PORT).max(65535, PORT).default(587),
  smtpUser: required(100, "El usuario SMTP"),
  /** Empty means "keep the stored one" when saving. */
  smtpPassword: z.string().max(200, "La contraseña SMTP no puede superar 200 caracteres").nullish().transform((v) => v ?? ""),
  smtpSsl: z.boolean("Indique si se usa SSL/TLS").default(true),
  remitenteEmail: required(100, "El correo remitente").pipe(z.email("El correo remitente no es válido")),
  remitenteNombre: required(100, "El nombre remitente"),
});

export type SmtpSettingsInput = z.output<typeof smtpSettingsSchema>;

/** What is stored and shown: everything but the password. */
export type SmtpConfigView = {
  id: number;
  smtpHost: string;
  smtpPort: number;
  smtpUser: string;
  smtpSsl: boolean;
  remitenteEmail: string;
  remitenteNombre: string;
};

/** Settings ready to connect with: the password in clear, only in memory. */
export type SmtpConnectionSettings = Omit<SmtpConfigView, "id"> & { smtpPassword: string };

export const smtpConfigViewSelect = {
  id: true,
  smtpHost: true,
  smtpPort: true,
  smtpUser: true,
  smtpSsl: true,
  remitenteEmail: true,
  remitenteNombre: true,
} as const;

export const SMTP_PASSWORD_PURPOSE = "smtp_config.smtp_password";
