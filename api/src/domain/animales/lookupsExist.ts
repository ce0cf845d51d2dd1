import type { Deps } from "../deps.ts";
import { ValidationError } from "../errors.ts";
import { lookupRow } from "../lookups/lookups.ts";
import { type AnimalInput, CHOOSE_ONE } from "../rules/animal.ts";

/** tipo, talla and sexo must name rows of their lookup tables; the first that does not is the error. */
export async function assertLookupsExist(deps: Deps, input: Pick<AnimalInput, "tipoId" | "tallaId" | "sexoId">): Promise<void> {
  const [tipo, talla, sexo] = await Promise.all([
    lookupRow(deps, "tipos", input.tipoId),
    lookupRow(deps, "tallas", input.tallaId),
    lookupRow(deps, "sexos", input.sexoId),
  ]);
  const missing = [
    ["tipoId", tipo],
    ["tallaId", talla],
    ["sexoId", sexo],
  ].filter(([, row]) => row === null);
  if (missing.length) throw new ValidationError(missing.map(([field]) => ({ path: [String(field)], message: CHOOSE_ONE })));
}
