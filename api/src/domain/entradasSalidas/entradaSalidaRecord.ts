/** Looking up and writing one E/S, shared by every E/S operation. */
import type { EntradaSalida, Prisma } from "../../db/generated/prisma/client.ts";
import { answerConstraints, type ConstraintAnswers } from "../dbErrors.ts";
import type { Deps } from "../deps.ts";
import { type ActivityEntry, changeWithActivity, type Tx } from "../logs/changeWithActivity.ts";
import type { LoggedIn } from "../policies.ts";
import { todayIn } from "../rules/shelterClock.ts";
import { entradaSalidaNotFound } from "./errors.ts";

export async function findEntradaSalidaOrThrow(db: Deps["db"] | Prisma.TransactionClient, id: number) {
  const entradaSalida = await db.entradaSalida.findUnique({ where: { id } });
  if (!entradaSalida) throw entradaSalidaNotFound();
  return entradaSalida;
}

/** Today in the shelter's time zone, 'yyyy-MM-dd'. */
export const shelterToday = (deps: Pick<Deps, "timeZone">): string => todayIn(deps.timeZone).toString();

/** How the activity log names an E/S. */
export const describeEntradaSalida = (entradaSalida: { id: number; animalId: number }) => `la E/S ${entradaSalida.id} del animal ${entradaSalida.animalId}`;

/** Many clients open and link stays at once; each transaction is short, so waiting for a connection is fine. */
export const ENTRADA_SALIDA_TRANSACTION = { maxWait: 15_000, timeout: 15_000 };

/**
 * One write of an E/S with its activity entry (table entradas_salidas) in the same transaction;
 * the constraint failures named in `answers` are thrown as those errors.
 */
export function writeEntradaSalida(
  deps: Deps,
  user: LoggedIn,
  write: (tx: Tx) => Promise<EntradaSalida>,
  activity: (entradaSalida: EntradaSalida) => Omit<ActivityEntry, "tabla">,
  answers: ConstraintAnswers,
): Promise<EntradaSalida> {
  return answerConstraints(
    () => changeWithActivity(deps, user, write, (entradaSalida) => ({ tabla: "entradas_salidas", ...activity(entradaSalida) }), ENTRADA_SALIDA_TRANSACTION),
    answers,
  );
}
