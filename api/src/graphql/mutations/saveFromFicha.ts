import type { Ayuntamiento as AyuntamientoRow, Persona as PersonaRow } from "../../db/generated/prisma/client.ts";
import { saveAyuntamientoFromFicha, savePersonaFromFicha } from "../../domain/entradasSalidas/saveFromFicha.ts";
import { builder } from "../builder.ts";
import { databaseIdOf } from "../globalIds.ts";
import { mutationWithInput } from "../mutationFields.ts";
import { Ayuntamiento } from "../types/Ayuntamiento.ts";
import { EntradaSalida } from "../types/EntradaSalida.ts";
import { PersonRole } from "../types/EntradaSalidaLink.ts";
import { Persona } from "../types/Persona.ts";
import { ayuntamientoInputFields } from "./ayuntamientoFields.ts";
import { personaInputFields } from "./personaFields.ts";

type Saved<T> = { saved: T; entradaSalidaId: number };

const entradaSalidaField = (t: PothosSchemaTypes.ObjectFieldBuilder<typeof builder.$inferSchemaTypes, Saved<unknown>>) =>
  t.field({
    type: EntradaSalida,
    description: "La E/S con el vínculo ya guardado.",
    resolve: (payload, _args, ctx) => ctx.deps.db.entradaSalida.findUniqueOrThrow({ where: { id: payload.entradaSalidaId } }),
  });

const SavePersonaFromFichaPayload = builder.objectRef<Saved<PersonaRow>>("SavePersonaFromFichaPayload").implement({
  description: "Resultado de guardar la persona desde la ficha.",
  fields: (t) => ({ persona: t.field({ type: Persona, description: "La persona guardada.", resolve: (p) => p.saved }), entradaSalida: entradaSalidaField(t) }),
});

const SaveAyuntamientoFromFichaPayload = builder.objectRef<Saved<AyuntamientoRow>>("SaveAyuntamientoFromFichaPayload").implement({
  description: "Resultado de guardar el ayuntamiento desde la ficha.",
  fields: (t) => ({
    ayuntamiento: t.field({ type: Ayuntamiento, description: "El ayuntamiento guardado.", resolve: (p) => p.saved }),
    entradaSalida: entradaSalidaField(t),
  }),
});

/**
 * 'Guardar persona' / 'Modificar persona' in the Entrada and Salida tabs: without `personaId` a
 * new person is created; with it that person is updated. Either way it ends linked to the E/S.
 */
mutationWithInput("savePersonaFromFicha", {
  description: "'Guardar persona' / 'Modificar persona' de las pestañas Entrada y Salida: crea o modifica la persona y la vincula.",
  input: (t) => ({
    entradaSalidaId: t.id({ required: true, description: "Id global de la E/S." }),
    role: t.field({ type: PersonRole, required: true, description: "La persona de la entrada o la de la salida." }),
    personaId: t.id({ description: "La persona vinculada, o la encontrada por DNI ('Actualizar los datos y vincular')." }),
    ...withoutOrigin(personaInputFields(t)),
  }),
  payload: SavePersonaFromFichaPayload,
  resolve: async ({ entradaSalidaId, role, personaId, ...persona }, ctx) => {
    const id = databaseIdOf(entradaSalidaId, "EntradaSalida", "entradaSalidaId");
    const saved = await savePersonaFromFicha(ctx.deps, ctx.viewer, {
      entradaSalidaId: id,
      role,
      personaId: personaId == null ? null : databaseIdOf(personaId, "Persona", "personaId"),
      persona,
    });
    return { saved, entradaSalidaId: id };
  },
});

/** The Ayuntamiento tab's save: created, or the given one updated, then linked. */
mutationWithInput("saveAyuntamientoFromFicha", {
  description: "Guardar de la pestaña Ayuntamiento: crea o modifica el ayuntamiento y lo vincula.",
  input: (t) => ({
    entradaSalidaId: t.id({ required: true, description: "Id global de la E/S." }),
    ayuntamientoId: t.id({ description: "El ayuntamiento vinculado, o el encontrado por CIF." }),
    ...withoutOrigin(ayuntamientoInputFields(t)),
  }),
  payload: SaveAyuntamientoFromFichaPayload,
  resolve: async ({ entradaSalidaId, ayuntamientoId, ...ayuntamiento }, ctx) => {
    const id = databaseIdOf(entradaSalidaId, "EntradaSalida", "entradaSalidaId");
    const saved = await saveAyuntamientoFromFicha(ctx.deps, ctx.viewer, {
      entradaSalidaId: id,
      ayuntamientoId: ayuntamientoId == null ? null : databaseIdOf(ayuntamientoId, "Ayuntamiento", "ayuntamientoId"),
      ayuntamiento,
    });
    return { saved, entradaSalidaId: id };
  },
});

/** These saves are always from the ficha: the form's origin flag has no meaning here. */
function withoutOrigin<T extends { fromFicha: unknown }>(fields: T): Omit<T, "fromFicha"> {
  const { fromFicha: _origin, ...rest } = fields;
  return rest;
}
