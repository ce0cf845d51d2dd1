import type { Prisma } from "../../db/generated/prisma/client.ts";
import type { Actor } from "../actor.ts";
import type { Deps } from "../deps.ts";
import { requireAdmin } from "../policies.ts";
import type { LogRow } from "./createLogEntry.ts";
import { logWhere, newestFirst, parseLogFilter } from "./logFilter.ts";

/** GET /api/logs: every entry of the filter, newest first; administrators only. */
export async function listLogs(deps: Deps, actor: Actor, input: unknown): Promise<LogRow[]> {
  requireAdmin(actor);
  const filter = parseLogFilter(input, deps.timeZone);
  return deps.db.log.findMany({ where: logWhere(filter, deps.timeZone), orderBy: newestFirst });
}

/** One page of the same list, with the selection GraphQL asks for (take, cursor, select). */
export async function listLogsPage(
  deps: Deps,
  actor: Actor,
  input: unknown,
  query: Omit<Prisma.LogFindManyArgs, "where" | "orderBy">,
) {
  requireAdmin(actor);
  const filter = parseLogFilter(input, deps.timeZone);
  return deps.db.log.findMany({ ...query, where: logWhere(filter, deps.timeZone), orderBy: newestFirst });
}

/** How many entries the filter matches (the '(N registros)' count). */
export async function countLogs(deps: Deps, actor: Actor, input: unknown): Promise<number> {
  requireAdmin(actor);
  return deps.db.log.count({ where: logWhere(parseLogFilter(input, deps.timeZone), deps.timeZone) });
}
