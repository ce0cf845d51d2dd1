/**
 * The adoption preconditions (rules/adopcion.ts) checked where an exit becomes an adoption and
 * where the adoption contract is generated, for REST, GraphQL and the web alike: the animal's
 * data, the exit's commitment, the adopter, the shelter's núcleo zoológico number and switches
 * are read here, the rule decides. An administrator may go on with a written reason.
 */
import type { Actor } from "../actor.ts";
import type { Deps } from "../deps.ts";
import { AppError } from "../errors.ts";
import { type ActivityEntry, changeWithActivity } from "../logs/changeWithActivity.ts";
import { type LoggedIn, requireAdmin } from "../policies.ts";
import { adoptionChecks } from "../refugio/adoptionChecks.ts";
import { REFUGIO_ID } from "../refugio/refugio.ts";
import {
  type AdoptionExit,
  type AdoptionParties,
  adoptionBlockedMessage,
  type EspecieLey,
  type MissingCondition,
  missingForAdoption,
  motivoExcepcionSchema,
  overrideActivity,
} from "../rules/adopcion.ts";
import { dayOf } from "../rules/shelterClock.ts";
import { parseInput } from "../validation.ts";

/** Everything the adoption of `animalId` with this exit and adopter (a person's id, or null) lacks. */
export async function missingConditions(deps: Deps, animalId: number, exit: AdoptionExit, adopterId: number | null): Promise<MissingCondition[]> {
  const [animal, adopter, refugio] = await Promise.all([
    deps.db.animal.findUnique({
      where: { id: animalId },
      // The tipo's especie_ley from the database, not the lookups' copy: an administrator may have changed it on another instance.
      select: { identificacion: true, tipo: { select: { especieLey: true } }, fechaNacimiento: true, edadAnios: true, edadMeses: true, esterilizado: true },
    }),
    adopterId === null
      ? null
      : deps.db.persona.findUnique({ where: { id: adopterId }, select: { id: true, adopcion: true, fechaNacimiento: true, mayorEdad: true } }),
    deps.db.refugio.findUnique({ where: { id: REFUGIO_ID }, select: { nucleoZoologico: true } }),
  ]);
  if (!animal) return []; // The write answers the missing animal.
  const parties: AdoptionParties = {
    adoptante: adopter && { ...adopter, fechaNacimiento: adopter.fechaNacimiento && dayOf(adopter.fechaNacimiento) },
    nucleoZoologico: refugio?.nucleoZoologico ?? null,
  };
  return missingForAdoption(
    { ...animal, especieLey: (animal.tipo?.especieLey ?? "otro") as EspecieLey, fechaNacimiento: animal.fechaNacimiento && dayOf(animal.fechaNacimiento) },
    exit,
    await adoptionChecks(deps.db),
    parties,
  );
}

/**
 * Refuses the adoption with everything it lacks (409 ADOPTION_BLOCKED, the field of the first),
 * unless a reason to override comes with it: then only an administrator goes on (403 otherwise,
 * before the reason is validated), and the answer is the activity entry recording the override,
 * to write in the same change. Null when nothing is missing, whatever reason was sent.
 */
export async function assertAdoptionAllowed(
  deps: Deps,
  actor: Actor,
  adoption: { animalId: number; exit: AdoptionExit; adopterId: number | null; motivoExcepcion: unknown; what: string },
): Promise<ActivityEntry | null> {
  const missing = await missingConditions(deps, adoption.animalId, adoption.exit, adoption.adopterId);
  if (missing.length === 0) return null;
  if (adoption.motivoExcepcion === undefined || adoption.motivoExcepcion === null) {
    throw new AppError("ADOPTION_BLOCKED", 409, adoptionBlockedMessage(missing), missing[0]!.field);
  }
  // Only an administrator overrides, and that is settled before the reason is read.
  requireAdmin(actor);
  const { motivoExcepcion } = parseInput(motivoExcepcionSchema, { motivoExcepcion: adoption.motivoExcepcion });
  return { tabla: "entradas_salidas", accion: "excepcion", descripcion: overrideActivity(missing, motivoExcepcion, adoption.what) };
}

/** The override's activity entry about record `registroId`, written in the change `deps` belongs to (asOneChange). */
export async function recordOverride(deps: Deps, user: LoggedIn, override: ActivityEntry | null, registroId: number): Promise<void> {
  if (override)
    await changeWithActivity(
      deps,
      user,
      async () => null,
      () => ({ ...override, registroId }),
    );
}
