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

/** The lists come from the domain's in-memory copy: no SQL per request. */
builder.queryFields((t) => ({
  tipos: t.field({ type: [Tipo], authScopes: loggedIn, resolve: (_root, _args, ctx) => listTipos(ctx.deps, ctx.viewer) }),
  tallas: t.field({ type: [Talla], authScopes: loggedIn, resolve: (_root, _args, ctx) => listTallas(ctx.deps, ctx.viewer) }),
  sexos: t.field({ type: [Sexo], authScopes: loggedIn, resolve: (_root, _args, ctx) => listSexos(ctx.deps, ctx.viewer) }),
  procedencias: t.field({ type: [Procedencia], authScopes: loggedIn, resolve: (_root, _args, ctx) => listProcedencias(ctx.deps, ctx.viewer) }),
  destinos: t.field({ type: [Destino], authScopes: loggedIn, resolve: (_root, _args, ctx) => listDestinos(ctx.deps, ctx.viewer) }),
}));
