import type { Actor } from "../actor.ts";
import type { Deps } from "../deps.ts";
import { requireAdmin } from "../policies.ts";
import { formatDateTime, formatDay } from "../rules/shelterClock.ts";
import { logWhere, newestFirst, parseLogFilter } from "./logFilter.ts";
import { recordLog } from "./recordLog.ts";
import { loadShelterIdentity } from "../refugio/shelterIdentity.ts";

/** Keeps one report to a few hundred pages and a few seconds of work; the PDF says when it is cut. */
export const MAX_REPORT_ROWS = 5000;

/**
 * POST /api/logs/report: the PDF of the filter's entries. The rows are read here, on the server,
 * from the same filter as the screen; rows a client sends are never printed.
 */
export async function activityReport(deps: Deps, actor: Actor, input: unknown): Promise<Buffer> {
  const admin = requireAdmin(actor);
  const filter = parseLogFilter(input, deps.timeZone);
  const where = logWhere(filter, deps.timeZone);
  const [total, rows, user, refugio] = await Promise.all([
    deps.db.log.count({ where }),
    deps.db.log.findMany({ where, orderBy: newestFirst, take: MAX_REPORT_ROWS }),
    filter.usuarioId ? deps.db.usuario.findUnique({ where: { id: filter.usuarioId }, select: { username: true } }) : null,
    loadShelterIdentity(deps.db),
  ]);
  const pdf = await deps.pdf.render({
    kind: "actividad",
    data: {
      from: formatDay(filter.from),
      to: formatDay(filter.to),
      userLabel: filter.usuarioId ? (user?.username ?? `Usuario n.º ${filter.usuarioId}`) : "Todos los usuarios",
      rows: rows.map((r) => ({ fechaHora: formatDateTime(r.fechaHora, deps.timeZone), username: r.username, descripcion: r.descripcion })),
      total,
      generatedAt: formatDateTime(new Date(), deps.timeZone),
      generatedBy: admin.username,
      shelterName: refugio.nombre,
    },
  });
  await recordLog(deps, admin, "Descarga del informe de registros de actividad");
  return pdf;
}
