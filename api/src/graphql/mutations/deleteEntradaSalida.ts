import { encodeGlobalID } from "@pothos/plugin-relay";
import { deleteEntradaSalida, type EntradaSalidaDeleteDetails } from "../../domain/entradasSalidas/deleteEntradaSalida.ts";
import { builder } from "../builder.ts";
import { animalWithNewStayCount } from "./animalPayload.ts";
import { EntradaSalida } from "../types/EntradaSalida.ts";

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
builder.mutationField("deleteEntradaSalida", (t) =>
  t.fieldWithInput({
    description: "'Eliminar E/S': la E/S, sus observaciones y sus documentos; hay que escribir SEGURO.",
    input: {
      id: t.input.globalID({ required: true, for: EntradaSalida, description: "Id global de la E/S." }),
      confirmacion: t.input.string({ description: "La palabra SEGURO." }),
    },
    type: DeleteEntradaSalidaPayload,
    errors: {},
    resolve: (_root, { input }, ctx) => deleteEntradaSalida(ctx.deps, ctx.viewer, { id: input.id.id, confirmacion: input.confirmacion }),
  }),
);
