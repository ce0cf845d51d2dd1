/** Town halls as a directory (domain/directories/directory.ts): the CIF, the municipality form's rule and the spec's Spanish. */
import type { Ayuntamiento } from "../../db/generated/prisma/client.ts";
import type { Directory } from "../directories/directory.ts";
import { AYUNTAMIENTO_LINKED_MESSAGE, type AyuntamientoInput, ayuntamientoInputSchema, CIF_TAKEN_MESSAGE } from "../rules/ayuntamiento.ts";
import { documentNumber } from "../rules/text.ts";
import { parseInput } from "../validation.ts";
import { findAyuntamientoIdByCif } from "./findAyuntamientoIdByCif.ts";

export const describeAyuntamiento = (a: Pick<Ayuntamiento, "ayuntamiento" | "cif">) => `${a.ayuntamiento} (CIF ${a.cif})`;

export const AYUNTAMIENTOS: Directory<Ayuntamiento, AyuntamientoInput> = {
  tabla: "ayuntamientos",
  table: (db) => db.ayuntamiento,
  // The form's rule says the same from either screen.
  parse: (input) => parseInput(ayuntamientoInputSchema, input),
  document: {
    field: "cif",
    lookup: documentNumber("El CIF", "Indique el CIF a buscar"),
    findId: findAyuntamientoIdByCif,
    takenCode: "CIF_TAKEN",
  },
  countLinks: (db, id) => db.entradaSalida.count({ where: { ayuntamientoId: id } }),
  describe: describeAyuntamiento,
  words: { noun: "el ayuntamiento", created: "Creado", updated: "Modificado", deleted: "Eliminado" },
  messages: {
    notFound: "Ayuntamiento no encontrado",
    taken: CIF_TAKEN_MESSAGE,
    linked: AYUNTAMIENTO_LINKED_MESSAGE,
  },
};
