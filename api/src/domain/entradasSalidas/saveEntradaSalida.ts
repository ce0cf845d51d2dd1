/**
 * Creating and editing an E/S (spec sections 4 "Animal and E/S states", 5 "E/S checks" and 7
 * "Entries/exits"): the dates and destino rules, one open stay per animal, and the activity
 * entry written in the same transaction as the change; opening a stay applies the species'
 * protocol of the plan sanitario, closing it ends its treatments and cancels its pending actuaciones.
 */
import { z } from "zod";
import type { EntradaSalida, Prisma } from "../../db/generated/prisma/client.ts";
import type { Actor } from "../actor.ts";
import { animalNotFound } from "../animales/animalRecord.ts";
import { AYUNTAMIENTOS } from "../ayuntamientos/ayuntamientoDirectory.ts";
import type { Deps } from "../deps.ts";
import { findRecord } from "../directories/directory.ts";
import { AppError } from "../errors.ts";
import { parseRecordId } from "../ids.ts";
import { PERSONAS } from "../personas/personaDirectory.ts";
import { requireLoggedIn } from "../policies.ts";
import { personaBlocked } from "../rgpd/errors.ts";
import { BLOCKED_LINK_MESSAGE } from "../rules/rgpd.ts";
import { type AdoptionExit, sterilisationCommitmentSchema } from "../rules/adopcion.ts";
import {
  DESTINO_ADOPCION,
  DESTINO_EN_REFUGIO,
  DESTINO_REQUIRED,
  type EntradaSalidaDates,
  entradaSalidaDatesSchema,
  PROCEDENCIA_REQUIRED,
} from "../rules/entradaSalida.ts";
import { parseInput } from "../validation.ts";
import { asOneChange } from "../logs/changeWithActivity.ts";
import { endTreatmentsOfStay } from "../observaciones/treatmentsOfStay.ts";
import { applyProtocol, cancelPendingOfStay } from "../planSanitario/protocoloDeEstancia.ts";
import { dateOfDay, dayOf } from "../rules/shelterClock.ts";
import { assertAdoptionAllowed, recordOverride } from "./adoptionPreconditions.ts";
import { describeEntradaSalida, ENTRADA_SALIDA_TRANSACTION, findEntradaSalidaOrThrow, shelterToday, writeEntradaSalida } from "./entradaSalidaRecord.ts";
import { entradaSalidaNotFound, openStayExists, otherStayOpen } from "./errors.ts";

/** Which tab (or process) saved the E/S; only General requires a procedencia. */
export const SAVE_SOURCES = ["general", "entrada", "salida", "ayuntamiento", "proceso_automatico"] as const;
export type SaveSource = (typeof SAVE_SOURCES)[number];

const SOURCE_NOTE: Record<SaveSource, string> = {
  general: "desde la pestaña General",
  entrada: "desde la pestaña Entrada",
  salida: "desde la pestaña Salida",
  ayuntamiento: "desde la pestaña Ayuntamiento",
  proceso_automatico: "desde un proceso",
};

/** A linked record's id: absent keeps the current link, null or 0 removes it. */
const linkId = (field: string) =>
  z
    .unknown()
    .transform((value) => (value === 0 || value === null ? null : parseRecordId(value, field)))
    .optional();

export const linksSchema = z.object({
  datosEntradaId: linkId("datosEntradaId"),
  datosSalidaId: linkId("datosSalidaId"),
  ayuntamientoId: linkId("ayuntamientoId"),
});
type Links = z.output<typeof linksSchema>;

export const sourceSchema = z.enum(SAVE_SOURCES, "El origen del cambio no es válido").default("general");

/** A new E/S starts as the spec says: no procedencia, arrival today, destino 6, nothing linked. */
export async function openEntradaSalida(deps: Deps, actor: Actor, input: { animalId: unknown }): Promise<EntradaSalida> {
  return createEntradaSalida(deps, actor, { animalId: input.animalId });
}

