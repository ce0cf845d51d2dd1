/**
 * Signing at a distance: 'Enviar para firmar' e-mails the document's person a one-time link
 * (a random token of which only the SHA-256 is kept; 72 hours; revocable; single use). The public
 * page behind it shows that document only after the DNI printed on it (three tries, then the link
 * is void), works without an account or cookies (every request carries the token and the DNI),
 * and the signed PDF is mailed to the person and to the shelter.
 */
import { createHash, randomBytes } from "node:crypto";
import { z } from "zod";
import type { Actor } from "../actor.ts";
import type { Deps } from "../deps.ts";
import { AppError, notFound, ValidationError } from "../errors.ts";
import { parseRecordId } from "../ids.ts";
import { changeWithActivity } from "../logs/changeWithActivity.ts";
import { recordLog } from "../logs/recordLog.ts";
import { type LoggedIn, requirePerson } from "../policies.ts";
import {
  CASILLA,
  LINK_DNI_TRIES,
  LINK_HOURS,
  LINK_VOID,
  LINK_WRONG_DNI,
  personRole,
  sameDocumentNumber,
  sha256Hex,
  signerSchema,
  SIGNING_WITHOUT_SMTP,
} from "../rules/firma.ts";
import { INFORME_TYPE_LABELS, type InformeType } from "../rules/informes.ts";
import { readFile } from "../../files/fileStore.ts";
import { readablePersona } from "../rgpd/blocking.ts";
import { sendMail } from "../smtp/mailer.ts";
import { loadSmtpConnectionSettings, smtpNotConfigured } from "../smtp/smtpConfig.ts";
import { parseInput } from "../validation.ts";
import type { SigningClient } from "./signAtShelter.ts";
import { archiveSignedVersion, checkSignatures, documentSigner, drawnSignature, loadSignable, renderSignedVersion } from "./signedVersion.ts";

export const REMOTE_SIGNING_PATH = "/firmar";

const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");

const linkVoid = () => new AppError("NOT_FOUND", 404, LINK_VOID);
const noEmail = () => new AppError("NO_EMAIL", 400, "La persona del documento no tiene correo electrónico: añádalo en su ficha", "email");

/**
 * 'Enviar para firmar': `origin` is the address the staff member uses, so the link opens the same
 * app. A staff member's act, as the mail and the evidence say: never an API key's.
 */
export async function sendForSigning(deps: Deps, actor: Actor, input: { id: unknown }, origin: string): Promise<{ enlaceId: number; email: string }> {
  const user = requirePerson(actor);
  const documento = await loadSignable(deps.db, parseRecordId(input.id));
  checkSignatures(documento, documento.sha256, [CASILLA.PERSONA]);
  const found = await documentSigner(deps.db, documento);
  // Mailing a blocked person is using their data: administrators only (LOPDGDD art. 32).
  const person = found && readablePersona(user, found);
  if (!person?.email) throw noEmail();
  const settings = await loadSmtpConnectionSettings(deps);
  if (!settings) throw smtpNotConfigured(SIGNING_WITHOUT_SMTP);
  const token = randomBytes(32).toString("base64url");
  const expiraEn = new Date(Date.now() + LINK_HOURS * 3600_000);
  const enlace = await changeWithActivity(
    deps,
    user,
    (tx) =>
      tx.enlaceFirma.create({
        data: { documentoId: documento.id, tokenHash: hashToken(token), email: person.email ?? "", creadoPor: user.username, expiraEn },
      }),
    (created) => ({
      tabla: "enlaces_firma",
      accion: "crear",
      descripcion: `Enviado para firmar a ${person.email} el documento ${documento.nombreArchivo}`,
      registroId: created.id,
    }),
  );
  const label = INFORME_TYPE_LABELS[documento.tipo as InformeType];
  try {
    await sendMail(settings, {
      to: person.email,
      subject: `Documento para firmar: ${label}`,
      text: [
        `Hola, ${person.nombre}:`,
        "",
        `El refugio le envía el documento «${label}» para que lo lea y lo firme desde este enlace:`,
        "",
        `${origin}${REMOTE_SIGNING_PATH}/${token}`,
        "",
        `El enlace sirve una sola vez y caduca a las ${LINK_HOURS} horas. Para abrirlo le pediremos el DNI que figura en el documento.`,
        "Si no esperaba este mensaje, no haga nada y avise al refugio.",
      ].join("\n"),
    });
  } catch (error) {
    // The person never got the link: it stops at once, and the log says so after the line that made it.
    await changeWithActivity(
      deps,
      user,
      (tx) => tx.enlaceFirma.update({ where: { id: enlace.id }, data: { revocadoEn: new Date() } }),
      () => ({
        tabla: "enlaces_firma",
        accion: "anular",
        descripcion: `No se pudo enviar el enlace para firmar a ${person.email}; anulado. ${(error as Error).message}`,
        registroId: enlace.id,
      }),
    );
    throw error;
  }
  return { enlaceId: enlace.id, email: person.email };
}

