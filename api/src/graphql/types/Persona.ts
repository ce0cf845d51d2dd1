import { findPersonaByDni } from "../../domain/personas/getPersona.ts";
import { searchPersonas } from "../../domain/personas/searchPersonas.ts";
import { mayReadPersona } from "../../domain/rgpd/blocking.ts";
import { builder } from "../builder.ts";
import { directoryQueries } from "../directoryQueries.ts";
import { recordNode } from "../recordNode.ts";

/** A person: an adopter, or someone handing an animal in (spec section 3). */
export const Persona = recordNode("Persona", {
  description: "Una persona: quien adopta o quien entrega un animal. Una persona bloqueada solo la leen los administradores.",
  readableRow: mayReadPersona,
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
    bloqueada: t.boolean({
      description: "Datos bloqueados (LOPDGDD art. 32): fuera de toda búsqueda y selección; solo los administradores los consultan.",
      resolve: (persona) => persona.bloqueadaEn !== null,
    }),
    anonimizada: t.boolean({ description: "Anonimizada tras el plazo de conservación.", resolve: (persona) => persona.anonimizadaEn !== null }),
    fechaNacimiento: t.expose("fechaNacimiento", {
      type: "Date",
      nullable: true,
      description: "Fecha de nacimiento (para comprobar que un adoptante es mayor de edad).",
    }),
    mayorEdad: t.exposeBoolean("mayorEdad", { description: "'Es mayor de edad': confirmado sin fecha de nacimiento." }),
  }),
});

export const PersonaEdge = builder.edgeObject({ type: Persona, name: "PersonaEdge", description: "Una fila de la lista de personas." });

directoryQueries({
  node: Persona,
  edge: PersonaEdge,
  list: {
    field: "personas",
    description: "Las personas cuyos apellidos, nombre o DNI contienen cada palabra de `search` (sin distinguir acentos ni mayúsculas), por apellidos.",
    rows: "personas",
    search: searchPersonas,
  },
  connection: { name: "PersonaConnection", description: "Una página de personas.", totalCount: "Cuántas personas hay con esta búsqueda." },
  lookup: {
    field: "personaByDni",
    arg: "dni",
    description: "La persona con este DNI, sin distinguir mayúsculas ni espacios.",
    argDescription: "DNI a buscar.",
    find: findPersonaByDni,
  },
});
