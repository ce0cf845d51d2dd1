/**
 * Storage limitation (RGPD art. 5.1.e): a person's data are kept for the shelter's retention
 * period after the last day of their last E/S ('Plazo de conservación', 5 years unless an
 * administrator sets another); after it an administrator may anonymise them, one by one or in
 * batches from 'Protección de datos'. The E/S stay, naming an anonymised person.
 */
import type { CalendarDate } from "@internationalized/date";
import { Prisma } from "../../db/generated/prisma/client.ts";
import type { Db } from "../../db/client.ts";
import type { Actor } from "../actor.ts";
import type { Deps } from "../deps.ts";
import { findRecord } from "../directories/directory.ts";
import { asOneChange, changeWithActivity, type Tx } from "../logs/changeWithActivity.ts";
import { PERSONAS } from "../personas/personaDirectory.ts";
import { type LoggedIn, requireAdmin } from "../policies.ts";
import { rowWindowUpTo } from "../paging.ts";
import {
  ALREADY_ANONYMISED_MESSAGE,
  ANONYMISE_BATCH,
  ANONYMISED_MARKER,
  anonymisedDni,
  DEFAULT_RETENTION_YEARS,
  NO_MOVEMENTS_MESSAGE,
  OPEN_STAY_MESSAGE,
  retentionEnd,
  retentionSchema,
} from "../rules/rgpd.ts";
import { dateOfDay, dayOf, parseDay, todayIn } from "../rules/shelterClock.ts";
import { parseInput } from "../validation.ts";
import { personaIdInput } from "./blocking.ts";
import { notApplicable, retentionNotOver } from "./errors.ts";

export async function retentionYears(db: Db | Tx): Promise<number> {
  const row = await db.refugio.findUnique({ where: { id: 1 }, select: { plazoConservacionAnios: true } });
  return row?.plazoConservacionAnios ?? DEFAULT_RETENTION_YEARS;
}

export async function updateRetentionYears(deps: Deps, actor: Actor, input: unknown): Promise<number> {
  const user = requireAdmin(actor);
  const { anios } = parseInput(retentionSchema, input);
  await changeWithActivity(
    deps,
    user,
    (tx) => tx.refugio.upsert({ where: { id: 1 }, create: { id: 1, plazoConservacionAnios: anios }, update: { plazoConservacionAnios: anios } }),
    () => ({ tabla: "refugio", accion: "modificar", descripcion: `Cambiado el plazo de conservación de los datos de personas a ${anios} años`, registroId: 1 }),
  );
  return anios;
}

const day = (date: Date): CalendarDate => parseDay(dayOf(date))!;

/** The day the person's retention period ends; refused with the reason when it cannot be known yet. */
async function retentionEndOf(tx: Tx, personaId: number): Promise<CalendarDate> {
  const [movements] = await tx.$queryRaw<{ ultimo: Date | null; abierta: boolean | null }[]>`
    SELECT max(coalesce(fecha_salida, fecha_llegada)) AS ultimo, bool_or(fecha_salida IS NULL) AS abierta
    FROM entradas_salidas WHERE datos_entrada_id = ${personaId} OR datos_salida_id = ${personaId}`;
  if (!movements?.ultimo) throw notApplicable(NO_MOVEMENTS_MESSAGE);
  if (movements.abierta) throw notApplicable(OPEN_STAY_MESSAGE);
  return retentionEnd(day(movements.ultimo), await retentionYears(tx));
}

async function anonymiseIn(deps: Deps, user: LoggedIn, id: number, today: CalendarDate) {
  return changeWithActivity(
    deps,
    user,
    async (tx) => {
      // Locked so that a link made meanwhile cannot restart the period under an anonymisation.
      await tx.$queryRaw`SELECT id FROM personas WHERE id = ${id} FOR UPDATE`;
      const persona = await findRecord(tx, PERSONAS, id);
      if (persona.anonimizadaEn) throw notApplicable(ALREADY_ANONYMISED_MESSAGE);
      const end = await retentionEndOf(tx, id);
      if (today.compare(end) < 0) throw retentionNotOver(end);
      const now = new Date();
      return tx.persona.update({
        where: { id },
        data: {
          nombre: ANONYMISED_MARKER,
          apellido1: ANONYMISED_MARKER,
          apellido2: null,
          dni: anonymisedDni(id),
          domicilio: null,
          localidad: ANONYMISED_MARKER,
          codigoPostal: null,
          provincia: ANONYMISED_MARKER,
          telefono1: ANONYMISED_MARKER,
          telefono2: null,
          email: null,
          fechaNacimiento: null,
          anonimizadaEn: now,
          bloqueadaEn: persona.bloqueadaEn ?? now,
        },
      });
    },
    // The record names the person by number only: the point is that their name is gone.
    () => ({ tabla: "personas", accion: "anonimizar", descripcion: `Anonimizada la persona nº ${id} tras el plazo de conservación`, registroId: id }),
  );
}

