import type { Deps } from "../deps.ts";
import { ValidationError } from "../errors.ts";
import { type AnimalInput, CHOOSE_ONE } from "../rules/animal.ts";

/** tipo, talla and sexo must name rows of their lookup tables; the first that does not is the error. */
export async function assertLookupsExist(deps: Deps, input: Pick<AnimalInput, "tipoId" | "tallaId" | "sexoId">): Promise<void> {
  const [tipo, talla, sexo] = await Promise.all([
    deps.db.tipo.count({ where: { id: input.tipoId } }),
    deps.db.talla.count({ where: { id: input.tallaId } }),
    deps.db.sexo.count({ where: { id: input.sexoId } }),
  ]);
  const missing = [
    ["tipoId", tipo],
    ["tallaId", talla],
    ["sexoId", sexo],
  ].filter(([, count]) => count === 0);
  if (missing.length) throw new ValidationError(missing.map(([field]) => ({ path: [String(field)], message: CHOOSE_ONE })));
}
