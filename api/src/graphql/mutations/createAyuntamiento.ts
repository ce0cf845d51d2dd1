import { createAyuntamiento, createAyuntamientoFromFicha } from "../../domain/ayuntamientos/saveAyuntamiento.ts";
import { mutationWithInput } from "../mutationFields.ts";
import { createdRowPayload } from "../payloads.ts";
import { AyuntamientoEdge } from "../types/Ayuntamiento.ts";
import { ayuntamientoInputFields } from "./ayuntamientoFields.ts";
import { fromListOrFicha } from "./saveOrigin.ts";

mutationWithInput("createAyuntamiento", {
  description: "Crea un ayuntamiento.",
  input: ayuntamientoInputFields,
  payload: createdRowPayload("Ayuntamiento", AyuntamientoEdge, "El ayuntamiento creado."),
  resolve: fromListOrFicha(createAyuntamiento, createAyuntamientoFromFicha),
});
