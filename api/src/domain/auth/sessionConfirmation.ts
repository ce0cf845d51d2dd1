/**
 * A request that only reads may run on a session user the process keeps before it is confirmed
 * that no change to the users was missed (sessionUsers.ts getBeforeConfirming). Its answer leaves
 * only once confirmed (graphql/yoga.ts), and a write on its behalf (an access record of
 * rgpd/personaAccess.ts, anything through changeWithActivity or recordLog) waits here for the
 * confirmation first and is refused when the session changed: the request then runs again on
 * the row read afresh, and the first run wrote nothing.
 */
import type { Actor } from "../actor.ts";
import { unauthenticated } from "../errors.ts";

/** The caller and whether what it was decided from still holds (asked once, shared by every asker). */
export type UnconfirmedActor = { actor: Actor; stillValid: () => Promise<boolean> };

const pending = new WeakMap<object, () => Promise<boolean>>();

const alreadyValid = async () => true;

/** A caller decided from what the database answered during this request. */
export const confirmedActor = (actor: Actor): UnconfirmedActor => ({ actor, stillValid: alreadyValid });

export function awaitingConfirmation(actor: Actor, stillValid: () => Promise<boolean>): UnconfirmedActor {
  let answer: Promise<boolean> | undefined;
  const once = () => (answer ??= stillValid());
  if (actor) pending.set(actor, once);
  return { actor, stillValid: once };
}

/** Before a write on `actor`'s behalf: refused (401) when its session changed since it was decided. */
export async function requireConfirmedSession(actor: Actor): Promise<void> {
  const confirm = actor ? pending.get(actor) : undefined;
  if (confirm && !(await confirm())) throw unauthenticated();
}
