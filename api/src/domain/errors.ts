/**
 * Expected failures. Each carries a stable code, the HTTP status REST answers with, the Spanish
 * message users read and, when one input caused it, that field. GraphQL exposes them as typed
 * errors; REST as `{ message, code, field? }`.
 */
export type ErrorCode =
  | "UNAUTHENTICATED"
  | "FORBIDDEN"
  | "NOT_FOUND"
  | "VALIDATION"
  | "PAYLOAD_TOO_LARGE"
  | "CONFLICT"
  | "OPEN_STAY_EXISTS"
  | "INVALID_CREDENTIALS"
  | "INACTIVE_USER"
  | "SETUP_DONE"
  | "BAD_REQUEST"
  | "NO_EMAIL"
  | "SMTP_NOT_CONFIGURED"
  | "SMTP_ERROR"
  | "TOO_MANY_REQUESTS";

export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    readonly httpStatus: number,
    message: string,
    readonly field?: string,
  ) {
    super(message);
    this.name = "AppError";
  }
}

export type ValidationIssue = { path: string[]; message: string };

/** Input that breaks a rule; `message` is the first issue's text, as the spec shows one message. */
export class ValidationError extends AppError {
  constructor(readonly issues: ValidationIssue[]) {
    super("VALIDATION", 400, issues[0]?.message ?? "Datos no válidos", issues[0]?.path[0]);
    this.name = "ValidationError";
  }
}

export const unauthenticated = () => new AppError("UNAUTHENTICATED", 401, "Debe iniciar sesión");
export const forbidden = () =>
  new AppError("FORBIDDEN", 403, "No tiene permisos para realizar esta acción");
export const notFound = (what: string) => new AppError("NOT_FOUND", 404, `${what} no encontrado`);
