import { countLogs, listLogsPage } from "../../domain/logs/listLogs.ts";
import { builder } from "../builder.ts";
import { Usuario } from "./Usuario.ts";

/** One line of the activity log; administrators only. */
builder.prismaNode("Log", {
  name: "RegistroActividad",
  description: "Una línea del registro de actividad; solo para administradores.",
  id: { field: "id" },
  authScopes: { admin: true },
  fields: (t) => ({
    fechaHora: t.expose("fechaHora", { type: "DateTime", description: "Cuándo ocurrió." }),
    username: t.exposeString("username", { description: "Quién lo hizo." }),
    descripcion: t.exposeString("descripcion", { description: "Qué hizo." }),
  }),
});

builder.queryField("registrosActividad", (t) =>
  t.prismaConnection(
    {
      type: "Log",
      cursor: "id",
      defaultSize: 100,
      maxSize: 500,
      authScopes: { admin: true },
      description: "Entradas del registro de actividad, de la más reciente a la más antigua.",
      args: {
        fromDate: t.arg({ type: "Date", description: "Primer día incluido (por defecto, hace 7 días)." }),
        toDate: t.arg({ type: "Date", description: "Último día incluido (por defecto, hoy)." }),
        usuarioId: t.arg.globalID({ for: Usuario, description: "Solo las de este usuario." }),
      },
      resolve: (query, _root, args, ctx) => listLogsPage(ctx.deps, ctx.viewer, filterOf(args), query),
      totalCount: (_root, args, ctx) => countLogs(ctx.deps, ctx.viewer, filterOf(args)),
    },
    { name: "RegistroActividadConnection", description: "Una página del registro de actividad." },
    { name: "RegistroActividadEdge", description: "Una fila del registro de actividad." },
  ),
);

function filterOf(args: { fromDate?: Date | null; toDate?: Date | null; usuarioId?: { id: string } | null }) {
  return { fromDate: args.fromDate, toDate: args.toDate, usuarioId: args.usuarioId?.id ?? null };
}
