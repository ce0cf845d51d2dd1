/** People as a directory (domain/directories/directory.ts): the DNI, the person form's rule and the spec's Spanish. */
import type { Persona } from "../../db/generated/prisma/client.ts";
import type { Directory } from "../directories/directory.ts";
import { DNI_TAKEN_MESSAGE, PERSONA_LINKED_MESSAGE, type PersonaInput, personaInputSchema } from "../rules/persona.ts";
import { REQUIRED_PERSON_FIELDS, REQUIRED_PERSON_FIELDS_FROM_FICHA } from "../rules/missingFields.ts";
import { dateOfDay } from "../rules/shelterClock.ts";
import { documentNumber } from "../rules/text.ts";
import { parseInput } from "../validation.ts";
import { findPersonaIdByDni } from "./findPersonaIdByDni.ts";

export const describePersona = (p: Pick<Persona, "nombre" | "apellido1" | "apellido2" | "dni">) =>
  `${[p.nombre, p.apellido1, p.apellido2].filter(Boolean).join(" ")} (DNI ${p.dni})`;

/** The form's values as stored: the birth date's day as a date column. */
type PersonaData = Omit<PersonaInput, "fechaNacimiento"> & { fechaNacimiento?: Date | null };

const toData = ({ fechaNacimiento, ...fields }: PersonaInput): PersonaData => ({
  ...fields,
  fechaNacimiento: fechaNacimiento === undefined ? undefined : fechaNacimiento ? dateOfDay(fechaNacimiento) : null,
});

export const PERSONAS: Directory<Persona, PersonaData> = {
  tabla: "personas",
  table: (db) => db.persona,
  // A new person without `adopcion` may adopt: the column's default.
  parse: (input, origin, timeZone) =>
    toData(parseInput(personaInputSchema(origin === "ficha" ? REQUIRED_PERSON_FIELDS_FROM_FICHA : REQUIRED_PERSON_FIELDS, timeZone), input)),
  document: {
    field: "dni",
    lookup: documentNumber("El DNI", "Indique el DNI a buscar"),
    findId: findPersonaIdByDni,
    takenCode: "DNI_TAKEN",
  },
  countLinks: (db, id) => db.entradaSalida.count({ where: { OR: [{ datosEntradaId: id }, { datosSalidaId: id }] } }),
  describe: describePersona,
  words: { noun: "la persona", created: "Creada", updated: "Modificada", deleted: "Eliminada" },
  messages: {
    notFound: "Persona no encontrada",
    taken: DNI_TAKEN_MESSAGE,
    linked: PERSONA_LINKED_MESSAGE,
  },
};
