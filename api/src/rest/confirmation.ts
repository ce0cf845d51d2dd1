/**
 * The SEGURO of a REST delete (`DELETE /api/animales/{id}/cascada`, `DELETE
 * /api/entradas-salidas/{id}`). The spec's client asks for the word in its own dialog and then
 * sends a bare DELETE (section 7), so a request that sends no `confirmacion` was confirmed there.
 * One that sends it, in the JSON body or the query, must send SEGURO: the domain checks it.
 * GraphQL always requires it (docs/decisions.md).
 */
import { z } from "zod";
import { describe } from "zod/mini";
import { CONFIRMATION_WORD, confirmationSchema } from "../domain/rules/confirmation.ts";
import { jsonObject } from "./jsonObject.ts";
import { type BodyDoc, restBody } from "./routeDoc.ts";

/** The optional JSON body of those deletes, as the OpenAPI document shows it. */
export const CONFIRMATION_BODY: BodyDoc = {
  ...restBody(
    z.object({ confirmacion: confirmationSchema.check(describe("La palabra SEGURO; sin ella, el borrado se confirmó en el diálogo del cliente.")) }).partial(),
  ),
  optional: true,
};

export function restConfirmation(body: unknown, query: { confirmacion?: unknown }): unknown {
  const sent = jsonObject(body);
  if (Object.hasOwn(sent, "confirmacion")) return sent.confirmacion;
  return Object.hasOwn(query, "confirmacion") ? query.confirmacion : CONFIRMATION_WORD;
}
