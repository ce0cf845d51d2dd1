import { countLogs, listLogsPage } from "../../domain/logs/listLogs.ts";
import { builder } from "../builder.ts";
import { User } from "./User.ts";

/** One line of the activity log; administrators only. */
builder.prismaNode("Log", {
  id: { field: "id" },
  authScopes: { admin: true },
  fields: (t) => ({
    fechaHora: t.expose("fechaHora", { type: "DateTime" }),
    username: t.exposeString("username"),
    descripcion: t.exposeString("descripcion"),
  }),
});

builder.queryField("logs", (t) =>
  t.prismaConnection(
    {
      type: "Log",
      cursor: "id",
      defaultSize: 100,
      maxSize: 500,
      authScopes: { admin: true },
      description: "Entradas del registro de actividad, de la más reciente a la más antigua",
      args: {
        fromDate: t.arg({ type: "Date", description: "Primer día incluido (por defecto, hace 7 días)" }),
        toDate: t.arg({ type: "Date", description: "Último día incluido (por defecto, hoy)" }),
        userId: t.arg.globalID({ for: User, description: "Solo las de este usuario" }),
      },
      resolve: (query, _root, args, ctx) => listLogsPage(ctx.deps, ctx.viewer, filterOf(args), query),
      totalCount: (_root, args, ctx) => countLogs(ctx.deps, ctx.viewer, filterOf(args)),
    },
    { name: "LogConnection" },
    { name: "LogEdge" },
  ),
);

function filterOf(args: { fromDate?: Date | null; toDate?: Date | null; userId?: { id: string } | null }) {
  return { fromDate: args.fromDate, toDate: args.toDate, usuarioId: args.userId?.id ?? null };
}
