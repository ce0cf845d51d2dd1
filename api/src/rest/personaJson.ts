import type { Persona } from "../db/generated/prisma/client.ts";
import { dayOf } from "../domain/rules/shelterClock.ts";
import { z } from "zod";
import { fromRestJson } from "./fieldNames.ts";
import { jsonObject } from "./jsonObject.ts";

/**
 * A person as the REST facade shows it (spec section 3): the form's fields, plus `telefono`
 * and `puede_adoptar`, which the people list reads.
 */
export const personaJson = z.object({
  id: z.number(),
  dni: z.string(),
  nombre: z.string(),
  apellido1: z.string(),
  apellido2: z.string().nullable(),
  domicilio: z.string().nullable(),
  localidad: z.string(),
  codigo_postal: z.string().nullable(),
  provincia: z.string(),
  telefono1: z.string(),
  telefono2: z.string().nullable(),
  email: z.string().nullable(),
  adopcion: z.boolean(),
  telefono: z.string(),
  puede_adoptar: z.boolean(),
  fecha_nacimiento: z.string().describe("AAAA-MM-DD").nullable(),
  mayor_edad: z.boolean(),
});

/** The domain's fields a payload carries (`adopcion` may come as `puede_adoptar`). */
export const PERSONA_FIELDS = [
  "dni",
  "nombre",
  "apellido1",
  "apellido2",
  "domicilio",
  "localidad",
  "codigoPostal",
  "provincia",
  "telefono1",
  "telefono2",
  "email",
  "adopcion",
  "fechaNacimiento",
  "mayorEdad",
];

export function toPersonaJson(p: Persona): z.infer<typeof personaJson> {
  return {
    id: p.id,
    dni: p.dni,
    nombre: p.nombre,
    apellido1: p.apellido1,
    apellido2: p.apellido2,
    domicilio: p.domicilio,
    localidad: p.localidad,
    codigo_postal: p.codigoPostal,
    provincia: p.provincia,
    telefono1: p.telefono1,
    telefono2: p.telefono2,
    email: p.email,
    adopcion: p.adopcion,
    telefono: p.telefono1,
    puede_adoptar: p.adopcion,
    // Beyond the spec (issue 26): absent in a PUT, they keep what is stored.
    fecha_nacimiento: p.fechaNacimiento && dayOf(p.fechaNacimiento),
    mayor_edad: p.mayorEdad,
  };
}

/** The spec's snake_case payload to the domain's field names; `puede_adoptar` is read as `adopcion`. */
export function fromPersonaJson(body: unknown): Record<string, unknown> {
  const b = jsonObject(body);
  return {
    ...fromRestJson(b, PERSONA_FIELDS),
    adopcion: b.adopcion ?? b.puede_adoptar,
  };
}
