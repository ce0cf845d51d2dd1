import { formatDateTimeMinutes } from "@rules/shelterClock.ts";

/**
 * Observation times: dd/MM/yyyy HH:mm, 24-hour (spec section 9), on the shelter's clock
 * (`appStatus.zonaHoraria`), never the browser's.
 */
export const formatDateTime = (iso: string, timeZone: string): string => formatDateTimeMinutes(new Date(iso), timeZone);

/** The ficha with the Observaciones tab of that E/S open. */
export const fichaObservacionesHref = (animalId: number, entradaSalidaId: number) => `/animales?id=${animalId}&es=${entradaSalidaId}&tab=observaciones`;
