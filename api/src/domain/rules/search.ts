import { z } from "zod";

/** The longest search term any list accepts; a longer one is refused, never cut short. */
export const SEARCH_MAX_LENGTH = 100;
export const SEARCH_TOO_LONG = `La búsqueda no puede superar ${SEARCH_MAX_LENGTH} caracteres`;

/** The search box of every list: optional text of at most SEARCH_MAX_LENGTH characters. */
export const searchTermSchema = z.string("La búsqueda no es válida").max(SEARCH_MAX_LENGTH, SEARCH_TOO_LONG).nullish();
