import type { Persona as PersonaRow } from "../../db/generated/prisma/client.ts";
import { createPersona, createPersonaFromFicha } from "../../domain/personas/savePersona.ts";
import { getCounts } from "../../domain/stats/counts.ts";
import { builder } from "../builder.ts";
import { newEdge, TOTAL_COUNT_DESCRIPTION } from "../payloads.ts";
import { PersonaEdge } from "../types/Persona.ts";
import { personaInputFields } from "./personaFields.ts";

const CreatePersonaPayload = builder.objectRef<{ persona: PersonaRow }>("CreatePersonaPayload").implement({
  description: "La persona creada.",
  fields: (t) => ({
    personaEdge: t.field({ type: PersonaEdge, description: "La fila nueva (para @prependEdge).", resolve: ({ persona }) => newEdge(persona) }),
    totalCount: t.int({ ...TOTAL_COUNT_DESCRIPTION, resolve: async (_p, _a, ctx) => (await getCounts(ctx.deps, ctx.viewer)).personas }),
  }),
});

builder.mutationField("createPersona", (t) =>
  t.fieldWithInput({
    description: "Crea una persona.",
    input: personaInputFields(t.input),
    type: CreatePersonaPayload,
    errors: {},
    resolve: async (_root, { input: { fromFicha, ...input } }, ctx) => ({
      persona: await (fromFicha ? createPersonaFromFicha : createPersona)(ctx.deps, ctx.viewer, input),
    }),
  }),
);
