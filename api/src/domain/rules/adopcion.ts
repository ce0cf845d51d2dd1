/**
 * What an adoption needs before the animal leaves (issue 26; Ley 7/2023, de 28 de marzo,
 * BOE-A-2023-7936, art. 58): the server refuses an exit with destino 3 (adopción) that lacks any,
 * and the General tab lists them from this same rule before it is saved. Each check can be turned
 * off in 'Datos del refugio'. Days are 'yyyy-MM-dd' text of the shelter's calendar.
 */
import { z } from "zod";
import { optionalDay } from "./dayField.ts";
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

/**
 * The shelter's switches ('Datos del refugio'): each check on unless an administrator turns it
 * off; `edadPorFecha` is how the adopter's age is proven, not a check (off: the 'Es mayor de
 * edad' confirmation suffices; on: only a birth date does).
 */
export type AdoptionChecks = {
  identificacion: boolean;
  edadMinima: boolean;
  esterilizacion: boolean;
  adoptante: boolean;
  mayoriaEdad: boolean;
  edadPorFecha: boolean;
  nucleoZoologico: boolean;
};
export const ADOPTION_CHECKS_DEFAULT: AdoptionChecks = {
  identificacion: true,
  edadMinima: true,
  esterilizacion: true,
  adoptante: true,
  mayoriaEdad: true,
  edadPorFecha: false,
  nucleoZoologico: true,
};
export const ADOPTION_CHECK_LABELS: Record<keyof AdoptionChecks, string> = {
  identificacion: "Exigir microchip ISO 11784 (Ley 7/2023, art. 58.1)",
  edadMinima: "Exigir 8 semanas de edad a perros, gatos y hurones (Ley 7/2023, art. 58.3)",
  esterilizacion: "Exigir esterilización o compromiso de esterilización a perros, gatos y hurones",
  adoptante: "Exigir que el adoptante esté marcado como 'Puede adoptar'",
  mayoriaEdad: "Exigir que el adoptante sea mayor de edad",
  edadPorFecha: "Probar la mayoría de edad solo con la fecha de nacimiento del adoptante (desactivado, basta 'Es mayor de edad')",
  nucleoZoologico: "Exigir el nº de registro de núcleo zoológico en 'Datos del refugio' (Ley 7/2023, art. 58.4)",
};
/** Short names for the activity log of an administrator's override. */
export const ADOPTION_CHECK_NAMES: Record<keyof AdoptionChecks, string> = {
  identificacion: "microchip",
  edadMinima: "8 semanas",
  esterilizacion: "esterilización",
  adoptante: "puede adoptar",
  mayoriaEdad: "mayoría de edad",
  edadPorFecha: "edad solo por fecha de nacimiento",
  nucleoZoologico: "núcleo zoológico",
};

export const ADOPTION_CHECK_INVALID = "Cada condición de adopción debe estar activada o desactivada";

const checkSwitch = z.boolean(ADOPTION_CHECK_INVALID);

