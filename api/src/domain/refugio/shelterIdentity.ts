/** Reading the shelter's identity ('Datos del refugio'): the header and RGPD clause of every document. */
import type { Db } from "../../db/client.ts";
import { AppError } from "../errors.ts";
import { missingRefugioFields, REFUGIO_FIELDS, type RefugioIdentity, refugioIncompleteMessage } from "../rules/refugio.ts";

export type ShelterIdentity = RefugioIdentity & { logo: string | null };

const identitySelect = { ...Object.fromEntries(REFUGIO_FIELDS.map((field) => [field, true])), logo: true } as Record<keyof ShelterIdentity, true>;

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
