/**
 * An observation's document (spec section 7 upload path): PDF, JPEG, PNG or WebP recognised by
 * the content, at most 10 MB, stored under a generated name. The observation must belong to the
 * E/S and the animal the path names. A replaced document is removed after the commit; the new
 * file is removed when the row could not take it.
 */
import type { Observacion } from "../../db/generated/prisma/client.ts";
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

  const { bytes, extension } = await readUpload(input.document, DOCUMENT_UPLOAD);

  const stored = await deps.files.save("documentos", bytes, extension);
  let previous: string | null;
  let observacion: Observacion;
  try {
    ({ previous, observacion } = await changeWithActivity(
      deps,
      user,
      async (tx) => {
        // Locks the row, so two uploads at once cannot both miss the file the other replaced.
        const locked = await tx.$queryRaw<{ documentacion: string | null }[]>`SELECT documentacion FROM observaciones WHERE id = ${id} FOR UPDATE`;
        if (!locked.length) throw observacionNotFound();
        const updated = await tx.observacion.update({ where: { id }, data: { documentacion: stored.apiPath } });
        return { previous: locked[0]!.documentacion, observacion: updated };
      },
      (result) => activity("modificar", `Nuevo documento en ${describeObservacion(result.observacion)}`, id),
    ));
  } catch (error) {
    await deps.files.remove(stored.apiPath).catch(() => "missing");
    throw error;
  }
  if (previous) await deps.files.remove(previous).catch(() => "missing");
  return observacion;
}
