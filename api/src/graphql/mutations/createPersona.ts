import { createPersona, createPersonaFromFicha } from "../../domain/personas/savePersona.ts";
import { builder } from "../builder.ts";
import { Persona } from "../types/Persona.ts";
import { personaInputFields } from "./personaFields.ts";

builder.mutationField("createPersona", (t) =>
  t.fieldWithInput({
    description: "Crea una persona.",
    input: personaInputFields(t.input),
    type: Persona,
    errors: {},
    resolve: (_root, { input: { fromFicha, ...input } }, ctx) =>
      (fromFicha ? createPersonaFromFicha : createPersona)(ctx.deps, ctx.viewer, input),
  }),
);
