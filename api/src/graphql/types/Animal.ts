/**
 * The animal of a ficha as a Relay node, the record list as a connection, and the lookup by the
 * numeric id the ficha's URL carries (/animales?id=).
 */
import { findAnimal } from "../../domain/animales/getAnimal.ts";
import { searchAnimals } from "../../domain/animales/searchAnimals.ts";
import { lookupRow } from "../../domain/lookups/lookups.ts";
import { builder } from "../builder.ts";
import { resolvePagedConnection } from "../pagedConnection.ts";
import { Sexo, Talla, Tipo } from "./Lookups.ts";

export const Animal = builder.prismaNode("Animal", {
  id: { field: "id" },
  authScopes: { loggedIn: true },
  fields: (t) => ({
    databaseId: t.exposeInt("id", { description: "Nº Id: the number the ficha's URL and the list show." }),
    registro: t.exposeString("registro"),
    nombre: t.exposeString("nombre"),
    identificacion: t.exposeString("identificacion", { nullable: true }),
    raza: t.exposeString("raza", { nullable: true }),
    pelo: t.exposeString("pelo", { nullable: true }),
    color: t.exposeString("color", { nullable: true }),
    cola: t.exposeString("cola", { nullable: true }),
    edadAnios: t.exposeInt("edadAnios"),
    edadMeses: t.exposeInt("edadMeses"),
    otros: t.exposeString("otros", { nullable: true }),
    // From the lookups kept in memory: no SQL per animal, nor a join. The ids are scalar columns,
    // which every animal row carries (a `select` here would make Pothos re-read list rows).
    tipo: t.field({ type: Tipo, nullable: true, resolve: (animal, _args, ctx) => lookupRow(ctx.deps, "tipos", animal.tipoId) }),
    talla: t.field({ type: Talla, nullable: true, resolve: (animal, _args, ctx) => lookupRow(ctx.deps, "tallas", animal.tallaId) }),
    sexo: t.field({ type: Sexo, nullable: true, resolve: (animal, _args, ctx) => lookupRow(ctx.deps, "sexos", animal.sexoId) }),
    fotografia: t.exposeString("fotografia", { nullable: true, description: "API path of the stored photo." }),
    fotoVersion: t.exposeInt("fotoVersion"),
    photoUrl: t.string({
      nullable: true,
      description: "The photo's API path with its version, so a replaced photo is never shown from a cache.",
      select: { fotografia: true, fotoVersion: true },
      resolve: (animal) => (animal.fotografia ? `${animal.fotografia}?v=${animal.fotoVersion}` : null),
    }),
    entradasSalidasCount: t.relationCount("entradasSalidas"),
  }),
});

builder.queryFields((t) => ({
  animal: t.prismaField({
    type: "Animal",
    nullable: true,
    authScopes: { loggedIn: true },
    args: { databaseId: t.arg.int({ required: true }) },
    resolve: (query, _root, args, ctx) => findAnimal(ctx.deps, ctx.viewer, { id: args.databaseId }, query),
  }),
  animals: t.connection(
    {
      type: Animal,
      authScopes: { loggedIn: true },
      args: {
        search: t.arg.string({ description: "Nº Id (exact), or words of the registro, the identificación or the name." }),
        page: t.arg.int({ description: "1-based page of `first` (default 10) fichas; instead of cursors." }),
      },
      resolve: (_root, { search, ...paging }, ctx) =>
        resolvePagedConnection(paging, (window) => searchAnimals(ctx.deps, ctx.viewer, { search, ...window })),
    },
    {
      name: "AnimalConnection",
      fields: (c) => ({
        totalCount: c.exposeInt("totalCount"),
        page: c.exposeInt("page"),
        totalPages: c.exposeInt("totalPages"),
      }),
    },
    { name: "AnimalEdge" },
  ),
}));
