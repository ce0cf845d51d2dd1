import type { Persona } from "../db/generated/prisma/client.ts";
import { dayOf } from "../domain/rules/shelterClock.ts";
import { fromRestJson } from "./fieldNames.ts";
import { jsonObject } from "./jsonObject.ts";

/**
 * A person as the REST facade shows it (spec section 3): the form's fields, plus `telefono`
 * and `puede_adoptar`, which the people list reads.
 */
export function toPersonaJson(p: Persona) {
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
    ...fromRestJson(b, [
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
      "fechaNacimiento",
      "mayorEdad",
    ]),
    adopcion: b.adopcion ?? b.puede_adoptar,
  };
}
