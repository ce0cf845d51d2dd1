/** The ficha's E/S over GraphQL: the node, the animal's connection, the typed mutations and their errors. */
import { encodeGlobalID } from "@pothos/plugin-relay";
import { beforeAll, describe, expect, test } from "vitest";
import { adoptable, registeredShelter } from "../helpers/fixtures.ts";
import { testAppForSuite } from "../helpers/testApp.ts";

const OPEN_STAY = "No se puede añadir nueva entrada: existe un registro E/S sin cerrar. Complete los datos de Destino en la pestaña General";
const ERRORS = "... on Error { message } ... on AppError { code field } ... on ValidationError { field issues { path message } }";

const OPEN = `mutation($input: OpenEntradaSalidaInput!) { openEntradaSalida(input: $input) { __typename
  ... on OpenEntradaSalidaPayload { entradaSalidaEdge { cursor node { id databaseId fechaLlegada destino { databaseId } procedencia { databaseId } diasEnRefugio } } animal { entradasSalidasCount } }
  ${ERRORS} } }`;
const GENERAL = `mutation($input: SaveEntradaSalidaGeneralInput!) { saveEntradaSalidaGeneral(input: $input) { __typename
  ... on SaveEntradaSalidaGeneralPayload { entradaSalida { id fechaLlegada fechaSalida destino { destino } procedencia { procedencia } diasEnRefugio } }
  ${ERRORS} } }`;
const SAVE_PERSONA = `mutation($input: SavePersonaFromFichaInput!) { savePersonaFromFicha(input: $input) { __typename
  ... on SavePersonaFromFichaPayload { persona { id dni localidad } entradaSalida { datosEntrada { dni } datosSalida { dni } } }
  ${ERRORS} } }`;
const SAVE_AYUNTAMIENTO = `mutation($input: SaveAyuntamientoFromFichaInput!) { saveAyuntamientoFromFicha(input: $input) { __typename
  ... on SaveAyuntamientoFromFichaPayload { ayuntamiento { id cif } entradaSalida { ayuntamiento { cif } } }
  ${ERRORS} } }`;
const UNLINK_PERSONA = `mutation($input: UnlinkPersonaFromEntradaSalidaInput!) { unlinkPersonaFromEntradaSalida(input: $input) { __typename
  ... on UnlinkPersonaFromEntradaSalidaPayload { entradaSalida { datosEntrada { id } datosSalida { id } } } ${ERRORS} } }`;
const UNLINK_AYUNTAMIENTO = `mutation($input: UnlinkAyuntamientoFromEntradaSalidaInput!) { unlinkAyuntamientoFromEntradaSalida(input: $input) { __typename
  ... on UnlinkAyuntamientoFromEntradaSalidaPayload { entradaSalida { ayuntamiento { id } } } ${ERRORS} } }`;
const DELETE = `mutation($input: DeleteEntradaSalidaInput!) { deleteEntradaSalida(input: $input) { __typename
  ... on DeleteEntradaSalidaPayload { deletedId detalles { entradaSalidaId observacionesEliminadas archivosEliminados archivosNoEncontrados } animal { entradasSalidasCount } }
  ${ERRORS} } }`;
const FICHA = `query($databaseId: Int!) { hoyEnRefugio animal(databaseId: $databaseId) {
  entradasSalidas(first: 50) { totalCount edges { node { databaseId fechaLlegada fechaSalida destino { databaseId } datosEntrada { dni } datosSalida { dni } ayuntamiento { cif } } } } } }`;

const persona = { dni: "48123456-k", nombre: "Pilar", apellido1: "Moreno", localidad: "Teruel", provincia: "Teruel", telefono1: "678000111" };

