/** Creating and editing people, from the people screen or from an animal record (spec section 7). */
import { z } from "zod";
import type { Persona } from "../../db/generated/prisma/client.ts";
import type { Actor } from "../actor.ts";
import { answerConstraints } from "../dbErrors.ts";
import type { Deps } from "../deps.ts";
import { recordIdSchema } from "../ids.ts";
import { changeWithActivity } from "../logs/changeWithActivity.ts";
import { requireLoggedIn } from "../policies.ts";
import { fromListAndFicha, originNote, type SaveOrigin } from "../saveOrigin.ts";
import { parseInput } from "../validation.ts";
import { dniTaken, personaNotFound } from "./errors.ts";
import { findPersonaIdByDni } from "./findPersonaIdByDni.ts";
import { type PersonaInput, personaInputSchema, REQUIRED_PERSON_FIELDS, REQUIRED_PERSON_FIELDS_FROM_FICHA } from "../rules/persona.ts";

const requiredMessage = (origin: SaveOrigin) => (origin === "ficha" ? REQUIRED_PERSON_FIELDS_FROM_FICHA : REQUIRED_PERSON_FIELDS);

/** The unique index has the last word when two saves race past the DNI lookup; an edited person may be gone. */
const RACE_ANSWERS = { unique: dniTaken, missing: personaNotFound };

export const describePersona = (p: Pick<Persona, "nombre" | "apellido1" | "apellido2" | "dni">) =>
  `${[p.nombre, p.apellido1, p.apellido2].filter(Boolean).join(" ")} (DNI ${p.dni})`;

export const [createPersona, createPersonaFromFicha] = fromListAndFicha(create);
/** `input` carries the person's `id` beside the form fields. */
export const [updatePersona, updatePersonaFromFicha] = fromListAndFicha(update);

async function create(deps: Deps, actor: Actor, input: unknown, origin: SaveOrigin): Promise<Persona> {
  const user = requireLoggedIn(actor);
  const { adopcion, ...data } = parseInput(personaInputSchema(requiredMessage(origin)), input);
  if (await findPersonaIdByDni(deps, data.dni)) throw dniTaken();
  return changeWithActivity(
    deps,
    user,
    (tx) => answerConstraints(() => tx.persona.create({ data: { ...data, adopcion: adopcion ?? true } }), RACE_ANSWERS),
    (persona) => activity("crear", `Creada${originNote(origin)} la persona ${describePersona(persona)}`, persona.id),
  );
}

async function update(deps: Deps, actor: Actor, input: unknown, origin: SaveOrigin): Promise<Persona> {
  const user = requireLoggedIn(actor);
  const { id } = parseInput(z.object({ id: recordIdSchema }), input);
  const data: PersonaInput = parseInput(personaInputSchema(requiredMessage(origin)), input);
  const holder = await findPersonaIdByDni(deps, data.dni);
  if (holder !== null && holder !== id) throw dniTaken();
  return changeWithActivity(
    deps,
    user,
    (tx) => answerConstraints(() => tx.persona.update({ where: { id }, data }), RACE_ANSWERS),
    (persona) => activity("modificar", `Modificada${originNote(origin)} la persona ${describePersona(persona)}`, id),
  );
}

const activity = (accion: string, descripcion: string, registroId: number) => ({ tabla: "personas", accion, descripcion, registroId });
