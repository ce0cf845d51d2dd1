/**
 * Password recovery (spec sections 2, 5 and 8): a new random password is e-mailed to the user.
 * It replaces the old one only after the SMTP server accepted the message, so a failed send
 * changes nothing.
 */
import type { Deps } from "../deps.ts";
import { AppError } from "../errors.ts";
import { changeWithActivity } from "../logs/changeWithActivity.ts";
import { recoverySchema } from "../rules/session.ts";
import { sendMail } from "../smtp/mailer.ts";
import { loadSmtpConnectionSettings, smtpNotConfigured } from "../smtp/smtpConfig.ts";
import { findUserIdByUsername } from "../users/findUserIdByUsername.ts";
import { parseInput } from "../validation.ts";
import { generatePassword } from "./generatePassword.ts";
import { hashPassword } from "./passwords.ts";
import { giveBackRecoveryTurn, takeRecoveryTurn } from "./recoveryThrottle.ts";

const RECOVERY_ACTION = "recuperar contraseña";

export const userNotFoundOrInactive = () => new AppError("NOT_FOUND", 404, "Usuario no encontrado o inactivo");
export const userWithoutEmail = () => new AppError("NO_EMAIL", 422, "El usuario no tiene un email configurado");

export function recoveryMail(username: string, password: string) {
  return {
    subject: "Refugio: su nueva contraseña",
    text: [
      `Hola, ${username}:`,
      "",
      "Se ha solicitado una nueva contraseña para su cuenta del Sistema de Gestión del Refugio de Animales.",
      "",
      `Su nueva contraseña es: ${password}`,
      "",
      "Su contraseña anterior ya no funciona. Inicie sesión con la nueva y cámbiela cuanto antes",
      "desde el botón «Cambiar contraseña» del menú lateral.",
      "",
      "Si usted no ha pedido este cambio, avise al administrador del refugio.",
    ].join("\n"),
  };
}

export async function recoverPassword(deps: Deps, input: unknown): Promise<void> {
  const { username } = parseInput(recoverySchema, input);
  const id = await findUserIdByUsername(deps, username);
  const user = id ? await deps.db.usuario.findUnique({ where: { id } }) : null;
  if (!user || !user.activo) throw userNotFoundOrInactive();
  if (!user.email) throw userWithoutEmail();
  const settings = await loadSmtpConnectionSettings(deps);
  if (!settings) throw smtpNotConfigured();
  await takeRecoveryTurn(deps.recoveryThrottle, user.id);
  try {
    const password = generatePassword();
    const passwordHash = await hashPassword(password);
    await sendMail(settings, { to: user.email, ...recoveryMail(user.username, password) });
    await changeWithActivity(
      deps,
      { id: user.id, username: user.username, rolId: user.rolId },
      // Whoever held a session with the old password loses it.
      (tx) => tx.usuario.update({ where: { id: user.id }, data: { password: passwordHash, sesionVersion: { increment: 1 } } }),
      () => ({ tabla: "usuarios", accion: RECOVERY_ACTION, descripcion: "Recuperación de contraseña: nueva contraseña enviada por correo", registroId: user.id }),
    );
  } catch (error) {
    await giveBackRecoveryTurn(deps.recoveryThrottle, user.id);
    throw error;
  }
}
