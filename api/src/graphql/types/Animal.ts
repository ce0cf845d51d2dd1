/**
 * The animal of a ficha as a Relay node, the record list as a connection, and the lookup by the
 * numeric id the ficha's URL carries (/animales?id=).
 */
import { findAnimal } from "../../domain/animales/getAnimal.ts";
import { countAnimals, searchAnimals } from "../../domain/animales/searchAnimals.ts";
import { builder } from "../builder.ts";
import "./Lookups.ts";

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
    tipo: t.relation("tipo", { nullable: true }),
    talla: t.relation("talla", { nullable: true }),
    sexo: t.relation("sexo", { nullable: true }),
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
  animals: t.prismaConnection(
    {
      type: "Animal",
      cursor: "id",
      authScopes: { loggedIn: true },
      args: { search: t.arg.string({ description: "Nº Id (exact), or part of the registro or the identificación." }) },
      totalCount: (_parent, args, ctx) => countAnimals(ctx.deps, ctx.viewer, { search: args.search }),
      resolve: (query, _root, args, ctx) => searchAnimals(ctx.deps, ctx.viewer, { search: args.search }, query),
    },
    { name: "AnimalConnection" },
    { name: "AnimalEdge" },
  ),
}));
