/**
 * Naming the person of an entry or exit, or the town hall, on an E/S (spec section 4 "Select
 * mode" and "Person save in the Entrada or Salida tab"), and removing that link ('Eliminar' only
 * unlinks): one update and its activity entry in one transaction.
 */
import { z } from "zod";
import type { Actor } from "../actor.ts";
import { ayuntamientoNotFound } from "../ayuntamientos/errors.ts";
import { describeAyuntamiento } from "../ayuntamientos/saveAyuntamiento.ts";
import type { Deps } from "../deps.ts";
import { recordId } from "../ids.ts";
import type { ActivityEntry } from "../logs/changeWithActivity.ts";
import { personaNotFound } from "../personas/errors.ts";
import { describePersona } from "../personas/savePersona.ts";
import { type LoggedIn, requireLoggedIn } from "../policies.ts";
import { parseInput } from "../validation.ts";
import { describeEntradaSalida, writeEntradaSalida } from "./entradaSalidaRecord.ts";
import { entradaSalidaNotFound } from "./errors.ts";
import { type PendingReport, reportAfterPersonSelection } from "./pendingReport.ts";

export type EntradaSalidaLink = { entradaSalidaId: number; animalId: number; pendingReport: PendingReport | null };

const roleSchema = z.enum(["entrada", "salida"], "Indique si la persona es de la entrada o de la salida");

const linkPersonaSchema = z.object({
  entradaSalidaId: recordId("entradaSalidaId"),
  personaId: recordId("personaId"),
  role: roleSchema,
  /** True when the selection continues a document process ('Iniciar proceso'), not a plain choice. */
  forProcess: z.boolean("El indicador de proceso debe ser verdadero o falso").default(false),
});

export async function linkPersonaToEntradaSalida(deps: Deps, actor: Actor, input: unknown): Promise<EntradaSalidaLink> {
  const user = requireLoggedIn(actor);
  const { entradaSalidaId, personaId, role, forProcess } = parseInput(linkPersonaSchema, input);
  const persona = await deps.db.persona.findUnique({ where: { id: personaId } });
  if (!persona) throw personaNotFound();
  const entradaSalida = await updateWithActivity(
    deps,
    user,
    entradaSalidaId,
    role === "entrada" ? { datosEntradaId: personaId } : { datosSalidaId: personaId },
    (es) => ({
      accion: "vincular_persona",
      descripcion: `Vinculada la persona ${describePersona(persona)} como datos de ${role} de ${describeEntradaSalida(es)}`,
    }),
    personaNotFound,
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
  const entradaSalida = await updateWithActivity(
    deps,
    user,
    entradaSalidaId,
    { ayuntamientoId },
    (es) => ({
      accion: "vincular_ayuntamiento",
      descripcion: `Vinculado el ayuntamiento ${describeAyuntamiento(ayuntamiento)} a ${describeEntradaSalida(es)}`,
    }),
    ayuntamientoNotFound,
  );
  return { entradaSalidaId, animalId: entradaSalida.animalId, pendingReport: null };
}

/** 'Eliminar' in the Entrada or Salida tab: the person stays, only the link goes. */
export async function unlinkPersonaFromEntradaSalida(deps: Deps, actor: Actor, input: unknown): Promise<EntradaSalidaLink> {
  const user = requireLoggedIn(actor);
  const { entradaSalidaId, role } = parseInput(z.object({ entradaSalidaId: recordId("entradaSalidaId"), role: roleSchema }), input);
  const entradaSalida = await updateWithActivity(
    deps,
    user,
    entradaSalidaId,
    role === "entrada" ? { datosEntradaId: null } : { datosSalidaId: null },
    (es) => ({ accion: "desvincular_persona", descripcion: `Desvinculada la persona de ${role} de ${describeEntradaSalida(es)}` }),
    personaNotFound,
  );
  return { entradaSalidaId, animalId: entradaSalida.animalId, pendingReport: null };
}

/** 'Eliminar' in the Ayuntamiento tab. */
export async function unlinkAyuntamientoFromEntradaSalida(deps: Deps, actor: Actor, input: unknown): Promise<EntradaSalidaLink> {
  const user = requireLoggedIn(actor);
  const { entradaSalidaId } = parseInput(z.object({ entradaSalidaId: recordId("entradaSalidaId") }), input);
  const entradaSalida = await updateWithActivity(
    deps,
    user,
    entradaSalidaId,
    { ayuntamientoId: null },
    (es) => ({ accion: "desvincular_ayuntamiento", descripcion: `Desvinculado el ayuntamiento de ${describeEntradaSalida(es)}` }),
    ayuntamientoNotFound,
  );
  return { entradaSalidaId, animalId: entradaSalida.animalId, pendingReport: null };
}

type LinkData = { datosEntradaId?: number | null; datosSalidaId?: number | null; ayuntamientoId?: number | null };

/** No E/S row: 'No se encontró la entrada/salida'. A foreign key failure: the linked record was just deleted. */
function updateWithActivity(
  deps: Deps,
  user: LoggedIn,
  entradaSalidaId: number,
  data: LinkData,
  activity: (es: { id: number; animalId: number }) => Pick<ActivityEntry, "accion" | "descripcion">,
  linkedGone: () => Error,
) {
  return writeEntradaSalida(
    deps,
    user,
    (tx) => tx.entradaSalida.update({ where: { id: entradaSalidaId }, data }),
    (updated) => ({ registroId: entradaSalidaId, ...activity(updated) }),
    { missing: entradaSalidaNotFound, foreignKey: linkedGone },
  );
}
