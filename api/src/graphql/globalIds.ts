import { PothosValidationError } from "@pothos/core";
import { decodeGlobalID } from "@pothos/plugin-relay";
import { AppError, invalidId } from "../domain/errors.ts";

/**
 * The database id inside a Relay global ID of the given type, for the domain to validate. A
 * malformed ID, or one of another type, is refused in Spanish on `field`.
 */
export function databaseIdOf(globalId: string, typename: string, field = "id"): string {
  const invalid = new AppError("INVALID_ID", 400, "Identificador no válido", field);
  try {
    const decoded = decodeGlobalID(globalId);
    if (decoded.typename !== typename) throw invalid;
    return decoded.id;
  } catch (error) {
    if (error instanceof PothosValidationError) throw invalid;
    throw error;
  }
}

/** A node lookup's id part: only digits name a row (`node(id:)` of "Persona:abc" is refused, not a crash). */
export function nodeDatabaseId(id: string): number {
  if (!/^\d{1,10}$/.test(id) || Number(id) > 2_147_483_647) throw invalidId();
  return Number(id);
}