/** The switches as 'Datos del refugio' saves them: the three first ones always, the later ones left out keep what is stored. */
export const adoptionChecksSchema = z.object({
  identificacion: checkSwitch,
  edadMinima: checkSwitch,
  esterilizacion: checkSwitch,
  adoptante: checkSwitch.optional(),
  mayoriaEdad: checkSwitch.optional(),
  edadPorFecha: checkSwitch.optional(),
  nucleoZoologico: checkSwitch.optional(),
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

/** The adopter linked on the exit's side (datos de salida), as the adoption rule reads them. */
export type AdoptionAdopter = { id: number; adopcion: boolean; fechaNacimiento: string | null; mayorEdad: boolean };

/**
 * What the checks read besides the animal and the exit: the adopter, null while none is linked
 * (the spec's 'Iniciar proceso' links the person after the exit is saved; the contract, which
 * needs one, checks them then), and the shelter's núcleo zoológico number.
 */
export type AdoptionParties = { adoptante: AdoptionAdopter | null; nucleoZoologico: string | null };

/**
 * Where a missing condition is fixed: a field of the ficha's animal data or of the exit
 * ('animal'), of the adopter's person record ('persona', with its id) or of 'Datos del refugio'.
 */
export type MissingCondition = {
  check: keyof AdoptionChecks;
  message: string;
  target: "animal" | "persona" | "refugio";
  field: "identificacion" | "fechaNacimiento" | "compromisoEsterilizacion" | "adopcion" | "mayorEdad" | "nucleoZoologico";
  personaId?: number;
};

export const NOT_IDENTIFIED = "El animal no tiene un microchip ISO 11784 válido: sin identificar no se puede ceder ni dar en adopción (Ley 7/2023, art. 58.1)";
export const NO_STERILISATION =
  "El animal no consta como esterilizado: márquelo como esterilizado en la ficha o marque el compromiso de esterilización del adoptante con su fecha límite";
export const NO_STERILISATION_DEADLINE = "Falta la fecha límite del compromiso de esterilización";
export const ADOPTER_CANNOT_ADOPT = "El adoptante no está marcado como 'Puede adoptar' en sus datos de persona";
export const ADOPTER_AGE_UNKNOWN =
  "No consta que el adoptante sea mayor de edad: indique su fecha de nacimiento o marque 'Es mayor de edad' en sus datos de persona";
export const ADOPTER_BIRTH_DATE_MISSING = "Falta la fecha de nacimiento del adoptante, necesaria para comprobar que es mayor de edad";
export const NO_NUCLEO_ZOOLOGICO =
  "Falta el nº de registro de núcleo zoológico del refugio en 'Datos del refugio': solo los centros y entidades registrados pueden dar animales en adopción (Ley 7/2023, art. 58.4)";
export const ADOPTION_BLOCKED_PREFIX = "No se puede registrar la adopción";
/** The General tab's toast when the server refuses: the tab already lists each condition with its link, so it points there. */
export const ADOPTION_BLOCKED_SEE_CONDITIONS = `${ADOPTION_BLOCKED_PREFIX}: falta lo que indica «Condiciones para la adopción»`;

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

/** The age of majority in Spain (Constitución Española, art. 12). */
export const MAJORITY_YEARS = 18;

/** Why the adopter is not shown to be of age on `day`, or null. */
function notOfAge(adopter: AdoptionAdopter, day: string, byBirthDateOnly: boolean): MissingCondition | null {
  const at = (message: string, field: "fechaNacimiento" | "mayorEdad"): MissingCondition => ({
    check: "mayoriaEdad",
    message,
    target: "persona",
    field,
    personaId: adopter.id,
  });
  if (adopter.fechaNacimiento) {
    const years = ageOn(adopter.fechaNacimiento, day).edadAnios;
    return years < MAJORITY_YEARS
      ? at(
          `El adoptante tiene ${years} años según su fecha de nacimiento (${dayMonthYear(adopter.fechaNacimiento)}): debe ser mayor de edad`,
          "fechaNacimiento",
        )
      : null;
  }
  if (byBirthDateOnly) return at(ADOPTER_BIRTH_DATE_MISSING, "fechaNacimiento");
  return adopter.mayorEdad ? null : at(ADOPTER_AGE_UNKNOWN, "mayorEdad");
}

/** Every condition the adoption lacks, in the order the list shows them. */
export function missingForAdoption(animal: AdoptionAnimal, exit: AdoptionExit, checks: AdoptionChecks, parties: AdoptionParties): MissingCondition[] {
  const missing: MissingCondition[] = [];
  const lawSpecies = LEY_SPECIES.includes(animal.especieLey);
  const onAnimal = (check: keyof AdoptionChecks, message: string, field: "identificacion" | "fechaNacimiento" | "compromisoEsterilizacion") =>
    missing.push({ check, message, target: "animal", field });
  if (checks.identificacion && !(animal.identificacion && isIsoMicrochip(animal.identificacion))) onAnimal("identificacion", NOT_IDENTIFIED, "identificacion");
  const young = checks.edadMinima && lawSpecies ? tooYoung(animal, exit.fechaSalida) : null;
  if (young) onAnimal("edadMinima", young, "fechaNacimiento");
  if (checks.esterilizacion && lawSpecies && animal.esterilizado !== true) {
    if (!exit.compromisoEsterilizacion) onAnimal("esterilizacion", NO_STERILISATION, "compromisoEsterilizacion");
    else if (!exit.fechaLimiteEsterilizacion) onAnimal("esterilizacion", NO_STERILISATION_DEADLINE, "compromisoEsterilizacion");
  }
  const { adoptante } = parties;
  if (adoptante && checks.adoptante && !adoptante.adopcion) {
    missing.push({ check: "adoptante", message: ADOPTER_CANNOT_ADOPT, target: "persona", field: "adopcion", personaId: adoptante.id });
  }
  const underage = adoptante && checks.mayoriaEdad ? notOfAge(adoptante, exit.fechaSalida, checks.edadPorFecha) : null;
  if (underage) missing.push(underage);
  if (checks.nucleoZoologico && !parties.nucleoZoologico?.trim()) {
    missing.push({ check: "nucleoZoologico", message: NO_NUCLEO_ZOOLOGICO, target: "refugio", field: "nucleoZoologico" });
  }
  return missing;
}

export const MOTIVO_EXCEPCION_MAX = 500;
export const MOTIVO_EXCEPCION_REQUIRED = "Escriba el motivo para registrar la adopción sin cumplir las condiciones";

/**
 * An administrator's override of the failed checks: the written reason, required and bounded; it
 * goes to the activity log only and is printed on no document.
 */
export const motivoExcepcionSchema = z.object({
  motivoExcepcion: z
    .string(MOTIVO_EXCEPCION_REQUIRED)
    .trim()
    .min(1, MOTIVO_EXCEPCION_REQUIRED)
    .max(MOTIVO_EXCEPCION_MAX, `El motivo no puede superar ${MOTIVO_EXCEPCION_MAX} caracteres`),
});

/** The activity-log line of an override: which checks failed and why the administrator went on. */
export function overrideActivity(missing: readonly MissingCondition[], motivo: string, what: string): string {
  const checks = [...new Set(missing.map((condition) => ADOPTION_CHECK_NAMES[condition.check]))].join(", ");
  return `Excepción a las condiciones de adopción (${checks}) en ${what}. Motivo: ${motivo}`;
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
