import { z } from "zod";
import type { Persona } from "../../db/generated/prisma/client.ts";
import type { Actor } from "../actor.ts";
import type { Deps } from "../deps.ts";
import { recordIdSchema } from "../ids.ts";
import { requireLoggedIn } from "../policies.ts";
import { documentNumber } from "../rules/text.ts";
import { parseInput } from "../validation.ts";
import { personaNotFound } from "./errors.ts";
import { findPersonaIdByDni } from "./findPersonaIdByDni.ts";

export async function getPersona(deps: Deps, actor: Actor, input: unknown): Promise<Persona> {
  requireLoggedIn(actor);
  const { id } = parseInput(z.object({ id: recordIdSchema }), input);
  const persona = await deps.db.persona.findUnique({ where: { id } });
  if (!persona) throw personaNotFound();
  return persona;
}

const REQUIRED_DNI = "Indique el DNI a buscar";

/**
 * The DNI lookup of the animal record's Entrada and Salida tabs (spec section 4): the person
 * holding that DNI, ignoring case, spaces and hyphens, or null.
 */
export async function findPersonaByDni(deps: Deps, actor: Actor, input: unknown): Promise<Persona | null> {
  requireLoggedIn(actor);
  const { dni } = parseInput(z.object({ dni: documentNumber("El DNI", REQUIRED_DNI) }), input);
  const id = await findPersonaIdByDni(deps, dni);
  return id === null ? null : deps.db.persona.findUnique({ where: { id } });
}
