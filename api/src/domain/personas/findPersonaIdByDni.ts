import type { Deps } from "../deps.ts";
import { normaliseDocumentNumber } from "../rules/text.ts";

/** Compares as the unique index personas_dni_norm_key does (upper case, no spaces or hyphens), so it uses it. */
export async function findPersonaIdByDni(deps: Deps, dni: string): Promise<number | null> {
  const rows = await deps.db.$queryRaw<{ id: number }[]>`
    SELECT id FROM personas WHERE upper(regexp_replace(dni, '[\s-]', '', 'g')) = ${normaliseDocumentNumber(dni)} LIMIT 1`;
  return rows[0]?.id ?? null;
}
