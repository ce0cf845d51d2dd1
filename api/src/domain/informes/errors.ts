import { AppError, ValidationError } from "../errors.ts";
import { INFORME_NEEDS_PERSON } from "../rules/informes.ts";

/** A refusal of the generator's form, on the field the spec's message is about. */
export const informeRefused = (field: string, message: string) => new ValidationError([{ path: [field], message }]);

/** Spec section 5: abandonment and adoption need their E/S person. */
export const personRequired = (side: "entrada" | "salida") =>
  new AppError("PERSON_REQUIRED", 400, INFORME_NEEDS_PERSON, side === "entrada" ? "datosEntradaId" : "datosSalidaId");

export const documentoNotFound = () => new AppError("NOT_FOUND", 404, "No se encontró el documento");
