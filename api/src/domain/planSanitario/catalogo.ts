/**
 * The shelter's catalogue of actuaciones and its protocols by species (issue 27). Every logged-in
 * user reads them; only administrators and veterinarians change them. The shelter writes its own
 * protocol: the app ships an empty catalogue and an example set it may load, named as an example
 * (docs/decisions.md "Plan sanitario").
 */
import type { Actuacion, PasoProtocolo } from "../../db/generated/prisma/client.ts";
import type { Actor } from "../actor.ts";
import { answerConstraints } from "../dbErrors.ts";
import type { Deps } from "../deps.ts";
import { parseRecordId } from "../ids.ts";
import { changeWithActivity, type Tx } from "../logs/changeWithActivity.ts";
import { requireLoggedIn, requirePlanEditor } from "../policies.ts";
import { actuacionInputSchema, CLASE_NOMBRES, type Clase, pasoProtocoloSchema, pasoProtocoloUpdateSchema } from "../rules/planSanitario.ts";
import { parseInput } from "../validation.ts";
import { actuacionInUse, actuacionNotFound, pasoNotFound, pasoTaken, tipoNotFound, wrongSpecies } from "./errors.ts";
import { catalogueActivity, protocolActivity } from "./planRecord.ts";

const describeActuacion = (a: Actuacion) => `la actuación ${a.id} del plan sanitario (${CLASE_NOMBRES[a.clase as Clase]}: ${a.nombre})`;

export function listActuaciones(deps: Deps, actor: Actor): Promise<Actuacion[]> {
  requireLoggedIn(actor);
  return deps.db.actuacion.findMany({ orderBy: [{ nombre: "asc" }, { id: "asc" }] });
}

export async function createActuacion(deps: Deps, actor: Actor, input: Record<string, unknown>): Promise<Actuacion> {
  const user = requirePlanEditor(actor);
  const data = parseInput(actuacionInputSchema, input);
  return changeWithActivity(
    deps,
    user,
    async (tx) => {
      await assertTipo(tx, data.tipoId);
      return tx.actuacion.create({ data });
    },
    (created) => catalogueActivity("crear", `Creada ${describeActuacion(created)}`, created.id),
  );
}

export async function updateActuacion(deps: Deps, actor: Actor, input: Record<string, unknown> & { id: unknown }): Promise<Actuacion> {
  const user = requirePlanEditor(actor);
  const id = parseRecordId(input.id);
  const data = parseInput(actuacionInputSchema, input);
  return changeWithActivity(
    deps,
    user,
    async (tx) => {
      await assertTipo(tx, data.tipoId);
      return answerConstraints(() => tx.actuacion.update({ where: { id }, data }), { missing: actuacionNotFound });
    },
    (updated) => catalogueActivity("modificar", `Modificada ${describeActuacion(updated)}`, id),
  );
}

/** Its protocol steps go with it; an actuación some animal's item names stays. */
export async function deleteActuacion(deps: Deps, actor: Actor, input: { id: unknown }): Promise<Actuacion> {
  const user = requirePlanEditor(actor);
  const id = parseRecordId(input.id);
  return changeWithActivity(
    deps,
    user,
    (tx) => answerConstraints(() => tx.actuacion.delete({ where: { id } }), { missing: actuacionNotFound, foreignKey: actuacionInUse }),
    (deleted) => catalogueActivity("eliminar", `Eliminada ${describeActuacion(deleted)}`, id),
  );
}

export type PasoConActuacion = PasoProtocolo & { actuacion: Actuacion };

/** The protocols, by species and day; `tipoId` keeps one species. */
export function listProtocolo(deps: Deps, actor: Actor, input: { tipoId?: unknown } = {}): Promise<PasoConActuacion[]> {
  requireLoggedIn(actor);
  const tipoId = input.tipoId === undefined || input.tipoId === null || input.tipoId === "" ? undefined : parseRecordId(input.tipoId, "tipoId");
  return deps.db.pasoProtocolo.findMany({ where: { tipoId }, include: { actuacion: true }, orderBy: [{ tipoId: "asc" }, { dia: "asc" }, { id: "asc" }] });
}

export async function addPasoProtocolo(deps: Deps, actor: Actor, input: Record<string, unknown>): Promise<PasoConActuacion> {
  const user = requirePlanEditor(actor);
  const data = parseInput(pasoProtocoloSchema, input);
  return changeWithActivity(
    deps,
    user,
    async (tx) => {
      await assertTipo(tx, data.tipoId);
      await assertActuacionOf(tx, data.actuacionId, data.tipoId);
      return answerConstraints(() => tx.pasoProtocolo.create({ data, include: { actuacion: true } }), { unique: pasoTaken });
    },
    (paso) => protocolActivity("crear", `Añadida al protocolo de la especie ${paso.tipoId} ${describeActuacion(paso.actuacion)} el día ${paso.dia}`, paso.id),
  );
}

