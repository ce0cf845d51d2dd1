import { findAyuntamientoByCif } from "../../domain/ayuntamientos/getAyuntamiento.ts";
import { searchAyuntamientos } from "../../domain/ayuntamientos/searchAyuntamientos.ts";
import { builder } from "../builder.ts";
import { nodeDatabaseId } from "../globalIds.ts";
import { resolvePagedConnection } from "../pagedConnection.ts";

/** A town hall (municipality) linked to entries and exits (spec section 3). */
export const Ayuntamiento = builder.prismaNode("Ayuntamiento", {
  id: { field: "id" },
  findUnique: (id) => ({ id: nodeDatabaseId(id) }),
  authScopes: { loggedIn: true },
  fields: (t) => ({
    databaseId: t.exposeInt("id", { description: "The numeric id the REST facade and the animal record use." }),
    cif: t.exposeString("cif"),
    ayuntamiento: t.exposeString("ayuntamiento"),
    direccion: t.exposeString("direccion", { nullable: true }),
    codigoPostal: t.exposeString("codigoPostal", { nullable: true }),
    localidad: t.exposeString("localidad", { nullable: true }),
    telefono: t.exposeString("telefono", { nullable: true }),
  }),
});

builder.queryField("ayuntamientos", (t) =>
  t.connection(
    {
      type: Ayuntamiento,
      description: "Town halls whose name, CIF or address contain every word of `search` (accents and case ignored), by name.",
      args: {
        search: t.arg.string(),
        page: t.arg.int({ description: "1-based page of `first` (default 10) town halls; instead of cursors." }),
      },
      resolve: (_root, { search, ...paging }, ctx) =>
        resolvePagedConnection(paging, (window) => searchAyuntamientos(ctx.deps, ctx.viewer, { search, ...window })),
    },
    {
      name: "AyuntamientoConnection",
      fields: (c) => ({
        totalCount: c.exposeInt("totalCount"),
        page: c.exposeInt("page"),
        totalPages: c.exposeInt("totalPages"),
      }),
    },
    { name: "AyuntamientoEdge" },
  ),
);

builder.queryField("ayuntamientoByCif", (t) =>
  t.field({
    type: Ayuntamiento,
    nullable: true,
    description: "The town hall holding this CIF, ignoring case and spaces.",
    args: { cif: t.arg.string({ required: true }) },
    resolve: (_root, args, ctx) => findAyuntamientoByCif(ctx.deps, ctx.viewer, args),
  }),
);
