import type { Actor } from "../actor.ts";
import type { Deps } from "../deps.ts";
import { findRecordByDocument, getRecord } from "../directories/directory.ts";
import { AYUNTAMIENTOS } from "./ayuntamientoDirectory.ts";

export const getAyuntamiento = (deps: Deps, actor: Actor, input: unknown) => getRecord(deps, actor, AYUNTAMIENTOS, input);

/** The CIF lookup of the animal record's Ayuntamiento tab (spec section 4): the town hall holding that CIF, or null. */
export const findAyuntamientoByCif = (deps: Deps, actor: Actor, input: unknown) => findRecordByDocument(deps, actor, AYUNTAMIENTOS, input);
