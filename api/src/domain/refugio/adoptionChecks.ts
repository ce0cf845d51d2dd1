/**
 * The adoption preconditions' switches in 'Datos del refugio' (issue 26: each check can be turned
 * off, all on by default): every logged-in user reads them, since the General tab lists what an
 * adoption lacks; only administrators change them, and each change is in the activity log.
 */
import type { Actor } from "../actor.ts";
import type { Deps } from "../deps.ts";
import { changeWithActivity } from "../logs/changeWithActivity.ts";
import { requireAdmin, requireLoggedIn } from "../policies.ts";
import { ADOPTION_CHECKS_ON, type AdoptionChecks, adoptionChecksSchema } from "../rules/adopcion.ts";
import { parseInput } from "../validation.ts";
import { lockRefugio, REFUGIO_ID, refugioActivity } from "./refugio.ts";

/** The shelter's switches; all on while 'Datos del refugio' has never been saved. */
export async function adoptionChecks(db: Deps["db"]): Promise<AdoptionChecks> {
  const row = await db.refugio.findUnique({
    where: { id: REFUGIO_ID },
    select: { adopcionIdentificacion: true, adopcionEdadMinima: true, adopcionEsterilizacion: true },
  });
  if (!row) return ADOPTION_CHECKS_ON;
  return { identificacion: row.adopcionIdentificacion, edadMinima: row.adopcionEdadMinima, esterilizacion: row.adopcionEsterilizacion };
}

export async function getAdoptionChecks(deps: Deps, actor: Actor): Promise<AdoptionChecks> {
  requireLoggedIn(actor);
  return adoptionChecks(deps.db);
}

/** Saves the three switches; the log says each one's new state. */
export async function saveAdoptionChecks(deps: Deps, actor: Actor, input: unknown): Promise<AdoptionChecks> {
  const admin = requireAdmin(actor);
  const checks = parseInput(adoptionChecksSchema, input);
  await changeWithActivity(
    deps,
    admin,
    async (tx) => {
      await lockRefugio(tx);
      await tx.refugio.update({
        where: { id: REFUGIO_ID },
        data: { adopcionIdentificacion: checks.identificacion, adopcionEdadMinima: checks.edadMinima, adopcionEsterilizacion: checks.esterilizacion },
      });
    },
    () => {
      const onOff = (on: boolean) => (on ? "sí" : "no");
      return refugioActivity(
        `Condiciones de adopción: microchip ${onOff(checks.identificacion)}, 8 semanas ${onOff(checks.edadMinima)}, esterilización ${onOff(checks.esterilizacion)}`,
      );
    },
  );
  return adoptionChecks(deps.db);
}