/** 'Anular enlace': the link stops working at once; one already used or annulled stays as it is. */
export async function revokeSigningLink(deps: Deps, actor: Actor, input: { id: unknown }): Promise<void> {
  const user = requirePerson(actor);
  const id = parseRecordId(input.id);
  const { count } = await changeWithActivity(
    deps,
    user,
    (tx) => tx.enlaceFirma.updateMany({ where: { id, revocadoEn: null, usadoEn: null }, data: { revocadoEn: new Date() } }),
    (result) => (result.count ? { tabla: "enlaces_firma", accion: "anular", descripcion: `Anulado el enlace para firmar ${id}`, registroId: id } : null),
  );
  // Nothing changed: an unknown link is a 404, one already used or annulled is left as it is.
  if (count === 0 && !(await deps.db.enlaceFirma.findUnique({ where: { id }, select: { id: true } }))) throw notFound("Enlace para firmar");
}

const tokenSchema = z.string(LINK_VOID).min(20, LINK_VOID).max(100, LINK_VOID);
export const openSchema = z.object({
  token: tokenSchema,
  dni: z.string("El DNI es obligatorio").min(1, "El DNI es obligatorio").max(25, "El DNI no puede superar 25 caracteres"),
});

/** The link's row when it still works and the DNI matches; a wrong DNI spends one of the three tries. */
async function openLink(deps: Deps, input: unknown) {
  const { token, dni } = parseInput(openSchema, input);
  const enlace = await deps.db.enlaceFirma.findUnique({ where: { tokenHash: hashToken(token) } });
  const usable = (row: typeof enlace) => row && !row.revocadoEn && !row.usadoEn && row.expiraEn > new Date() && row.intentosFallidos < LINK_DNI_TRIES;
  if (!usable(enlace) || !enlace) throw linkVoid();
  const documento = await loadSignable(deps.db, enlace.documentoId);
  const person = await documentSigner(deps.db, documento);
  // Blocked once the link was sent (LOPDGDD art. 32): it stops as if revoked, before any DNI is
  // tried. A link sent after the block (only an administrator may, sendForSigning) still works.
  if (person?.bloqueadaEn && person.bloqueadaEn >= enlace.creadoEn) throw linkVoid();
  // A try is claimed before the DNI is compared and given back when it matches, in the database:
  // guesses sent at once, to any instance, get three between them.
  const [claimed] = await deps.db.enlaceFirma.updateManyAndReturn({
    where: { id: enlace.id, intentosFallidos: { lt: LINK_DNI_TRIES } },
    data: { intentosFallidos: { increment: 1 } },
    select: { intentosFallidos: true },
  });
  if (!claimed) throw linkVoid();
  if (!person || !sameDocumentNumber(person.dni, dni)) {
    throw new ValidationError([{ path: ["dni"], message: LINK_WRONG_DNI(LINK_DNI_TRIES - claimed.intentosFallidos) }]);
  }
  await deps.db.enlaceFirma.update({ where: { id: enlace.id }, data: { intentosFallidos: { decrement: 1 } } });
  return { enlace, documento, person };
}

