import { z } from "zod";
import type { Ayuntamiento } from "../../db/generated/prisma/client.ts";
import type { Actor } from "../actor.ts";
import type { Deps } from "../deps.ts";
import { recordIdSchema } from "../ids.ts";
import { requireLoggedIn } from "../policies.ts";
import { documentNumber } from "../rules/text.ts";
import { parseInput } from "../validation.ts";
import { ayuntamientoNotFound } from "./errors.ts";
import { findAyuntamientoIdByCif } from "./findAyuntamientoIdByCif.ts";

export async function getAyuntamiento(deps: Deps, actor: Actor, input: unknown): Promise<Ayuntamiento> {
  requireLoggedIn(actor);
  const { id } = parseInput(z.object({ id: recordIdSchema }), input);
  const ayuntamiento = await deps.db.ayuntamiento.findUnique({ where: { id } });
  if (!ayuntamiento) throw ayuntamientoNotFound();
  return ayuntamiento;
}

const REQUIRED_CIF = "Indique el CIF a buscar";

/** The CIF lookup of the animal record's Ayuntamiento tab (spec section 4), ignoring case, spaces and hyphens. */
export async function findAyuntamientoByCif(deps: Deps, actor: Actor, input: unknown): Promise<Ayuntamiento | null> {
  requireLoggedIn(actor);
  const { cif } = parseInput(z.object({ cif: documentNumber("El CIF", REQUIRED_CIF) }), input);
  const id = await findAyuntamientoIdByCif(deps, cif);
  return id === null ? null : deps.db.ayuntamiento.findUnique({ where: { id } });
}
