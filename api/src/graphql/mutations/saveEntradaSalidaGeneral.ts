import type { EntradaSalida as EntradaSalidaRow } from "../../db/generated/prisma/client.ts";
import { updateEntradaSalida } from "../../domain/entradasSalidas/saveEntradaSalida.ts";
import { builder } from "../builder.ts";
import { EntradaSalida } from "../types/EntradaSalida.ts";

const SaveEntradaSalidaGeneralPayload = builder.objectRef<EntradaSalidaRow>("SaveEntradaSalidaGeneralPayload").implement({
  description: "Resultado de guardar la pestaña General.",
  fields: (t) => ({ entradaSalida: t.field({ type: EntradaSalida, description: "La E/S guardada.", resolve: (row) => row }) }),
});

/**
 * Guardar in the General tab (spec sections 4 and 5): procedencia, dates and destino, checked by
 * the domain. Days are 'aaaa-mm-dd' strings so a missing or malformed one gets its Spanish message.
 */
builder.mutationField("saveEntradaSalidaGeneral", (t) =>
  t.fieldWithInput({
    description: "Guardar de la pestaña General: procedencia, fechas y destino, con las reglas de la especificación.",
    input: {
      id: t.input.globalID({ required: true, for: EntradaSalida, description: "Id global de la E/S." }),
      procedenciaId: t.input.int({ description: "0 o vacío: sin elegir (se rechaza)." }),
      fechaLlegada: t.input.string({ description: "aaaa-mm-dd" }),
      destinoId: t.input.int({ description: "Destino; 6 es En refugio." }),
      fechaSalida: t.input.string({ description: "aaaa-mm-dd; se borra con destino 6." }),
    },
    type: SaveEntradaSalidaGeneralPayload,
    errors: {},
    resolve: (_root, { input }, ctx) => updateEntradaSalida(ctx.deps, ctx.viewer, { ...input, id: input.id.id, source: "general" }),
  }),
);
