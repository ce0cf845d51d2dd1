/**
 * The confirmations users read after an operation. REST answers `{ message }` and GraphQL's
 * `<Verb><Noun>Payload { message }` with the same text, so both take it from here.
 */
export const SUCCESS_MESSAGES = {
  passwordChanged: "Contraseña cambiada correctamente",
  passwordSent: "Nueva contraseña enviada",
  smtpTested: "Conexión SMTP probada exitosamente",
  smtpDeleted: "Configuración SMTP eliminada correctamente",
  activityRecorded: "Actividad registrada",
  personaDeleted: "Persona eliminada correctamente",
  ayuntamientoDeleted: "Ayuntamiento eliminado correctamente",
  observacionDeleted: "Observación eliminada correctamente",
  loggedOut: "Sesión cerrada",
} as const;
