import type { Ayuntamiento } from "../db/generated/prisma/client.ts";
import { fromRestJson } from "./fieldNames.ts";

/** A town hall as the REST facade shows it (spec section 3), with the `localidad` the list reads. */
export function toAyuntamientoJson(a: Ayuntamiento) {
  return {
    id: a.id,
    cif: a.cif,
    ayuntamiento: a.ayuntamiento,
    direccion: a.direccion,
    codigo_postal: a.codigoPostal,
    localidad: a.localidad,
    telefono: a.telefono,
  };
}

export function fromAyuntamientoJson(body: unknown): Record<string, unknown> {
  return fromRestJson(body, ["cif", "ayuntamiento", "direccion", "codigoPostal", "localidad", "telefono"]);
}
