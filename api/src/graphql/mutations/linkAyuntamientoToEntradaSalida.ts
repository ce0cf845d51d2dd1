import { linkAyuntamientoToEntradaSalida } from "../../domain/entradasSalidas/linkToEntradaSalida.ts";
import { databaseIdOf } from "../globalIds.ts";
import { mutationWithInput } from "../mutationFields.ts";
import { entradaSalidaLinkPayload } from "../types/EntradaSalidaLink.ts";

/** Select mode (spec section 4): names the town hall of an E/S. */
mutationWithInput("linkAyuntamientoToEntradaSalida", {
  description: "Nombra el ayuntamiento de una E/S.",
  input: (t) => ({
    entradaSalidaId: t.int({ description: "Id numérico de la E/S." }),
    ayuntamientoId: t.id({ required: true, description: "Identificador global del ayuntamiento." }),
  }),
  payload: entradaSalidaLinkPayload("LinkAyuntamientoToEntradaSalidaPayload"),
  resolve: (input, ctx) =>
    linkAyuntamientoToEntradaSalida(ctx.deps, ctx.viewer, {
      ...input,
      ayuntamientoId: databaseIdOf(input.ayuntamientoId, "Ayuntamiento", "ayuntamientoId"),
    }),
});
