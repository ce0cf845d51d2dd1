import { AppError } from "../errors.ts";

export const entradaSalidaNotFound = () => new AppError("NOT_FOUND", 404, "No se encontró la entrada/salida");
