/**
 * Accent- and case-insensitive search. The database keeps a generated `busqueda` column per
 * searchable table (migration 20261122111617_search_columns) holding the searchable fields in
 * lower case with these letters replaced; search terms get the same treatment here, so 'jose'
 * finds 'José' on PGlite and on any PostgreSQL server whatever its locale.
 */
import { z } from "zod";

/** Must stay equal to the translate() arguments of the migration (searchText.test.ts checks it). */
export const ACCENTED_LETTERS = "ÁÉÍÓÚÀÈÌÒÙÄËÏÖÜÂÊÎÔÛÑÇáéíóúàèìòùäëïöüâêîôûñç";
export const PLAIN_LETTERS = "aeiouaeiouaeiouaeiouncaeiouaeiouaeiouaeiounc";

const plainLetter = new Map([...ACCENTED_LETTERS].map((letter, i) => [letter, PLAIN_LETTERS[i]!]));

export const SEARCH_MAX_LENGTH = 100;

export const searchTermSchema = z
  .string("La búsqueda no es válida")
  .max(SEARCH_MAX_LENGTH, `La búsqueda no puede superar ${SEARCH_MAX_LENGTH} caracteres`)
  .nullish();

/** Lower case, accents removed: the form the `busqueda` columns store. */
export function normaliseForSearch(text: string): string {
  return [...text.toLowerCase()].map((letter) => plainLetter.get(letter) ?? letter).join("");
}

/** LIKE treats % and _ as wildcards and \ as the escape; a worker typing them means the characters. */
function escapeLike(word: string): string {
  return word.replace(/[\\%_]/g, (character) => `\\${character}`);
}

/**
 * A Prisma filter on `busqueda` requiring every word of the term, in any order, so
 * 'garcia jose' finds 'José García'. An empty term matches everything.
 */
export function matchesEveryWord(term: string | null | undefined): { AND: { busqueda: { contains: string } }[] } {
  const words = normaliseForSearch(term ?? "")
    .split(/\s+/)
    .filter(Boolean);
  return { AND: words.map((word) => ({ busqueda: { contains: escapeLike(word) } })) };
}
