/** The observation dialog's fields as GraphQL input, shared by create and update. */
import type { InputFields } from "../mutationFields.ts";

export const observacionInputFields = (t: InputFields) => ({
  descripcion: t.string({ required: true, description: "Descripción (obligatoria, hasta 250 caracteres)." }),
  tratamiento: t.boolean({ description: "Si es un tratamiento; si no lo es, sus fechas se borran." }),
  tratamientoFechaInicio: t.field({ type: "DateTime", description: "Inicio del tratamiento (obligatorio en un tratamiento)." }),
  tratamientoFechaFin: t.field({ type: "DateTime", description: "Fin del tratamiento, si lo tiene; nunca anterior al inicio." }),
  sanitaria: t.boolean({
    description: "Observación sanitaria: se imprime en la información para el adoptante. Sin indicar, se conserva; un tratamiento siempre lo es.",
  }),
});
