import type { EntradaSalida as EntradaSalidaRow } from "../../db/generated/prisma/client.ts";
import { openEntradaSalida } from "../../domain/entradasSalidas/saveEntradaSalida.ts";
import { builder } from "../builder.ts";
import { databaseIdOf } from "../globalIds.ts";
import { mutationWithInput } from "../mutationFields.ts";
import { animalWithNewStayCount } from "./animalPayload.ts";
import { EntradaSalida } from "../types/EntradaSalida.ts";

const NewEntradaSalidaEdge = builder.objectRef<EntradaSalidaRow>("OpenEntradaSalidaEdge").implement({
  description: "La E/S creada como arista, para añadirla al principio de la lista (@prependEdge).",
  fields: (t) => ({
    cursor: t.string({ description: "Cursor de la nueva arista.", resolve: (row) => `nueva:${row.id}` }),
    node: t.field({ type: EntradaSalida, description: "La E/S creada.", resolve: (row) => row }),
  }),
});

const OpenEntradaSalidaPayload = builder.objectRef<EntradaSalidaRow>("OpenEntradaSalidaPayload").implement({
  description: "Resultado de 'Añadir Entrada'.",
  fields: (t) => ({
    entradaSalidaEdge: t.field({ type: NewEntradaSalidaEdge, description: "La nueva E/S, para ponerla la primera de la tabla.", resolve: (row) => row }),
    animal: t.field(animalWithNewStayCount),
  }),
});

/** 'Añadir Entrada': a new E/S with the spec's defaults; refused (OPEN_STAY_EXISTS) while the animal has an open one. */
mutationWithInput("openEntradaSalida", {
  description: "'Añadir Entrada': una E/S nueva sin procedencia, con llegada hoy y destino 6; se rechaza (OPEN_STAY_EXISTS) si el animal tiene una sin cerrar.",
  input: (t) => ({ animalId: t.id({ required: true, description: "Id global del animal." }) }),
  payload: OpenEntradaSalidaPayload,
  resolve: (input, ctx) => openEntradaSalida(ctx.deps, ctx.viewer, { animalId: databaseIdOf(input.animalId, "Animal", "animalId") }),
});
