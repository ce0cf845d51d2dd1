import { findAyuntamientoByCif } from "../../domain/ayuntamientos/getAyuntamiento.ts";
import { searchAyuntamientos } from "../../domain/ayuntamientos/searchAyuntamientos.ts";
import { builder } from "../builder.ts";
import { recordNode } from "../recordNode.ts";
import { pageFields, resolvePagedConnection } from "../pagedConnection.ts";

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

builder.queryField("ayuntamientos", (t) =>
  t.connection(
    {
      type: Ayuntamiento,
      description: "Los ayuntamientos cuyo nombre, CIF o dirección contienen cada palabra de `search` (sin distinguir acentos ni mayúsculas), por nombre.",
      args: {
        search: t.arg.string({ description: "Palabras a buscar." }),
        page: t.arg.int({ description: "Página (desde 1) de `first` ayuntamientos (10 por defecto), en lugar de cursores." }),
      },
      resolve: (_root, { search, ...paging }, ctx) =>
        resolvePagedConnection(paging, (window) => searchAyuntamientos(ctx.deps, ctx.viewer, { search, ...window })),
    },
    {
      name: "AyuntamientoConnection",
      description: "Una página de ayuntamientos.",
      fields: (c) => pageFields(c, "Cuántos ayuntamientos hay con esta búsqueda."),
    },
    AyuntamientoEdge,
  ),
);

builder.queryField("ayuntamientoByCif", (t) =>
  t.field({
    type: Ayuntamiento,
    nullable: true,
    description: "El ayuntamiento con este CIF, sin distinguir mayúsculas ni espacios.",
    args: { cif: t.arg.string({ required: true, description: "CIF a buscar." }) },
    resolve: (_root, args, ctx) => findAyuntamientoByCif(ctx.deps, ctx.viewer, args),
  }),
);
