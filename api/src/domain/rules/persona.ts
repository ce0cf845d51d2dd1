/** Validation of the person form (spec section 5 "Person form"). */
import { z } from "zod";
import { BIRTH_IN_FUTURE } from "./animal.ts";
import { optionalDay } from "./dayField.ts";
import { todayIn } from "./shelterClock.ts";
import { documentNumber, optionalPostalCode, optionalText, requiredText } from "./text.ts";

/** Another person already has the DNI: the form shows it on the DNI field, without a toast (spec section 8). */
export const DNI_TAKEN_MESSAGE = "Ya existe una persona con ese DNI";

/** Deleting a person named on an E/S is refused with these words (spec section 8). */
export const PERSONA_LINKED_MESSAGE =
  "No se puede eliminar la persona porque está vinculada a fichas registrales. Primero debe desvincularla de todas las fichas antes de poder eliminarla.";

/**
 * Fields in the order the form shows them, so the first message is the first field to fix. A birth
 * date is a past day on the clock of `timeZone` (the shelter's on the server, the browser's in the form).
 */
export function personaInputSchema(required: string, timeZone: string) {
  return z.object({
    dni: documentNumber("El DNI", required),
    nombre: requiredText("El nombre", 100, required),
    apellido1: requiredText("El primer apellido", 100, required),
    apellido2: optionalText("El segundo apellido", 100),
    domicilio: optionalText("El domicilio", 250),
    localidad: requiredText("La localidad", 100, required),
    codigoPostal: optionalPostalCode,
    provincia: requiredText("La provincia", 50, required),
    telefono1: requiredText("El teléfono", 25, required),
    telefono2: optionalText("El segundo teléfono", 25),
    /** Beyond the spec's form, like the two below: absent keeps the stored value, null or blank clears it. */
    email: optionalText("El correo electrónico", 100).pipe(z.email("El correo electrónico no es válido").nullable()).optional(),
    /** Absent keeps the stored value when editing; a new person may adopt unless told otherwise. */
    adopcion: z.boolean("El campo Puede adoptar debe ser verdadero o falso").optional(),
    /** The adopter's age (issue 26, rules/adopcion.ts); absent keeps what is stored, null clears it. */
    fechaNacimiento: optionalDay.refine((day) => day === null || day <= todayIn(timeZone).toString(), BIRTH_IN_FUTURE).optional(),
    mayorEdad: z.boolean("El campo Es mayor de edad debe ser verdadero o falso").optional(),
  });
}

export type PersonaInput = z.output<ReturnType<typeof personaInputSchema>>;
