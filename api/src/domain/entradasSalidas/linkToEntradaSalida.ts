/**
 * Naming the person of an entry or exit, or the town hall, on an E/S (spec section 4 "Select
 * mode"): one update and its activity entry, in one transaction. The E/S screens build on these.
 */
import { z } from "zod";
import type { Actor } from "../actor.ts";
import { ayuntamientoNotFound } from "../ayuntamientos/errors.ts";
import { describeAyuntamiento } from "../ayuntamientos/saveAyuntamiento.ts";
import { answerConstraints } from "../dbErrors.ts";
import type { Deps } from "../deps.ts";
import { recordId } from "../ids.ts";
import { changeWithActivity } from "../logs/changeWithActivity.ts";
import { personaNotFound } from "../personas/errors.ts";
import { describePersona } from "../personas/savePersona.ts";
import { requireLoggedIn } from "../policies.ts";
import { parseInput } from "../validation.ts";
import { entradaSalidaNotFound } from "./errors.ts";
import { type PendingReport, reportAfterPersonSelection } from "./pendingReport.ts";

export type EntradaSalidaLink = { entradaSalidaId: number; animalId: number; pendingReport: PendingReport | null };

const linkPersonaSchema = z.object({
  entradaSalidaId: recordId("entradaSalidaId"),
  personaId: recordId("personaId"),
  role: z.enum(["entrada", "salida"], "Indique si la persona es de la entrada o de la salida"),
  /** True when the selection continues a document process ('Iniciar proceso'), not a plain choice. */
  forProcess: z.boolean("El indicador de proceso debe ser verdadero o falso").default(false),
});

export async function linkPersonaToEntradaSalida(deps: Deps, actor: Actor, input: unknown): Promise<EntradaSalidaLink> {
  const user = requireLoggedIn(actor);
  const { entradaSalidaId, personaId, role, forProcess } = parseInput(linkPersonaSchema, input);
  const persona = await deps.db.persona.findUnique({ where: { id: personaId } });
  if (!persona) throw personaNotFound();
  const entradaSalida = await changeWithActivity(
    deps,
    user,
    (tx) =>
      updateOrExplain(
        () =>
          tx.entradaSalida.update({
            where: { id: entradaSalidaId },
            data: role === "entrada" ? { datosEntradaId: personaId } : { datosSalidaId: personaId },
          }),
        personaNotFound,
      ),
    (linked) => ({
      tabla: "entradas_salidas",
      accion: "vincular_persona",
      descripcion: `Vinculada la persona ${describePersona(persona)} como datos de ${role} de la E/S ${entradaSalidaId} del animal ${linked.animalId}`,
      registroId: entradaSalidaId,
    }),
  );
  return {
    entradaSalidaId,
    animalId: entradaSalida.animalId,
    pendingReport: forProcess ? reportAfterPersonSelection(role, entradaSalida) : null,
  };
}

const linkAyuntamientoSchema = z.object({ entradaSalidaId: recordId("entradaSalidaId"), ayuntamientoId: recordId("ayuntamientoId") });

export async function linkAyuntamientoToEntradaSalida(deps: Deps, actor: Actor, input: unknown): Promise<EntradaSalidaLink> {
  const user = requireLoggedIn(actor);
  const { entradaSalidaId, ayuntamientoId } = parseInput(linkAyuntamientoSchema, input);
  const ayuntamiento = await deps.db.ayuntamiento.findUnique({ where: { id: ayuntamientoId } });
  if (!ayuntamiento) throw ayuntamientoNotFound();
  const entradaSalida = await changeWithActivity(
    deps,
    user,
    (tx) => updateOrExplain(() => tx.entradaSalida.update({ where: { id: entradaSalidaId }, data: { ayuntamientoId } }), ayuntamientoNotFound),
    (linked) => ({
      tabla: "entradas_salidas",
      accion: "vincular_ayuntamiento",
      descripcion: `Vinculado el ayuntamiento ${describeAyuntamiento(ayuntamiento)} a la E/S ${entradaSalidaId} del animal ${linked.animalId}`,
      registroId: entradaSalidaId,
    }),
  );
  return { entradaSalidaId, animalId: entradaSalida.animalId, pendingReport: null };
}

/** No E/S row: 'No se encontró la entrada/salida'. A foreign key failure: the linked record was just deleted. */
function updateOrExplain<T>(update: () => Promise<T>, linkedGone: () => Error): Promise<T> {
  return answerConstraints(update, { missing: entradaSalidaNotFound, foreignKey: linkedGone });
}
