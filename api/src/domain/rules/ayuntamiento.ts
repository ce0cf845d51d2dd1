/** Validation of the municipality form (spec section 5 "Municipality form"). */
import { z } from "zod";
import { REQUIRED_AYUNTAMIENTO_FIELDS } from "./missingFields.ts";
import { documentNumber, optionalPostalCode, optionalText, requiredText } from "./text.ts";

/** Another town hall already has the CIF: the form shows it on the CIF field. */
export const CIF_TAKEN_MESSAGE = "Ya existe un ayuntamiento con ese CIF";

/** Deleting a town hall named on an E/S is refused with these words (spec section 8). */
export const AYUNTAMIENTO_LINKED_MESSAGE =
  "No se puede eliminar el ayuntamiento porque está vinculado a fichas registrales. Primero debe desvincularlo de todas las fichas antes de poder eliminarlo.";

export const ayuntamientoInputSchema = z.object({
  cif: documentNumber("El CIF", REQUIRED_AYUNTAMIENTO_FIELDS),
  ayuntamiento: requiredText("El nombre del ayuntamiento", 150, REQUIRED_AYUNTAMIENTO_FIELDS),
  direccion: optionalText("La dirección", 250),
  codigoPostal: optionalPostalCode,
  /** Beyond the spec's form (its list reads it): absent keeps the stored value, null or blank clears it. */
  localidad: optionalText("La localidad", 100).optional(),
  telefono: optionalText("El teléfono", 25),
});

export type AyuntamientoInput = z.output<typeof ayuntamientoInputSchema>;
