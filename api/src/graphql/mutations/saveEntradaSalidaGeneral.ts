import { updateEntradaSalida } from "../../domain/entradasSalidas/saveEntradaSalida.ts";
import { mutationWithInput, withDatabaseId } from "../mutationFields.ts";
import { nodePayload } from "../payloads.ts";
import { EntradaSalida } from "../types/EntradaSalida.ts";

/**
 * Guardar in the General tab (spec sections 4 and 5): procedencia, dates and destino, checked by
 * the domain. Days are 'aaaa-mm-dd' strings so a missing or malformed one gets its Spanish message.
 */
mutationWithInput("saveEntradaSalidaGeneral", {
  description: "Guardar de la pestaña General: procedencia, fechas y destino, con las reglas de la especificación.",
  input: (t) => ({
    id: t.id({ required: true, description: "Id global de la E/S." }),
    procedenciaId: t.int({ description: "0 o vacío: sin elegir (se rechaza)." }),
    fechaLlegada: t.string({ description: "aaaa-mm-dd" }),
    destinoId: t.int({ description: "Destino; 6 es En refugio." }),
    fechaSalida: t.string({ description: "aaaa-mm-dd; se borra con destino 6." }),
  }),
  payload: nodePayload("SaveEntradaSalidaGeneralPayload", "entradaSalida", EntradaSalida, {
    payload: "Resultado de guardar la pestaña General.",
    node: "La E/S guardada.",
  }),
  resolve: (input, ctx) => updateEntradaSalida(ctx.deps, ctx.viewer, { ...withDatabaseId(input, "EntradaSalida"), source: "general" }),
});
