/**
 * The check letter of a Spanish DNI or NIE: the number modulo 23 picks it from a fixed table; a
 * NIE's first letter stands for a leading digit (X 0, Y 1, Z 2). Source: Ministerio del Interior,
 * "Cálculo del dígito de control del NIF/NIE" (interior.gob.es). A wrong letter is only warned
 * about: the field also holds passports and other countries' documents, and the person form has
 * always accepted them (spec section 5).
 */

import { normaliseDocumentNumber } from "./text.ts";

const LETTERS = "TRWAGMYFPDXBNJZSQVHLCKE";
const NIE_PREFIX: Record<string, string> = { X: "0", Y: "1", Z: "2" };

/** The letter a DNI (8 digits) or NIE (X, Y or Z and 7 digits) calls for; null for any other shape. */
export function expectedCheckLetter(document: string): string | null {
  const shaped = /^([XYZ]?)(\d{7,8})[A-Z]$/.exec(normaliseDocumentNumber(document));
  if (!shaped) return null;
  const [, prefix = "", digits = ""] = shaped;
  if (prefix ? digits.length !== 7 : digits.length !== 8) return null;
  return LETTERS[Number((NIE_PREFIX[prefix] ?? "") + digits) % 23] ?? null;
}

/** What the DNI field says when the letter does not match the number, or null. */
export function checkLetterWarning(document: string): string | null {
  const expected = expectedCheckLetter(document);
  const typed = normaliseDocumentNumber(document).at(-1);
  return expected && typed !== expected ? `La letra no corresponde al número: debería ser ${expected}. Compruébelo antes de guardar.` : null;
}
