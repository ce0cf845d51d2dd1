import { listLogsPage, LOGS_PAGE_MAX } from "../../domain/logs/listLogs.ts";
import { builder } from "../builder.ts";
import { resolvePagedConnection } from "../pagedConnection.ts";
import { User } from "./User.ts";

/** One line of the activity log; administrators only. */
const Log = builder.prismaNode("Log", {
  id: { field: "id" },
  authScopes: { admin: true },
  fields: (t) => ({
    fechaHora: t.expose("fechaHora", { type: "DateTime" }),
    username: t.exposeString("username"),
    descripcion: t.exposeString("descripcion"),
  }),
});

builder.queryField("logs", (t) =>
  t.connection(
    {
      type: Log,
      authScopes: { admin: true },
      description: "Entradas del registro de actividad, de la más reciente a la más antigua",
      args: {
        fromDate: t.arg({ type: "Date", description: "Primer día incluido (por defecto, hace 7 días)" }),
        toDate: t.arg({ type: "Date", description: "Último día incluido (por defecto, hoy)" }),
        userId: t.arg.globalID({ for: User, description: "Solo las de este usuario" }),
        page: t.arg.int({ description: "Página (desde 1) de `first` entradas (100 por defecto), en lugar de cursores" }),
      },
      resolve: (_root, { page, first, after, last, before, ...filter }, ctx) =>
        resolvePagedConnection(
          { page, first, after, last, before },
          (window) => listLogsPage(ctx.deps, ctx.viewer, filterOf(filter), window),
          { defaultSize: 100, maxSize: LOGS_PAGE_MAX },
        ),
    },
    {
      name: "LogConnection",
      fields: (c) => ({
        totalCount: c.exposeInt("totalCount"),
        page: c.exposeInt("page"),
        totalPages: c.exposeInt("totalPages"),
      }),
    },
    { name: "LogEdge" },
  ),
);

function filterOf(args: { fromDate?: Date | null; toDate?: Date | null; userId?: { id: string } | null }) {
  return { fromDate: args.fromDate, toDate: args.toDate, usuarioId: args.userId?.id ?? null };
}
