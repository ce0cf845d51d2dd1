/**
 * Issue 26, "Adoption preconditions" (Ley 7/2023, art. 58): an exit that becomes an adoption is
 * refused, over REST and GraphQL alike, when the animal has no valid microchip (58.1), is a dog,
 * cat or ferret under 8 weeks on the exit day (58.3), or is not sterilised without the adopter's
 * commitment; each check can be turned off by an administrator.
 */
import { encodeGlobalID } from "@pothos/plugin-relay";
import { beforeAll, describe, expect, test } from "vitest";
import { insertStay, registeredShelter } from "../helpers/fixtures.ts";
import { testAppForSuite } from "../helpers/testApp.ts";

const NOT_IDENTIFIED = "El animal no tiene un microchip ISO 11784 válido: sin identificar no se puede ceder ni dar en adopción (Ley 7/2023, art. 58.1)";
const NOT_STERILISED =
  "El animal no consta como esterilizado: márquelo como esterilizado en la ficha o marque el compromiso de esterilización del adoptante con su fecha límite";

const GENERAL = `mutation($input: SaveEntradaSalidaGeneralInput!) { saveEntradaSalidaGeneral(input: $input) { __typename
  ... on SaveEntradaSalidaGeneralPayload { entradaSalida { destino { databaseId } compromisoEsterilizacion fechaLimiteEsterilizacion } }
  ... on Error { message } ... on AppError { code field } } }`;

let chips = 0;
const chip = () => `724098100${String(++chips).padStart(6, "0")}`;

