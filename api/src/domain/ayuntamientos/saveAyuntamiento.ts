/** Creating and editing town halls, from their screen or from an animal record (spec section 7). */
import { createRecord, updateRecord } from "../directories/directory.ts";
import { fromListAndFicha } from "../saveOrigin.ts";
import { AYUNTAMIENTOS } from "./ayuntamientoDirectory.ts";

export const [createAyuntamiento, createAyuntamientoFromFicha] = fromListAndFicha(createRecord(AYUNTAMIENTOS));
/** `input` carries the town hall's `id` beside the form fields. */
export const [updateAyuntamiento, updateAyuntamientoFromFicha] = fromListAndFicha(updateRecord(AYUNTAMIENTOS));
