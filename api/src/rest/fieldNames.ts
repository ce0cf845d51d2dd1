/**
 * The spec's REST payloads name fields in snake_case (spec sections 3 and 7); the domain names
 * them in camelCase. Errors name the failing field as the payload does, on every route, and
 * payloads are read and written with the same names (`fromRestJson`, `toRestJson`). Fields whose
 * REST name is the domain's (`dni`, `currentPassword`, `fromDate`) need no entry; a payload that
 * names a field its own way (the report request's `type`) passes its `PayloadNames`, which its
 * route's errors use too (`restErrorHandler({ fieldNames })`, rest/errors.ts).
 */
import { jsonObject } from "./jsonObject.ts";

/** An E/S's payload fields (spec section 7 "Entries/exits"), domain name to REST name. */
export const ENTRADA_SALIDA_FIELD_NAMES = {
  animalId: "animal_id",
  procedenciaId: "procedencia_id",
  fechaLlegada: "fecha_llegada",
  destinoId: "destino_id",
  fechaSalida: "fecha_salida",
  datosEntradaId: "datos_entrada_id",
  datosSalidaId: "datos_salida_id",
  ayuntamientoId: "ayuntamiento_id",
  compromisoEsterilizacion: "compromiso_esterilizacion",
  fechaLimiteEsterilizacion: "fecha_limite_esterilizacion",
} as const;

const REST_FIELD_NAMES: Record<string, string> = {
  codigoPostal: "codigo_postal",
  rolId: "rol_id",
  nombreCompleto: "nombre_completo",
  numeroColegiado: "numero_colegiado",
  tipoId: "tipo_id",
  tallaId: "talla_id",
  sexoId: "sexo_id",
  edadAnios: "edad_anios",
  edadMeses: "edad_meses",
  smtpHost: "smtp_host",
  smtpPort: "smtp_port",
  smtpUser: "smtp_user",
  smtpPassword: "smtp_password",
  smtpSsl: "smtp_ssl",
  remitenteEmail: "remitente_email",
  remitenteNombre: "remitente_nombre",
  registroId: "registro_id",
  ...ENTRADA_SALIDA_FIELD_NAMES,
  tratamientoFechaInicio: "tratamiento_fecha_inicio",
  tratamientoFechaFin: "tratamiento_fecha_fin",
  cifNif: "cif_nif",
  nucleoZoologico: "nucleo_zoologico",
  responsableDatos: "responsable_datos",
  contactoDerechos: "contacto_derechos",
  fechaNacimiento: "fecha_nacimiento",
  fechaEsterilizacion: "fecha_esterilizacion",
  edadMinima: "edad_minima",
  mayorEdad: "mayor_edad",
  mayoriaEdad: "mayoria_edad",
  edadPorFecha: "edad_por_fecha",
  motivoExcepcion: "motivo_excepcion",
  publicadoAdopcion: "publicado_adopcion",
  descripcionPublica: "descripcion_publica",
  intervaloDias: "intervalo_dias",
  actuacionId: "actuacion_id",
  fechaPrevista: "fecha_prevista",
  realizadaEn: "realizada_en",
  veterinarioId: "veterinario_id",
};

/** One payload's own names, domain name to REST name, where they differ from every other payload's. */
export type PayloadNames = Readonly<Record<string, string>>;

export const restFieldName = (field: string, own: PayloadNames = {}): string => own[field] ?? REST_FIELD_NAMES[field] ?? field;

/**
 * A payload's `fields` under the domain's names, each read from its REST name. Anything but a JSON
 * object (a list, a string, no body) reads as an empty form; a field left out stays undefined.
 */
export function fromRestJson(body: unknown, fields: readonly string[], own: PayloadNames = {}): Record<string, unknown> {
  const b = jsonObject(body);
  return Object.fromEntries(fields.map((field) => [field, b[restFieldName(field, own)]]));
}

/** `row`'s `fields`, in that order, under their REST names: what fromRestJson reads back. */
export function toRestJson<Row extends object, Field extends keyof Row & string>(
  row: Row,
  fields: readonly Field[],
  own: PayloadNames = {},
): Record<string, Row[Field]> {
  return Object.fromEntries(fields.map((field) => [restFieldName(field, own), row[field]]));
}
