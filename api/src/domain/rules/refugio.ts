/**
 * The shelter's own identity ('Datos del refugio', beyond the spec): what every legal document
 * prints in its header and RGPD clause. An administrator may save it a little at a time; a legal
 * document is refused while a field it needs is still empty, naming those fields.
 */
import { z } from "zod";
import { optionalPostalCode, optionalText } from "./text.ts";
import { acceptedTypes, declaredFileProblem, type ImageUploadRule, MAX_IMAGE_PIXELS_TEXT } from "./upload.ts";

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

/** The columns' lengths; the form's inputs take them as `maxLength`. */
export const REFUGIO_MAX_LENGTH: Record<RefugioField, number> = {
  nombre: 150,
  cifNif: 25,
  direccion: 250,
  codigoPostal: 10,
  localidad: 100,
  provincia: 50,
  telefono: 25,
  email: 100,
  nucleoZoologico: 50,
  responsableDatos: 150,
  contactoDerechos: 250,
};

const max = REFUGIO_MAX_LENGTH;

/** Absent, null or blank become null, so a partly filled form can be saved. */
export const refugioInputSchema = z.object({
  nombre: optionalText("El nombre del refugio", max.nombre),
  cifNif: optionalText("El CIF/NIF", max.cifNif),
  direccion: optionalText("La dirección", max.direccion),
  codigoPostal: optionalPostalCode,
  localidad: optionalText("La localidad", max.localidad),
  provincia: optionalText("La provincia", max.provincia),
  telefono: optionalText("El teléfono", max.telefono),
  email: optionalText("El correo electrónico", max.email).pipe(z.email("El correo electrónico no es válido").nullable()),
  nucleoZoologico: optionalText("El número de núcleo zoológico", max.nucleoZoologico),
  responsableDatos: optionalText("El responsable de protección de datos", max.responsableDatos),
  contactoDerechos: optionalText("El contacto para ejercer los derechos", max.contactoDerechos),
});

/** The fields a legal document needs that are still empty; all of them when nothing is saved. */
export function missingRefugioFields(identity: Partial<RefugioIdentity> | null): RefugioField[] {
  return REFUGIO_FIELDS.filter((field) => !identity?.[field]?.trim());
}

/** 'Faltan datos del refugio para generar el documento: CIF/NIF, Teléfono.' */
export function refugioIncompleteMessage(missing: readonly RefugioField[]): string {
  return refugioIncompleteMessageOf(missing.map((field) => REFUGIO_FIELD_LABELS[field]));
}

/** The same refusal from the missing fields' labels (`camposPendientes`), as the web app has them. */
export function refugioIncompleteMessageOf(labels: readonly string[]): string {
  return `${REFUGIO_INCOMPLETE_PREFIX}: ${labels.join(", ")}.`;
}

/** What the notice of incomplete data tells those who cannot fill it in. */
export const ASK_ADMIN_FOR_REFUGIO = "Pida a un administrador que complete los datos del refugio.";

/**
 * The logo goes into the header of every document, which prints a reduced copy of it (PNG or
 * JPEG, see files/images.ts). Only PNG and JPEG are taken, the formats logos come in; checked by
 * content on the server, the browser checks the declared type first.
 */
export const LOGO_TYPES = acceptedTypes("image/png", "image/jpeg");

export const LOGO_UPLOAD: ImageUploadRule = {
  field: "logo",
  /** Every document embeds the logo (and the archive keeps each one), so it is kept small. */
  maxBytes: 1024 * 1024,
  types: LOGO_TYPES,
  notAccepted: "El logotipo debe ser una imagen PNG o JPEG",
  tooLarge: "El logotipo es demasiado grande. Máximo 1MB",
  missing: "No se ha recibido ningún logotipo",
  tooManyPixels: `El logotipo tiene demasiados píxeles. ${MAX_IMAGE_PIXELS_TEXT}`,
};

/** The browser's check before uploading, on the file's declared type and size. */
export const logoProblem = (file: { type: string; size: number }) => declaredFileProblem(LOGO_UPLOAD, file);
