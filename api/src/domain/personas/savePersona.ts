/** Creating and editing people, from the people screen or from an animal record (spec section 7). */
import { createRecord, updateRecord } from "../directories/directory.ts";
import { fromListAndFicha } from "../saveOrigin.ts";
import { PERSONAS } from "./personaDirectory.ts";

export const [createPersona, createPersonaFromFicha] = fromListAndFicha(createRecord(PERSONAS));
/** `input` carries the person's `id` beside the form fields. */
export const [updatePersona, updatePersonaFromFicha] = fromListAndFicha(updateRecord(PERSONAS));