/** POST /api/entradas-salidas: any field left out takes the value of a new E/S. */
export async function createEntradaSalida(deps: Deps, actor: Actor, input: Record<string, unknown>): Promise<EntradaSalida> {
  const user = requireLoggedIn(actor);
  const animalId = parseRecordId(input.animalId, "animalId");
  const today = shelterToday(deps);
  const dates = parseInput(entradaSalidaDatesSchema({ today, requireProcedencia: false }), {
    procedenciaId: input.procedenciaId ?? null,
    fechaLlegada: input.fechaLlegada ?? today,
    destinoId: input.destinoId ?? DESTINO_EN_REFUGIO,
    fechaSalida: input.fechaSalida ?? null,
  });
  const links = parseInput(linksSchema, input);
  const commitment = parseInput(sterilisationCommitmentSchema, input);
  if (dates.destinoId === DESTINO_EN_REFUGIO && (await hasOpenStay(deps.db, animalId))) throw openStayExists();
  const override =
    dates.destinoId === DESTINO_ADOPCION
      ? await assertAdoptionAllowed(deps, actor, {
          animalId,
          exit: adoptionExit(dates, commitment, null),
          adopterId: links.datosSalidaId ?? null,
          motivoExcepcion: input.motivoExcepcion,
          what: `la nueva E/S del animal ${animalId}`,
        })
      : null;
  return asOneChange(
    deps,
    async (deps) => {
      let previstas = 0;
      const created = await writeEntradaSalida(
        deps,
        user,
        async (tx) => {
          if (!(await tx.animal.findUnique({ where: { id: animalId }, select: { id: true } }))) throw animalNotFound();
          await assertReferencesExist(tx, dates, links, null);
          const created = await tx.entradaSalida.create({ data: { animalId, ...rowData(dates), ...links, ...commitmentData(commitment) } });
          previstas = await applyProtocol(tx, created);
          return created;
        },
        (created) => ({
          accion: "crear",
          descripcion: `Creada ${describeEntradaSalida(created)}${previstas > 0 ? `; plan sanitario: ${previstas} actuaciones previstas` : ""}`,
          registroId: created.id,
        }),
        // Another request opened a stay between the check and the insert: the partial unique index decides.
        { unique: openStayExists },
      );
      await recordOverride(deps, user, override, created.id);
      return created;
    },
    ENTRADA_SALIDA_TRANSACTION,
  );
}

/**
 * A saved E/S, how many running treatments its exit date ended (treatmentsOfStay.ts) and how many
 * pending actuaciones of the plan sanitario its closing cancelled (planSanitario/protocoloDeEstancia.ts).
 */
export type SavedEntradaSalida = { entradaSalida: EntradaSalida; tratamientosFinalizados: number; actuacionesCanceladas: number };

/**
 * PUT /api/entradas-salidas/{id} and the General tab: the dates and destino always; the links
 * only when given. `source` says which tab saved it. A stay saved with an exit date ends its
 * running treatments on that day, in the same change.
 */
export async function updateEntradaSalida(deps: Deps, actor: Actor, input: Record<string, unknown>): Promise<SavedEntradaSalida> {
  const user = requireLoggedIn(actor);
  const id = parseRecordId(input.id);
  const source = parseInput(z.object({ source: sourceSchema }), { source: input.source ?? undefined }).source;
  const dates = parseInput(entradaSalidaDatesSchema({ today: shelterToday(deps), requireProcedencia: source === "general" }), {
    procedenciaId: input.procedenciaId,
    fechaLlegada: input.fechaLlegada,
    destinoId: input.destinoId,
    fechaSalida: input.fechaSalida,
  });
  const links = parseInput(linksSchema, input);
  const commitment = parseInput(sterilisationCommitmentSchema, input);
  // Checked when the exit becomes an adoption; an adoption saved before keeps saving (history).
  const stored = await findEntradaSalidaOrThrow(deps.db, id);
  const override =
    dates.destinoId === DESTINO_ADOPCION && stored.destinoId !== DESTINO_ADOPCION
      ? await assertAdoptionAllowed(deps, actor, {
          animalId: stored.animalId,
          exit: adoptionExit(dates, commitment, stored),
          adopterId: links.datosSalidaId === undefined ? stored.datosSalidaId : links.datosSalidaId,
          motivoExcepcion: input.motivoExcepcion,
          what: describeEntradaSalida(stored),
        })
      : null;
  return asOneChange(
    deps,
    async (deps) => {
      const entradaSalida = await writeEntradaSalida(
        deps,
        user,
        async (tx) => {
          await assertReferencesExist(tx, dates, links, stored);
          return tx.entradaSalida.update({ where: { id }, data: { ...rowData(dates), ...links, ...commitmentData(commitment) } });
        },
        (updated) => ({ accion: "modificar", descripcion: `Modificada ${describeEntradaSalida(updated)} ${SOURCE_NOTE[source]}`, registroId: id }),
        { missing: entradaSalidaNotFound, unique: otherStayOpen },
      );
      await recordOverride(deps, user, override, id);
      return {
        entradaSalida,
        tratamientosFinalizados: await endTreatmentsOfStay(deps, user, entradaSalida),
        actuacionesCanceladas: await cancelPendingOfStay(deps, user, entradaSalida),
      };
    },
    ENTRADA_SALIDA_TRANSACTION,
  );
}

