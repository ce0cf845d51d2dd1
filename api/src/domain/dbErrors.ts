/** Recognises database constraint failures so the domain can answer them in Spanish. */
import { Prisma } from "../db/generated/prisma/client.ts";

/** A unique index refused the write (another request won a race the domain check could not see). */
export function isUniqueViolation(error: unknown): boolean {
  return error instanceof Prisma.PrismaClientKnownRequestError && error.code === "P2002";
}

/** A foreign key with RESTRICT refused a delete or an insert. */
export function isForeignKeyViolation(error: unknown): boolean {
  return error instanceof Prisma.PrismaClientKnownRequestError && error.code === "P2003";
}

/** The row an update or delete named is gone (deleted by another request meanwhile). */
export function isMissingRecord(error: unknown): boolean {
  return error instanceof Prisma.PrismaClientKnownRequestError && error.code === "P2025";
}
