import { updatePersona, updatePersonaFromFicha } from "../../domain/personas/savePersona.ts";
import { mutationWithInput, withDatabaseId } from "../mutationFields.ts";
import { nodePayload } from "../payloads.ts";
import { Persona } from "../types/Persona.ts";
import { personaInputFields } from "./personaFields.ts";
import { fromListOrFicha } from "./saveOrigin.ts";

mutationWithInput("updatePersona", {
  description: "Modifica una persona.",
  input: (t) => ({ id: t.id({ required: true, description: "Identificador global de la persona." }), ...personaInputFields(t) }),
  payload: nodePayload("UpdatePersonaPayload", "persona", Persona, { payload: "La persona modificada.", node: "La persona, con sus datos nuevos." }),
  resolve: (input, ctx) => fromListOrFicha(updatePersona, updatePersonaFromFicha)(withDatabaseId(input, "Persona"), ctx),
});
