/** Imports every type and operation, then builds the schema. */
import { lexicographicSortSchema } from "graphql";
import { builder } from "./builder.ts";
import "./types/errors.ts";
import "./types/Viewer.ts";
import "./types/AppStatus.ts";
import "./types/Counts.ts";
import "./mutations/login.ts";
import "./mutations/logout.ts";
import "./mutations/setupFirstAdmin.ts";
import "./types/Persona.ts";
import "./types/Ayuntamiento.ts";
import "./mutations/createPersona.ts";
import "./mutations/updatePersona.ts";
import "./mutations/deletePersona.ts";
import "./mutations/createAyuntamiento.ts";
import "./mutations/updateAyuntamiento.ts";
import "./mutations/deleteAyuntamiento.ts";
import "./mutations/linkPersonaToEntradaSalida.ts";
import "./mutations/linkAyuntamientoToEntradaSalida.ts";

export const schema = lexicographicSortSchema(builder.toSchema());