/** The animal's stay still open (at most one: a partial unique index), or null when it is out of the shelter. */
export function openStayId(db: Deps["db"] | Prisma.TransactionClient, animalId: number): Promise<number | null> {
  return db.entradaSalida.findFirst({ where: { animalId, destinoId: DESTINO_EN_REFUGIO }, select: { id: true } }).then((row) => row?.id ?? null);
}

export async function hasOpenStay(db: Deps["db"] | Prisma.TransactionClient, animalId: number): Promise<boolean> {
  return (await openStayId(db, animalId)) !== null;
}

type Commitment = z.output<typeof sterilisationCommitmentSchema>;

/** The exit the adoption rule reads: the commitment sent, or else the one stored. */
function adoptionExit(dates: EntradaSalidaDates, commitment: Commitment, stored: EntradaSalida | null): AdoptionExit {
  const storedDeadline = stored?.fechaLimiteEsterilizacion ? dayOf(stored.fechaLimiteEsterilizacion) : null;
  return {
    fechaSalida: dates.fechaSalida!,
    compromisoEsterilizacion: commitment.compromisoEsterilizacion ?? stored?.compromisoEsterilizacion ?? false,
    fechaLimiteEsterilizacion: commitment.fechaLimiteEsterilizacion === undefined ? storedDeadline : commitment.fechaLimiteEsterilizacion,
  };
}

function commitmentData(commitment: Commitment) {
  const deadline = commitment.fechaLimiteEsterilizacion;
  return {
    compromisoEsterilizacion: commitment.compromisoEsterilizacion,
    fechaLimiteEsterilizacion: deadline === undefined ? undefined : deadline && dateOfDay(deadline),
  };
}

function rowData(dates: EntradaSalidaDates) {
  return {
    procedenciaId: dates.procedenciaId,
    destinoId: dates.destinoId,
    fechaLlegada: dateOfDay(dates.fechaLlegada),
    fechaSalida: dates.fechaSalida === null ? null : dateOfDay(dates.fechaSalida),
  };
}

/**
 * Unknown lookups or linked records answer on their field, before the foreign keys would. A blocked
 * person is linked by no one (as in the select modes); the link already stored is resent by the
 * spec's client with every save and stays.
 */
async function assertReferencesExist(tx: Prisma.TransactionClient, dates: EntradaSalidaDates, links: Links, stored: EntradaSalida | null): Promise<void> {
  if (dates.procedenciaId !== null && !(await tx.procedencia.findUnique({ where: { id: dates.procedenciaId } }))) {
    throw new AppError("VALIDATION", 400, PROCEDENCIA_REQUIRED, "procedenciaId");
  }
  if (!(await tx.destino.findUnique({ where: { id: dates.destinoId } }))) {
    throw new AppError("VALIDATION", 400, DESTINO_REQUIRED, "destinoId");
  }
  for (const field of ["datosEntradaId", "datosSalidaId"] as const) {
    const personaId = links[field];
    if (!personaId) continue;
    const persona = await findRecord(tx, PERSONAS, personaId, field);
    if (persona.bloqueadaEn && stored?.[field] !== personaId) throw personaBlocked(BLOCKED_LINK_MESSAGE);
  }
  if (links.ayuntamientoId) await findRecord(tx, AYUNTAMIENTOS, links.ayuntamientoId, "ayuntamientoId");
}
