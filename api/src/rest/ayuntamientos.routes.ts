/** Spec section 7 "People and municipalities": /api/ayuntamientos. */
import type { FastifyInstance } from "fastify";
import { ayuntamientoInputSchema } from "../domain/rules/ayuntamiento.ts";
import { restBody } from "./routeDoc.ts";
import { deleteAyuntamiento } from "../domain/ayuntamientos/deleteAyuntamiento.ts";
import { findAyuntamientoByCif, getAyuntamiento } from "../domain/ayuntamientos/getAyuntamiento.ts";
import { createAyuntamiento, createAyuntamientoFromFicha, updateAyuntamiento, updateAyuntamientoFromFicha } from "../domain/ayuntamientos/saveAyuntamiento.ts";
import { pageAyuntamientos, searchAyuntamientos } from "../domain/ayuntamientos/searchAyuntamientos.ts";
import { SUCCESS_MESSAGES } from "../domain/rules/successMessages.ts";
import { AYUNTAMIENTO_FIELDS, ayuntamientoJson, fromAyuntamientoJson, toAyuntamientoJson } from "./ayuntamientoJson.ts";
import { directoryRoutes } from "./directoryRoutes.ts";

export async function ayuntamientosRoutes(api: FastifyInstance): Promise<void> {
  directoryRoutes(api, {
    path: "ayuntamientos",
    lookup: { param: "cif", found: "ayuntamiento", find: findAyuntamientoByCif },
    json: ayuntamientoJson,
    body: restBody(ayuntamientoInputSchema, { fields: AYUNTAMIENTO_FIELDS }),
    toJson: toAyuntamientoJson,
    fromJson: fromAyuntamientoJson,
    page: pageAyuntamientos,
    search: searchAyuntamientos,
    get: getAyuntamiento,
    create: createAyuntamiento,
    createFromFicha: createAyuntamientoFromFicha,
    update: updateAyuntamiento,
    updateFromFicha: updateAyuntamientoFromFicha,
    remove: deleteAyuntamiento,
    deletedMessage: SUCCESS_MESSAGES.ayuntamientoDeleted,
  });
}
