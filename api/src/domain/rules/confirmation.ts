/** Zod's mini build: the record list's delete dialog loads this module for the word. */
import * as z from "zod/mini";

/** The word a user types to confirm deleting an animal or an E/S (spec sections 5 and 9). */
export const CONFIRMATION_WORD = "SEGURO";
export const CONFIRMATION_MESSAGE = 'Debe escribir "SEGURO" para confirmar la eliminación';

export const confirmationSchema = z.literal(CONFIRMATION_WORD, CONFIRMATION_MESSAGE);
