import { unlinkAyuntamientoFromEntradaSalida, unlinkPersonaFromEntradaSalida } from "../../domain/entradasSalidas/linkToEntradaSalida.ts";
import { databaseIdOf } from "../globalIds.ts";
import { mutationWithInput } from "../mutationFields.ts";
import { entradaSalidaLinkPayload, PersonRole } from "../types/EntradaSalidaLink.ts";

/** 'Eliminar' in the Entrada or Salida tab: the person stays, only the link goes. */
mutationWithInput("unlinkPersonaFromEntradaSalida", {
  description: "'Eliminar' en la pestaña Entrada o Salida: quita el vínculo; la persona sigue registrada.",
  input: (t) => ({
    entradaSalidaId: t.id({ required: true, description: "Id global de la E/S." }),
    role: t.field({ type: PersonRole, required: true, description: "La persona de la entrada o la de la salida." }),
  }),
  payload: entradaSalidaLinkPayload("UnlinkPersonaFromEntradaSalidaPayload"),
  resolve: (input, ctx) =>
    unlinkPersonaFromEntradaSalida(ctx.deps, ctx.viewer, {
      entradaSalidaId: databaseIdOf(input.entradaSalidaId, "EntradaSalida", "entradaSalidaId"),
      role: input.role,
    }),
});

/** 'Eliminar' in the Ayuntamiento tab. */
mutationWithInput("unlinkAyuntamientoFromEntradaSalida", {
  description: "'Eliminar' en la pestaña Ayuntamiento: quita el vínculo; el ayuntamiento sigue registrado.",
  input: (t) => ({ entradaSalidaId: t.id({ required: true, description: "Id global de la E/S." }) }),
  payload: entradaSalidaLinkPayload("UnlinkAyuntamientoFromEntradaSalidaPayload"),
  resolve: (input, ctx) =>
    unlinkAyuntamientoFromEntradaSalida(ctx.deps, ctx.viewer, { entradaSalidaId: databaseIdOf(input.entradaSalidaId, "EntradaSalida", "entradaSalidaId") }),
});
