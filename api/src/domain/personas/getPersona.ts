import type { Actor } from "../actor.ts";
import type { Deps } from "../deps.ts";
import { findRecordByDocument, getRecord } from "../directories/directory.ts";
import { PERSONAS } from "./personaDirectory.ts";

export const getPersona = (deps: Deps, actor: Actor, input: unknown) => getRecord(deps, actor, PERSONAS, input);

/** The DNI lookup of the animal record's Entrada and Salida tabs (spec section 4): the person holding that DNI, or null. */
export const findPersonaByDni = (deps: Deps, actor: Actor, input: unknown) => findRecordByDocument(deps, actor, PERSONAS, input);
