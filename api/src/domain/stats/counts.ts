import type { Deps } from "../deps.ts";
import { type Actor } from "../actor.ts";
import { requireLoggedIn } from "../policies.ts";

export type Counts = { animales: number; personas: number; ayuntamientos: number };

/** The sidebar's live counts. */
export async function getCounts(deps: Deps, actor: Actor): Promise<Counts> {
  requireLoggedIn(actor);
  const [animales, personas, ayuntamientos] = await Promise.all([
    deps.db.animal.count(),
    deps.db.persona.count(),
    deps.db.ayuntamiento.count(),
  ]);
  return { animales, personas, ayuntamientos };
}
