/** A JSON object: not null, not a list. */
export function isJsonObject(body: unknown): body is Record<string, unknown> {
  return !!body && typeof body === "object" && !Array.isArray(body);
}

/** Anything that is not a JSON object (a list, a string, no body) reads as an empty form. */
export function jsonObject(body: unknown): Record<string, unknown> {
  return isJsonObject(body) ? body : {};
}
