import { Prisma } from "../../db/generated/prisma/client.ts";
import type { Actor } from "../actor.ts";
import type { Deps } from "../deps.ts";
import { rowWindowUpTo } from "../paging.ts";
import { requireAdmin } from "../policies.ts";
import { type ListSource, searchList } from "../search/searchList.ts";
import { dayRangeInstants } from "../rules/shelterClock.ts";
import { parseInput } from "../validation.ts";
import type { LogRow } from "./createLogEntry.ts";
import { logWhere, newestFirst, parseLogFilter } from "./logFilter.ts";

/** GET /api/logs: every entry of the filter, newest first; administrators only. */
export async function listLogs(deps: Deps, actor: Actor, input: unknown): Promise<LogRow[]> {
  requireAdmin(actor);
  const filter = parseLogFilter(input, deps.timeZone);
  return deps.db.log.findMany({ where: logWhere(filter, deps.timeZone), orderBy: newestFirst });
}

/** The most entries one page shows. */
export const LOGS_PAGE_MAX = 500;

/** One window of the same list with how many entries the filter matches, in one statement (the list pattern). */
export async function listLogsPage(deps: Deps, actor: Actor, input: unknown, window: unknown): Promise<{ items: LogRow[]; total: number }> {
  requireAdmin(actor);
  const filter = parseLogFilter(input, deps.timeZone);
  const { gte, lt } = dayRangeInstants(filter.from, filter.to, deps.timeZone);
  const LOGS: ListSource = {
    table: "logs",
    columns: Prisma.sql`id, fecha_hora AS "fechaHora", usuario_id AS "usuarioId", username, descripcion, persona_accedida_id AS "personaAccedidaId"`,
    orderBy: Prisma.sql`fecha_hora DESC, id DESC`,
    where: [
      Prisma.sql`fecha_hora >= ${gte} AND fecha_hora < ${lt}`,
      ...(filter.usuarioId ? [Prisma.sql`usuario_id = ${filter.usuarioId}`] : []),
      ...(filter.accesos ? [Prisma.sql`persona_accedida_id IS NOT NULL`] : []),
    ],
  };
  return searchList<LogRow>(deps.db, LOGS, parseInput(rowWindowUpTo(LOGS_PAGE_MAX + 1), window));
}
