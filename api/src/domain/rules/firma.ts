/**
 * Signing an archived legal document (docs/decisions.md "Signed documents"): who may sign what,
 * the bounds of a signature and the one-time links' life.
 */
import { z } from "zod";
import { type InformeType, isInformeType, needsRefugio } from "./informes.ts";
import { documentNumber, normaliseDocumentNumber, requiredText } from "./text.ts";

/** The three documents that carry signature boxes; the ficha registral is the shelter's record. */
export const isSignable = (tipo: string): tipo is InformeType => isInformeType(tipo) && needsRefugio(tipo);

/** An unsigned document of a signable type: the one its signed versions are made from. */
export const isSignableOriginal = (documento: { tipo: string; firmadoDeId: number | null }) => documento.firmadoDeId === null && isSignable(documento.tipo);

/** The boxes as signatureBoxes (pdf/legal/common.ts) draws them. */
export const CASILLA = { PERSONA: 0, REFUGIO: 1 } as const;

/**
 * Which boxes of a document are still to sign: those of a signable unsigned original that none of
 * its signed versions has yet (the latest carries every signature given so far); none on a signed
 * version or a document that is not signed. The row's 'Firmar' and 'Enviar para firmar' follow it.
 */
export function boxesToSign(documento: { tipo: string; firmadoDeId: number | null; casillasFirmadas: readonly number[] }) {
  const open = isSignableOriginal(documento);
  const pending = (casilla: number) => open && !documento.casillasFirmadas.includes(casilla);
  return { persona: pending(CASILLA.PERSONA), refugio: pending(CASILLA.REFUGIO) };
}

/** The role printed above the person's signature on the evidence page. */
const PERSON_ROLES: Record<string, string> = {
  "declaracion-abandono": "La persona cedente",
  "contrato-adopcion": "La persona adoptante",
  "declaracion-reconocimiento": "La persona propietaria",
};
export const personRole = (tipo: string): string => PERSON_ROLES[tipo] ?? "La persona firmante";
export const SHELTER_ROLE = "Por el refugio";

/** A drawn signature: a PNG of a few kilobytes; the bound keeps a forged one from filling the archive. */
export const SIGNATURE_MAX_BYTES = 200_000;
/**
 * The pad's canvas at three device pixels per CSS pixel (SignaturePad.tsx) is at most about
 * 3,000 × 480. A few kilobytes of PNG can declare millions of pixels, all of them decoded when the
 * signature is laid into the PDF: the header's size is bounded before any of that work.
 */
export const SIGNATURE_MAX_PIXELS = 4_000_000;
export const SIGNATURE_TOO_LARGE = `La firma no puede superar ${SIGNATURE_MAX_PIXELS / 1_000_000} megapíxeles`;
const PNG_MAGIC = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
/** A PNG's first chunk is its header (IHDR): its length, its type, then width and height. */
const IHDR_TYPE_AT = 12;
const IHDR_END = 33;

export const CONSENT_LABEL = "He leído el documento y la cláusula de protección de datos";
export const CONSENT_REQUIRED = "Debe marcar «He leído el documento y la cláusula de protección de datos»";
export const HASH_MISMATCH = "El documento ha cambiado desde que se mostró: vuelva a abrirlo antes de firmar";
export const ALREADY_SIGNED = "Este documento ya tiene una versión firmada por esa parte";
export const NOT_SIGNABLE = "Este documento no se firma: solo la declaración de abandono, el contrato de adopción y la declaración de reconocimiento";
export const SIGNATURE_REQUIRED = "Falta la firma: dibújela en el recuadro";
export const SIGNATURE_INVALID = "La firma no es una imagen PNG válida";
export const SIGNED_MEANWHILE = "Otra firma de este documento se acaba de guardar desde otro dispositivo: vuelva a abrirlo antes de firmar";
export const DNI_MISMATCH = "El DNI no coincide con el de la persona del documento";
/** Sending a signing link needs the shelter's mail: says who can set it up, and the way that needs none. */
export const SIGNING_WITHOUT_SMTP =
  "El servidor de correo no está configurado: un administrador puede configurarlo en 'Configuración SMTP'. Mientras, la persona puede firmar en el refugio con 'Firmar'.";

export const sha256Hex = z
  .string("Falta el SHA-256 del documento mostrado")
  .trim()
  .toLowerCase()
  .regex(/^[0-9a-f]{64}$/, "El SHA-256 debe tener 64 caracteres hexadecimales");

/** A PNG sent as a data URL or as bare base64, decoded only once its length is within bounds. */
export const signaturePng = z
  .string(SIGNATURE_REQUIRED)
  .min(1, SIGNATURE_REQUIRED)
  .max(Math.ceil((SIGNATURE_MAX_BYTES * 4) / 3) + 64, `La firma no puede superar ${SIGNATURE_MAX_BYTES / 1000} kB`)
  .transform((value, context) => {
    const bytes = Buffer.from(value.replace(/^data:image\/png;base64,/, ""), "base64");
    const isPng =
      bytes.length >= IHDR_END &&
      PNG_MAGIC.every((byte, index) => bytes[index] === byte) &&
      bytes.toString("latin1", IHDR_TYPE_AT, IHDR_TYPE_AT + 4) === "IHDR";
    const width = isPng ? bytes.readUInt32BE(IHDR_TYPE_AT + 4) : 0;
    const height = isPng ? bytes.readUInt32BE(IHDR_TYPE_AT + 8) : 0;
    if (width === 0 || height === 0) {
      context.addIssue({ code: "custom", message: SIGNATURE_INVALID });
      return z.NEVER;
    }
    if (width * height > SIGNATURE_MAX_PIXELS) {
      context.addIssue({ code: "custom", message: SIGNATURE_TOO_LARGE });
      return z.NEVER;
    }
    return bytes;
  });

export const signerSchema = z.object({
  nombre: requiredText("El nombre", 150, "El nombre de quien firma es obligatorio"),
  dni: documentNumber("El DNI", "El DNI de quien firma es obligatorio").pipe(z.string().max(20, "El DNI no puede superar 20 caracteres")),
  aceptado: z.literal(true, CONSENT_REQUIRED),
  firma: signaturePng,
});

export type SignerInput = z.output<typeof signerSchema>;

/** What the browser sends to sign: the hash it showed and one or both signers. */
export const signAtShelterSchema = z.object({
  sha256: sha256Hex,
  persona: signerSchema.optional(),
  refugio: signerSchema.optional(),
});

export const sameDocumentNumber = (a: string, b: string) => normaliseDocumentNumber(a) === normaliseDocumentNumber(b);

/** A remote link lives 72 hours and gives three tries at the DNI. */
export const LINK_HOURS = 72;
export const LINK_DNI_TRIES = 3;
export const LINK_VOID = "El enlace para firmar no es válido: ha caducado, se ha usado, se ha anulado o se agotaron los intentos";
export const LINK_WRONG_DNI = (left: number) =>
  left > 0 ? `El DNI no coincide con el del documento. ${left === 1 ? "Queda 1 intento" : `Quedan ${left} intentos`}` : LINK_VOID;
