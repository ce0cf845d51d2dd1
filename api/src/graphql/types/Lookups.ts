/** The lookup lists (spec section 3 "Lookups"): Relay nodes with their numeric id as databaseId. */
import { listDestinos, listProcedencias, listSexos, listTallas, listTipos } from "../../domain/lookups/lookups.ts";
import { builder } from "../builder.ts";
import { recordNode } from "../recordNode.ts";

const loggedIn = { loggedIn: true } as const;

export const Tipo = recordNode("Tipo", {
  description: "Un tipo de animal.",
  fields: (t) => ({
    tipo: t.exposeString("tipo", { description: "Nombre del tipo." }),
    especieLey: t.exposeString("especieLey", {
      description: "Grupo donde la ley distingue (perro, gato, huron u otro): la edad mínima y la esterilización de la adopción valen para los tres primeros.",
    }),
  }),
});

export const Talla = recordNode("Talla", {
  description: "Una talla.",
  fields: (t) => ({
    talla: t.exposeString("talla", { description: "Nombre de la talla." }),
    descripcion: t.exposeString("descripcion", { nullable: true, description: "Descripción." }),
  }),
});

export const Sexo = recordNode("Sexo", {
  description: "Un sexo.",
  fields: (t) => ({
    sexo: t.exposeString("sexo", { description: "Nombre del sexo." }),
    descripcion: t.exposeString("descripcion", { nullable: true, description: "Descripción." }),
  }),
});

export const Procedencia = recordNode("Procedencia", {
  description: "Una procedencia de entrada.",
  fields: (t) => ({ procedencia: t.exposeString("procedencia", { description: "Nombre de la procedencia." }) }),
});

export const Destino = recordNode("Destino", {
  description: "Un destino de salida.",
  fields: (t) => ({ destino: t.exposeString("destino", { description: "Nombre del destino." }) }),
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
  destinos: t.field({
    type: [Destino],
    description: "Los destinos.",
    authScopes: loggedIn,
    resolve: (_root, _args, ctx) => listDestinos(ctx.deps, ctx.viewer),
  }),
}));
