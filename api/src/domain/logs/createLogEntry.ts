import { z } from "zod";
import type { Actor } from "../actor.ts";
import type { Deps } from "../deps.ts";
import { requirePerson } from "../policies.ts";
import { parseInput } from "../validation.ts";

const REQUIRED = "La actividad es obligatoria";

export const logEntrySchema = z.object({
  actividad: z.string(REQUIRED).trim().min(1, REQUIRED).max(500, "La actividad no puede superar 500 caracteres"),
});

/** `personaAccedidaId` is set on the record of a read of that person's data (domain/rgpd/personaAccess.ts). */
export type LogRow = { id: number; fechaHora: Date; username: string; descripcion: string; usuarioId: number | null; personaAccedidaId: number | null };

/** POST /api/logs {actividad}: what a user opened from the main menu (spec section 2). */
export async function createLogEntry(deps: Deps, actor: Actor, input: unknown): Promise<LogRow> {
  const user = requirePerson(actor);
  const { actividad } = parseInput(logEntrySchema, input);
  return deps.db.log.create({ data: { usuarioId: user.id, username: user.username, descripcion: actividad } });
}
