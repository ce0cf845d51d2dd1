/**
 * The adoption preconditions' switches in 'Datos del refugio' (issue 26: each check can be turned
 * off, all on by default): every logged-in user reads them, since the General tab lists what an
 * adoption lacks; only administrators change them, and each change is in the activity log.
 */
import type { Actor } from "../actor.ts";
import type { Deps } from "../deps.ts";
import { changeWithActivity, type Tx } from "../logs/changeWithActivity.ts";
import { requireAdmin, requireLoggedIn } from "../policies.ts";
import { ADOPTION_CHECK_NAMES, ADOPTION_CHECKS_DEFAULT, type AdoptionChecks, adoptionChecksSchema } from "../rules/adopcion.ts";
import { parseInput } from "../validation.ts";
import { lockRefugio, REFUGIO_ID, refugioActivity } from "./refugio.ts";

/** The shelter's switches; all on while 'Datos del refugio' has never been saved. */
export async function adoptionChecks(db: Pick<Tx, "refugio">): Promise<AdoptionChecks> {
  const row = await db.refugio.findUnique({
    where: { id: REFUGIO_ID },
    select: {
      adopcionIdentificacion: true,
      adopcionEdadMinima: true,
      adopcionEsterilizacion: true,
      adopcionAdoptante: true,
      adopcionMayoriaEdad: true,
      adopcionEdadPorFecha: true,
      adopcionNucleoZoologico: true,
    },
  });
  if (!row) return ADOPTION_CHECKS_DEFAULT;
  return {
    identificacion: row.adopcionIdentificacion,
    edadMinima: row.adopcionEdadMinima,
    esterilizacion: row.adopcionEsterilizacion,
    adoptante: row.adopcionAdoptante,
    mayoriaEdad: row.adopcionMayoriaEdad,
    edadPorFecha: row.adopcionEdadPorFecha,
    nucleoZoologico: row.adopcionNucleoZoologico,
  };
}

export async function getAdoptionChecks(deps: Deps, actor: Actor): Promise<AdoptionChecks> {
  requireLoggedIn(actor);
  return adoptionChecks(deps.db);
}

/** Saves the switches (a later one left out keeps what is stored); the log says each one's new state. */
export async function saveAdoptionChecks(deps: Deps, actor: Actor, input: unknown): Promise<AdoptionChecks> {
  const admin = requireAdmin(actor);
  const checks = parseInput(adoptionChecksSchema, input);
  return changeWithActivity(
    deps,
    admin,
    async (tx) => {
      await lockRefugio(tx);
      await tx.refugio.update({
        where: { id: REFUGIO_ID },
        data: {
          adopcionIdentificacion: checks.identificacion,
          adopcionEdadMinima: checks.edadMinima,
          adopcionEsterilizacion: checks.esterilizacion,
          adopcionAdoptante: checks.adoptante,
          adopcionMayoriaEdad: checks.mayoriaEdad,
          adopcionEdadPorFecha: checks.edadPorFecha,
          adopcionNucleoZoologico: checks.nucleoZoologico,
        },
      });
      return adoptionChecks(tx);
    },
    (saved) => {
      const states = (Object.keys(ADOPTION_CHECK_NAMES) as (keyof AdoptionChecks)[]).map(
        (check) => `${ADOPTION_CHECK_NAMES[check]} ${saved[check] ? "sí" : "no"}`,
      );
      return refugioActivity(`Condiciones de adopción: ${states.join(", ")}`);
    },
  );
}