/** A step's actuación and day; the items already scheduled for animals keep their dates. */
export async function updatePasoProtocolo(deps: Deps, actor: Actor, input: Record<string, unknown> & { id: unknown }): Promise<PasoConActuacion> {
  const user = requirePlanEditor(actor);
  const id = parseRecordId(input.id);
  const data = parseInput(pasoProtocoloUpdateSchema, input);
  const { after } = await changeWithActivity(
    deps,
    user,
    async (tx) => {
      const before = await tx.pasoProtocolo.findUnique({ where: { id }, include: { actuacion: true } });
      if (!before) throw pasoNotFound();
      await assertActuacionOf(tx, data.actuacionId, before.tipoId);
      const after = await answerConstraints(() => tx.pasoProtocolo.update({ where: { id }, data, include: { actuacion: true } }), {
        missing: pasoNotFound,
        unique: pasoTaken,
      });
      return { before, after };
    },
    ({ before, after }) =>
      protocolActivity(
        "modificar",
        `Cambiado en el protocolo de la especie ${after.tipoId} el paso ${id}: ${describeActuacion(before.actuacion)} el día ${before.dia} pasa a ${describeActuacion(after.actuacion)} el día ${after.dia}`,
        id,
      ),
  );
  return after;
}

export async function deletePasoProtocolo(deps: Deps, actor: Actor, input: { id: unknown }): Promise<PasoConActuacion> {
  const user = requirePlanEditor(actor);
  const id = parseRecordId(input.id);
  return changeWithActivity(
    deps,
    user,
    (tx) => answerConstraints(() => tx.pasoProtocolo.delete({ where: { id }, include: { actuacion: true } }), { missing: pasoNotFound }),
    (paso) => protocolActivity("eliminar", `Quitada del protocolo de la especie ${paso.tipoId} ${describeActuacion(paso.actuacion)} del día ${paso.dia}`, id),
  );
}

/**
 * The example set: a few actuaciones named 'Ejemplo: ...' for dogs and cats, with their protocol
 * steps, for a shelter to see how a protocol looks and then edit or delete. Not veterinary advice;
 * the names say so. Loading it twice adds nothing the second time.
 */
const EJEMPLO: { especie: "perro" | "gato"; clase: Clase; nombre: string; intervaloDias: number | null; dias: number[] }[] = [
  { especie: "perro", clase: "vacuna", nombre: "Ejemplo: vacuna polivalente (perro)", intervaloDias: 365, dias: [0, 21] },
  { especie: "perro", clase: "vacuna", nombre: "Ejemplo: vacuna antirrábica (perro)", intervaloDias: 365, dias: [7] },
  { especie: "perro", clase: "desparasitacion_interna", nombre: "Ejemplo: desparasitación interna (perro)", intervaloDias: 90, dias: [0] },
  { especie: "perro", clase: "desparasitacion_externa", nombre: "Ejemplo: desparasitación externa (perro)", intervaloDias: 30, dias: [0] },
  { especie: "perro", clase: "prueba", nombre: "Ejemplo: prueba de leishmaniosis (perro)", intervaloDias: null, dias: [14] },
  { especie: "gato", clase: "vacuna", nombre: "Ejemplo: vacuna trivalente (gato)", intervaloDias: 365, dias: [0, 21] },
  { especie: "gato", clase: "desparasitacion_interna", nombre: "Ejemplo: desparasitación interna (gato)", intervaloDias: 90, dias: [0] },
  { especie: "gato", clase: "prueba", nombre: "Ejemplo: prueba de inmunodeficiencia y leucemia (gato)", intervaloDias: null, dias: [0] },
];

export const EJEMPLO_AVISO =
  "Ejemplo orientativo para ver cómo se escribe un protocolo; no es una pauta veterinaria. El refugio decide el suyo con su veterinario.";

/** Answers how many actuaciones it added. */
export async function cargarEjemplo(deps: Deps, actor: Actor): Promise<number> {
  const user = requirePlanEditor(actor);
  return changeWithActivity(
    deps,
    user,
    async (tx) => {
      const tipos = await tx.tipo.findMany({ where: { especieLey: { in: ["perro", "gato"] } }, orderBy: { id: "asc" } });
      let added = 0;
      for (const ejemplo of EJEMPLO) {
        const tipo = tipos.find((t) => t.especieLey === ejemplo.especie);
        if (!tipo || (await tx.actuacion.findFirst({ where: { nombre: ejemplo.nombre } }))) continue;
        const actuacion = await tx.actuacion.create({
          data: { clase: ejemplo.clase, nombre: ejemplo.nombre, tipoId: tipo.id, intervaloDias: ejemplo.intervaloDias },
        });
        await tx.pasoProtocolo.createMany({ data: ejemplo.dias.map((dia) => ({ tipoId: tipo.id, actuacionId: actuacion.id, dia })) });
        added++;
      }
      return added;
    },
    (added) => (added === 0 ? null : catalogueActivity("crear", `Cargado el ejemplo del plan sanitario: ${added} actuaciones`, null)),
  );
}

/** The actuación exists and applies to the species (or to every species). */
async function assertActuacionOf(tx: Tx, actuacionId: number, tipoId: number): Promise<void> {
  const actuacion = await tx.actuacion.findUnique({ where: { id: actuacionId }, select: { tipoId: true } });
  if (!actuacion) throw actuacionNotFound();
  if (actuacion.tipoId !== null && actuacion.tipoId !== tipoId) throw wrongSpecies();
}

async function assertTipo(tx: Tx, tipoId: number | null): Promise<void> {
  if (tipoId !== null && !(await tx.tipo.findUnique({ where: { id: tipoId }, select: { id: true } }))) throw tipoNotFound("tipoId");
}
