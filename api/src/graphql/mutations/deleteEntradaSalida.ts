import { deleteEntradaSalida, type EntradaSalidaDeleteDetails } from "../../domain/entradasSalidas/deleteEntradaSalida.ts";
import { exposeInts } from "../exposeFields.ts";
import { mutationWithInput, withDatabaseId } from "../mutationFields.ts";
import { cascadeDeletePayload } from "../payloads.ts";
import { animalWithNewStayCount } from "./animalPayload.ts";

const DeleteEntradaSalidaPayload = cascadeDeletePayload<EntradaSalidaDeleteDetails>(
  "EntradaSalida",
  "entradaSalidaId",
  {
    payload: "Resultado de 'Eliminar E/S'.",
    details: "Lo que eliminó 'Eliminar E/S' (los detalles de la especificación, sección 3).",
    deletedId: "Id global de la E/S eliminada, para @deleteEdge.",
  },
  {
    details: (t) =>
      exposeInts(t, {
        entradaSalidaId: "Nº Id de la E/S eliminada.",
        observacionesEliminadas: "Observaciones eliminadas.",
        archivosEliminados: "Documentos eliminados con sus registros.",
        archivosNoEncontrados: "Documentos que los registros nombraban y ya no estaban guardados.",
      }),
    payload: (t) => ({ animal: t.field(animalWithNewStayCount) }),
  },
);

/** 'Eliminar E/S': the E/S, its observations and their documents; `confirmacion` must be SEGURO. */
mutationWithInput("deleteEntradaSalida", {
  description: "'Eliminar E/S': la E/S, sus observaciones y sus documentos; hay que escribir SEGURO.",
  input: (t) => ({
    id: t.id({ required: true, description: "Id global de la E/S." }),
    confirmacion: t.string({ description: "La palabra SEGURO." }),
  }),
  payload: DeleteEntradaSalidaPayload,
  resolve: (input, ctx) => deleteEntradaSalida(ctx.deps, ctx.viewer, withDatabaseId(input, "EntradaSalida")),
});
