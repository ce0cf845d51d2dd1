import type { EntradaSalidaLink as Link } from "../../domain/entradasSalidas/linkToEntradaSalida.ts";
import { builder } from "../builder.ts";
import { EntradaSalida } from "./EntradaSalida.ts";

const PendingReport = builder.enumType("PendingReport", {
  description: "El documento legal que queda por rellenar tras elegir la persona de un proceso.",
  values: {
    DECLARACION_ABANDONO: { value: "declaracion_abandono", description: "Declaración de abandono." },
    CONTRATO_ADOPCION: { value: "contrato_adopcion", description: "Contrato de adopción." },
    DECLARACION_RECONOCIMIENTO: { value: "declaracion_reconocimiento", description: "Declaración de reconocimiento." },
  } as const,
});

export const PersonRole = builder.enumType("EntradaSalidaPersonRole", {
  description: "Qué persona de una E/S: la de la entrada (datos_entrada) o la de la salida (datos_salida).",
  values: {
    ENTRADA: { value: "entrada", description: "La persona de la entrada." },
    SALIDA: { value: "salida", description: "La persona de la salida." },
  } as const,
});

/** `<Verb>Payload`: what a link changed, so the client can return to the animal record. */
export const entradaSalidaLinkPayload = (name: string) =>
  builder.objectRef<Link>(name).implement({
    description: "Lo que cambió al vincular, para volver a la ficha.",
    fields: (t) => ({
      entradaSalidaId: t.exposeInt("entradaSalidaId", { description: "Id de la E/S." }),
      animalId: t.exposeInt("animalId", { description: "Id de la ficha del animal." }),
      pendingReport: t.field({
        type: PendingReport,
        nullable: true,
        description: "El documento que queda por rellenar, si lo hay.",
        resolve: (link) => link.pendingReport,
      }),
      entradaSalida: t.field({
        type: EntradaSalida,
        description: "La E/S tal como quedó, para que la ficha la muestre sin volver a cargarla.",
        resolve: (link, _args, ctx) => ctx.deps.db.entradaSalida.findUniqueOrThrow({ where: { id: link.entradaSalidaId } }),
      }),
    }),
  });
