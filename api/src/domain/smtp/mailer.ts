/** Outbound mail through the shelter's SMTP server, with failures explained in Spanish. */
import nodemailer from "nodemailer";
import { AppError } from "../errors.ts";
import type { SmtpConnectionSettings } from "./smtpSettings.ts";

/** A dead or silent server must not hold a request for minutes. */
const TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000 };

export function createTransport(settings: SmtpConnectionSettings) {
  return nodemailer.createTransport({
    host: settings.smtpHost,
    port: settings.smtpPort,
    // SSL/TLS from the first byte (port 465); otherwise STARTTLS whenever the server offers it.
    secure: settings.smtpSsl,
    auth: { user: settings.smtpUser, pass: settings.smtpPassword },
    ...TIMEOUTS,
  });
}

const smtpError = (message: string) => new AppError("SMTP_ERROR", 502, message);

type MailError = Error & { code?: string; syscall?: string; reason?: string; responseCode?: number };

/**
 * Turns a nodemailer failure into the messages the spec's client recognises (section 8):
 * 'Error de autenticación SMTP', 'No se pudo conectar al servidor SMTP', 'Error de conexión SMTP'.
 */
export function smtpFailure(error: unknown, settings: Pick<SmtpConnectionSettings, "smtpHost" | "smtpPort">): AppError {
  const e = error as MailError;
  const where = `${settings.smtpHost}:${settings.smtpPort}`;
  if (e.code === "EAUTH") {
    return smtpError("Error de autenticación SMTP: el usuario o la contraseña del servidor de correo no son correctos");
  }
  if (e.code === "EDNS" || (e.code === "ESOCKET" && e.syscall === "connect")) {
    return smtpError(`No se pudo conectar al servidor SMTP ${where}: compruebe el nombre del servidor y el puerto`);
  }
  if (e.code === "EENVELOPE") {
    return smtpError(`El servidor de correo rechazó el destinatario: ${e.message}`);
  }
  if (e.code === "ETIMEDOUT" || e.code === "ETLS" || e.code === "ESOCKET" || e.code === "ECONNECTION") {
    return smtpError(`Error de conexión SMTP con ${where}: compruebe el puerto y la opción SSL/TLS`);
  }
  return smtpError(`Error de conexión SMTP con ${where}: ${e.message ?? "error desconocido"}`);
}

export type OutgoingMail = { to: string; subject: string; text: string; attachments?: { filename: string; content: Buffer; contentType: string }[] };

/** Resolves once the SMTP server has accepted the message. */
export async function sendMail(settings: SmtpConnectionSettings, mail: OutgoingMail): Promise<void> {
  const transport = createTransport(settings);
  try {
    await transport.sendMail({ from: { name: settings.remitenteNombre, address: settings.remitenteEmail }, ...mail });
  } catch (error) {
    throw smtpFailure(error, settings);
  } finally {
    transport.close();
  }
}

/** Connects, negotiates TLS and logs in, without sending anything. */
export async function verifyConnection(settings: SmtpConnectionSettings): Promise<void> {
  const transport = createTransport(settings);
  try {
    await transport.verify();
  } catch (error) {
    throw smtpFailure(error, settings);
  } finally {
    transport.close();
  }
}
