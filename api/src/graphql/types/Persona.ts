import { findPersonaByDni } from "../../domain/personas/getPersona.ts";
import { searchPersonas } from "../../domain/personas/searchPersonas.ts";
import { builder } from "../builder.ts";
import { recordNode } from "../recordNode.ts";
import { pageFields, resolvePagedConnection } from "../pagedConnection.ts";

/** A person: an adopter, or someone handing an animal in (spec section 3). */
export const Persona = recordNode("Persona", {
  description: "Una persona: quien adopta o quien entrega un animal.",
  fields: (t) => ({
    dni: t.exposeString("dni", { description: "DNI o NIE." }),
    nombre: t.exposeString("nombre", { description: "Nombre." }),
    apellido1: t.exposeString("apellido1", { description: "Primer apellido." }),
    apellido2: t.exposeString("apellido2", { nullable: true, description: "Segundo apellido." }),
    domicilio: t.exposeString("domicilio", { nullable: true, description: "Domicilio." }),
    localidad: t.exposeString("localidad", { description: "Localidad." }),
    codigoPostal: t.exposeString("codigoPostal", { nullable: true, description: "Código postal." }),
    provincia: t.exposeString("provincia", { description: "Provincia." }),
    telefono1: t.exposeString("telefono1", { description: "Teléfono." }),
    telefono2: t.exposeString("telefono2", { nullable: true, description: "Segundo teléfono." }),
    email: t.exposeString("email", { nullable: true, description: "Correo electrónico." }),
    adopcion: t.exposeBoolean("adopcion", { description: "'Puede adoptar'." }),
  }),
});

export const PersonaEdge = builder.edgeObject({ type: Persona, name: "PersonaEdge", description: "Una fila de la lista de personas." });

builder.queryField("personas", (t) =>
  t.connection(
    {
      type: Persona,
      description: "Las personas cuyos apellidos, nombre o DNI contienen cada palabra de `search` (sin distinguir acentos ni mayúsculas), por apellidos.",
      args: {
        search: t.arg.string({ description: "Palabras a buscar." }),
        page: t.arg.int({ description: "Página (desde 1) de `first` personas (10 por defecto), en lugar de cursores." }),
      },
      resolve: (_root, { search, ...paging }, ctx) =>
        resolvePagedConnection(paging, (window) => searchPersonas(ctx.deps, ctx.viewer, { search, ...window })),
    },
    {
      name: "PersonaConnection",
      description: "Una página de personas.",
      fields: (c) => pageFields(c, "Cuántas personas hay con esta búsqueda."),
    },
    PersonaEdge,
  ),
);

builder.queryField("personaByDni", (t) =>
  t.field({
    type: Persona,
    nullable: true,
    description: "La persona con este DNI, sin distinguir mayúsculas ni espacios.",
    args: { dni: t.arg.string({ required: true, description: "DNI a buscar." }) },
    resolve: (_root, args, ctx) => findPersonaByDni(ctx.deps, ctx.viewer, args),
  }),
);
