/**
 * Where a person or town hall is saved from: its own list screen, or an animal record's tab
 * (the REST `/from-ficha` routes, GraphQL `fromFicha: true`).
 */
import type { Actor } from "./actor.ts";
import type { Deps } from "./deps.ts";

export type SaveOrigin = "lista" | "ficha";

/** The activity log says 'desde la ficha registral' of a save made from an animal record. */
export const originNote = (origin: SaveOrigin) => (origin === "ficha" ? " desde la ficha registral" : "");

type Save<T> = (deps: Deps, actor: Actor, input: unknown) => Promise<T>;

/** A save that words its rules and its activity entry for the screen it comes from. */
export type SaveFrom<T> = (deps: Deps, actor: Actor, input: unknown, origin: SaveOrigin) => Promise<T>;

/** The two entry points of a save: `[fromList, fromFicha]`. */
export function fromListAndFicha<T>(save: SaveFrom<T>): [Save<T>, Save<T>] {
  return [(deps, actor, input) => save(deps, actor, input, "lista"), (deps, actor, input) => save(deps, actor, input, "ficha")];
}
