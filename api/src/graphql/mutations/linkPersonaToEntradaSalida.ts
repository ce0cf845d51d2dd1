import { linkPersonaToEntradaSalida } from "../../domain/entradasSalidas/linkToEntradaSalida.ts";
import { databaseIdOf } from "../globalIds.ts";
import { mutationWithInput } from "../mutationFields.ts";
import { entradaSalidaLinkPayload, PersonRole } from "../types/EntradaSalidaLink.ts";

/** Select mode (spec section 4): names the person on entry or on exit of an E/S. */
mutationWithInput("linkPersonaToEntradaSalida", {
  description: "Nombra la persona de la entrada o de la salida de una E/S.",
  input: (t) => ({
    entradaSalidaId: t.int({ description: "Id numérico de la E/S." }),
    personaId: t.id({ required: true, description: "Identificador global de la persona." }),
    role: t.field({ type: PersonRole, required: true, description: "Entrada o salida." }),
    forProcess: t.boolean({ description: "La elección sigue un proceso de documento ('Iniciar proceso'), no una simple selección." }),
  }),
  payload: entradaSalidaLinkPayload("LinkPersonaToEntradaSalidaPayload"),
  resolve: (input, ctx) =>
    linkPersonaToEntradaSalida(ctx.deps, ctx.viewer, {
      ...input,
      forProcess: input.forProcess ?? false,
      personaId: databaseIdOf(input.personaId, "Persona", "personaId"),
    }),
});
