/**
 * Accent- and case-insensitive search. The database keeps a generated `busqueda` column per
 * searchable table (migration 20261122111617_search_columns) holding the searchable fields in
 * lower case with these letters replaced; search terms get the same treatment here, so 'jose'
 * finds 'José' on PGlite and on any PostgreSQL server whatever its locale.
 */

/** Must stay equal to the translate() arguments of the migration (searchText.test.ts checks it). */
export const ACCENTED_LETTERS = "ÁÉÍÓÚÀÈÌÒÙÄËÏÖÜÂÊÎÔÛÑÇáéíóúàèìòùäëïöüâêîôûñç";
export const PLAIN_LETTERS = "aeiouaeiouaeiouaeiouncaeiouaeiouaeiouaeiounc";

const plainLetter = new Map([...ACCENTED_LETTERS].map((letter, i) => [letter, PLAIN_LETTERS[i]!]));

export { searchTermSchema } from "../rules/search.ts";

/** Lower case, accents removed: the form the `busqueda` columns store. */
export function normaliseForSearch(text: string): string {
  return [...text.toLowerCase()].map((letter) => plainLetter.get(letter) ?? letter).join("");
}

/** LIKE treats % and _ as wildcards and \ as the escape; a worker typing them means the characters. */
export function escapeLike(word: string): string {
  return word.replace(/[\\%_]/g, (character) => `\\${character}`);
}

/** The words of a term in the folded form, so 'garcia jose' can find 'José García'. */
export function searchWords(term: string | null | undefined): string[] {
  return normaliseForSearch(term ?? "")
    .split(/\s+/)
    .filter(Boolean);
}
