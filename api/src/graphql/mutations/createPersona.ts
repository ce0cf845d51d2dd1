import { createPersona, createPersonaFromFicha } from "../../domain/personas/savePersona.ts";
import { mutationWithInput } from "../mutationFields.ts";
import { createdRowPayload } from "../payloads.ts";
import { PersonaEdge } from "../types/Persona.ts";
import { personaInputFields } from "./personaFields.ts";
import { fromListOrFicha } from "./saveOrigin.ts";

mutationWithInput("createPersona", {
  description: "Crea una persona.",
  input: personaInputFields,
  payload: createdRowPayload("Persona", PersonaEdge, "La persona creada."),
  resolve: fromListOrFicha(createPersona, createPersonaFromFicha),
});
