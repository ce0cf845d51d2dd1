import { type SavedEntradaSalida, updateEntradaSalida } from "../../domain/entradasSalidas/saveEntradaSalida.ts";
import { builder } from "../builder.ts";
import { mutationWithInput, withDatabaseId } from "../mutationFields.ts";
import { EntradaSalida } from "../types/EntradaSalida.ts";

const SaveEntradaSalidaGeneralPayload = builder.objectRef<SavedEntradaSalida>("SaveEntradaSalidaGeneralPayload").implement({
  description: "Resultado de guardar la pestaña General.",
  fields: (t) => ({
    entradaSalida: t.field({ type: EntradaSalida, description: "La E/S guardada.", resolve: (saved) => saved.entradaSalida }),
    tratamientosFinalizados: t.exposeInt("tratamientosFinalizados", {
      description: "Cuántos tratamientos en curso se han finalizado en la fecha de salida al guardar (0 si la E/S sigue abierta).",
    }),
    actuacionesCanceladas: t.exposeInt("actuacionesCanceladas", {
      description: "Cuántas actuaciones pendientes del plan sanitario de esta E/S se han cancelado al cerrarla (0 si sigue abierta).",
    }),
  }),
});

/**
 * Guardar in the General tab (spec sections 4 and 5): procedencia, dates and destino, checked by
 * the domain. Days are 'aaaa-mm-dd' strings so a missing or malformed one gets its Spanish message.
 */
mutationWithInput("saveEntradaSalidaGeneral", {
  description:
    "Guardar de la pestaña General: procedencia, fechas y destino, con las reglas de la especificación; con fecha de salida, finaliza en ella los tratamientos en curso y cancela las actuaciones pendientes del plan sanitario.",
  input: (t) => ({
    id: t.id({ required: true, description: "Id global de la E/S." }),
    procedenciaId: t.int({ description: "0 o vacío: sin elegir (se rechaza)." }),
    fechaLlegada: t.string({ description: "aaaa-mm-dd" }),
    destinoId: t.int({ description: "Destino; 6 es En refugio." }),
    fechaSalida: t.string({ description: "aaaa-mm-dd; se borra con destino 6." }),
    compromisoEsterilizacion: t.boolean({
      description: "Adopción de un animal sin esterilizar: el adoptante se compromete a esterilizarlo. Sin el campo, se deja el guardado.",
    }),
    fechaLimiteEsterilizacion: t.string({ description: "aaaa-mm-dd: fecha límite del compromiso de esterilización. Sin el campo, se deja la guardada." }),
    motivoExcepcion: t.string({
      description: "Solo administradores: motivo escrito para registrar la adopción aunque falten condiciones; queda en el registro de actividad.",
    }),
  }),
  payload: SaveEntradaSalidaGeneralPayload,
  resolve: (input, ctx) => updateEntradaSalida(ctx.deps, ctx.viewer, { ...withDatabaseId(input, "EntradaSalida"), source: "general" }),
});
