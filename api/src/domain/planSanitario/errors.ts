/** The plan sanitario's failures, in Spanish. */
import { AppError } from "../errors.ts";

export const actuacionNotFound = () => new AppError("NOT_FOUND", 404, "No se encontró la actuación del plan sanitario");
export const itemNotFound = () => new AppError("NOT_FOUND", 404, "No se encontró la actuación del animal");
export const pasoNotFound = () => new AppError("NOT_FOUND", 404, "No se encontró el paso del protocolo");
export const tipoNotFound = (field: string) => new AppError("VALIDATION", 400, "Elija una especie", field);
export const actuacionInUse = () =>
  new AppError("STILL_LINKED", 409, "La actuación ya figura en actuaciones de animales: no se puede eliminar; cámbiele el nombre o quítela de los protocolos");
export const pasoTaken = () => new AppError("VALIDATION", 400, "El protocolo ya tiene esa actuación ese día", "dia");
export const wrongSpecies = () => new AppError("VALIDATION", 400, "La actuación es de otra especie", "actuacionId");
export const notPending = () => new AppError("VALIDATION", 400, "La actuación ya no está pendiente: solo se cambia una pendiente");
