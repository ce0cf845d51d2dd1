import { AppError, ValidationError } from "../domain/errors.ts";

/** Runs a domain call and names a failing field as the REST payload names it (`names`: domain name → payload name). */
export async function withFieldNames<T>(names: Record<string, string>, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof ValidationError) {
      throw new ValidationError(error.issues.map((issue) => ({ ...issue, path: issue.path.map((p) => names[p] ?? p) })));
    }
    if (error instanceof AppError && error.field && names[error.field]) {
      throw new AppError(error.code, error.httpStatus, error.message, names[error.field]);
    }
    throw error;
  }
}
