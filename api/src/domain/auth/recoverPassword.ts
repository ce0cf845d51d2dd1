/**
 * Password recovery (spec sections 2, 5 and 8): a new random password is e-mailed to the user. It
 * is stored as the user's *pending* password (auth/pendingPassword.ts) only after the SMTP server
 * accepted the message, and the current password and sessions keep working until it is used to
 * log in: an anonymous request can send a mail, never lock anyone out.
 */
import type { Deps } from "../deps.ts";
import { AppError } from "../errors.ts";
import { changeWithActivity } from "../logs/changeWithActivity.ts";
import { recoverySchema } from "../rules/session.ts";
import { sendMail } from "../smtp/mailer.ts";
import { loadSmtpConnectionSettings, smtpNotConfigured } from "../smtp/smtpConfig.ts";
import { findUserIdByUsername } from "../users/findUserIdByUsername.ts";
import { parseLookupInput } from "../validation.ts";
import { generatePassword } from "./generatePassword.ts";
import { hashPassword } from "./passwords.ts";
import { PENDING_PASSWORD_HOURS, RECOVERY_ACTION } from "./pendingPassword.ts";
import { giveBackRecoveryTurn, takeRecoveryTurn } from "./recoveryThrottle.ts";

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
      "Su contraseña actual sigue funcionando hasta que inicie sesión con la nueva. En ese momento la",
      "anterior deja de funcionar y se cierran sus sesiones abiertas en otros dispositivos.",
      `La nueva contraseña caduca ${PENDING_PASSWORD_HOURS} horas después de este mensaje. Cuando entre con ella,`,
      "cámbiela cuanto antes desde el botón «Cambiar contraseña» del menú lateral.",
      "",
      "Si usted no ha pedido este cambio, no tiene que hacer nada: siga entrando con su contraseña de",
      "siempre y avise al administrador del refugio.",
    ].join("\n"),
  };
}

export async function recoverPassword(deps: Deps, input: unknown): Promise<void> {
  const { username } = parseLookupInput(recoverySchema, input, userNotFoundOrInactive);
  const id = await findUserIdByUsername(deps, username);
  const user = id ? await deps.db.usuario.findUnique({ where: { id } }) : null;
  if (!user?.activo) throw userNotFoundOrInactive();
  if (!user.email) throw userWithoutEmail();
  const settings = await loadSmtpConnectionSettings(deps);
  if (!settings) throw smtpNotConfigured();
  const turn = await takeRecoveryTurn(deps.db, user.id);
  try {
    const password = generatePassword();
    const pendingHash = await hashPassword(password);
    await sendMail(settings, { to: user.email, ...recoveryMail(user.username, password) });
    await changeWithActivity(
      deps,
      { id: user.id, username: user.username, rolId: user.rolId },
      // Replaces any earlier pending password; the current one and the sessions stay as they are.
      (tx) => tx.usuario.update({ where: { id: user.id }, data: { recuperacionPassword: pendingHash } }),
      () => ({
        tabla: "usuarios",
        accion: RECOVERY_ACTION,
        descripcion: "Recuperación de contraseña: nueva contraseña enviada por correo; la actual sigue valiendo hasta que se use la nueva",
        registroId: user.id,
      }),
    );
  } catch (error) {
    await giveBackRecoveryTurn(deps.db, turn);
    throw error;
  }
}
