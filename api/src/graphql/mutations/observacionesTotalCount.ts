/**
 * The `totalCount` a create or a delete of an observation answers: the count of the table the tab
 * shows, with or without 'Solo los tratamientos', so the tab's total and pages follow the change
 * without reading the page again.
 */
import { countObservaciones } from "../../domain/observaciones/readObservaciones.ts";
import { builder } from "../builder.ts";
import type { GraphQLContext } from "../context.ts";

export const OBSERVACIONES_TOTAL_COUNT = {
  description: "Cuántas observaciones tiene la E/S tras el cambio (con `soloTratamientos`, cuántos tratamientos).",
  args: builder.args((t) => ({ soloTratamientos: t.boolean({ description: "Contar solo los tratamientos, como la tabla con 'Solo los tratamientos'." }) })),
};

export const countAfterChange = (ctx: GraphQLContext, entradaSalidaId: number, args: { soloTratamientos?: boolean | null }) =>
  countObservaciones(ctx.deps, ctx.viewer, { entradaSalidaId, soloTratamientos: args.soloTratamientos });
