import { linkPersonaToEntradaSalida } from "../../domain/entradasSalidas/linkToEntradaSalida.ts";
import { builder } from "../builder.ts";
import { databaseIdOf } from "../globalIds.ts";
import { EntradaSalidaLink, PersonRole } from "../types/EntradaSalidaLink.ts";

/** Select mode (spec section 4): names the person on entry or on exit of an E/S. */
builder.mutationField("linkPersonaToEntradaSalida", (t) =>
  t.fieldWithInput({
    input: {
      entradaSalidaId: t.input.int({ required: true, description: "The E/S's numeric id, as the animal-registration context stores it." }),
      personaId: t.input.id({ required: true }),
      role: t.input.field({ type: PersonRole, required: true }),
      forProcess: t.input.boolean({ description: "The choice continues a document process ('Iniciar proceso'), not a plain selection." }),
    },
    type: EntradaSalidaLink,
    errors: {},
    resolve: (_root, { input }, ctx) =>
      linkPersonaToEntradaSalida(ctx.deps, ctx.viewer, {
        ...input,
        forProcess: input.forProcess ?? false,
        personaId: databaseIdOf(String(input.personaId), "Persona", "personaId"),
      }),
  }),
);
