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

/** An update or delete found no row to act on (someone removed it first). */
export function isMissingRecord(error: unknown): boolean {
  return error instanceof Prisma.PrismaClientKnownRequestError && error.code === "P2025";
}

/** Which error each constraint failure becomes. */
export type ConstraintAnswers = {
  unique?: () => Error;
  foreignKey?: () => Error;
  missing?: () => Error;
};

/** Runs `write`; the constraint failures named in `answers` are thrown as those errors instead. */
export async function answerConstraints<T>(write: () => Promise<T>, answers: ConstraintAnswers): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (answers.unique && isUniqueViolation(error)) throw answers.unique();
    if (answers.foreignKey && isForeignKeyViolation(error)) throw answers.foreignKey();
    if (answers.missing && isMissingRecord(error)) throw answers.missing();
    throw error;
  }
}
