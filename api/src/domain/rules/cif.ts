/**
 * The control character of the NIF of a legal person or entity (the old CIF: a town hall's is P, a
 * shelter association's G, then seven digits and the control). The digits in even places are
 * added, those in odd places doubled with the product's digits added; ten minus the total's last
 * digit (0 for 10) is the control digit, or its letter in JABCDEFGHI. P, Q, R, S, N and W take the
 * letter; A, B, E and H the digit; the others either. Source: Orden EHA/451/2008 (BOE 26/02/2008),
 * on the NIF of legal persons and entities. A wrong control is only warned about, as a DNI's letter
 * is (rules/dni.ts): the field takes whatever the town hall's papers say.
 */

import { checkLetterWarning } from "./dni.ts";
import { normaliseDocumentNumber } from "./text.ts";

const CONTROL_LETTERS = "JABCDEFGHI";
const TAKES_LETTER = "PQRSNW";
const TAKES_DIGIT = "ABEH";

/** The control characters an entity's NIF calls for (one, or a digit and its letter); null for any other shape. */
export function expectedCifControls(document: string): string[] | null {
  const shaped = /^([ABCDEFGHJNPQRSUVW])(\d{7})[0-9A-J]$/.exec(normaliseDocumentNumber(document));
  if (!shaped) return null;
  const [, entity = "", digits = ""] = shaped;
  let total = 0;
  for (const [place, digit] of [...digits].map(Number).entries()) {
    const doubled = digit * 2;
    total += place % 2 === 1 ? digit : Math.floor(doubled / 10) + (doubled % 10);
  }
  const control = (10 - (total % 10)) % 10;
  const letter = CONTROL_LETTERS[control] ?? "";
  if (TAKES_LETTER.includes(entity)) return [letter];
  if (TAKES_DIGIT.includes(entity)) return [String(control)];
  return [String(control), letter];
}

/** What the CIF field says when its last character does not match the rest, or null. */
export function cifControlWarning(document: string): string | null {
  const expected = expectedCifControls(document);
  const typed = normaliseDocumentNumber(document).at(-1) ?? "";
  return expected && !expected.includes(typed)
    ? `El carácter de control no corresponde al CIF: debería ser ${expected.join(" o ")}. Compruébelo antes de guardar.`
    : null;
}

/** The shelter's own CIF/NIF may be an entity's (an association's G) or a person's: the note for whichever shape it has. */
export function nifWarning(document: string): string | null {
  return cifControlWarning(document) ?? checkLetterWarning(document);
}
