/**
 * 'Claves de API' (administrators): credentials for other systems (a web page, a vet clinic's
 * software). A key is `rfg_` and 256 random bits, shown once; only its SHA-256 is kept, so a copy
 * of the database holds no usable key. A key is an actor of its own (actor.ts ApiKeyActor): no
 * person and no role, its writes logged as 'clave:<nombre>', its scope checked by policies.ts.
 */
import { createHash, randomBytes } from "node:crypto";
import { RateLimiterRes } from "rate-limiter-flexible";
import type { ApiKeyActor, Actor } from "../actor.ts";
import { isUniqueViolation } from "../dbErrors.ts";
import type { Deps } from "../deps.ts";
import { AppError, notFound, RateLimitedError, ValidationError } from "../errors.ts";
import { parseRecordId } from "../ids.ts";
import { changeWithActivity, type Tx } from "../logs/changeWithActivity.ts";
import { requireAdmin } from "../policies.ts";
import { API_KEY_MESSAGES, API_KEY_PREFIX, type ApiKeyScope, apiKeyInputSchema, apiKeyLogName } from "../rules/apiKey.ts";
import { endOfDayInstant, parseDay, todayIn } from "../rules/shelterClock.ts";
import { parseInput } from "../validation.ts";

/** Each key's budget, across every instance on one database (db/counters.ts). */
export const API_KEY_REQUESTS_PER_MINUTE = 600;
/** Longer than any key we make: a longer bearer is refused before it is hashed. */
const MAX_KEY_LENGTH = 100;
/** 'Última utilización' is written at most once a minute per key, not on every request. */
const LAST_USE_STEP_MS = 60_000;
/** The list is short by nature; the bound keeps the answer bounded all the same. */
const LISTED = 500;

export type ApiKeyRow = {
  id: number;
  nombre: string;
  alcance: string;
  prefijo: string;
  creadaPor: string;
  creadaEn: Date;
  caduca: Date | null;
  ultimoUso: Date | null;
  revocada: Date | null;
};

const LISTED_FIELDS = { id: true, nombre: true, alcance: true, prefijo: true, creadaPor: true, creadaEn: true, caduca: true, ultimoUso: true, revocada: true };

export const invalidApiKey = () => new AppError("UNAUTHENTICATED", 401, API_KEY_MESSAGES.invalidKey);
const apiKeyNotFound = () => notFound("Clave de API");

const hashOf = (key: string) => createHash("sha256").update(key).digest("hex");

export const isApiKeyToken = (token: string) => token.startsWith(API_KEY_PREFIX);

/** A new key: the row, and the key itself, which is never shown again. */
export async function createApiKey(deps: Deps, actor: Actor, input: unknown): Promise<{ clave: ApiKeyRow; key: string }> {
  const admin = requireAdmin(actor);
  const { nombre, alcance, caduca } = parseInput(apiKeyInputSchema, input);
  const lastDay = caduca === null ? null : parseDay(caduca);
  if (lastDay && lastDay.compare(todayIn(deps.timeZone)) < 0) throw new ValidationError([{ path: ["caduca"], message: API_KEY_MESSAGES.expiryPast }]);
  const key = `${API_KEY_PREFIX}${randomBytes(32).toString("base64url")}`;
  const clave = await changeWithActivity(
    deps,
    admin,
    async (tx) => {
      try {
        return await tx.claveApi.create({
          data: {
            nombre,
            alcance,
            hash: hashOf(key),
            prefijo: key.slice(0, 12),
            creadaPor: admin.username,
            caduca: lastDay ? endOfDayInstant(lastDay, deps.timeZone) : null,
          },
          select: LISTED_FIELDS,
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw new ValidationError([{ path: ["nombre"], message: API_KEY_MESSAGES.nameTaken }]);
        throw error;
      }
    },
    (row) => ({ tabla: "claves_api", accion: "crear", descripcion: `Creada la clave de API ${row.nombre} (${row.alcance})`, registroId: row.id }),
  );
  return { clave, key };
}

export async function listApiKeys(deps: Deps, actor: Actor): Promise<ApiKeyRow[]> {
  requireAdmin(actor);
  return deps.db.claveApi.findMany({ select: LISTED_FIELDS, orderBy: { id: "desc" }, take: LISTED });
}

/** Stops the key at once: the next request that carries it is refused (each request reads the row). */
export async function revokeApiKey(deps: Deps, actor: Actor, input: { id: unknown }): Promise<ApiKeyRow> {
  const admin = requireAdmin(actor);
  const id = parseRecordId(input.id, "id");
  const existing = await deps.db.claveApi.findUnique({ where: { id }, select: LISTED_FIELDS });
  if (!existing) throw apiKeyNotFound();
  if (existing.revocada) return existing;
  return changeWithActivity(
    deps,
    admin,
    (tx) => tx.claveApi.update({ where: { id }, data: { revocada: new Date() }, select: LISTED_FIELDS }),
    (row) => ({ tabla: "claves_api", accion: "revocar", descripcion: `Revocada la clave de API ${row.nombre}`, registroId: row.id }),
  );
}

/**
 * An administrator deactivated or given another role no longer answers for the keys they made, and
 * may still hold a copy: those keys stop with the change (`tx`, the user's update). Answers how many.
 */
export async function revokeKeysMadeBy(tx: Tx, username: string): Promise<number> {
  const { count } = await tx.claveApi.updateMany({ where: { creadaPor: username, revocada: null }, data: { revocada: new Date() } });
  return count;
}

/** How many keys `username` made that still work: the user form says they stop with the change. */
export function liveKeysMadeBy(deps: Deps, username: string): Promise<number> {
  return deps.db.claveApi.count({ where: { creadaPor: username, revocada: null, OR: [{ caduca: null }, { caduca: { gt: new Date() } }] } });
}

/**
 * The actor behind an `rfg_` bearer: a key that is unknown, revoked or past its last day is a 401
 * (never anonymous access), and each request spends one unit of the key's budget.
 */
export async function actorFromApiKey(deps: Deps, key: string): Promise<ApiKeyActor> {
  if (key.length > MAX_KEY_LENGTH) throw invalidApiKey();
  const row = await deps.db.claveApi.findUnique({
    where: { hash: hashOf(key) },
    select: { id: true, nombre: true, alcance: true, caduca: true, revocada: true, ultimoUso: true },
  });
  const now = new Date();
  if (!row || row.revocada || (row.caduca && row.caduca <= now)) throw invalidApiKey();
  await spendRequest(deps, row.id);
  if (!row.ultimoUso || now.getTime() - row.ultimoUso.getTime() >= LAST_USE_STEP_MS) {
    await deps.db.claveApi.update({ where: { id: row.id }, data: { ultimoUso: now } });
  }
  return { apiKey: { id: row.id, scope: row.alcance as ApiKeyScope }, username: apiKeyLogName(row.nombre) };
}

async function spendRequest(deps: Deps, id: number): Promise<void> {
  try {
    await deps.apiKeyLimit.consume(String(id));
  } catch (refusal) {
    if (!(refusal instanceof RateLimiterRes)) throw refusal;
    const seconds = Math.max(1, Math.ceil(refusal.msBeforeNext / 1000));
    throw new RateLimitedError(
      `Esta clave de API ha superado sus ${API_KEY_REQUESTS_PER_MINUTE} peticiones por minuto. Inténtelo de nuevo dentro de ${seconds} segundos.`,
      seconds,
    );
  }
}
