/** API keys (domain/apiKeys): what the 'Claves de API' form and the server check alike. */
import { z } from "zod";
import { optionalDay } from "./dayField.ts";

/** lectura: queries only; escritura: queries and mutations; introspection: queries and the schema. */
export const API_KEY_SCOPES = ["lectura", "escritura", "introspection"] as const;
export type ApiKeyScope = (typeof API_KEY_SCOPES)[number];

export const API_KEY_SCOPE_LABELS: Record<ApiKeyScope, string> = {
  lectura: "Lectura (solo consultas)",
  escritura: "Escritura (consultas y cambios)",
  introspection: "Introspección (consultas y esquema)",
};

/** Every key starts so, which tells a key from a session token at a glance (and to the server). */
export const API_KEY_PREFIX = "rfg_";

/** The activity log's user column holds 25 characters: 'clave:' and the name. */
export const API_KEY_NAME_MAX = 19;

export const API_KEY_MESSAGES = {
  nameRequired: "El nombre de la clave es obligatorio",
  nameTooLong: `El nombre de la clave no puede superar ${API_KEY_NAME_MAX} caracteres`,
  scopeInvalid: "Elija un alcance: lectura, escritura o introspection",
  expiryPast: "La fecha de caducidad no puede ser anterior a hoy",
  nameTaken: "Ya existe una clave con ese nombre",
  invalidKey: "La clave de API no es válida, ha caducado o se ha revocado",
  readOnly: "Esta clave de API es de solo lectura",
  notForKeys: "Esta operación es solo para personas con sesión iniciada, no para claves de API",
} as const;

export const apiKeyInputSchema = z.object({
  nombre: z.string({ error: API_KEY_MESSAGES.nameRequired }).trim().min(1, API_KEY_MESSAGES.nameRequired).max(API_KEY_NAME_MAX, API_KEY_MESSAGES.nameTooLong),
  alcance: z.enum(API_KEY_SCOPES, { error: API_KEY_MESSAGES.scopeInvalid }),
  /** The last day the key works, on the shelter's clock; null: it does not expire. */
  caduca: optionalDay,
});

export type ApiKeyInput = z.infer<typeof apiKeyInputSchema>;

/** The name the activity log shows for a key's writes. */
export const apiKeyLogName = (nombre: string) => `clave:${nombre}`;