describe("adoption preconditions", () => {
  const t = testAppForSuite({ users: { directora: 1, marta: 2 } });
  const rest = (method: "GET" | "POST" | "PUT", url: string, payload?: object, token = t.tokens.marta) => t.rest({ method, url, payload, token });
  beforeAll(() => registeredShelter(t.db.prisma));

  /** An animal (a dog unless told) in the shelter since 2026-01-10, and its open stay's id. */
  async function inShelter(animal: Record<string, unknown>): Promise<{ animalId: number; stayId: number }> {
    const created = await rest("POST", "/api/animales", { registro: "2026/A", nombre: "Kira", tipo_id: 1, talla_id: 2, sexo_id: 2, ...animal });
    expect(created.statusCode).toBe(201);
    const stay = await insertStay(t.db.prisma, created.json().id, { fechaLlegada: "2026-01-10" });
    return { animalId: created.json().id, stayId: stay.id };
  }
  const adopt = (stayId: number, fields: object = {}) =>
    rest("PUT", `/api/entradas-salidas/${stayId}`, {
      procedencia_id: 2,
      fecha_llegada: "2026-01-10",
      destino_id: 3,
      fecha_salida: "2026-03-10",
      source: "general",
      ...fields,
    });
  const destinoOf = async (stayId: number) => (await t.db.prisma.entradaSalida.findUniqueOrThrow({ where: { id: stayId } })).destinoId;

  test("an unidentified, unsterilised dog: refused over REST and GraphQL with everything missing, and the stay stays open", async () => {
    const { stayId } = await inShelter({ edad_anios: 2 });
    const refused = await adopt(stayId);
    expect([refused.statusCode, refused.json()]).toEqual([
      409,
      { message: `No se puede registrar la adopción: ${NOT_IDENTIFIED}. ${NOT_STERILISED}.`, code: "ADOPTION_BLOCKED", field: "identificacion" },
    ]);
    const viaGraphql = await t.graphql(
      GENERAL,
      { input: { id: encodeGlobalID("EntradaSalida", stayId), procedenciaId: 2, fechaLlegada: "2026-01-10", destinoId: 3, fechaSalida: "2026-03-10" } },
      t.tokens.marta,
    );
    expect(viaGraphql.data.saveEntradaSalidaGeneral).toEqual({
      __typename: "AppError",
      message: refused.json().message,
      code: "ADOPTION_BLOCKED",
      field: "identificacion",
    });
    expect(await destinoOf(stayId)).toBe(6);
    // Other exits are not adoptions: a return to the owner (destino 4) is not checked.
    expect((await adopt(stayId, { destino_id: 4 })).statusCode).toBe(200);
  });

  test("under 8 weeks on the exit day, from the birth date; exactly 8 weeks passes; '1 mes' without a birth date asks for it", async () => {
    const young = await inShelter({ identificacion: chip(), esterilizado: true, fecha_nacimiento: "2026-01-20" });
    const refused = (await adopt(young.stayId, { fecha_salida: "2026-03-16" })).json();
    expect(refused).toEqual({
      message:
        "No se puede registrar la adopción: El animal tiene 55 días el día de la salida (nació el 20/01/2026): perros, gatos y hurones no se pueden ceder con menos de 8 semanas (Ley 7/2023, art. 58.3).",
      code: "ADOPTION_BLOCKED",
      field: "fecha_nacimiento",
    });
    expect((await adopt(young.stayId, { fecha_salida: "2026-03-17" })).statusCode).toBe(200);

    const oneMonth = await inShelter({ identificacion: chip(), esterilizado: true, edad_anios: 0, edad_meses: 1 });
    expect((await adopt(oneMonth.stayId)).json().message).toContain("El animal tiene 1 mes, que puede ser menos de 8 semanas: indique su fecha de nacimiento");
    // 0 years 0 months is the form's default: the age is not known, so it is not checked.
    const unknownAge = await inShelter({ identificacion: chip(), esterilizado: true, edad_anios: 0, edad_meses: 0 });
    expect((await adopt(unknownAge.stayId)).statusCode).toBe(200);
  });

  test("an unsterilised cat: the commitment needs its deadline, then the adoption stands with it", async () => {
    const { stayId } = await inShelter({ identificacion: chip(), tipo_id: 2, esterilizado: false, edad_anios: 1 });
    expect((await adopt(stayId, { compromiso_esterilizacion: true })).json()).toMatchObject({
      message: "No se puede registrar la adopción: Falta la fecha límite del compromiso de esterilización.",
      field: "compromiso_esterilizacion",
    });
    const adopted = await adopt(stayId, { compromiso_esterilizacion: true, fecha_limite_esterilizacion: "2026-09-10" });
    expect([adopted.statusCode, adopted.json()]).toMatchObject([
      200,
      { destino_id: 3, compromiso_esterilizacion: true, fecha_limite_esterilizacion: "2026-09-10" },
    ]);
    // Once an adoption, a later save is history: it is not checked again.
    expect((await adopt(stayId, { compromiso_esterilizacion: false, fecha_limite_esterilizacion: null })).statusCode).toBe(200);
  });

  test("a rabbit (tipo Conejo, 'otro' for the law) needs its microchip only; a sterilised adult dog with a chip passes", async () => {
    const rabbit = await inShelter({ tipo_id: 4, edad_anios: 0, edad_meses: 1 });
    expect((await adopt(rabbit.stayId)).json().message).toBe(`No se puede registrar la adopción: ${NOT_IDENTIFIED}.`);
    const chipped = await inShelter({ tipo_id: 4, identificacion: chip(), edad_anios: 0, edad_meses: 1 });
    expect((await adopt(chipped.stayId)).statusCode).toBe(200);
    const dog = await inShelter({ identificacion: chip(), esterilizado: true, edad_anios: 3 });
    expect((await adopt(dog.stayId)).statusCode).toBe(200);
  });

  test("a new E/S created already as an adoption is checked too", async () => {
    const { animalId } = await inShelter({ edad_anios: 2 });
    const created = await rest("POST", "/api/entradas-salidas", {
      animal_id: animalId,
      procedencia_id: 2,
      fecha_llegada: "2025-12-01",
      destino_id: 3,
      fecha_salida: "2025-12-20",
    });
    expect([created.statusCode, created.json().code]).toEqual([409, "ADOPTION_BLOCKED"]);
  });

  test("an administrator turns checks off (logged); others may read them but not change them; the switches decide", async () => {
    const initial = await rest("GET", "/api/refugio/condiciones-adopcion");
    expect(initial.json()).toEqual({
      identificacion: true,
      edad_minima: true,
      esterilizacion: true,
      adoptante: true,
      mayoria_edad: true,
      edad_por_fecha: false,
      nucleo_zoologico: true,
    });
    const byEmployee = await rest("PUT", "/api/refugio/condiciones-adopcion", { identificacion: false, edad_minima: true, esterilizacion: true });
    expect(byEmployee.statusCode).toBe(403);
    const partial = await rest("PUT", "/api/refugio/condiciones-adopcion", { identificacion: false }, t.tokens.directora);
    expect([partial.statusCode, partial.json().message]).toEqual([400, "Cada condición de adopción debe estar activada o desactivada"]);

    const off = await rest("PUT", "/api/refugio/condiciones-adopcion", { identificacion: false, edad_minima: true, esterilizacion: false }, t.tokens.directora);
    // The later switches left out keep what is stored.
    expect(off.json()).toMatchObject({ identificacion: false, edad_minima: true, esterilizacion: false, adoptante: true, nucleo_zoologico: true });
    expect(
      await t.db.prisma.actividad.count({
        where: {
          tabla: "refugio",
          descripcion:
            "Condiciones de adopción: microchip no, 8 semanas sí, esterilización no, puede adoptar sí, mayoría de edad sí, edad solo por fecha de nacimiento no, núcleo zoológico sí",
        },
      }),
    ).toBe(1);
    const viaGraphql = await t.graphql("{ refugio { condicionesAdopcion { identificacion edadMinima esterilizacion } } }", {}, t.tokens.marta);
    expect(viaGraphql.data.refugio.condicionesAdopcion).toEqual({ identificacion: false, edadMinima: true, esterilizacion: false });

    const { stayId } = await inShelter({ edad_anios: 2 });
    expect((await adopt(stayId)).statusCode).toBe(200);

    const graphqlSave = await t.graphql(
      `mutation($input: UpdateCondicionesAdopcionInput!) { updateCondicionesAdopcion(input: $input) { __typename
        ... on UpdateCondicionesAdopcionPayload { refugio { condicionesAdopcion { identificacion edadMinima esterilizacion } } } ... on AppError { code } } }`,
      { input: { identificacion: true, edadMinima: true, esterilizacion: true } },
      t.tokens.directora,
    );
    expect(graphqlSave.data.updateCondicionesAdopcion.refugio.condicionesAdopcion).toEqual({ identificacion: true, edadMinima: true, esterilizacion: true });
    const again = await inShelter({ edad_anios: 2 });
    expect((await adopt(again.stayId)).statusCode).toBe(409);
  });

  test("the ficha's birth date computes years and months; sterilisation and dates are kept when a client leaves them out", async () => {
    const created = await rest("POST", "/api/animales", {
      registro: "2026/B",
      nombre: "Bimba",
      tipo_id: 2,
      talla_id: 1,
      sexo_id: 2,
      edad_anios: 9,
      fecha_nacimiento: "2024-01-15",
      esterilizado: true,
      fecha_esterilizacion: "2025-02-01",
    });
    const animal = created.json();
    expect(animal).toMatchObject({ fecha_nacimiento: "2024-01-15", esterilizado: true, fecha_esterilizacion: "2025-02-01" });
    expect(animal.edad_anios).toBeLessThan(9);
    const spec = await rest("PUT", `/api/animales/${animal.id}`, { registro: "2026/B", nombre: "Bimba", tipo_id: 2, talla_id: 1, sexo_id: 2 });
    expect(spec.json()).toMatchObject({ fecha_nacimiento: "2024-01-15", esterilizado: true, fecha_esterilizacion: "2025-02-01" });
    const future = await rest("PUT", `/api/animales/${animal.id}`, {
      registro: "2026/B",
      nombre: "Bimba",
      tipo_id: 2,
      talla_id: 1,
      sexo_id: 2,
      fecha_nacimiento: "2999-01-01",
    });
    expect([future.statusCode, future.json()]).toEqual([
      400,
      { message: "La fecha de nacimiento no puede ser posterior a hoy", code: "VALIDATION", field: "fecha_nacimiento" },
    ]);
    const cleared = await rest("PUT", `/api/animales/${animal.id}`, {
      registro: "2026/B",
      nombre: "Bimba",
      tipo_id: 2,
      talla_id: 1,
      sexo_id: 2,
      esterilizado: null,
      fecha_nacimiento: null,
    });
    expect(cleared.json()).toMatchObject({ fecha_nacimiento: null, esterilizado: null, fecha_esterilizacion: "2025-02-01" });
  });
});
