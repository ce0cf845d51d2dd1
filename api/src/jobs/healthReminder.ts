/** The plan sanitario's daily reminder e-mail (domain/planSanitario/recordatorio.ts), at HEALTH_REMINDER_HOUR. */
import { sendDailyReminder } from "../domain/planSanitario/recordatorio.ts";
import type { ScheduledJob } from "./scheduledJob.ts";

const WHY_NONE = { "sin-smtp": "no hay servidor de correo configurado", "nada-pendiente": "nada pendiente", "sin-destinatarios": "nadie lo ha activado" };

export function healthReminder(at: string): ScheduledJob {
  return {
    name: "recordatorio-sanitario",
    at,
    run: async ({ deps, period, note }) => {
      const result = await sendDailyReminder(deps, period);
      note?.(result.motivo ? `sin enviar: ${WHY_NONE[result.motivo]}` : `${result.enviados} correos, ${result.actuaciones} actuaciones`);
    },
  };
}
