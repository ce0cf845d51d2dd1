/**
 * Every mutation that names a record by its global id answers a malformed one, or one of another
 * type, the same way: the typed `AppError` INVALID_ID 'Identificador no válido' on the field,
 * inside the mutation's result, never a top-level error.
 */
import { describe, expect, test } from "vitest";
import { testAppForSuite } from "../helpers/testApp.ts";

const globalId = (typename: string, id: string | number) => Buffer.from(`${typename}:${id}`).toString("base64");

/** Each mutation, the input field holding the id, the type it names and the rest of a valid-looking input. */
const MUTATIONS = [
  { name: "updateAnimal", field: "id", type: "Animal", rest: {} },
  { name: "deleteAnimal", field: "id", type: "Animal", rest: { confirmacion: "SEGURO" } },
  { name: "openEntradaSalida", field: "animalId", type: "Animal", rest: {} },
  { name: "saveEntradaSalidaGeneral", field: "id", type: "EntradaSalida", rest: {} },
  { name: "deleteEntradaSalida", field: "id", type: "EntradaSalida", rest: { confirmacion: "SEGURO" } },
  { name: "savePersonaFromFicha", field: "entradaSalidaId", type: "EntradaSalida", rest: { role: "ENTRADA" } },
  { name: "saveAyuntamientoFromFicha", field: "entradaSalidaId", type: "EntradaSalida", rest: {} },
  { name: "unlinkPersonaFromEntradaSalida", field: "entradaSalidaId", type: "EntradaSalida", rest: { role: "SALIDA" } },
  { name: "unlinkAyuntamientoFromEntradaSalida", field: "entradaSalidaId", type: "EntradaSalida", rest: {} },
  { name: "updateObservacion", field: "id", type: "Observacion", rest: { descripcion: "Revisión" } },
  { name: "deleteObservacion", field: "id", type: "Observacion", rest: {} },
  { name: "updatePersona", field: "id", type: "Persona", rest: {} },
  { name: "deletePersona", field: "id", type: "Persona", rest: {} },
  { name: "updateAyuntamiento", field: "id", type: "Ayuntamiento", rest: {} },
  { name: "deleteAyuntamiento", field: "id", type: "Ayuntamiento", rest: {} },
];

const INPUT_TYPE = (name: string) => `${name[0]!.toUpperCase()}${name.slice(1)}Input`;

describe("malformed global ids in mutation inputs", () => {
  const t = testAppForSuite({ users: { directora: 1 } });

  for (const { name, field, type, rest } of MUTATIONS) {
    test(`${name}: not base64, another type's id, a non-numeric ${type} id`, async () => {
      const otherType = type === "Persona" ? "Ayuntamiento" : "Persona";
      for (const id of ["!!", globalId(otherType, 1), globalId(type, "abc")]) {
        const answer = await t.graphql(
          `mutation ($input: ${INPUT_TYPE(name)}!) { ${name}(input: $input) { __typename ... on AppError { message code field } } }`,
          { input: { ...rest, [field]: id } },
          t.tokens.directora,
        );
        expect(answer.errors, `${name} ${id}`).toBeUndefined();
        expect(answer.data?.[name], `${name} ${id}`).toEqual({ __typename: "AppError", message: "Identificador no válido", code: "INVALID_ID", field });
      }
    });
  }
});
