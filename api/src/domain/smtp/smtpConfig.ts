/** The single stored SMTP configuration: read, save, delete (administrators only). */
import type { Actor } from "../actor.ts";
import type { Deps } from "../deps.ts";
import { AppError, ValidationError } from "../errors.ts";
import { changeWithActivity } from "../logs/changeWithActivity.ts";
import { requireAdmin } from "../policies.ts";
import { SMTP_PASSWORD_REQUIRED, smtpSettingsSchema } from "../rules/smtp.ts";
import { parseInput } from "../validation.ts";
import { decryptSecret, encryptSecret, SecretUnreadableError } from "./secretBox.ts";
import { SMTP_PASSWORD_PURPOSE, type SmtpConfigView, smtpConfigViewSelect, type SmtpConnectionSettings } from "./smtpSettings.ts";

/** Two simultaneous first saves must not leave two rows. */
const SMTP_CONFIG_LOCK = 724_003;

/** `message`: the spec's words, unless the caller can say what to do instead (rules/firma.ts). */
export const smtpNotConfigured = (message = "El servidor de correo no está configurado") => new AppError("SMTP_NOT_CONFIGURED", 503, message);

const passwordRequired = () => new ValidationError([{ path: ["smtpPassword"], message: SMTP_PASSWORD_REQUIRED }]);

/** The stored configuration without its password, or null when there is none. */
export async function getSmtpConfig(deps: Deps, actor: Actor): Promise<SmtpConfigView | null> {
  requireAdmin(actor);
  return deps.db.smtpConfig.findFirst({ select: smtpConfigViewSelect, orderBy: { id: "asc" } });
}

/**
 * The stored password may only ever go to the server and account it was typed for: keeping it
 * while pointing the configuration at another host (or user) would send it there with the next
 * recovery mail.
 */
const passwordRequiredForNewServer = () =>
  new ValidationError([{ path: ["smtpPassword"], message: "Al cambiar el servidor o el usuario SMTP, escriba de nuevo la contraseña" }]);

/**
 * Creates or replaces the configuration. The password is required the first time and whenever
 * the host or the user changes; otherwise, left empty, the stored one is kept. It is stored
 * encrypted and never returned.
 */
export async function saveSmtpConfig(deps: Deps, actor: Actor, input: unknown): Promise<SmtpConfigView> {
  const admin = requireAdmin(actor);
  const { smtpPassword, ...fields } = parseInput(smtpSettingsSchema, input);
  const encrypted = smtpPassword ? encryptSecret(deps.encryptionKey, SMTP_PASSWORD_PURPOSE, smtpPassword) : null;
  const { saved } = await changeWithActivity(
    deps,
    admin,
    async (tx) => {
      await tx.$executeRaw`SELECT pg_advisory_xact_lock(${SMTP_CONFIG_LOCK})`;
      const current = await tx.smtpConfig.findFirst({ select: { id: true, smtpHost: true, smtpUser: true }, orderBy: { id: "asc" } });
      if (current) {
        const sameServer = current.smtpHost.toLowerCase() === fields.smtpHost.toLowerCase() && current.smtpUser === fields.smtpUser;
        if (!encrypted && !sameServer) throw passwordRequiredForNewServer();
        const data = encrypted ? { ...fields, smtpPassword: encrypted } : fields;
        return { saved: await tx.smtpConfig.update({ where: { id: current.id }, data, select: smtpConfigViewSelect }), replaced: true };
      }
      if (!encrypted) throw passwordRequired();
      return { saved: await tx.smtpConfig.create({ data: { ...fields, smtpPassword: encrypted }, select: smtpConfigViewSelect }), replaced: false };
    },
    ({ saved, replaced }) => ({
      tabla: "smtp_config",
      accion: replaced ? "modificar" : "crear",
      descripcion: `Configuración SMTP guardada (${saved.smtpHost}:${saved.smtpPort})`,
      registroId: saved.id,
    }),
  );
  return saved;
}

export async function deleteSmtpConfig(deps: Deps, actor: Actor): Promise<void> {
  const admin = requireAdmin(actor);
  await changeWithActivity(
    deps,
    admin,
    async (tx) => {
      const { count } = await tx.smtpConfig.deleteMany({});
      if (count === 0) throw new AppError("NOT_FOUND", 404, "No hay ninguna configuración SMTP guardada");
    },
    () => ({ tabla: "smtp_config", accion: "eliminar", descripcion: "Configuración SMTP eliminada" }),
  );
}

/** The stored configuration with its password decrypted, for sending mail; null when there is none. */
export async function loadSmtpConnectionSettings(deps: Deps): Promise<SmtpConnectionSettings | null> {
  const row = await deps.db.smtpConfig.findFirst({ orderBy: { id: "asc" } });
  if (!row) return null;
  const { id: _id, smtpPassword, ...settings } = row;
  try {
    return { ...settings, smtpPassword: decryptSecret(deps.encryptionKey, SMTP_PASSWORD_PURPOSE, smtpPassword) };
  } catch (error) {
    if (!(error instanceof SecretUnreadableError)) throw error;
    // The data folder's key changed (or ENCRYPTION_KEY did): the password must be entered again.
    throw new AppError(
      "SMTP_ERROR",
      503,
      "La contraseña SMTP guardada no se puede descifrar con la clave actual. Vuelva a introducirla en la configuración SMTP.",
    );
  }
}
