import { linkPersonaToEntradaSalida } from "../../domain/entradasSalidas/linkToEntradaSalida.ts";
import { builder } from "../builder.ts";
import { databaseIdOf } from "../globalIds.ts";
import { entradaSalidaLinkPayload, PersonRole } from "../types/EntradaSalidaLink.ts";

const LinkPersonaToEntradaSalidaPayload = entradaSalidaLinkPayload("LinkPersonaToEntradaSalidaPayload");

/** Select mode (spec section 4): names the person on entry or on exit of an E/S. */
builder.mutationField("linkPersonaToEntradaSalida", (t) =>
  t.fieldWithInput({
    description: "Nombra la persona de la entrada o de la salida de una E/S.",
    input: {
      entradaSalidaId: t.input.int({ description: "Id numérico de la E/S." }),
      personaId: t.input.id({ required: true, description: "Identificador global de la persona." }),
      role: t.input.field({ type: PersonRole, required: true, description: "Entrada o salida." }),
      forProcess: t.input.boolean({ description: "La elección sigue un proceso de documento ('Iniciar proceso'), no una simple selección." }),
    },
    type: LinkPersonaToEntradaSalidaPayload,
    errors: {},
    resolve: (_root, { input }, ctx) =>
      linkPersonaToEntradaSalida(ctx.deps, ctx.viewer, {
        ...input,
        forProcess: input.forProcess ?? false,
        personaId: databaseIdOf(String(input.personaId), "Persona", "personaId"),
      }),
  }),
);