/** The page's first step: the document itself (base64), its hash and the name to prefill. */
export async function openSigningLink(deps: Deps, input: unknown) {
  const { documento, person } = await openLink(deps, input);
  const file = await readFile(deps.db, documento.archivo);
  if (!file) throw linkVoid();
  return {
    documento: INFORME_TYPE_LABELS[documento.tipo as InformeType],
    nombreArchivo: documento.nombreArchivo,
    sha256: documento.sha256,
    nombre: `${person.nombre} ${person.apellido1}${person.apellido2 ? ` ${person.apellido2}` : ""}`,
    pdf: file.bytes.toString("base64"),
  };
}

export const remoteSignSchema = signerSchema.extend({ sha256: sha256Hex });

/** The person signs: the link is spent in the same transaction that archives the signed version. */
export async function signWithLink(deps: Deps, input: Record<string, unknown>, client: SigningClient): Promise<{ nombreArchivo: string; sha256: string }> {
  const { enlace, documento, person } = await openLink(deps, input);
  const signer = parseInput(remoteSignSchema, input);
  if (!sameDocumentNumber(signer.dni, person.dni))
    throw new ValidationError([{ path: ["dni"], message: LINK_WRONG_DNI(LINK_DNI_TRIES - enlace.intentosFallidos) }]);
  checkSignatures(documento, signer.sha256, [CASILLA.PERSONA]);
  const firma = await drawnSignature(signer.firma, ["firma"]);
  const rendered = await renderSignedVersion(
    deps,
    documento,
    [
      {
        casilla: CASILLA.PERSONA,
        rol: personRole(documento.tipo),
        nombre: signer.nombre,
        dni: signer.dni,
        firma,
        sha256Visto: signer.sha256,
        ...client,
        modo: "distancia",
        usuario: null,
        enlaceEmail: enlace.email,
      },
    ],
    new Date(),
  );
  // The activity is the sending staff member's: the person has no account.
  const sender = await deps.db.usuario.findFirst({ where: { username: enlace.creadoPor }, select: { id: true, username: true, rolId: true } });
  if (!sender) throw linkVoid();
  const signed = await changeWithActivity(
    deps,
    sender,
    async (tx) => {
      const spent = await tx.enlaceFirma.updateMany({ where: { id: enlace.id, usadoEn: null, revocadoEn: null }, data: { usadoEn: new Date() } });
      if (spent.count !== 1) throw linkVoid();
      return archiveSignedVersion(tx, documento, rendered, enlace.creadoPor);
    },
    (version) => ({
      tabla: "documentos_generados",
      accion: "firmar",
      descripcion: `Firmado a distancia el documento ${documento.nombreArchivo} por ${signer.nombre}`,
      registroId: version.id,
    }),
  );
  await mailSignedCopy(deps, sender, enlace.email, signed.nombreArchivo, rendered.pdf);
  return { nombreArchivo: signed.nombreArchivo, sha256: signed.sha256 };
}

/**
 * The signed PDF to the person and to the shelter. The signature stands even if the mail fails:
 * each copy not sent is written to the activity log, under the staff member who sent the link,
 * so the shelter knows to hand it over another way.
 */
async function mailSignedCopy(deps: Deps, sender: LoggedIn, personEmail: string, filename: string, pdf: Buffer): Promise<void> {
  const settings = await loadSmtpConnectionSettings(deps);
  const shelter = await deps.db.refugio.findUnique({ where: { id: 1 }, select: { email: true } });
  const recipients = [personEmail, shelter?.email].filter((to): to is string => Boolean(to));
  for (const to of recipients) {
    const failure = settings
      ? await sendMail(settings, {
          to,
          subject: `Documento firmado: ${filename}`,
          text: "Se adjunta el documento firmado, con su hoja de evidencias. Su huella SHA-256 se puede comprobar en la página /verificar del refugio.",
          attachments: [{ filename, content: pdf, contentType: "application/pdf" }],
        }).then(
          () => null,
          (error: unknown) => (error instanceof Error ? error.message : String(error)),
        )
      : smtpNotConfigured().message;
    if (failure) await recordLog(deps, sender, `No se pudo enviar a ${to} la copia del documento firmado ${filename}: ${failure}`);
  }
}
