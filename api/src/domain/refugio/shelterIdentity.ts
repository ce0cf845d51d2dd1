/** Reading the shelter's identity ('Datos del refugio'): the header and RGPD clause of every document. */
import type { Db } from "../../db/client.ts";
import { Prisma } from "../../db/generated/prisma/client.ts";
import { AppError } from "../errors.ts";
import { missingRefugioFields, REFUGIO_FIELDS, type RefugioIdentity, refugioIncompleteMessage } from "../rules/refugio.ts";

export type ShelterIdentity = RefugioIdentity & { logo: string | null };

const identitySelect = { ...Object.fromEntries(REFUGIO_FIELDS.map((field) => [field, true])), logo: true } as Record<keyof ShelterIdentity, true>;

/** The identity's columns (schema.prisma's `@map`), for a statement that reads it beside other things. */
const IDENTITY_COLUMNS: Record<keyof ShelterIdentity, string> = {
  nombre: "nombre",
  cifNif: "cif_nif",
  direccion: "direccion",
  codigoPostal: "codigo_postal",
  localidad: "localidad",
  provincia: "provincia",
  telefono: "telefono",
  email: "email",
  nucleoZoologico: "nucleo_zoologico",
  responsableDatos: "responsable_datos",
  contactoDerechos: "contacto_derechos",
  logo: "logo",
};

/**
 * The identity's columns of the `refugio` row aliased `alias`, named as `loadShelterIdentity`
 * answers them; a missing row (before an administrator saves it) reads as every field null.
 */
export function shelterIdentityColumns(alias: string): Prisma.Sql {
  return Prisma.raw(
    Object.entries(IDENTITY_COLUMNS)
      .map(([field, column]) => `${alias}.${column} AS "${field}"`)
      .join(", "),
  );
}

/** The saved identity, or every field null before an administrator saves it. */
export async function loadShelterIdentity(db: Db): Promise<ShelterIdentity> {
  const saved = await db.refugio.findUnique({ where: { id: 1 }, select: identitySelect });
  return saved ?? { ...(Object.fromEntries(REFUGIO_FIELDS.map((field) => [field, null])) as RefugioIdentity), logo: null };
}

/**
 * A legal document needs the whole identity; until then it is refused naming what is missing.
 * `field` points the client at the 'Datos del refugio' screen.
 */
export function requireCompleteIdentity(identity: ShelterIdentity): ShelterIdentity {
  const missing = missingRefugioFields(identity);
  if (missing.length > 0) throw new AppError("REFUGIO_INCOMPLETE", 409, refugioIncompleteMessage(missing), "refugio");
  return identity;
}
