/** The lookup lists (spec section 3 "Lookups"): Relay nodes with their numeric id as databaseId. */
import { listDestinos, listProcedencias, listSexos, listTallas, listTipos } from "../../domain/lookups/lookups.ts";
import { builder } from "../builder.ts";
import { DATABASE_ID } from "../databaseId.ts";

const loggedIn = { loggedIn: true } as const;

export const Tipo = builder.prismaNode("Tipo", {
  description: "Un tipo de animal.",
  id: { field: "id" },
  authScopes: loggedIn,
  fields: (t) => ({ databaseId: t.exposeInt("id", DATABASE_ID), tipo: t.exposeString("tipo", { description: "Nombre del tipo." }) }),
});

export const Talla = builder.prismaNode("Talla", {
  description: "Una talla.",
  id: { field: "id" },
  authScopes: loggedIn,
  fields: (t) => ({
    databaseId: t.exposeInt("id", DATABASE_ID),
    talla: t.exposeString("talla", { description: "Nombre de la talla." }),
    descripcion: t.exposeString("descripcion", { nullable: true, description: "Descripción." }),
  }),
});

export const Sexo = builder.prismaNode("Sexo", {
  description: "Un sexo.",
  id: { field: "id" },
  authScopes: loggedIn,
  fields: (t) => ({
    databaseId: t.exposeInt("id", DATABASE_ID),
    sexo: t.exposeString("sexo", { description: "Nombre del sexo." }),
    descripcion: t.exposeString("descripcion", { nullable: true, description: "Descripción." }),
  }),
});

export const Procedencia = builder.prismaNode("Procedencia", {
  description: "Una procedencia de entrada.",
  id: { field: "id" },
  authScopes: loggedIn,
  fields: (t) => ({ databaseId: t.exposeInt("id", DATABASE_ID), procedencia: t.exposeString("procedencia", { description: "Nombre de la procedencia." }) }),
});

export const Destino = builder.prismaNode("Destino", {
  description: "Un destino de salida.",
  id: { field: "id" },
  authScopes: loggedIn,
  fields: (t) => ({ databaseId: t.exposeInt("id", DATABASE_ID), destino: t.exposeString("destino", { description: "Nombre del destino." }) }),
});

/** The lists come from the domain's in-memory copy: no SQL per request. */
builder.queryFields((t) => ({
  tipos: t.field({ type: [Tipo], description: "Los tipos de animal.", authScopes: loggedIn, resolve: (_root, _args, ctx) => listTipos(ctx.deps, ctx.viewer) }),
  tallas: t.field({ type: [Talla], description: "Las tallas.", authScopes: loggedIn, resolve: (_root, _args, ctx) => listTallas(ctx.deps, ctx.viewer) }),
  sexos: t.field({ type: [Sexo], description: "Los sexos.", authScopes: loggedIn, resolve: (_root, _args, ctx) => listSexos(ctx.deps, ctx.viewer) }),
  procedencias: t.field({
    type: [Procedencia],
    description: "Las procedencias.",
    authScopes: loggedIn,
    resolve: (_root, _args, ctx) => listProcedencias(ctx.deps, ctx.viewer),
  }),
  destinos: t.field({ type: [Destino], description: "Los destinos.", authScopes: loggedIn, resolve: (_root, _args, ctx) => listDestinos(ctx.deps, ctx.viewer) }),
}));
