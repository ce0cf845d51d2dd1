import type { Ayuntamiento } from "../db/generated/prisma/client.ts";
import { z } from "zod";
import { fromRestJson } from "./fieldNames.ts";

export const ayuntamientoJson = z.object({
  id: z.number(),
  cif: z.string(),
  ayuntamiento: z.string(),
  direccion: z.string().nullable(),
  codigo_postal: z.string().nullable(),
  localidad: z.string().nullable(),
  telefono: z.string().nullable(),
});

export const AYUNTAMIENTO_FIELDS = ["cif", "ayuntamiento", "direccion", "codigoPostal", "localidad", "telefono"];

/** A town hall as the REST facade shows it (spec section 3), with the `localidad` the list reads. */
export function toAyuntamientoJson(a: Ayuntamiento): z.infer<typeof ayuntamientoJson> {
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
  return fromRestJson(body, AYUNTAMIENTO_FIELDS);
}
