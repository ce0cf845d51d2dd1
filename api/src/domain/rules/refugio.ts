/**
 * The shelter's own identity ('Datos del refugio', beyond the spec): what every legal document
 * prints in its header and RGPD clause. An administrator may save it a little at a time; a legal
 * document is refused while a field it needs is still empty, naming those fields.
 */
import { z } from "zod";
import { optionalPostalCode, optionalText } from "./text.ts";

/** Labels in the form's order; the refusal message names missing fields with them. */
export const REFUGIO_FIELD_LABELS = {
  nombre: "Nombre del refugio",
  cifNif: "CIF/NIF",
  direccion: "Dirección",
  codigoPostal: "Código postal",
  localidad: "Localidad",
  provincia: "Provincia",
  telefono: "Teléfono",
  email: "Correo electrónico",
  nucleoZoologico: "Nº de registro de núcleo zoológico",
  responsableDatos: "Responsable de protección de datos",
  contactoDerechos: "Contacto para ejercer los derechos RGPD",
} as const;

export type RefugioField = keyof typeof REFUGIO_FIELD_LABELS;

/** Every text field is needed by a legal document; only the logo is optional. */
export const REFUGIO_FIELDS = Object.keys(REFUGIO_FIELD_LABELS) as RefugioField[];

export type RefugioIdentity = Record<RefugioField, string | null>;

export const REFUGIO_INCOMPLETE_PREFIX = "Faltan datos del refugio para generar el documento";

/** Absent, null or blank become null, so a partly filled form can be saved. */
export const refugioInputSchema = z.object({
  nombre: optionalText("El nombre del refugio", 150),
  cifNif: optionalText("El CIF/NIF", 25),
  direccion: optionalText("La dirección", 250),
  codigoPostal: optionalPostalCode,
  localidad: optionalText("La localidad", 100),
  provincia: optionalText("La provincia", 50),
  telefono: optionalText("El teléfono", 25),
  email: optionalText("El correo electrónico", 100).pipe(z.email("El correo electrónico no es válido").nullable()),
  nucleoZoologico: optionalText("El número de núcleo zoológico", 50),
  responsableDatos: optionalText("El responsable de protección de datos", 150),
  contactoDerechos: optionalText("El contacto para ejercer los derechos", 250),
});

export type RefugioInput = z.output<typeof refugioInputSchema>;

/** The fields a legal document needs that are still empty; all of them when nothing is saved. */
export function missingRefugioFields(identity: Partial<RefugioIdentity> | null): RefugioField[] {
  return REFUGIO_FIELDS.filter((field) => !identity?.[field]?.trim());
}

/** 'Faltan datos del refugio para generar el documento: CIF/NIF, Teléfono.' */
export function refugioIncompleteMessage(missing: readonly RefugioField[]): string {
  return `${REFUGIO_INCOMPLETE_PREFIX}: ${missing.map((field) => REFUGIO_FIELD_LABELS[field]).join(", ")}.`;
}
