import type { Actor } from "../actor.ts";
import type { Deps } from "../deps.ts";
import { deleteRecord } from "../directories/directory.ts";
import { AYUNTAMIENTOS } from "./ayuntamientoDirectory.ts";

/** A town hall named on any entry or exit stays (spec section 8). */
export const deleteAyuntamiento = (deps: Deps, actor: Actor, input: unknown) => deleteRecord(deps, actor, AYUNTAMIENTOS, input);
