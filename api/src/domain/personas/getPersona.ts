import type { Actor } from "../actor.ts";
import type { Deps } from "../deps.ts";
import { findRecord, findRecordByDocument } from "../directories/directory.ts";
import { asOneChange, readWithActivity } from "../logs/changeWithActivity.ts";
import { requireLoggedIn } from "../policies.ts";
import { personaBlocked } from "../rgpd/errors.ts";
import { personaIdInput, readablePersona } from "../rgpd/blocking.ts";
import { accessEntry } from "../rgpd/personaAccess.ts";
import { BLOCKED_LINK_MESSAGE } from "../rules/rgpd.ts";
import { parseInput } from "../validation.ts";
import { PERSONAS } from "./personaDirectory.ts";

/** A person's full record, its read recorded; a blocked person only for administrators. */
export async function getPersona(deps: Deps, actor: Actor, input: unknown) {
  const user = requireLoggedIn(actor);
  const { id } = parseInput(personaIdInput, input);
  return readWithActivity(
    deps,
    user,
    async (tx) => readablePersona(actor, await findRecord(tx, PERSONAS, id)),
    (persona) => accessEntry(persona, "consulta"),
  );
}

/**
 * The DNI lookup of the animal record's Entrada and Salida tabs (spec section 4): the person holding
 * that DNI, or null; each hit is recorded. A blocked person cannot be chosen there, so the lookup refuses.
 */
export async function findPersonaByDni(deps: Deps, actor: Actor, input: unknown) {
  const user = requireLoggedIn(actor);
  return asOneChange(deps, async (one) => {
    const persona = await findRecordByDocument(one, actor, PERSONAS, input);
    if (!persona) return null;
    if (persona.bloqueadaEn) throw personaBlocked(BLOCKED_LINK_MESSAGE);
    return readWithActivity(
      one,
      user,
      async () => persona,
      () => accessEntry(persona, "dni"),
    );
  });
}
