import { findAyuntamientoByCif } from "../../domain/ayuntamientos/getAyuntamiento.ts";
import { searchAyuntamientos } from "../../domain/ayuntamientos/searchAyuntamientos.ts";
import { builder } from "../builder.ts";
import { directoryQueries } from "../directoryQueries.ts";
import { recordNode } from "../recordNode.ts";

/** A town hall (municipality) linked to entries and exits (spec section 3). */
export const Ayuntamiento = recordNode("Ayuntamiento", {
  description: "Un ayuntamiento, vinculado a entradas y salidas.",
  fields: (t) => ({
    cif: t.exposeString("cif", { description: "CIF." }),
    ayuntamiento: t.exposeString("ayuntamiento", { description: "Nombre del ayuntamiento." }),
    direccion: t.exposeString("direccion", { nullable: true, description: "Dirección." }),
    codigoPostal: t.exposeString("codigoPostal", { nullable: true, description: "Código postal." }),
    localidad: t.exposeString("localidad", { nullable: true, description: "Localidad." }),
    telefono: t.exposeString("telefono", { nullable: true, description: "Teléfono." }),
  }),
});

export const AyuntamientoEdge = builder.edgeObject({
  type: Ayuntamiento,
  name: "AyuntamientoEdge",
  description: "Una fila de la lista de ayuntamientos.",
});

directoryQueries({
  node: Ayuntamiento,
  edge: AyuntamientoEdge,
  list: {
    field: "ayuntamientos",
    description: "Los ayuntamientos cuyo nombre, CIF o dirección contienen cada palabra de `search` (sin distinguir acentos ni mayúsculas), por nombre.",
    rows: "ayuntamientos",
    search: searchAyuntamientos,
  },
  connection: { name: "AyuntamientoConnection", description: "Una página de ayuntamientos.", totalCount: "Cuántos ayuntamientos hay con esta búsqueda." },
  lookup: {
    field: "ayuntamientoByCif",
    arg: "cif",
    description: "El ayuntamiento con este CIF, sin distinguir mayúsculas ni espacios.",
    argDescription: "CIF a buscar.",
    find: findAyuntamientoByCif,
  },
});
