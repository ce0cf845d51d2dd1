/**
 * What the logged-in app's frame shows around every screen: the sidebar's counts (with the
 * count of 'Pendientes'), the caller's reminder switch and the shelter's identity (its notice of the fields a legal document still needs). Every page load
 * asks for both, so they are read in ONE statement; each answers exactly as its own read does
 * (`getCounts` with `countPendientes`, `getRefugio`).
 */
import type { Actor } from "../actor.ts";
import type { Deps } from "../deps.ts";
import { requireLoggedIn } from "../policies.ts";
import { type ShelterIdentity, shelterIdentityColumns } from "../refugio/shelterIdentity.ts";
import { pendingCountSql } from "../planSanitario/pendientes.ts";
import { reminderSwitchColumns } from "../planSanitario/recordatorio.ts";
import { COUNTED_TABLES, type SidebarCounts } from "../stats/counts.ts";
import { Prisma } from "../../db/generated/prisma/client.ts";

/** The caller's reminder switch (planSanitario/recordatorio.ts). */
export type ReminderSwitch = { recordatorioSanitario: boolean; recordatorioOfrecido: boolean };

export type AppFrame = { counts: SidebarCounts; refugio: ShelterIdentity; reminder: ReminderSwitch };

/** Each count from its `totales` row (kept by triggers), 0 while a table has none. */
const countColumns = Prisma.join(
  COUNTED_TABLES.map((tabla) => Prisma.sql`coalesce((SELECT total FROM totales WHERE tabla = ${tabla}), 0) AS ${Prisma.raw(`"${tabla}"`)}`),
);

export async function getAppFrame(deps: Deps, actor: Actor): Promise<AppFrame> {
  requireLoggedIn(actor);
  // The LEFT JOIN keeps the row before an administrator first saves 'Datos del refugio'.
  const [row] = await deps.db.$queryRaw<(SidebarCounts & ShelterIdentity & ReminderSwitch)[]>`
    SELECT ${countColumns}, ${pendingCountSql(deps)} AS "actuacionesPendientes", ${reminderSwitchColumns(deps, actor)}, ${shelterIdentityColumns("r")}
    FROM (SELECT 1) AS one LEFT JOIN refugio AS r ON r.id = 1`;
  const { animales, personas, ayuntamientos, actuacionesPendientes, recordatorioSanitario, recordatorioOfrecido, ...refugio } = row!;
  return { counts: { animales, personas, ayuntamientos, actuacionesPendientes }, refugio, reminder: { recordatorioSanitario, recordatorioOfrecido } };
}
