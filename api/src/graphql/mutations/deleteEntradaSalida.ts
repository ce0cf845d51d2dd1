import { encodeGlobalID } from "@pothos/plugin-relay";
import { deleteEntradaSalida, type EntradaSalidaDeleteDetails } from "../../domain/entradasSalidas/deleteEntradaSalida.ts";
import { builder } from "../builder.ts";
import { Animal } from "../types/Animal.ts";
import { EntradaSalida } from "../types/EntradaSalida.ts";

const EntradaSalidaDeleteDetailsType = builder.objectRef<EntradaSalidaDeleteDetails>("EntradaSalidaDeleteDetails").implement({
  description: "Lo que eliminó 'Eliminar E/S' (los detalles de la especificación, sección 3).",
  fields: (t) => ({
    entradaSalidaId: t.exposeInt("entradaSalidaId"),
    observacionesEliminadas: t.exposeInt("observacionesEliminadas"),
    archivosEliminados: t.exposeInt("archivosEliminados"),
    archivosNoEncontrados: t.exposeInt("archivosNoEncontrados"),
  }),
});

const DeleteEntradaSalidaPayload = builder.objectRef<EntradaSalidaDeleteDetails>("DeleteEntradaSalidaPayload").implement({
  fields: (t) => ({
    deletedId: t.id({ description: "Id global de la E/S eliminada, para @deleteEdge.", resolve: (d) => encodeGlobalID("EntradaSalida", d.entradaSalidaId) }),
    detalles: t.field({ type: EntradaSalidaDeleteDetailsType, resolve: (d) => d }),
    animal: t.field({
      type: Animal,
      description: "El animal, con su número de E/S ya actualizado.",
      resolve: (d, _args, ctx) => ctx.deps.db.animal.findUniqueOrThrow({ where: { id: d.animalId } }),
    }),
  }),
});

/** 'Eliminar E/S': the E/S, its observations and their documents; `confirmacion` must be SEGURO. */
builder.mutationField("deleteEntradaSalida", (t) =>
  t.fieldWithInput({
    input: { id: t.input.globalID({ required: true, for: EntradaSalida }), confirmacion: t.input.string() },
    type: DeleteEntradaSalidaPayload,
    errors: {},
    resolve: (_root, { input }, ctx) => deleteEntradaSalida(ctx.deps, ctx.viewer, { id: input.id.id, confirmacion: input.confirmacion }),
  }),
);
