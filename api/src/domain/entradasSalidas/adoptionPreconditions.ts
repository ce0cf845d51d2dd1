/**
 * The adoption preconditions (rules/adopcion.ts) checked where an exit becomes an adoption, for
 * REST, GraphQL and the web alike: the animal's data, the exit's commitment and the shelter's
 * switches are read here, the rule decides.
 */
import type { Deps } from "../deps.ts";
import { AppError } from "../errors.ts";
import { lookups } from "../lookups/lookups.ts";
import { adoptionChecks } from "../refugio/adoptionChecks.ts";
import { type AdoptionExit, adoptionBlockedMessage, type EspecieLey, missingForAdoption } from "../rules/adopcion.ts";
import { dayOf } from "../rules/shelterClock.ts";

/** Refuses the adoption of `animalId` with this exit, listing everything it lacks (409 ADOPTION_BLOCKED). */
export async function assertAdoptionAllowed(deps: Deps, animalId: number, exit: AdoptionExit): Promise<void> {
  const animal = await deps.db.animal.findUnique({
    where: { id: animalId },
    select: { identificacion: true, tipoId: true, fechaNacimiento: true, edadAnios: true, edadMeses: true, esterilizado: true },
  });
  if (!animal) return; // The write answers the missing animal.
  const tipo = (await lookups(deps)).tipos.find((row) => row.id === animal.tipoId);
  const missing = missingForAdoption(
    {
      ...animal,
      especieLey: (tipo?.especieLey ?? "otro") as EspecieLey,
      fechaNacimiento: animal.fechaNacimiento && dayOf(animal.fechaNacimiento),
    },
    exit,
    await adoptionChecks(deps.db),
  );
  if (missing.length > 0) throw new AppError("ADOPTION_BLOCKED", 409, adoptionBlockedMessage(missing), missing[0]!.field);
}
