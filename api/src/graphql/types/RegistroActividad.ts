import { listLogsPage, LOGS_PAGE_MAX } from "../../domain/logs/listLogs.ts";
import { builder } from "../builder.ts";
import { databaseIdOf } from "../globalIds.ts";
import { pageArg, pageFields, resolvePagedConnection } from "../pagedConnection.ts";
import { recordNode } from "../recordNode.ts";

/** One line of the activity log; administrators only. */
const RegistroActividad = recordNode("Log", {
  name: "RegistroActividad",
  description: "Una línea del registro de actividad; solo para administradores.",
  authScopes: { admin: true },
  fields: (t) => ({
    fechaHora: t.expose("fechaHora", { type: "DateTime", description: "Cuándo ocurrió." }),
    username: t.exposeString("username", { description: "Quién lo hizo." }),
    descripcion: t.exposeString("descripcion", { description: "Qué hizo." }),
    accesoDatosPersonales: t.boolean({
      description: "Si la línea registra un acceso a los datos de una persona.",
      resolve: (row) => row.personaAccedidaId !== null,
    }),
  }),
});

const LOG_PAGES = { defaultSize: 100, maxSize: LOGS_PAGE_MAX };

builder.queryField("registrosActividad", (t) =>
  t.connection(
    {
      type: RegistroActividad,
      authScopes: { admin: true },
      description: "Entradas del registro de actividad, de la más reciente a la más antigua.",
      args: {
        fromDate: t.arg({ type: "Date", description: "Primer día incluido (por defecto, hace 7 días)." }),
        toDate: t.arg({ type: "Date", description: "Último día incluido (por defecto, hoy)." }),
        usuarioId: t.arg.id({ description: "Solo las de este usuario (su identificador global)." }),
        accesos: t.arg.boolean({
          description: "Solo los accesos a datos personales: consultas de la ficha de una persona, búsquedas por DNI y exportaciones.",
        }),
        page: pageArg(t.arg, "entradas", LOG_PAGES),
      },
      resolve: (_root, { page, first, after, last, before, ...filter }, ctx) =>
        resolvePagedConnection({ page, first, after, last, before }, (window) => listLogsPage(ctx.deps, ctx.viewer, filterOf(filter), window), LOG_PAGES),
    },
    {
      name: "RegistroActividadConnection",
      description: "Una página del registro de actividad.",
      fields: (c) => pageFields(c, "Cuántas entradas coinciden con el filtro."),
    },
    { name: "RegistroActividadEdge", description: "Una fila del registro de actividad." },
  ),
);

/** The user's global id read as the others are (`databaseIdOf`): a malformed one is INVALID_ID, not an internal error. */
function filterOf(args: { fromDate?: Date | null; toDate?: Date | null; usuarioId?: string | number | null; accesos?: boolean | null }) {
  return {
    fromDate: args.fromDate,
    toDate: args.toDate,
    accesos: args.accesos ?? false,
    usuarioId: args.usuarioId == null ? null : databaseIdOf(args.usuarioId, "Usuario", "usuarioId"),
  };
}
