import type { ApiKeyScope } from "./rules/apiKey.ts";

/** A logged-in person (from a verified session token). */
export type Person = { id: number; username: string; rolId: number };

/**
 * Another system calling with an API key (domain/apiKeys): no person and no role, so no
 * administrator check ever passes for it. `username` is the name its writes are logged under.
 */
export type ApiKeyActor = { apiKey: { id: number; scope: ApiKeyScope }; username: string };

/** Who is calling: a person, an API key or nobody. */
export type Actor = Person | ApiKeyActor | null;

export { ROLE } from "./rules/user.ts";