/** Anonymises one person whose retention period is over; before that, refused naming the day it ends. */
export async function anonymisePersona(deps: Deps, actor: Actor, input: unknown) {
  const user = requireAdmin(actor);
  const { id } = parseInput(personaIdInput, input);
  return anonymiseIn(deps, user, id, todayIn(deps.timeZone));
}

export type PastRetention = {
  id: number;
  dni: string;
  nombre: string;
  apellido1: string;
  apellido2: string | null;
  ultimoMovimiento: Date;
  finPlazo: Date;
};

/**
 * One statement: the retention period in years, how many people are past it by `today` (not
 * anonymised, no open stay) and a window of them, the earliest ended first. The first row always
 * comes, carrying the period and the total; its person's columns are null when nobody is past it.
 */
function pastRetentionSql(today: CalendarDate, limit: number, offset: number) {
  return Prisma.sql`
    WITH plazo AS (
      SELECT coalesce((SELECT plazo_conservacion_anios FROM refugio WHERE id = 1), ${DEFAULT_RETENTION_YEARS}) AS anios
    ), movimientos AS (
      SELECT datos_entrada_id AS persona_id, fecha_llegada, fecha_salida FROM entradas_salidas WHERE datos_entrada_id IS NOT NULL
      UNION ALL
      SELECT datos_salida_id, fecha_llegada, fecha_salida FROM entradas_salidas WHERE datos_salida_id IS NOT NULL
    ), ultimos AS (
      SELECT persona_id, max(coalesce(fecha_salida, fecha_llegada)) AS ultimo FROM movimientos
      GROUP BY persona_id HAVING bool_and(fecha_salida IS NOT NULL)
    ), fuera AS (
      SELECT p.id, p.dni, p.nombre, p.apellido1, p.apellido2, u.ultimo AS "ultimoMovimiento",
        (u.ultimo + make_interval(years => pl.anios))::date AS "finPlazo"
      FROM ultimos u JOIN personas p ON p.id = u.persona_id CROSS JOIN plazo pl
      WHERE p.anonimizada_en IS NULL AND (u.ultimo + make_interval(years => pl.anios))::date <= ${dateOfDay(today.toString())}::date
    )
    SELECT pl.anios, (SELECT count(*)::int FROM fuera) AS total, f.*
    FROM plazo pl LEFT JOIN LATERAL (SELECT * FROM fuera ORDER BY "finPlazo", id LIMIT ${limit} OFFSET ${offset}) f ON true`;
}

type PastRetentionRow = { anios: number; total: number } & { [K in keyof PastRetention]: PastRetention[K] | null };

async function readPastRetention(db: Db | Tx, today: CalendarDate, limit: number, offset: number) {
  const rows = await db.$queryRaw<PastRetentionRow[]>(pastRetentionSql(today, limit, offset));
  const items = rows.filter((row) => row.id !== null).map(({ anios: _anios, total: _total, ...row }) => row as PastRetention);
  return { items, total: rows[0]?.total ?? 0, years: rows[0]?.anios ?? DEFAULT_RETENTION_YEARS };
}

// One more row than a page, as paged connections ask, to know whether another follows.
const pastRetentionWindow = rowWindowUpTo(ANONYMISE_BATCH + 1);

/** 'Protección de datos': the retention period, and one page of the people past it with how many there are. */
export async function listPastRetention(deps: Deps, actor: Actor, input: unknown): Promise<{ items: PastRetention[]; total: number; years: number }> {
  requireAdmin(actor);
  const { offset, limit = ANONYMISE_BATCH } = parseInput(pastRetentionWindow, input);
  return readPastRetention(deps.db, todayIn(deps.timeZone), limit, offset);
}

/**
 * The one action of the retention screen: anonymises the first ANONYMISE_BATCH people past their
 * period in one change (each with its own record), and says how many remain for the next press.
 */
export async function anonymisePastRetention(deps: Deps, actor: Actor): Promise<{ anonimizadas: number; quedan: number }> {
  const user = requireAdmin(actor);
  const today = todayIn(deps.timeZone);
  const batch = await readPastRetention(deps.db, today, ANONYMISE_BATCH, 0);
  await asOneChange(
    deps,
    async (one) => {
      for (const { id } of batch.items) await anonymiseIn(one, user, id, today);
    },
    { timeout: 60_000 },
  );
  return { anonimizadas: batch.items.length, quedan: batch.total - batch.items.length };
}
