/**
 * What an adoption needs before the animal leaves (issue 26; Ley 7/2023, de 28 de marzo,
 * BOE-A-2023-7936, art. 58): the server refuses an exit with destino 3 (adopción) that lacks any,
 * and the General tab lists them from this same rule before it is saved. Each check can be turned
 * off in 'Datos del refugio'. Days are 'yyyy-MM-dd' text of the shelter's calendar.
 */
import { z } from "zod";
import { optionalDay } from "./shelterClock.ts";
import { isIsoMicrochip } from "./microchip.ts";

/** The group of a tipo where the law differs (58.3 names dogs, cats and ferrets). */
export const ESPECIES_LEY = ["perro", "gato", "huron", "otro"] as const;
export type EspecieLey = (typeof ESPECIES_LEY)[number];

/** 58.3: dogs, cats and ferrets cannot be ceded under 8 weeks of age. */
export const MIN_ADOPTION_DAYS = 8 * 7;

/** Sterilisation as the ficha records it: sí, no or no consta. */
export const ESTERILIZADO_OPTIONS = ["si", "no", "no_consta"] as const;
export type EsterilizadoOption = (typeof ESTERILIZADO_OPTIONS)[number];
export const ESTERILIZADO_LABELS: Record<EsterilizadoOption, string> = { si: "Sí", no: "No", no_consta: "No consta" };

export function esterilizadoOption(value: boolean | null): EsterilizadoOption {
  return value === null ? "no_consta" : value ? "si" : "no";
}

export function esterilizadoValue(option: EsterilizadoOption): boolean | null {
  return option === "no_consta" ? null : option === "si";
}

/** The shelter's switches ('Datos del refugio'), all on unless an administrator turns one off. */
export type AdoptionChecks = { identificacion: boolean; edadMinima: boolean; esterilizacion: boolean };
export const ADOPTION_CHECKS_ON: AdoptionChecks = { identificacion: true, edadMinima: true, esterilizacion: true };
export const ADOPTION_CHECK_LABELS: Record<keyof AdoptionChecks, string> = {
  identificacion: "Exigir microchip ISO 11784 (Ley 7/2023, art. 58.1)",
  edadMinima: "Exigir 8 semanas de edad a perros, gatos y hurones (Ley 7/2023, art. 58.3)",
  esterilizacion: "Exigir esterilización o compromiso de esterilización a perros, gatos y hurones",
};

export const ADOPTION_CHECK_INVALID = "Cada condición de adopción debe estar activada o desactivada";

/** The three switches as 'Datos del refugio' saves them: all three, each on or off. */
export const adoptionChecksSchema = z.object({
  identificacion: z.boolean(ADOPTION_CHECK_INVALID),
  edadMinima: z.boolean(ADOPTION_CHECK_INVALID),
  esterilizacion: z.boolean(ADOPTION_CHECK_INVALID),
});

export type AdoptionAnimal = {
  identificacion: string | null;
  especieLey: EspecieLey;
  fechaNacimiento: string | null;
  edadAnios: number;
  edadMeses: number;
  esterilizado: boolean | null;
};

export type AdoptionExit = { fechaSalida: string; compromisoEsterilizacion: boolean; fechaLimiteEsterilizacion: string | null };

/** Where a missing condition is fixed: a field of the ficha's animal data, or of the exit. */
export type MissingCondition = { check: keyof AdoptionChecks; message: string; field: "identificacion" | "fechaNacimiento" | "compromisoEsterilizacion" };

export const NOT_IDENTIFIED = "El animal no tiene un microchip ISO 11784 válido: sin identificar no se puede ceder ni dar en adopción (Ley 7/2023, art. 58.1)";
export const NO_STERILISATION =
  "El animal no consta como esterilizado: márquelo como esterilizado en la ficha o marque el compromiso de esterilización del adoptante con su fecha límite";
export const NO_STERILISATION_DEADLINE = "Falta la fecha límite del compromiso de esterilización";
export const ADOPTION_BLOCKED_PREFIX = "No se puede registrar la adopción";

