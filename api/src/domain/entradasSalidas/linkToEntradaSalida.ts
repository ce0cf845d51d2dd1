/**
 * Naming the person of an entry or exit, or the town hall, on an E/S (spec section 4 "Select
 * mode" and "Person save in the Entrada or Salida tab"), and removing that link ('Eliminar' only
 * unlinks): one update and its activity entry in one transaction.
 */
import { z } from "zod";
import type { EntradaSalida } from "../../db/generated/prisma/client.ts";
import type { Actor } from "../actor.ts";
import { AYUNTAMIENTOS, describeAyuntamiento } from "../ayuntamientos/ayuntamientoDirectory.ts";
import type { Deps } from "../deps.ts";
import { type Directory, findRecord, recordNotFound } from "../directories/directory.ts";
import { recordId } from "../ids.ts";
import type { ActivityEntry } from "../logs/changeWithActivity.ts";
import { describePersona, PERSONAS } from "../personas/personaDirectory.ts";
import { type LoggedIn, requireLoggedIn } from "../policies.ts";
import { personaBlocked } from "../rgpd/errors.ts";
import { BLOCKED_LINK_MESSAGE } from "../rules/rgpd.ts";
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
  const persona = await findRecord(deps.db, PERSONAS, personaId);
  if (persona.bloqueadaEn) throw personaBlocked(BLOCKED_LINK_MESSAGE);
  const entradaSalida = await updateLinks(deps, user, {
    entradaSalidaId,
    linked: PERSONAS,
    data: role === "entrada" ? { datosEntradaId: personaId } : { datosSalidaId: personaId },
    activity: (es) => ({
      accion: "vincular_persona",
      descripcion: `Vinculada la persona ${describePersona(persona)} como datos de ${role} de ${describeEntradaSalida(es)}`,
    }),
  });
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
  const ayuntamiento = await findRecord(deps.db, AYUNTAMIENTOS, ayuntamientoId);
  const entradaSalida = await updateLinks(deps, user, {
    entradaSalidaId,
    linked: AYUNTAMIENTOS,
    data: { ayuntamientoId },
    activity: (es) => ({
      accion: "vincular_ayuntamiento",
      descripcion: `Vinculado el ayuntamiento ${describeAyuntamiento(ayuntamiento)} a ${describeEntradaSalida(es)}`,
    }),
  });
  return { entradaSalidaId, animalId: entradaSalida.animalId, pendingReport: null };
}

/** 'Eliminar' in the Entrada or Salida tab: the person stays, only the link goes. */
export async function unlinkPersonaFromEntradaSalida(deps: Deps, actor: Actor, input: unknown): Promise<EntradaSalidaLink> {
  const user = requireLoggedIn(actor);
  const { entradaSalidaId, role } = parseInput(z.object({ entradaSalidaId: recordId("entradaSalidaId"), role: roleSchema }), input);
  const entradaSalida = await updateLinks(deps, user, {
    entradaSalidaId,
    linked: PERSONAS,
    data: role === "entrada" ? { datosEntradaId: null } : { datosSalidaId: null },
    activity: (es) => ({ accion: "desvincular_persona", descripcion: `Desvinculada la persona de ${role} de ${describeEntradaSalida(es)}` }),
  });
  return { entradaSalidaId, animalId: entradaSalida.animalId, pendingReport: null };
}

/** 'Eliminar' in the Ayuntamiento tab. */
export async function unlinkAyuntamientoFromEntradaSalida(deps: Deps, actor: Actor, input: unknown): Promise<EntradaSalidaLink> {
  const user = requireLoggedIn(actor);
  const { entradaSalidaId } = parseInput(z.object({ entradaSalidaId: recordId("entradaSalidaId") }), input);
  const entradaSalida = await updateLinks(deps, user, {
    entradaSalidaId,
    linked: AYUNTAMIENTOS,
    data: { ayuntamientoId: null },
    activity: (es) => ({ accion: "desvincular_ayuntamiento", descripcion: `Desvinculado el ayuntamiento de ${describeEntradaSalida(es)}` }),
  });
  return { entradaSalidaId, animalId: entradaSalida.animalId, pendingReport: null };
}

type LinkChange<Row, Data> = {
  entradaSalidaId: number;
  /** The directory of the record named or unnamed: a foreign key failure means that record was just deleted. */
  linked: Directory<Row, Data>;
  data: { datosEntradaId?: number | null; datosSalidaId?: number | null; ayuntamientoId?: number | null };
  activity: (es: EntradaSalida) => Pick<ActivityEntry, "accion" | "descripcion">;
};

/** No E/S row: 'No se encontró la entrada/salida'. */
function updateLinks<Row, Data>(deps: Deps, user: LoggedIn, change: LinkChange<Row, Data>): Promise<EntradaSalida> {
  return writeEntradaSalida(
    deps,
    user,
    (tx) => tx.entradaSalida.update({ where: { id: change.entradaSalidaId }, data: change.data }),
    (updated) => ({ registroId: change.entradaSalidaId, ...change.activity(updated) }),
    { missing: entradaSalidaNotFound, foreignKey: () => recordNotFound(change.linked) },
  );
}
