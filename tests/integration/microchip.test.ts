/**
 * Issue 26, "Microchip": ISO 11784 numbers are stored normalised, a second ficha with the same
 * valid microchip is refused naming the first (REST and GraphQL), other identifications are kept
 * with a warning flag, and the list finds a ficha by its chip as a reader shows it.
 */
import { describe, expect, test } from "vitest";
import { testAppForSuite } from "../helpers/testApp.ts";

const ficha = { registro: "2026/CHIP-1", nombre: "Trufa", tipo_id: 1, talla_id: 2, sexo_id: 2, edad_anios: 2, edad_meses: 0, source: "registro" };

const CREATE = `mutation ($input: CreateAnimalInput!) { createAnimal(input: $input) {
  __typename ... on Error { message } ... on AppError { code field }
  ... on CreateAnimalPayload { animalEdge { node { databaseId identificacion identificacionNoIso } } } } }`;
const UPDATE = `mutation ($input: UpdateAnimalInput!) { updateAnimal(input: $input) {
  __typename ... on Error { message } ... on AppError { code field } ... on UpdateAnimalPayload { animal { identificacion } } } }`;
const LIST = `query ($search: String) { animales(search: $search, first: 10) { totalCount edges { node { registro identificacion identificacionNoIso } } } }`;

describe("microchips", () => {
  const t = testAppForSuite({ users: { cuidadora: 2 } });
  const post = (payload: Record<string, unknown>) =>
    t.rest({ method: "POST", url: "/api/animales", token: t.tokens.cuidadora, payload: { ...ficha, ...payload } });
  const gqlInput = (overrides: Record<string, unknown>) => ({
    registro: "GQL-CHIP",
    nombre: "Mora",
    identificacion: null,
    tipoId: 2,
    tallaId: 1,
    sexoId: 1,
    edadAnios: 1,
    edadMeses: 0,
    ...overrides,
  });

  test("a reader's 16 digits are stored as the 15 of the standard; a tattoo is kept as typed and flagged", async () => {
    const chip = (await post({ registro: "2026/CHIP-2", identificacion: "0724098100000017" })).json();
    expect([chip.identificacion, chip.identificacion_no_iso]).toEqual(["724098100000017", false]);
    const spaced = (await post({ registro: "2026/CHIP-3", identificacion: " 724 098 100 000 018 " })).json();
    expect(spaced.identificacion).toBe("724098100000018");
    const tattoo = (await post({ registro: "2026/CHIP-4", identificacion: "TAT B-1234" })).json();
    expect([tattoo.identificacion, tattoo.identificacion_no_iso]).toEqual(["TAT B-1234", true]);
    const outOfRange = (await post({ registro: "2026/CHIP-5", identificacion: "724274877906944" })).json();
    expect([outOfRange.identificacion, outOfRange.identificacion_no_iso]).toEqual(["724274877906944", true]);
    const none = (await post({ registro: "2026/CHIP-6", identificacion: "" })).json();
    expect([none.identificacion, none.identificacion_no_iso]).toEqual([null, false]);
    const listed = (await t.rest({ method: "GET", url: "/api/animales/lista?filtro=CHIP-4", token: t.tokens.cuidadora })).json();
    expect(listed.map((row: { identificacion_no_iso: boolean }) => row.identificacion_no_iso)).toEqual([true]);
    const read = (await t.rest({ method: "GET", url: `/api/animales/${tattoo.id}`, token: t.tokens.cuidadora })).json();
    expect(read.identificacion_no_iso).toBe(true);
  });

  test("a second ficha with the same valid microchip is refused naming the first, over REST and GraphQL", async () => {
    const first = (await post({ registro: "2026/LUNA", nombre: "Luna", identificacion: "941000000000123" })).json();
    const message = "El microchip 941000000000123 ya está en la ficha con registro 2026/LUNA (Luna)";

    const again = await post({ registro: "2026/OTRA", identificacion: "0941000000000123" });
    expect([again.statusCode, again.json()]).toEqual([409, { message, code: "MICROCHIP_TAKEN", field: "identificacion" }]);

    const viaGraphql = (await t.graphql(CREATE, { input: gqlInput({ identificacion: "941 000 000 000 123" }) }, t.tokens.cuidadora)).data.createAnimal;
    expect(viaGraphql).toEqual({ __typename: "AppError", message, code: "MICROCHIP_TAKEN", field: "identificacion" });

    // Moving the chip onto another ficha by an update is refused the same way.
    const other = (await post({ registro: "2026/OTRA", identificacion: null })).json();
    const moved = await t.rest({
      method: "PUT",
      url: `/api/animales/${other.id}`,
      token: t.tokens.cuidadora,
      payload: { ...ficha, identificacion: "941000000000123" },
    });
    expect([moved.statusCode, moved.json().message]).toEqual([409, message]);
    const movedViaGraphql = await t.graphql(
      UPDATE,
      { input: { ...gqlInput({ identificacion: "941000000000123" }), id: Buffer.from(`Animal:${other.id}`).toString("base64") } },
      t.tokens.cuidadora,
    );
    expect(movedViaGraphql.data.updateAnimal).toMatchObject({ code: "MICROCHIP_TAKEN", message });

    // The ficha that has it keeps saving with it.
    const kept = await t.rest({
      method: "PUT",
      url: `/api/animales/${first.id}`,
      token: t.tokens.cuidadora,
      payload: { ...ficha, nombre: "Luna", identificacion: "0941000000000123" },
    });
    expect([kept.statusCode, kept.json().identificacion]).toEqual([200, "941000000000123"]);
    expect(await t.db.prisma.animal.count({ where: { identificacion: "941000000000123" } })).toBe(1);
  });

  test("the same identification that is not a valid microchip may repeat (old tattoos, foreign tags)", async () => {
    for (const registro of ["2026/TAT-A", "2026/TAT-B"]) expect((await post({ registro, identificacion: "999000000000001" })).statusCode).toBe(201);
    for (const registro of ["2026/TAT-C", "2026/TAT-D"]) expect((await post({ registro, identificacion: "TATUAJE 7" })).statusCode).toBe(201);
  });

  test("the list finds a ficha by its chip as the reader shows it, and the database itself refuses a second ficha with the chip", async () => {
    await post({ registro: "2026/NIEBLA", nombre: "Niebla", identificacion: "724098100000555" });
    for (const search of ["0724098100000555", "724098100000555", "724 098 100 000 555", "100000555"]) {
      const found = (await t.graphql(LIST, { search }, t.tokens.cuidadora)).data.animales;
      expect([search, found.edges.map((e: { node: { registro: string } }) => e.node.registro)]).toEqual([search, ["2026/NIEBLA"]]);
    }
    const rest = (await t.rest({ method: "GET", url: "/api/animales/lista?filtro=0724098100000555", token: t.tokens.cuidadora })).json();
    expect(rest.map((row: { registro: string }) => row.registro)).toEqual(["2026/NIEBLA"]);

    await expect(t.db.prisma.animal.create({ data: { registro: "2026/DIRECTO", nombre: "X", identificacion: "724098100000555" } })).rejects.toThrow(
      /microchip/,
    );
  });
});
