import type { Ayuntamiento as AyuntamientoRow, Persona as PersonaRow } from "../../db/generated/prisma/client.ts";
import { saveAyuntamientoFromFicha, savePersonaFromFicha } from "../../domain/entradasSalidas/saveFromFicha.ts";
import { builder } from "../builder.ts";
import { databaseIdOf } from "../globalIds.ts";
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
  fields: (t) => ({ persona: t.field({ type: Persona, resolve: (p) => p.saved }), entradaSalida: entradaSalidaField(t) }),
});

const SaveAyuntamientoFromFichaPayload = builder.objectRef<Saved<AyuntamientoRow>>("SaveAyuntamientoFromFichaPayload").implement({
  fields: (t) => ({ ayuntamiento: t.field({ type: Ayuntamiento, resolve: (p) => p.saved }), entradaSalida: entradaSalidaField(t) }),
});


/**
 * 'Guardar persona' / 'Modificar persona' in the Entrada and Salida tabs: without `personaId` a
 * new person is created; with it that person is updated. Either way it ends linked to the E/S.
 */
builder.mutationField("savePersonaFromFicha", (t) =>
  t.fieldWithInput({
    input: {
      entradaSalidaId: t.input.globalID({ required: true, for: EntradaSalida }),
      role: t.input.field({ type: PersonRole, required: true }),
      personaId: t.input.id({ description: "La persona vinculada, o la encontrada por DNI ('Actualizar los datos y vincular')." }),
      ...withoutOrigin(personaInputFields(t.input)),
    },
    type: SavePersonaFromFichaPayload,
    errors: {},
    resolve: async (_root, { input: { entradaSalidaId, role, personaId, ...persona } }, ctx) => {
      const saved = await savePersonaFromFicha(ctx.deps, ctx.viewer, {
        entradaSalidaId: entradaSalidaId.id,
        role,
        personaId: personaId == null ? null : databaseIdOf(String(personaId), "Persona", "personaId"),
        persona,
      });
      return { saved, entradaSalidaId: Number(entradaSalidaId.id) };
    },
  }),
);

/** The Ayuntamiento tab's save: created, or the given one updated, then linked. */
builder.mutationField("saveAyuntamientoFromFicha", (t) =>
  t.fieldWithInput({
    input: {
      entradaSalidaId: t.input.globalID({ required: true, for: EntradaSalida }),
      ayuntamientoId: t.input.id({ description: "El ayuntamiento vinculado, o el encontrado por CIF." }),
      ...withoutOrigin(ayuntamientoInputFields(t.input)),
    },
    type: SaveAyuntamientoFromFichaPayload,
    errors: {},
    resolve: async (_root, { input: { entradaSalidaId, ayuntamientoId, ...ayuntamiento } }, ctx) => {
      const saved = await saveAyuntamientoFromFicha(ctx.deps, ctx.viewer, {
        entradaSalidaId: entradaSalidaId.id,
        ayuntamientoId: ayuntamientoId == null ? null : databaseIdOf(String(ayuntamientoId), "Ayuntamiento", "ayuntamientoId"),
        ayuntamiento,
      });
      return { saved, entradaSalidaId: Number(entradaSalidaId.id) };
    },
  }),
);

/** These saves are always from the ficha: the form's origin flag has no meaning here. */
function withoutOrigin<T extends { fromFicha: unknown }>(fields: T): Omit<T, "fromFicha"> {
  const { fromFicha: _origin, ...rest } = fields;
  return rest;
}
