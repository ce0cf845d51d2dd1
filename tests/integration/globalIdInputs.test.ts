/**
 * Every mutation that names a record by its global id answers a malformed one, one of another
 * type or one past the 32-bit id range the same way: the typed `AppError` INVALID_ID
 * 'Identificador no válido' on the field, inside the mutation's result, never a top-level error.
 * A query argument holding a global id gets the same code as its error, never an internal one.
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
    test(`${name}: not base64, another type's id, a non-numeric ${type} id, one past the id range`, async () => {
      const otherType = type === "Persona" ? "Ayuntamiento" : "Persona";
      for (const id of ["!!", globalId(otherType, 1), globalId(type, "abc"), globalId(type, 2 ** 31)]) {
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

  test("registrosActividad(usuarioId:): a malformed, foreign or out-of-range id is INVALID_ID, not an internal error", async () => {
    for (const id of ["!!", globalId("Persona", 1), globalId("Usuario", "abc"), globalId("Usuario", 2 ** 31), globalId("Usuario", 9_999_999_999)]) {
      const answer = await t.graphql(`query ($id: ID) { registrosActividad(usuarioId: $id) { totalCount } }`, { id }, t.tokens.directora);
      expect(answer.data, id).toBeNull();
      expect(answer.errors, id).toEqual([
        expect.objectContaining({ message: "Identificador no válido", extensions: { code: "INVALID_ID", field: "usuarioId" } }),
      ]);
    }
  });
});
