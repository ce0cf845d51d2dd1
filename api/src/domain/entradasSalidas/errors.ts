import { AppError } from "../errors.ts";
import { OPEN_STAY_MESSAGE, REOPEN_STAY_MESSAGE } from "../rules/entradaSalida.ts";

export const entradaSalidaNotFound = () => new AppError("NOT_FOUND", 404, "No se encontró la entrada/salida");

/** Spec section 8: 'Añadir Entrada' while the animal has an E/S with destino 6. */
export const openStayExists = () => new AppError("OPEN_STAY_EXISTS", 409, OPEN_STAY_MESSAGE);

/** Saving destino 6 on a closed E/S while another one of the same animal is still open. */
export const otherStayOpen = () => new AppError("OPEN_STAY_EXISTS", 409, REOPEN_STAY_MESSAGE, "destinoId");
