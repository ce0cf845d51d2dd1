/**
 * 'Firmar' from 'Documentos generados': the person and/or the shelter's staff member sign on the
 * shelter's device, and the signed version joins the archive.
 */
import type { DocumentoGenerado } from "../../db/generated/prisma/client.ts";
import type { Actor } from "../actor.ts";
import type { Deps } from "../deps.ts";
import { ValidationError } from "../errors.ts";
import { parseRecordId } from "../ids.ts";
import { changeWithActivity } from "../logs/changeWithActivity.ts";
import { isApiKey, requireLoggedIn, requirePerson } from "../policies.ts";
import { CASILLA, DNI_MISMATCH, personRole, SHELTER_ROLE, SIGNATURE_REQUIRED, sameDocumentNumber, signAtShelterSchema } from "../rules/firma.ts";
import { parseInput } from "../validation.ts";
import { readablePersona } from "../rgpd/blocking.ts";
import { personaBlocked } from "../rgpd/errors.ts";
import { BLOCKED_DOCUMENT_READ_MESSAGE } from "../rules/rgpd.ts";
import { documentoReadable } from "../informes/documentosGenerados.ts";
import {
  archiveSignedVersion,
  checkSignatures,
  documentSigner,
  drawnSignature,
  loadSignable,
  type NewSignature,
  renderSignedVersion,
} from "./signedVersion.ts";

/** Where the request came from, as the adapter read it: the evidence page prints both. */
export type SigningClient = { ip: string; userAgent: string };

/** The name and DNI the form prefills for the person's signature: the document's person as the E/S names them now. */
export async function signerOf(deps: Deps, actor: Actor, input: { id: unknown }): Promise<{ nombre: string; dni: string } | null> {
  const user = requireLoggedIn(actor);
  const found = await documentSigner(deps.db, await loadSignable(deps.db, parseRecordId(input.id)));
  // A blocked person's name and DNI are for administrators only (LOPDGDD art. 32).
  const person = found && readablePersona(user, found);
  return person && { nombre: [person.nombre, person.apellido1, person.apellido2].filter(Boolean).join(" "), dni: person.dni };
}

/** The name the form prefills for the shelter's signature: the signed-in user's full name, when their account has one. */
export async function shelterSignerOf(deps: Deps, actor: Actor): Promise<{ nombre: string } | null> {
  const user = requireLoggedIn(actor);
  if (isApiKey(user)) return null;
  const account = await deps.db.usuario.findUnique({ where: { id: user.id }, select: { nombreCompleto: true } });
  return account?.nombreCompleto ? { nombre: account.nombreCompleto } : null;
}

/**
 * The signatures are drawn in person on the shelter's device, under a staff member's session, as
 * the evidence page says: never through an API key.
 */
export async function signAtShelter(deps: Deps, actor: Actor, input: Record<string, unknown>, client: SigningClient): Promise<DocumentoGenerado> {
  const user = requirePerson(actor);
  const id = parseRecordId(input.id);
  // Signing shows the document: one that prints a blocked person is for administrators, refused before the fields are checked.
  if ((await documentoReadable(deps.db, user, id)) === false) throw personaBlocked(BLOCKED_DOCUMENT_READ_MESSAGE);
  const { sha256, persona, refugio } = parseInput(signAtShelterSchema, input);
  if (!persona && !refugio) throw new ValidationError([{ path: ["persona"], message: SIGNATURE_REQUIRED }]);
  const documento = await loadSignable(deps.db, id);
  // The person signing is the one the document names: the DNI typed must be theirs.
  if (persona) {
    const person = await documentSigner(deps.db, documento);
    if (!person || !sameDocumentNumber(person.dni, persona.dni)) throw new ValidationError([{ path: ["dni"], message: DNI_MISMATCH }]);
  }
  const signers: NewSignature[] = [];
  const common = { sha256Visto: sha256, ...client, modo: "refugio" as const, usuario: user.username, enlaceEmail: null };
  if (persona)
    signers.push({ casilla: CASILLA.PERSONA, rol: personRole(documento.tipo), nombre: persona.nombre, dni: persona.dni, firma: persona.firma, ...common });
  if (refugio) signers.push({ casilla: CASILLA.REFUGIO, rol: SHELTER_ROLE, nombre: refugio.nombre, dni: refugio.dni, firma: refugio.firma, ...common });
  checkSignatures(
    documento,
    sha256,
    signers.map((signer) => signer.casilla),
  );
  for (const signer of signers) signer.firma = await drawnSignature(signer.firma, [signer.casilla === CASILLA.PERSONA ? "persona" : "refugio", "firma"]);
  const rendered = await renderSignedVersion(deps, documento, signers, new Date());
  return changeWithActivity(
    deps,
    user,
    (tx) => archiveSignedVersion(tx, documento, rendered, user.username),
    (signed) => ({
      tabla: "documentos_generados",
      accion: "firmar",
      descripcion: `Firmado en el refugio el documento ${documento.nombreArchivo} por ${signers.map((signer) => signer.nombre).join(" y ")}`,
      registroId: signed.id,
    }),
  );
}
