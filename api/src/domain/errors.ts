/**
 * Expected failures. Each carries a stable code, the HTTP status REST answers with, the Spanish
 * message users read and, when one input caused it, that field. GraphQL exposes the code as the
 * `ErrorCode` enum; REST answers `{ message, code, field? }`. Clients decide on the code, never on
 * the message's words.
 */
export const ERROR_CODES = {
  UNAUTHENTICATED: "Hace falta iniciar sesión.",
  FORBIDDEN: "El usuario no tiene permiso para esto.",
  NOT_FOUND: "El registro no existe.",
  VALIDATION: "Los datos no cumplen las reglas; `field` o `issues` dicen cuáles.",
  INVALID_ID: "El identificador no es válido.",
  BAD_REQUEST: "La petición está mal formada (JSON, paginación, parámetros).",
  PAYLOAD_TOO_LARGE: "El archivo o la petición son demasiado grandes.",
  UNSUPPORTED_MEDIA_TYPE: "El tipo de contenido no se admite.",
  RATE_LIMITED: "Demasiados intentos o peticiones: hay que esperar.",
  INVALID_CREDENTIALS: "Usuario o contraseña incorrectos.",
  INACTIVE_USER: "La cuenta está inactiva.",
  SETUP_DONE: "La configuración inicial ya se hizo.",
  DNI_TAKEN: "Ya existe una persona con ese DNI.",
  CIF_TAKEN: "Ya existe un ayuntamiento con ese CIF.",
  USERNAME_TAKEN: "Ya existe un usuario con ese nombre.",
  MICROCHIP_TAKEN: "Otra ficha tiene ya ese microchip; el mensaje dice cuál.",
  STILL_LINKED: "Alguna entrada/salida lo nombra: no se puede eliminar.",
  LAST_ADMIN: "Es el único administrador activo.",
  OPEN_STAY_EXISTS: "El animal ya tiene una entrada/salida sin cerrar.",
  NO_EMAIL: "El usuario no tiene correo electrónico.",
  SMTP_NOT_CONFIGURED: "No hay servidor de correo configurado.",
  SMTP_ERROR: "El servidor de correo falló o rechazó el envío.",
  REFUGIO_INCOMPLETE: "Faltan datos del refugio (Administración > Datos del refugio) que el documento necesita.",
  PERSON_REQUIRED: "El documento necesita una persona en la entrada/salida.",
  BACKUP_IN_PROGRESS: "Ya se está haciendo una copia de seguridad.",
  PERSONA_BLOCKED: "Los datos de la persona están bloqueados (LOPDGDD art. 32).",
  RETENTION_NOT_OVER: "El plazo de conservación de los datos de la persona no ha terminado; el mensaje dice cuándo termina.",
  ALREADY_SIGNED: "Esa casilla del documento ya está firmada, o se acaba de firmar desde otro dispositivo: hay que volver a abrirlo.",
  ADOPTION_BLOCKED: "A la adopción le faltan condiciones (Ley 7/2023, art. 58); el mensaje las nombra todas.",
  DOCUMENT_TIMEOUT: "El documento tardó demasiado en prepararse y se canceló.",
} as const;

export type ErrorCode = keyof typeof ERROR_CODES;

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

/** A budget ran out; `retryAfterSeconds` is what HTTP answers put in Retry-After. */
export class RateLimitedError extends AppError {
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super("RATE_LIMITED", 429, message);
    this.name = "RateLimitedError";
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
export const forbidden = () => new AppError("FORBIDDEN", 403, "No tiene permisos para realizar esta acción");
export const notFound = (what: string) => new AppError("NOT_FOUND", 404, `${what} no encontrado`);
export const invalidId = (field = "id") => new AppError("INVALID_ID", 400, "Identificador no válido", field);
export const badRequest = (message: string) => new AppError("BAD_REQUEST", 400, message);
/** What a caller reads of a failure that is the server's (its details go to the log only). */
export const INTERNAL_ERROR_MESSAGE = "Error interno del servidor";

/** A client past a request limit (the API's, the public page's): how long to wait. */
export const RATE_LIMITED_MESSAGE = "Demasiadas peticiones. Inténtelo de nuevo en un minuto.";
/** The PDF workers' queue is full (pdf/pool.ts): a burst of documents waits for none of them. */
const pdfQueueFull = () => new AppError("RATE_LIMITED", 429, "Hay demasiados documentos en preparación. Inténtelo de nuevo en unos segundos.");
/** A document past the pool's time limit, given up and its worker ended (pdf/pool.ts). */
const pdfTooSlow = () =>
  new AppError("DOCUMENT_TIMEOUT", 503, "El documento ha tardado demasiado en prepararse y se ha cancelado. Inténtelo de nuevo en unos minutos.");
export const pdfPoolErrors = { queueFull: pdfQueueFull, tooSlow: pdfTooSlow };
