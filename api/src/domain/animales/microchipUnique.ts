/**
 * One ficha per microchip (issue 26): a second ficha with the same valid ISO microchip is refused
 * with a message naming the ficha that has it. The unique index on `animales.microchip` settles a
 * race the check before the write cannot see.
 */
import type { Db } from "../../db/client.ts";
import { isUniqueViolation } from "../dbErrors.ts";
import { AppError } from "../errors.ts";
import { microchipOf, microchipTakenMessage } from "../rules/microchip.ts";

export const microchipTaken = (microchip: string, other: { registro: string; nombre: string }) =>
  new AppError("MICROCHIP_TAKEN", 409, microchipTakenMessage(microchip, other), "identificacion");

/** The ficha other than `exceptId` holding this identification's microchip, if any. */
async function fichaWithMicrochip(db: Db, identificacion: string | null, exceptId: number | null) {
  const microchip = microchipOf(identificacion);
  if (!microchip) return null;
  const other = await db.animal.findUnique({ where: { microchip }, select: { id: true, registro: true, nombre: true } });
  return other && other.id !== exceptId ? { microchip, other } : null;
}

/** Refuses an identification whose microchip another ficha already has. */
export async function assertMicrochipFree(db: Db, identificacion: string | null, exceptId: number | null): Promise<void> {
  const taken = await fichaWithMicrochip(db, identificacion, exceptId);
  if (taken) throw microchipTaken(taken.microchip, taken.other);
}

/**
 * Runs the write (its whole transaction, so the lookup runs after the rollback); when the unique
 * index refuses it (a ficha saved with the chip after the check), answers the same refusal,
 * naming that ficha.
 */
export async function refusingTakenMicrochip<T>(db: Db, identificacion: string | null, exceptId: number | null, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    const taken = isUniqueViolation(error) ? await fichaWithMicrochip(db, identificacion, exceptId) : null;
    if (taken) throw microchipTaken(taken.microchip, taken.other);
    throw error;
  }
}
