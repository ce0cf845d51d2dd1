import { updatePersona, updatePersonaFromFicha } from "../../domain/personas/savePersona.ts";
import { builder } from "../builder.ts";
import { databaseIdOf } from "../globalIds.ts";
import { Persona } from "../types/Persona.ts";
import { personaInputFields } from "./personaFields.ts";

builder.mutationField("updatePersona", (t) =>
  t.fieldWithInput({
    description: "Modifica una persona.",
    input: { id: t.input.id({ required: true, description: "Identificador global de la persona." }), ...personaInputFields(t.input) },
    type: Persona,
    errors: {},
    resolve: (_root, { input: { id, fromFicha, ...input } }, ctx) =>
      (fromFicha ? updatePersonaFromFicha : updatePersona)(ctx.deps, ctx.viewer, { ...input, id: databaseIdOf(String(id), "Persona") }),
  }),
);
