/**
 * Deleting an E/S ('Eliminar E/S', spec sections 4 "Deletions" and 5): the E/S, its
 * observations and its generated documents go in one transaction with their files, as the animal
 * cascade does. The confirmation word is checked here, whatever the client did.
 */
import { z } from "zod";
import type { Actor } from "../actor.ts";
import type { Deps } from "../deps.ts";
import { parseRecordId } from "../ids.ts";
import { removeFiles } from "../../files/fileStore.ts";
import { changeWithActivity } from "../logs/changeWithActivity.ts";
import { requireLoggedIn } from "../policies.ts";
import { confirmationSchema } from "../rules/confirmation.ts";
import { parseInput } from "../validation.ts";
import { describeEntradaSalida } from "./entradaSalidaRecord.ts";
import { entradaSalidaNotFound } from "./errors.ts";

/** Spec section 3 "Delete results" for an E/S. */
export type EntradaSalidaDeleteDetails = {
  entradaSalidaId: number;
  animalId: number;
  observacionesEliminadas: number;
  archivosEliminados: number;
  archivosNoEncontrados: number;
};

export async function deleteEntradaSalida(deps: Deps, actor: Actor, input: { id: unknown; confirmacion?: unknown }): Promise<EntradaSalidaDeleteDetails> {
  const user = requireLoggedIn(actor);
  const id = parseRecordId(input.id);
  parseInput(z.object({ confirmacion: confirmationSchema }), { confirmacion: input.confirmacion });

  const removed = await changeWithActivity(
    deps,
    user,
    async (tx) => {
      // Locks the row: no observation is added to it while it is being deleted.
      const locked = await tx.$queryRaw<{ animal_id: number }[]>`SELECT animal_id FROM entradas_salidas WHERE id = ${id} FOR UPDATE`;
      const animalId = locked[0]?.animal_id;
      if (animalId === undefined) throw entradaSalidaNotFound();
      const documents = await tx.observacion.findMany({ where: { entradaSalidaId: id }, select: { documentacion: true } });
      // The archive's rows go with the E/S (ON DELETE CASCADE); their files are read first.
      const generated = await tx.documentoGenerado.findMany({ where: { entradaSalidaId: id }, select: { archivo: true } });
      const observaciones = await tx.observacion.deleteMany({ where: { entradaSalidaId: id } });
      await tx.entradaSalida.delete({ where: { id } });
      const files = await removeFiles(tx, [...documents.map((o) => o.documentacion), ...generated.map((d) => d.archivo)]);
      return { animalId, observaciones: observaciones.count, files };
    },
    ({ animalId, observaciones }) => ({
      tabla: "entradas_salidas",
      accion: "eliminar",
      descripcion: `Eliminada ${describeEntradaSalida({ id, animalId })}: ${observaciones} observaciones`,
      registroId: id,
    }),
  );

  return { entradaSalidaId: id, animalId: removed.animalId, observacionesEliminadas: removed.observaciones, ...removed.files };
}
