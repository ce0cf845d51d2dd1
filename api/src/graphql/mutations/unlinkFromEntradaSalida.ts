import { unlinkAyuntamientoFromEntradaSalida, unlinkPersonaFromEntradaSalida } from "../../domain/entradasSalidas/linkToEntradaSalida.ts";
import { builder } from "../builder.ts";
import { EntradaSalida } from "../types/EntradaSalida.ts";
import { entradaSalidaLinkPayload, PersonRole } from "../types/EntradaSalidaLink.ts";

const UnlinkPersonaPayload = entradaSalidaLinkPayload("UnlinkPersonaFromEntradaSalidaPayload");
const UnlinkAyuntamientoPayload = entradaSalidaLinkPayload("UnlinkAyuntamientoFromEntradaSalidaPayload");

/** 'Eliminar' in the Entrada or Salida tab: the person stays, only the link goes. */
builder.mutationField("unlinkPersonaFromEntradaSalida", (t) =>
  t.fieldWithInput({
    description: "'Eliminar' en la pestaña Entrada o Salida: quita el vínculo; la persona sigue registrada.",
    input: {
      entradaSalidaId: t.input.globalID({ required: true, for: EntradaSalida, description: "Id global de la E/S." }),
      role: t.input.field({ type: PersonRole, required: true, description: "La persona de la entrada o la de la salida." }),
    },
    type: UnlinkPersonaPayload,
    errors: {},
    resolve: (_root, { input }, ctx) =>
      unlinkPersonaFromEntradaSalida(ctx.deps, ctx.viewer, { entradaSalidaId: input.entradaSalidaId.id, role: input.role }),
  }),
);

/** 'Eliminar' in the Ayuntamiento tab. */
builder.mutationField("unlinkAyuntamientoFromEntradaSalida", (t) =>
  t.fieldWithInput({
    description: "'Eliminar' en la pestaña Ayuntamiento: quita el vínculo; el ayuntamiento sigue registrado.",
    input: { entradaSalidaId: t.input.globalID({ required: true, for: EntradaSalida, description: "Id global de la E/S." }) },
    type: UnlinkAyuntamientoPayload,
    errors: {},
    resolve: (_root, { input }, ctx) => unlinkAyuntamientoFromEntradaSalida(ctx.deps, ctx.viewer, { entradaSalidaId: input.entradaSalidaId.id }),
  }),
);
