import type { EntradaSalidaLink as Link } from "../../domain/entradasSalidas/linkToEntradaSalida.ts";
import { builder } from "../builder.ts";
import { EntradaSalida } from "./EntradaSalida.ts";

const PendingReport = builder.enumType("PendingReport", {
  description: "The legal document left to fill in after choosing the person of a process (spec section 4).",
  values: {
    DECLARACION_ABANDONO: { value: "declaracion_abandono" },
    CONTRATO_ADOPCION: { value: "contrato_adopcion" },
    DECLARACION_RECONOCIMIENTO: { value: "declaracion_reconocimiento" },
  } as const,
});

export const PersonRole = builder.enumType("EntradaSalidaPersonRole", {
  description: "Which person of an E/S: the one on entry (datos_entrada) or on exit (datos_salida).",
  values: { ENTRADA: { value: "entrada" }, SALIDA: { value: "salida" } } as const,
});

/** What a link changed, so the client can return to the animal record. */
export const EntradaSalidaLink = builder.objectRef<Link>("EntradaSalidaLink").implement({
  fields: (t) => ({
    entradaSalidaId: t.exposeInt("entradaSalidaId"),
    animalId: t.exposeInt("animalId"),
    pendingReport: t.field({ type: PendingReport, nullable: true, resolve: (link) => link.pendingReport }),
    entradaSalida: t.field({
      type: EntradaSalida,
      description: "La E/S tal como quedó, para que la ficha la muestre sin volver a cargarla.",
      resolve: (link, _args, ctx) => ctx.deps.db.entradaSalida.findUniqueOrThrow({ where: { id: link.entradaSalidaId } }),
    }),
  }),
});
