import { Prisma } from "../../db/generated/prisma/client.ts";

/** A person row as `Persona` reads it, for the lists that select people with their own SQL. */
export const PERSONA_COLUMNS = Prisma.sql`id, dni, apellido1, apellido2, nombre, domicilio, localidad, codigo_postal AS "codigoPostal", provincia,
  telefono1, telefono2, email, adopcion, fecha_nacimiento AS "fechaNacimiento", mayor_edad AS "mayorEdad", busqueda, bloqueada_en AS "bloqueadaEn", anonimizada_en AS "anonimizadaEn"`;
