import { format } from "date-fns";
import { es } from "date-fns/locale";

/** Observation times: dd/MM/yyyy HH:mm, 24-hour (spec section 9). */
export const formatDateTime = (iso: string): string => format(new Date(iso), "dd/MM/yyyy HH:mm", { locale: es });

/** The ficha with the Observaciones tab of that E/S open. */
export const fichaObservacionesHref = (animalId: number, entradaSalidaId: number) =>
  `/animales?id=${animalId}&es=${entradaSalidaId}&tab=observaciones`;
