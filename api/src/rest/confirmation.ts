/**
 * The SEGURO of a REST delete (`DELETE /api/animales/{id}/cascada`, `DELETE
 * /api/entradas-salidas/{id}`). The spec's client asks for the word in its own dialog and then
 * sends a bare DELETE (section 7), so a request that sends no `confirmacion` was confirmed there.
 * One that sends it, in the JSON body or the query, must send SEGURO: the domain checks it.
 * GraphQL always requires it (docs/decisions.md).
 */
import { CONFIRMATION_WORD } from "../domain/rules/confirmation.ts";
import { jsonObject } from "./jsonObject.ts";

export function restConfirmation(body: unknown, query: { confirmacion?: unknown }): unknown {
  const sent = jsonObject(body);
  if (Object.hasOwn(sent, "confirmacion")) return sent.confirmacion;
  return Object.hasOwn(query, "confirmacion") ? query.confirmacion : CONFIRMATION_WORD;
}
