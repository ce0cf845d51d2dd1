/** Anything that is not a JSON object (a list, a string, no body) reads as an empty form. */
export function jsonObject(body: unknown): Record<string, unknown> {
  return body && typeof body === "object" && !Array.isArray(body) ? (body as Record<string, unknown>) : {};
}
