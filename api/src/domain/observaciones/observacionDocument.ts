/**
 * An observation's document (spec section 7 upload path): PDF, JPEG, PNG or WebP recognised by
 * the content, at most 10 MB, stored under a generated name in the transaction that makes the
 * row name it, where the replaced document goes too. The observation must belong to the E/S and
 * the animal the path names.
 */
import type { Observacion } from "../../db/generated/prisma/client.ts";
import { UPLOAD_TRANSACTION, removeFiles, saveFile } from "../../files/fileStore.ts";
import type { Actor } from "../actor.ts";
import type { IncomingFile } from "../files/incomingFile.ts";
import type { Deps } from "../deps.ts";
import { readUpload } from "../files/readUpload.ts";
import { changeWithActivity } from "../logs/changeWithActivity.ts";
import { requireLoggedIn } from "../policies.ts";
import { DOCUMENT_UPLOAD } from "../rules/observacion.ts";
import { observacionNotFound } from "./errors.ts";
import { activity, describeObservacion } from "./observacionRecord.ts";
import { parseRecordId } from "../ids.ts";

export async function uploadObservacionDocument(
  deps: Deps,
  actor: Actor,
  input: {
    observacionId: unknown;
    document: IncomingFile | null | undefined;
    /** The E/S and animal the REST path names; the observation must be theirs. */
    within?: { animalId: unknown; entradaSalidaId: unknown };
  },
): Promise<Observacion> {
  const user = requireLoggedIn(actor);
  const id = parseRecordId(input.observacionId);
  const owner = await deps.db.observacion.findUnique({ where: { id }, select: { entradaSalida: { select: { id: true, animalId: true } } } });
  if (!owner) throw observacionNotFound();
  if (input.within) {
    const animalId = parseRecordId(input.within.animalId, "animalId");
    const entradaSalidaId = parseRecordId(input.within.entradaSalidaId, "entradaSalidaId");
    if (owner.entradaSalida.id !== entradaSalidaId || owner.entradaSalida.animalId !== animalId) throw observacionNotFound();
  }

  const upload = await readUpload(input.document, DOCUMENT_UPLOAD);
  return changeWithActivity(
    deps,
    user,
    async (tx) => {
      // Locks the row, so two uploads at once cannot both miss the file the other replaced.
      const locked = await tx.$queryRaw<{ documentacion: string | null }[]>`SELECT documentacion FROM observaciones WHERE id = ${id} FOR UPDATE`;
      if (!locked.length) throw observacionNotFound();
      const stored = await saveFile(tx, "documentos", upload);
      const updated = await tx.observacion.update({ where: { id }, data: { documentacion: stored.apiPath } });
      await removeFiles(tx, [locked[0]!.documentacion]);
      return updated;
    },
    (observacion) => activity("modificar", `Nuevo documento en ${describeObservacion(observacion)}`, id),
    UPLOAD_TRANSACTION,
  );
}
