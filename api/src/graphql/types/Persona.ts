import { findPersonaByDni } from "../../domain/personas/getPersona.ts";
import { searchPersonas } from "../../domain/personas/searchPersonas.ts";
import { builder } from "../builder.ts";
import { nodeDatabaseId } from "../globalIds.ts";
import { resolvePagedConnection } from "../pagedConnection.ts";

/** A person: an adopter, or someone handing an animal in (spec section 3). */
export const Persona = builder.prismaNode("Persona", {
  id: { field: "id" },
  findUnique: (id) => ({ id: nodeDatabaseId(id) }),
  authScopes: { loggedIn: true },
  fields: (t) => ({
    databaseId: t.exposeInt("id", { description: "The numeric id the REST facade and the animal record use." }),
    dni: t.exposeString("dni"),
    nombre: t.exposeString("nombre"),
    apellido1: t.exposeString("apellido1"),
    apellido2: t.exposeString("apellido2", { nullable: true }),
    domicilio: t.exposeString("domicilio", { nullable: true }),
    localidad: t.exposeString("localidad"),
    codigoPostal: t.exposeString("codigoPostal", { nullable: true }),
    provincia: t.exposeString("provincia"),
    telefono1: t.exposeString("telefono1"),
    telefono2: t.exposeString("telefono2", { nullable: true }),
    email: t.exposeString("email", { nullable: true }),
    adopcion: t.exposeBoolean("adopcion", { description: "'Puede adoptar'." }),
  }),
});

builder.queryField("personas", (t) =>
  t.connection(
    {
      type: Persona,
      description: "People whose surnames, name or DNI contain every word of `search` (accents and case ignored), by surname.",
      args: {
        search: t.arg.string(),
        page: t.arg.int({ description: "1-based page of `first` (default 10) people; instead of cursors." }),
      },
      resolve: (_root, { search, ...paging }, ctx) =>
        resolvePagedConnection(paging, (window) => searchPersonas(ctx.deps, ctx.viewer, { search, ...window })),
    },
    {
      name: "PersonaConnection",
      fields: (c) => ({
        totalCount: c.exposeInt("totalCount"),
        page: c.exposeInt("page"),
        totalPages: c.exposeInt("totalPages"),
      }),
    },
    { name: "PersonaEdge" },
  ),
);

builder.queryField("personaByDni", (t) =>
  t.field({
    type: Persona,
    nullable: true,
    description: "The person holding this DNI, ignoring case and spaces.",
    args: { dni: t.arg.string({ required: true }) },
    resolve: (_root, args, ctx) => findPersonaByDni(ctx.deps, ctx.viewer, args),
  }),
);
