import type { Persona as PersonaRow } from "../../db/generated/prisma/client.ts";
import { updatePersona, updatePersonaFromFicha } from "../../domain/personas/savePersona.ts";
import { builder } from "../builder.ts";
import { databaseIdOf } from "../globalIds.ts";
import { Persona } from "../types/Persona.ts";
import { personaInputFields } from "./personaFields.ts";

const UpdatePersonaPayload = builder.objectRef<{ persona: PersonaRow }>("UpdatePersonaPayload").implement({
  description: "La persona modificada.",
  fields: (t) => ({ persona: t.field({ type: Persona, description: "La persona, con sus datos nuevos.", resolve: ({ persona }) => persona }) }),
});

builder.mutationField("updatePersona", (t) =>
  t.fieldWithInput({
    description: "Modifica una persona.",
    input: { id: t.input.id({ required: true, description: "Identificador global de la persona." }), ...personaInputFields(t.input) },
    type: UpdatePersonaPayload,
    errors: {},
    resolve: async (_root, { input: { id, fromFicha, ...input } }, ctx) => ({
      persona: await (fromFicha ? updatePersonaFromFicha : updatePersona)(ctx.deps, ctx.viewer, { ...input, id: databaseIdOf(String(id), "Persona") }),
    }),
  }),
);
