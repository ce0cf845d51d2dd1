/**
 * Written with zod's mini build, which the login page loads already: the record list's route
 * loader needs the bound before its query starts, and importing the full build there made the
 * query wait for it.
 */
import * as z from "zod/mini";

/** The longest search term any list accepts; a longer one is refused, never cut short. */
export const SEARCH_MAX_LENGTH = 100;
export const SEARCH_TOO_LONG = `La búsqueda no puede superar ${SEARCH_MAX_LENGTH} caracteres`;

/** The search box of every list: optional text of at most SEARCH_MAX_LENGTH characters. */
export const searchTermSchema = z.nullish(z.string("La búsqueda no es válida").check(z.maxLength(SEARCH_MAX_LENGTH, SEARCH_TOO_LONG)));
