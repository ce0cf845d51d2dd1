import { updateAyuntamiento, updateAyuntamientoFromFicha } from "../../domain/ayuntamientos/saveAyuntamiento.ts";
import { mutationWithInput, withDatabaseId } from "../mutationFields.ts";
import { nodePayload } from "../payloads.ts";
import { Ayuntamiento } from "../types/Ayuntamiento.ts";
import { ayuntamientoInputFields } from "./ayuntamientoFields.ts";
import { fromListOrFicha } from "./saveOrigin.ts";

mutationWithInput("updateAyuntamiento", {
  description: "Modifica un ayuntamiento.",
  input: (t) => ({ id: t.id({ required: true, description: "Identificador global del ayuntamiento." }), ...ayuntamientoInputFields(t) }),
  payload: nodePayload("UpdateAyuntamientoPayload", "ayuntamiento", Ayuntamiento, {
    payload: "El ayuntamiento modificado.",
    node: "El ayuntamiento, con sus datos nuevos.",
  }),
  resolve: (input, ctx) => fromListOrFicha(updateAyuntamiento, updateAyuntamientoFromFicha)(withDatabaseId(input, "Ayuntamiento"), ctx),
});
