/** The lookup lists (spec section 3 "Lookups"): Relay nodes with their numeric id as databaseId. */
import { listDestinos, listProcedencias, listSexos, listTallas, listTipos } from "../../domain/lookups/lookups.ts";
import { builder } from "../builder.ts";

const loggedIn = { loggedIn: true } as const;

export const Tipo = builder.prismaNode("Tipo", {
  id: { field: "id" },
  authScopes: loggedIn,
  fields: (t) => ({ databaseId: t.exposeInt("id"), tipo: t.exposeString("tipo") }),
});

export const Talla = builder.prismaNode("Talla", {
  id: { field: "id" },
  authScopes: loggedIn,
  fields: (t) => ({
    databaseId: t.exposeInt("id"),
    talla: t.exposeString("talla"),
    descripcion: t.exposeString("descripcion", { nullable: true }),
  }),
});

export const Sexo = builder.prismaNode("Sexo", {
  id: { field: "id" },
  authScopes: loggedIn,
  fields: (t) => ({
    databaseId: t.exposeInt("id"),
    sexo: t.exposeString("sexo"),
    descripcion: t.exposeString("descripcion", { nullable: true }),
  }),
});

export const Procedencia = builder.prismaNode("Procedencia", {
  id: { field: "id" },
  authScopes: loggedIn,
  fields: (t) => ({ databaseId: t.exposeInt("id"), procedencia: t.exposeString("procedencia") }),
});

export const Destino = builder.prismaNode("Destino", {
  id: { field: "id" },
  authScopes: loggedIn,
  fields: (t) => ({ databaseId: t.exposeInt("id"), destino: t.exposeString("destino") }),
});

builder.queryFields((t) => ({
  tipos: t.prismaField({ type: ["Tipo"], authScopes: loggedIn, resolve: (query, _root, _args, ctx) => listTipos(ctx.deps, ctx.viewer, query) }),
  tallas: t.prismaField({ type: ["Talla"], authScopes: loggedIn, resolve: (query, _root, _args, ctx) => listTallas(ctx.deps, ctx.viewer, query) }),
  sexos: t.prismaField({ type: ["Sexo"], authScopes: loggedIn, resolve: (query, _root, _args, ctx) => listSexos(ctx.deps, ctx.viewer, query) }),
  procedencias: t.prismaField({
    type: ["Procedencia"],
    authScopes: loggedIn,
    resolve: (query, _root, _args, ctx) => listProcedencias(ctx.deps, ctx.viewer, query),
  }),
  destinos: t.prismaField({ type: ["Destino"], authScopes: loggedIn, resolve: (query, _root, _args, ctx) => listDestinos(ctx.deps, ctx.viewer, query) }),
}));