describe("entries and exits over GraphQL", () => {
  const t = testAppForSuite({ users: { veterinaria: 3 } });
  beforeAll(() => registeredShelter(t.db.prisma));

  const gql = (query: string, input: object, as: string | undefined = t.tokens.veterinaria) => t.graphql(query, { input }, as);
  const newAnimal = async () => {
    const animal = await t.db.prisma.animal.create({ data: { registro: "2026/9", nombre: "Kira", ...adoptable() } });
    return { databaseId: animal.id, id: encodeGlobalID("Animal", animal.id) };
  };

  test("without a session every mutation answers UNAUTHENTICATED", async () => {
    const animal = await newAnimal();
    const result = await t.graphql(OPEN, { input: { animalId: animal.id } });
    expect(result.data?.openEntradaSalida).toMatchObject({ __typename: "AppError", code: "UNAUTHENTICATED" });
    const query = await t.graphql(FICHA, { databaseId: animal.databaseId });
    expect(query.errors?.length).toBeGreaterThan(0);
  });

  test("Añadir Entrada: the new edge with the spec's defaults, then OPEN_STAY_EXISTS with the spec's message", async () => {
    const animal = await newAnimal();
    const opened = (await gql(OPEN, { animalId: animal.id })).data.openEntradaSalida;
    expect(opened).toMatchObject({
      __typename: "OpenEntradaSalidaPayload",
      entradaSalidaEdge: { node: { destino: { databaseId: 6 }, procedencia: null, diasEnRefugio: 0 } },
      animal: { entradasSalidasCount: 1 },
    });
    const ficha = await t.graphql(FICHA, { databaseId: animal.databaseId }, t.tokens.veterinaria);
    expect(opened.entradaSalidaEdge.node.fechaLlegada).toBe(ficha.data.hoyEnRefugio);
    const again = (await gql(OPEN, { animalId: animal.id })).data.openEntradaSalida;
    expect(again).toEqual({ __typename: "AppError", message: OPEN_STAY, code: "OPEN_STAY_EXISTS", field: null });
  });

  test("50 concurrent opens for one animal: one payload and 49 OPEN_STAY_EXISTS, never an internal error", async () => {
    const animal = await newAnimal();
    const results = await Promise.all(Array.from({ length: 50 }, () => gql(OPEN, { animalId: animal.id })));
    expect(results.flatMap((result) => result.errors ?? [])).toEqual([]);
    const answers = results.map((result) => result.data.openEntradaSalida);
    const opened = answers.filter((answer) => answer.__typename === "OpenEntradaSalidaPayload");
    expect(opened).toHaveLength(1);
    expect(opened[0]).toMatchObject({ entradaSalidaEdge: { node: { destino: { databaseId: 6 } } }, animal: { entradasSalidasCount: 1 } });
    const refused = answers.filter((answer) => answer.__typename !== "OpenEntradaSalidaPayload");
    expect(refused).toHaveLength(49);
    for (const answer of refused) expect(answer).toEqual({ __typename: "AppError", message: OPEN_STAY, code: "OPEN_STAY_EXISTS", field: null });
    expect(await t.db.prisma.entradaSalida.count({ where: { animalId: animal.databaseId } })).toBe(1);
  });

  test("General: each rule answers on its field; a valid close, a new open stay, newest first", async () => {
    const animal = await newAnimal();
    const { id, databaseId } = (await gql(OPEN, { animalId: animal.id })).data.openEntradaSalida.entradaSalidaEdge.node;
    const save = (fields: object) => gql(GENERAL, { id, procedenciaId: 2, fechaLlegada: "2026-02-01", destinoId: 6, ...fields });
    const refused = async (fields: object) => (await save(fields)).data.saveEntradaSalidaGeneral;
    expect(await refused({ procedenciaId: 0 })).toMatchObject({
      __typename: "ValidationError",
      field: "procedenciaId",
      message: "Debe seleccionar una Procedencia",
    });
    expect(await refused({ destinoId: 3 })).toMatchObject({ field: "fechaSalida" });
    expect(await refused({ destinoId: 3, fechaSalida: "2026-01-31" })).toMatchObject({
      message: "La fecha de salida no puede ser anterior a la fecha de llegada",
    });
    expect(await refused({ fechaLlegada: "2999-12-31" })).toMatchObject({ field: "fechaLlegada", message: "La fecha de llegada no puede ser posterior a hoy" });
    expect(await refused({ fechaLlegada: null })).toMatchObject({ field: "fechaLlegada", message: "La Fecha de Llegada es obligatoria" });
    const closed = (await save({ destinoId: 3, fechaSalida: "2026-02-11" })).data.saveEntradaSalidaGeneral;
    expect(closed).toEqual({
      __typename: "SaveEntradaSalidaGeneralPayload",
      entradaSalida: {
        id,
        fechaLlegada: "2026-02-01",
        fechaSalida: "2026-02-11",
        destino: { destino: "Adopción" },
        procedencia: { procedencia: "Recogida en la vía pública" },
        diasEnRefugio: 10,
      },
    });
    const second = (await gql(OPEN, { animalId: animal.id })).data.openEntradaSalida.entradaSalidaEdge.node;
    const list = (await t.graphql(FICHA, { databaseId: animal.databaseId }, t.tokens.veterinaria)).data.animal.entradasSalidas;
    expect(list.totalCount).toBe(2);
    expect(list.edges.map((e: { node: { databaseId: number } }) => e.node.databaseId)).toEqual([second.databaseId, databaseId]);
  });

  test("people from the ficha: created and linked, updated in place, unlinked; the town hall by CIF likewise", async () => {
    const animal = await newAnimal();
    const { id } = (await gql(OPEN, { animalId: animal.id })).data.openEntradaSalida.entradaSalidaEdge.node;
    const missing = (await gql(SAVE_PERSONA, { entradaSalidaId: id, role: "ENTRADA", ...persona, nombre: " " })).data.savePersonaFromFicha;
    expect(missing).toMatchObject({ __typename: "ValidationError", message: "Error de validación: Todos los campos marcados con * son obligatorios" });
    const created = (await gql(SAVE_PERSONA, { entradaSalidaId: id, role: "SALIDA", ...persona })).data.savePersonaFromFicha;
    expect(created).toMatchObject({ persona: { dni: "48123456K" }, entradaSalida: { datosEntrada: null, datosSalida: { dni: "48123456K" } } });
    const duplicate = (await gql(SAVE_PERSONA, { entradaSalidaId: id, role: "ENTRADA", ...persona })).data.savePersonaFromFicha;
    expect(duplicate).toMatchObject({ __typename: "AppError", code: "DNI_TAKEN", field: "dni" });
    const updated = (await gql(SAVE_PERSONA, { entradaSalidaId: id, role: "ENTRADA", personaId: created.persona.id, ...persona, localidad: "Alcañiz" })).data
      .savePersonaFromFicha;
    expect(updated).toMatchObject({
      persona: { localidad: "Alcañiz" },
      entradaSalida: { datosEntrada: { dni: "48123456K" }, datosSalida: { dni: "48123456K" } },
    });
    const unlinked = (await gql(UNLINK_PERSONA, { entradaSalidaId: id, role: "SALIDA" })).data.unlinkPersonaFromEntradaSalida;
    expect(unlinked.entradaSalida).toEqual({ datosEntrada: { id: created.persona.id }, datosSalida: null });

    const ayuntamiento = (await gql(SAVE_AYUNTAMIENTO, { entradaSalidaId: id, cif: "p-4421600-i", ayuntamiento: "Teruel" })).data.saveAyuntamientoFromFicha;
    expect(ayuntamiento).toMatchObject({ ayuntamiento: { cif: "P4421600I" }, entradaSalida: { ayuntamiento: { cif: "P4421600I" } } });
    const badPostal = (await gql(SAVE_AYUNTAMIENTO, { entradaSalidaId: id, cif: "P4421600I", ayuntamiento: "Teruel", codigoPostal: "44" })).data
      .saveAyuntamientoFromFicha;
    expect(badPostal).toMatchObject({ message: "El código postal debe tener 5 dígitos" });
    expect((await gql(UNLINK_AYUNTAMIENTO, { entradaSalidaId: id })).data.unlinkAyuntamientoFromEntradaSalida.entradaSalida).toEqual({ ayuntamiento: null });
    const gone = (await gql(UNLINK_AYUNTAMIENTO, { entradaSalidaId: encodeGlobalID("EntradaSalida", 987_654) })).data.unlinkAyuntamientoFromEntradaSalida;
    expect(gone).toMatchObject({ __typename: "AppError", code: "NOT_FOUND", message: "No se encontró la entrada/salida" });
  });

  test("Eliminar E/S: SEGURO required; the payload carries the deleted id, the details and the new count", async () => {
    const animal = await newAnimal();
    const { id, databaseId } = (await gql(OPEN, { animalId: animal.id })).data.openEntradaSalida.entradaSalidaEdge.node;
    await t.db.prisma.observacion.create({ data: { entradaSalidaId: databaseId, descripcion: "Chip puesto" } });
    // Unlike the REST facade's bare DELETE, GraphQL always needs the word.
    for (const input of [{ id, confirmacion: "SEGUR" }, { id }]) {
      expect((await gql(DELETE, input)).data.deleteEntradaSalida).toMatchObject({
        __typename: "ValidationError",
        message: 'Debe escribir "SEGURO" para confirmar la eliminación',
      });
    }
    expect((await gql(DELETE, { id, confirmacion: "SEGURO" })).data.deleteEntradaSalida).toEqual({
      __typename: "DeleteEntradaSalidaPayload",
      deletedId: id,
      detalles: { entradaSalidaId: databaseId, observacionesEliminadas: 1, archivosEliminados: 0, archivosNoEncontrados: 0 },
      animal: { entradasSalidasCount: 0 },
    });
  });
});
