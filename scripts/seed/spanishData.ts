/**
 * The word lists the seed draws from (spanishWords.json), and the check letters of Spanish identity
 * numbers, so seeded people and town halls look like the ones a shelter really records.
 */
import words from "./spanishWords.json" with { type: "json" };

/** DNI and NIE check letter: the number modulo 23 indexes this string. */
export const DNI_LETTERS = "TRWAGMYFPDXBNJZSQVHLCKE";

/** The check letter of a DNI number (NIE: X, Y and Z count as 0, 1 and 2 in front of the digits). */
export function dniLetter(number: number): string {
  return DNI_LETTERS[number % 23]!;
}

/**
 * The control character of a CIF whose seven digits are given. Town halls (letter P) carry a
 * letter: the control digit indexes JABCDEFGHI.
 */
export function cifControlLetter(digits: string): string {
  let sum = 0;
  for (let i = 0; i < 7; i++) {
    const digit = Number(digits[i]);
    // Odd positions (1st, 3rd...) are doubled and their digits added; even positions are added as they are.
    sum += i % 2 === 0 ? Math.floor((digit * 2) / 10) + ((digit * 2) % 10) : digit;
  }
  return "JABCDEFGHI"[(10 - (sum % 10)) % 10]!;
}

/** Town names are built from TOWN_STARTS and TOWN_ENDS ('Villanueva' + 'de la Sierra'), as so many Spanish ones are. */
export const {
  ANIMAL_NAMES,
  COATS,
  COLOURS,
  TAILS,
  REMARKS,
  GENERAL_NOTES,
  TREATMENTS,
  FIRST_NAMES,
  SURNAMES,
  STREETS,
  TOWN_STARTS,
  TOWN_ENDS,
  TOWN_HALL_ADDRESSES,
  MAIL_DOMAINS,
} = words;

/** Breeds by tipo id (1 Perro, 2 Gato, 3 Hurón, 4 Conejo, 5 Ave, 6 Otro); mixed breeds are the common case. */
export const BREEDS_BY_TIPO: Record<number, string[]> = words.BREEDS_BY_TIPO;

/** Locality, province and the province's postal code prefix (the first two digits). */
export const PLACES = words.PLACES as [locality: string, province: string, postalPrefix: string][];