const LEY_SPECIES: readonly EspecieLey[] = ["perro", "gato", "huron"];

export const daysBetween = (from: string, to: string) => Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);

const dayMonthYear = (day: string) => day.split("-").reverse().join("/");

/**
 * Under 8 weeks on the exit day, or why it cannot be told: from the birth date when there is one;
 * otherwise from the recorded age, where 1 month (30 to 60 days) may be under 8 weeks and is
 * refused until a birth date says otherwise. 0 years 0 months is the form's default and means
 * the age is not known (not checked).
 */
function tooYoung(animal: AdoptionAnimal, exitDay: string): string | null {
  if (animal.fechaNacimiento) {
    const days = daysBetween(animal.fechaNacimiento, exitDay);
    return days < MIN_ADOPTION_DAYS
      ? `El animal tiene ${Math.max(0, days)} días el día de la salida (nació el ${dayMonthYear(animal.fechaNacimiento)}): perros, gatos y hurones no se pueden ceder con menos de 8 semanas (Ley 7/2023, art. 58.3)`
      : null;
  }
  if (animal.edadAnios === 0 && animal.edadMeses === 1) {
    return "El animal tiene 1 mes, que puede ser menos de 8 semanas: indique su fecha de nacimiento en la ficha (Ley 7/2023, art. 58.3)";
  }
  return null;
}

export const FECHA_LIMITE_INCOMPLETE = "La fecha límite de esterilización está incompleta";
export const COMPROMISO_INVALID = "El compromiso de esterilización debe ser sí o no";

/** The exit's commitment as a save sends it; absent keeps what is stored. */
export const sterilisationCommitmentSchema = z.object({
  compromisoEsterilizacion: z.boolean(COMPROMISO_INVALID).optional(),
  fechaLimiteEsterilizacion: optionalDay.optional(),
});

/** Every condition the adoption lacks, in the order the list shows them. */
export function missingForAdoption(animal: AdoptionAnimal, exit: AdoptionExit, checks: AdoptionChecks): MissingCondition[] {
  const missing: MissingCondition[] = [];
  const lawSpecies = LEY_SPECIES.includes(animal.especieLey);
  if (checks.identificacion && !(animal.identificacion && isIsoMicrochip(animal.identificacion))) {
    missing.push({ check: "identificacion", message: NOT_IDENTIFIED, field: "identificacion" });
  }
  const young = checks.edadMinima && lawSpecies ? tooYoung(animal, exit.fechaSalida) : null;
  if (young) missing.push({ check: "edadMinima", message: young, field: "fechaNacimiento" });
  if (checks.esterilizacion && lawSpecies && animal.esterilizado !== true) {
    if (!exit.compromisoEsterilizacion) missing.push({ check: "esterilizacion", message: NO_STERILISATION, field: "compromisoEsterilizacion" });
    else if (!exit.fechaLimiteEsterilizacion) missing.push({ check: "esterilizacion", message: NO_STERILISATION_DEADLINE, field: "compromisoEsterilizacion" });
  }
  return missing;
}

/** The refusal REST and GraphQL answer: every missing condition, in order. */
export function adoptionBlockedMessage(missing: readonly MissingCondition[]): string {
  return `${ADOPTION_BLOCKED_PREFIX}: ${missing.map((condition) => condition.message).join(". ")}.`;
}

/** Age in whole years and months on `today` of an animal born on `birthDay`, as the ficha shows it. */
export function ageOn(birthDay: string, today: string): { edadAnios: number; edadMeses: number } {
  const [by, bm, bd] = birthDay.split("-").map(Number) as [number, number, number];
  const [ty, tm, td] = today.split("-").map(Number) as [number, number, number];
  const months = Math.max(0, (ty - by) * 12 + (tm - bm) - (td < bd ? 1 : 0));
  return { edadAnios: Math.floor(months / 12), edadMeses: months % 12 };
}
