/**
 * Deleting an animal in cascade (spec sections 4 "Deletions" and 5 "Deletion of an animal"):
 * the animal, its E/S, their observations and generated documents go in one transaction with the
 * files they name (the photo, the observations' documents and the generated PDFs), so a failure
 * part-way leaves both the rows and the files as they were.
 */
import { z } from "zod";
import type { Actor } from "../actor.ts";
import type { Deps } from "../deps.ts";
import { parseRecordId } from "../ids.ts";
import { removeFiles } from "../../files/fileStore.ts";
import { changeWithActivity } from "../logs/changeWithActivity.ts";
import { requireLoggedIn } from "../policies.ts";
import { parseInput } from "../validation.ts";
import { animalNotFound } from "./animalRecord.ts";
import { confirmationSchema } from "../rules/confirmation.ts";

export type AnimalDeleteDetails = {
  animalId: number;
  entradasSalidasEliminadas: number;
  observacionesEliminadas: number;
  archivosEliminados: number;
  archivosNoEncontrados: number;
};

const deleteInputSchema = z.object({
  confirmacion: confirmationSchema,
  /** Where the user deleted from; only recorded in the activity log. */
  from: z.enum(["list", "ficha"]).catch("ficha"),
});

export async function deleteAnimalCascade(
  deps: Deps,
  actor: Actor,
  input: { id: unknown; confirmacion?: unknown; from?: unknown },
): Promise<AnimalDeleteDetails> {
  const user = requireLoggedIn(actor);
  const id = parseRecordId(input.id);
  const { from } = parseInput(deleteInputSchema, input);

  const removed = await changeWithActivity(
    deps,
    user,
    async (tx) => {
      // Locks the animal row: nobody adds an E/S to it while it is being deleted.
      const locked = await tx.$queryRaw<{ id: number }[]>`SELECT id FROM animales WHERE id = ${id} FOR UPDATE`;
      if (!locked.length) throw animalNotFound();
      const animal = await tx.animal.findUniqueOrThrow({
        where: { id },
        include: {
          entradasSalidas: { select: { id: true, observaciones: { select: { documentacion: true } }, documentos: { select: { archivo: true } } } },
          actuaciones: { select: { documentacion: true } },
        },
      });
      const stayIds = animal.entradasSalidas.map((stay) => stay.id);
      const observaciones = await tx.observacion.deleteMany({ where: { entradaSalidaId: { in: stayIds } } });
      const actuaciones = await tx.actuacionAnimal.deleteMany({ where: { animalId: id } });
      const entradasSalidas = await tx.entradaSalida.deleteMany({ where: { animalId: id } });
      await tx.animal.delete({ where: { id } });
      const files = [
        animal.fotografia,
        ...animal.entradasSalidas.flatMap((stay) => [...stay.observaciones.map((o) => o.documentacion), ...stay.documentos.map((d) => d.archivo)]),
        ...animal.actuaciones.map((item) => item.documentacion),
      ];
      const counts = { entradasSalidas: entradasSalidas.count, observaciones: observaciones.count, actuaciones: actuaciones.count };
      return { animal, ...counts, files: await removeFiles(tx, files) };
    },
    ({ animal, entradasSalidas, observaciones, actuaciones }) => ({
      tabla: "animales",
      accion: "eliminar",
      descripcion:
        `Eliminada en cascada la ficha registral ${animal.registro} (${animal.nombre}) desde ${from === "list" ? "la lista" : "la ficha"}: ` +
        `${entradasSalidas} entradas/salidas, ${observaciones} observaciones${actuaciones > 0 ? `, ${actuaciones} actuaciones del plan sanitario` : ""}`,
      registroId: id,
    }),
  );

  return {
    animalId: id,
    entradasSalidasEliminadas: removed.entradasSalidas,
    observacionesEliminadas: removed.observaciones,
    ...removed.files,
  };
}
