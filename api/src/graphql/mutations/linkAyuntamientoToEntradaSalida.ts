import { linkAyuntamientoToEntradaSalida } from "../../domain/entradasSalidas/linkToEntradaSalida.ts";
import { builder } from "../builder.ts";
import { databaseIdOf } from "../globalIds.ts";
import { entradaSalidaLinkPayload } from "../types/EntradaSalidaLink.ts";

const LinkAyuntamientoToEntradaSalidaPayload = entradaSalidaLinkPayload("LinkAyuntamientoToEntradaSalidaPayload");

/** Select mode (spec section 4): names the town hall of an E/S. */
builder.mutationField("linkAyuntamientoToEntradaSalida", (t) =>
  t.fieldWithInput({
    description: "Nombra el ayuntamiento de una E/S.",
    input: {
      entradaSalidaId: t.input.int({ description: "Id numérico de la E/S." }),
      ayuntamientoId: t.input.id({ required: true, description: "Identificador global del ayuntamiento." }),
    },
    type: LinkAyuntamientoToEntradaSalidaPayload,
    errors: {},
    resolve: (_root, { input }, ctx) =>
      linkAyuntamientoToEntradaSalida(ctx.deps, ctx.viewer, {
        ...input,
        ayuntamientoId: databaseIdOf(String(input.ayuntamientoId), "Ayuntamiento", "ayuntamientoId"),
      }),
  }),
);
