/**
 * 'Guardar persona' / 'Modificar persona' in the Entrada and Salida tabs, and the same in the
 * Ayuntamiento tab (spec section 4 "Person save in the Entrada or Salida tab"): the record is
 * created, or the given one updated, with the ficha's wording of the rules, and then linked to
 * the E/S unless it already is: one change, so a refused link leaves no new or altered record.
 */
import type { Persona, Ayuntamiento } from "../../db/generated/prisma/client.ts";
import { z } from "zod";
import type { Actor } from "../actor.ts";
import { createAyuntamientoFromFicha, updateAyuntamientoFromFicha } from "../ayuntamientos/saveAyuntamiento.ts";
import type { Deps } from "../deps.ts";
import { parseRecordId, recordId } from "../ids.ts";
import { asOneChange } from "../logs/changeWithActivity.ts";
import { createPersonaFromFicha, updatePersonaFromFicha } from "../personas/savePersona.ts";
import { requireLoggedIn } from "../policies.ts";
import { parseInput } from "../validation.ts";
import { findEntradaSalidaOrThrow } from "./entradaSalidaRecord.ts";
import { linkAyuntamientoToEntradaSalida, linkPersonaToEntradaSalida } from "./linkToEntradaSalida.ts";

const personaTarget = z.object({
  role: z.enum(["entrada", "salida"], "Indique si la persona es de la entrada o de la salida"),
  /** The person to update: the linked one ('Modificar persona') or the one found by DNI ('Actualizar los datos y vincular'). */
  personaId: recordId("personaId").nullish(),
});

export async function savePersonaFromFicha(
  deps: Deps,
  actor: Actor,
  input: { entradaSalidaId: unknown; persona: Record<string, unknown> } & Record<string, unknown>,
): Promise<Persona> {
  requireLoggedIn(actor);
  const entradaSalidaId = parseRecordId(input.entradaSalidaId, "entradaSalidaId");
  const { role, personaId } = parseInput(personaTarget, input);
  return asOneChange(deps, async (deps) => {
    const entradaSalida = await findEntradaSalidaOrThrow(deps.db, entradaSalidaId);
    const persona = personaId
      ? await updatePersonaFromFicha(deps, actor, { ...input.persona, id: personaId })
      : await createPersonaFromFicha(deps, actor, input.persona);
    const linked = role === "entrada" ? entradaSalida.datosEntradaId : entradaSalida.datosSalidaId;
    if (linked !== persona.id) {
      await linkPersonaToEntradaSalida(deps, actor, { entradaSalidaId: entradaSalida.id, personaId: persona.id, role });
    }
    return persona;
  });
}

export async function saveAyuntamientoFromFicha(
  deps: Deps,
  actor: Actor,
  input: { entradaSalidaId: unknown; ayuntamiento: Record<string, unknown>; ayuntamientoId?: unknown },
): Promise<Ayuntamiento> {
  requireLoggedIn(actor);
  const entradaSalidaId = parseRecordId(input.entradaSalidaId, "entradaSalidaId");
  const { ayuntamientoId } = parseInput(z.object({ ayuntamientoId: recordId("ayuntamientoId").nullish() }), { ayuntamientoId: input.ayuntamientoId });
  return asOneChange(deps, async (deps) => {
    const entradaSalida = await findEntradaSalidaOrThrow(deps.db, entradaSalidaId);
    const ayuntamiento = ayuntamientoId
      ? await updateAyuntamientoFromFicha(deps, actor, { ...input.ayuntamiento, id: ayuntamientoId })
      : await createAyuntamientoFromFicha(deps, actor, input.ayuntamiento);
    if (entradaSalida.ayuntamientoId !== ayuntamiento.id) {
      await linkAyuntamientoToEntradaSalida(deps, actor, { entradaSalidaId: entradaSalida.id, ayuntamientoId: ayuntamiento.id });
    }
    return ayuntamiento;
  });
}
