/** The stored SMTP configuration as the server reads and shows it; the form's rules are in domain/rules/smtp.ts. */

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
