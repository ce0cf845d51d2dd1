/** Imports every type and operation, then builds the schema. */
import { type GraphQLSchema, isInputObjectType, isObjectType, isUnionType, lexicographicSortSchema } from "graphql";
import { builder } from "./builder.ts";
import "./types/errors.ts";
import "./types/Viewer.ts";
import "./types/AppStatus.ts";
import "./types/Counts.ts";
import "./uploads.ts";
import "./types/Lookups.ts";
import "./types/Animal.ts";
import "./types/Dashboard.ts";
import "./types/Listado.ts";
import "./types/LibroRegistro.ts";
import "./mutations/login.ts";
import "./mutations/logout.ts";
import "./mutations/setupFirstAdmin.ts";
import "./types/Persona.ts";
import "./types/Ayuntamiento.ts";
import "./mutations/createPersona.ts";
import "./mutations/updatePersona.ts";
import "./mutations/deletePersona.ts";
import "./types/ProteccionDatos.ts";
import "./mutations/proteccionDatos.ts";
import "./mutations/createAyuntamiento.ts";
import "./mutations/updateAyuntamiento.ts";
import "./mutations/deleteAyuntamiento.ts";
import "./mutations/linkPersonaToEntradaSalida.ts";
import "./mutations/linkAyuntamientoToEntradaSalida.ts";
import "./types/EntradaSalida.ts";
import "./mutations/openEntradaSalida.ts";
import "./mutations/saveEntradaSalidaGeneral.ts";
import "./mutations/unlinkFromEntradaSalida.ts";
import "./mutations/saveFromFicha.ts";
import "./mutations/deleteEntradaSalida.ts";
import "./types/scalars.ts";
import "./types/Usuario.ts";
import "./types/Rol.ts";
import "./types/RegistroActividad.ts";
import "./types/About.ts";
import "./types/SmtpConfig.ts";
import "./types/ClaveApi.ts";
import "./types/CopiaSeguridad.ts";
import "./mutations/createUsuario.ts";
import "./mutations/updateUsuario.ts";
import "./mutations/changePassword.ts";
import "./mutations/forgotPassword.ts";
import "./mutations/saveSmtpConfig.ts";
import "./mutations/testSmtpConnection.ts";
import "./mutations/deleteSmtpConfig.ts";
import "./mutations/logNavigation.ts";
import "./mutations/recordActivity.ts";
import "./mutations/createAnimal.ts";
import "./mutations/updateAnimal.ts";
import "./mutations/deleteAnimal.ts";
import "./mutations/animalPhoto.ts";
import "./types/Observacion.ts";
import "./mutations/createObservacion.ts";
import "./mutations/updateObservacion.ts";
import "./mutations/deleteObservacion.ts";
import "./mutations/uploadObservacionDocument.ts";
import "./types/Refugio.ts";
import "./mutations/refugio.ts";
import "./types/DocumentoGenerado.ts";
import "./types/FirmaDocumento.ts";
import "./mutations/generateInforme.ts";
import "./types/PlanSanitario.ts";
import "./mutations/planSanitarioCatalogo.ts";
import "./mutations/actuacionesAnimal.ts";

/**
 * Parts the plugins generate get their description here, so every public type is described: a
 * field's result union and a mutation's input type from the field, the Prisma plugin's `totalCount`.
 */
function describeGeneratedParts(built: GraphQLSchema): GraphQLSchema {
  for (const type of Object.values(built.getTypeMap())) {
    if (!isObjectType(type)) continue;
    const totalCount = type.getFields().totalCount;
    if (totalCount?.extensions.pothosPrismaTotalCount && !totalCount.description) totalCount.description = "Cuántas filas tiene la lista entera.";
  }
  for (const [name, field] of Object.entries({ ...built.getQueryType()?.getFields(), ...built.getMutationType()?.getFields() })) {
    const typeName = `${name[0]!.toUpperCase()}${name.slice(1)}`;
    const result = built.getType(`${typeName}Result`);
    if (isUnionType(result) && !result.description) result.description = `Resultado de ${name}: el dato o el fallo esperado.`;
    const input = built.getType(`${typeName}Input`);
    if (isInputObjectType(input) && !input.description) input.description = `Datos de ${name}: ${field.description ?? ""}`;
  }
  return built;
}

export const schema = lexicographicSortSchema(describeGeneratedParts(builder.toSchema()));
