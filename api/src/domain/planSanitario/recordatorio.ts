/**
 * The plan sanitario's daily reminder (issue 27): with SMTP configured, each active user who opted
 * in and has an e-mail receives the actuaciones overdue and due today, on the shelter's clock. Only
 * users of the app receive it, never people outside the shelter. A day with nothing due sends
 * nothing. Each user opts in or out for themselves.
 */
import { Prisma } from "../../db/generated/prisma/client.ts";
import type { Actor } from "../actor.ts";
import type { Deps } from "../deps.ts";
import { changeWithActivity } from "../logs/changeWithActivity.ts";
import { requirePerson } from "../policies.ts";
import { CLASE_NOMBRES, type Clase } from "../rules/planSanitario.ts";
import { dateOfDay, formatDay } from "../rules/shelterClock.ts";
import { sendMail } from "../smtp/mailer.ts";
import { loadSmtpConnectionSettings } from "../smtp/smtpConfig.ts";
import { parseInput } from "../validation.ts";
import { z } from "zod";

/** Whether the caller receives the daily reminder. */
export async function getRecordatorioSanitario(deps: Deps, actor: Actor): Promise<boolean> {
  const user = requirePerson(actor);
  const row = await deps.db.usuario.findUnique({ where: { id: user.id }, select: { recordatorioSanitario: true } });
  return row?.recordatorioSanitario ?? false;
}

export const recordatorioSchema = z.object({ activo: z.boolean("Indique si quiere recibir el recordatorio") });
/**
 * The caller's reminder switch, as columns of the app frame's one statement: whether it is on, and
 * whether it is worth showing: the shelter sends the reminder (an hour set, SMTP configured) and
 * the caller has an e-mail to receive it; or the caller has it on, to turn it off. False for an
 * API key, which has no row.
 */
export function reminderSwitchColumns(deps: Pick<Deps, "healthReminderHour">, actor: Actor): Prisma.Sql {
  const userId = actor && "id" in actor ? actor.id : null;
  const sends = deps.healthReminderHour !== null;
  return Prisma.sql`coalesce((SELECT recordatorio_sanitario FROM usuarios WHERE id = ${userId}), false) AS "recordatorioSanitario",
    coalesce((SELECT recordatorio_sanitario OR (${sends} AND coalesce(email, '') <> '' AND EXISTS (SELECT 1 FROM smtp_config))
              FROM usuarios WHERE id = ${userId}), false) AS "recordatorioOfrecido"`;
}

export async function setRecordatorioSanitario(deps: Deps, actor: Actor, input: { activo?: unknown }): Promise<boolean> {
  const user = requirePerson(actor);
  const { activo } = parseInput(recordatorioSchema, input);
  await changeWithActivity(
    deps,
    user,
    (tx) => tx.usuario.update({ where: { id: user.id }, data: { recordatorioSanitario: activo } }),
    () => ({
      tabla: "usuarios",
      accion: "modificar",
      descripcion: `${activo ? "Activado" : "Desactivado"} el recordatorio diario del plan sanitario`,
      registroId: user.id,
    }),
  );
  return activo;
}

type Due = { animalId: number; nombre: string; registro: string; actuacion: string; clase: Clase; fechaPrevista: Date };

/** What the reminder of `day` ('yyyy-MM-dd') did: how many were sent, or why none was. */
export type ReminderResult = { enviados: number; actuaciones: number; motivo?: "sin-smtp" | "nada-pendiente" | "sin-destinatarios" };

export async function sendDailyReminder(deps: Deps, day: string): Promise<ReminderResult> {
  const settings = await loadSmtpConnectionSettings(deps);
  if (!settings) return { enviados: 0, actuaciones: 0, motivo: "sin-smtp" };
  const due = await deps.db.$queryRaw<Due[]>`
    SELECT an.id AS "animalId", an.nombre, an.registro, a.nombre AS actuacion, a.clase, i.fecha_prevista AS "fechaPrevista"
    FROM actuaciones_animal i JOIN actuaciones_sanitarias a ON a.id = i.actuacion_id JOIN animales an ON an.id = i.animal_id
    WHERE i.estado = 'pendiente' AND i.fecha_prevista <= ${dateOfDay(day)}::date
    ORDER BY i.fecha_prevista, an.id, i.id`;
  if (due.length === 0) return { enviados: 0, actuaciones: 0, motivo: "nada-pendiente" };
  const recipients = await deps.db.usuario.findMany({
    where: { activo: true, recordatorioSanitario: true, email: { not: null } },
    select: { email: true },
    orderBy: { id: "asc" },
  });
  if (recipients.length === 0) return { enviados: 0, actuaciones: due.length, motivo: "sin-destinatarios" };
  const mail = reminderMail(day, due);
  for (const { email } of recipients) await sendMail(settings, { to: email!, ...mail });
  return { enviados: recipients.length, actuaciones: due.length };
}

function reminderMail(day: string, due: Due[]) {
  const lines = due.map((item) => {
    const when = item.fechaPrevista.toISOString().slice(0, 10);
    const state = when < day ? `vencida el ${formatDay(when)}` : "hoy";
    return `- ${item.nombre} (registro ${item.registro}): ${CLASE_NOMBRES[item.clase]} · ${item.actuacion} · ${state}`;
  });
  return {
    subject: `Refugio: ${due.length} actuaciones sanitarias para hoy o vencidas (${formatDay(day)})`,
    text: [
      `Actuaciones del plan sanitario vencidas o para hoy, ${formatDay(day)}:`,
      "",
      ...lines,
      "",
      "Se registran en 'Pendientes'. Recibe este correo porque lo activó en su cuenta; puede desactivarlo allí mismo.",
    ].join("\n"),
  };
}
