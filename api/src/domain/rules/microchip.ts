/**
 * The animal's identification (issue 26, "Microchip"): an ISO 11784 microchip has 15 digits, a
 * 3-digit code (001–899 a country, 724 Spain; 900–998 a manufacturer) and a 12-digit national
 * number no greater than 274877906943 (its 38 bits). Readers may show a leading 0 (16 digits),
 * which is dropped, as are spaces between groups of digits. Anything else (an old tattoo, a
 * foreign tag) is kept as typed and shown with NOT_ISO_WARNING. The migration
 * 20261128090000_microchip_unique writes the same rule in SQL for the `microchip` column.
 */

export const ISO_MICROCHIP_DIGITS = 15;
export const MAX_NATIONAL_NUMBER = 274_877_906_943;
export const SPAIN_COUNTRY_CODE = "724";

export const NOT_ISO_WARNING = "Identificación no ISO 11784";

/**
 * Digits the way the registry stores them: spaces removed, and the reader's leading 0 of a
 * 16-digit number dropped. A value that is not 15 or 0 + 15 digits is returned as given.
 */
export function normaliseIdentificacion(value: string): string {
  const digits = value.replace(/\s+/g, "");
  if (/^0\d{15}$/.test(digits)) return digits.slice(1);
  if (/^\d{15}$/.test(digits)) return digits;
  return value;
}

/** Whether a stored (normalised) identification is a valid ISO 11784 number. */
export function isIsoMicrochip(value: string): boolean {
  if (!/^\d{15}$/.test(value)) return false;
  const code = Number(value.slice(0, 3));
  const national = Number(value.slice(3));
  const validCode = (code >= 1 && code <= 899) || (code >= 900 && code <= 998);
  return validCode && national <= MAX_NATIONAL_NUMBER;
}

/** The microchip a search term or an input names, normalised, or null when it names none. */
export function microchipOf(value: string | null | undefined): string | null {
  if (!value) return null;
  const normalised = normaliseIdentificacion(value.trim());
  return isIsoMicrochip(normalised) ? normalised : null;
}

/** A ficha's identification that is there but is not an ISO microchip: the ficha and the list warn. */
export function isNonIsoIdentificacion(identificacion: string | null | undefined): boolean {
  return !!identificacion && !isIsoMicrochip(identificacion);
}

/** Refusal of a second ficha with the same microchip, naming the ficha that has it. */
export function microchipTakenMessage(microchip: string, other: { registro: string; nombre: string }): string {
  return `El microchip ${microchip} ya está en la ficha con registro ${other.registro} (${other.nombre})`;
}
