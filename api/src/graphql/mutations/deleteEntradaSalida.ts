import { encodeGlobalID } from "@pothos/plugin-relay";
import { deleteEntradaSalida, type EntradaSalidaDeleteDetails } from "../../domain/entradasSalidas/deleteEntradaSalida.ts";
import { builder } from "../builder.ts";
import { mutationWithInput } from "../mutationFields.ts";
import { EntradaSalida } from "../types/EntradaSalida.ts";
import { animalWithNewStayCount } from "./animalPayload.ts";

const EntradaSalidaDeleteDetailsType = builder.objectRef<EntradaSalidaDeleteDetails>("EntradaSalidaDeleteDetails").implement({
  description: "Lo que eliminó 'Eliminar E/S' (los detalles de la especificación, sección 3).",
  fields: (t) => ({
    entradaSalidaId: t.exposeInt("entradaSalidaId", { description: "Nº Id de la E/S eliminada." }),
    observacionesEliminadas: t.exposeInt("observacionesEliminadas", { description: "Observaciones eliminadas." }),
    archivosEliminados: t.exposeInt("archivosEliminados", { description: "Documentos borrados del disco." }),
    archivosNoEncontrados: t.exposeInt("archivosNoEncontrados", { description: "Documentos que ya no estaban en el disco." }),
  }),
});

const DeleteEntradaSalidaPayload = builder.objectRef<EntradaSalidaDeleteDetails>("DeleteEntradaSalidaPayload").implement({
  description: "Resultado de 'Eliminar E/S'.",
  fields: (t) => ({
    deletedId: t.id({ description: "Id global de la E/S eliminada, para @deleteEdge.", resolve: (d) => encodeGlobalID("EntradaSalida", d.entradaSalidaId) }),
    detalles: t.field({ type: EntradaSalidaDeleteDetailsType, description: "Lo que se eliminó.", resolve: (d) => d }),
    animal: t.field(animalWithNewStayCount),
  }),
});

/** 'Eliminar E/S': the E/S, its observations and their documents; `confirmacion` must be SEGURO. */
mutationWithInput("deleteEntradaSalida", {
  description: "'Eliminar E/S': la E/S, sus observaciones y sus documentos; hay que escribir SEGURO.",
  input: (t) => ({
    id: t.globalID({ required: true, for: EntradaSalida, description: "Id global de la E/S." }),
    confirmacion: t.string({ description: "La palabra SEGURO." }),
  }),
  payload: DeleteEntradaSalidaPayload,
  resolve: (input, ctx) => deleteEntradaSalida(ctx.deps, ctx.viewer, { id: input.id.id, confirmacion: input.confirmacion }),
});
