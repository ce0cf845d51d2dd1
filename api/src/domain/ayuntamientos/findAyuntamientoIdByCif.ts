import type { Deps } from "../deps.ts";
import { normaliseDocumentNumber } from "../rules/text.ts";

/** Compares as the unique index ayuntamientos_cif_norm_key does (upper case, no spaces or hyphens), so it uses it. */
export async function findAyuntamientoIdByCif(deps: Deps, cif: string): Promise<number | null> {
  const rows = await deps.db.$queryRaw<{ id: number }[]>`
    SELECT id FROM ayuntamientos WHERE upper(regexp_replace(cif, '[\s-]', '', 'g')) = ${normaliseDocumentNumber(cif)} LIMIT 1`;
  return rows[0]?.id ?? null;
}
