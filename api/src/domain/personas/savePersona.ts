/** Creating and editing people, from the people screen or from an animal record (spec section 7). */
import type { Persona } from "../../db/generated/prisma/client.ts";
import { createRecord, updateRecord } from "../directories/directory.ts";
import { requireLoggedIn } from "../policies.ts";
import { personaIdInput, readablePersona } from "../rgpd/blocking.ts";
import { BLOCKED_EDIT_MESSAGE } from "../rules/rgpd.ts";
import { fromListAndFicha, type SaveFrom } from "../saveOrigin.ts";
import { parseInput } from "../validation.ts";
import { PERSONAS } from "./personaDirectory.ts";

export const [createPersona, createPersonaFromFicha] = fromListAndFicha(createRecord(PERSONAS));

const updateAnyPersona = updateRecord(PERSONAS);

/** A blocked person is edited by administrators only: refused before the form's fields are checked. */
const updateReadablePersona: SaveFrom<Persona> = async (deps, actor, input, origin) => {
  requireLoggedIn(actor);
  const { id } = parseInput(personaIdInput, input);
  const stored = await deps.db.persona.findUnique({ where: { id }, select: { bloqueadaEn: true } });
  if (stored) readablePersona(actor, stored, BLOCKED_EDIT_MESSAGE);
  return updateAnyPersona(deps, actor, input, origin);
};

/** `input` carries the person's `id` beside the form fields. */
export const [updatePersona, updatePersonaFromFicha] = fromListAndFicha(updateReadablePersona);
