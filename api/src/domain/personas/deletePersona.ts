import type { Actor } from "../actor.ts";
import type { Deps } from "../deps.ts";
import { deleteRecord } from "../directories/directory.ts";
import { PERSONAS } from "./personaDirectory.ts";

/** A person named on any entry or exit stays (spec section 8). */
export const deletePersona = (deps: Deps, actor: Actor, input: unknown) => deleteRecord(deps, actor, PERSONAS, input);
