/**
 * Issue 26, "Adoption preconditions", second part: the adopter ('Puede adoptar', of age by birth
 * date or confirmation), the shelter's núcleo zoológico number (Ley 7/2023, art. 58.4), their
 * switches, the same checks when the adoption contract is generated, and the administrator's
 * override with a written reason (in the activity log, printed nowhere).
 */
import { encodeGlobalID } from "@pothos/plugin-relay";
import { beforeEach, describe, expect, test } from "vitest";
import { adoptable, insertAnimal, insertObservation, insertStay, SHELTER } from "../helpers/fixtures.ts";
import { readPdf } from "../helpers/pdf.ts";
import { testAppForSuite } from "../helpers/testApp.ts";

const CANNOT_ADOPT = "El adoptante no está marcado como 'Puede adoptar' en sus datos de persona";
const AGE_UNKNOWN = "No consta que el adoptante sea mayor de edad: indique su fecha de nacimiento o marque 'Es mayor de edad' en sus datos de persona";
const NO_NUCLEO =
  "Falta el nº de registro de núcleo zoológico del refugio en 'Datos del refugio': solo los centros y entidades registrados pueden dar animales en adopción (Ley 7/2023, art. 58.4)";
const ALL_ON = {
  identificacion: true,
  edad_minima: true,
  esterilizacion: true,
  adoptante: true,
  mayoria_edad: true,
  edad_por_fecha: false,
  nucleo_zoologico: true,
};

let dnis = 0;
/** A valid DNI (its check letter) per call. */
function dni(): string {
  const number = 30_000_000 + ++dnis;
  return `${number}${"TRWAGMYFPDXBNJZSQVHLCKE"[number % 23]}`;
}

describe("adoption preconditions: the adopter, the shelter and the override", () => {
  const t = testAppForSuite({ users: { directora: 1, marta: 2 } });
  const rest = (method: "GET" | "POST" | "PUT", url: string, payload?: object, token = t.tokens.marta) => t.rest({ method, url, payload, token });

  beforeEach(async () => {
    await t.db.prisma.refugio.upsert({ where: { id: 1 }, create: { id: 1, ...SHELTER }, update: { ...SHELTER } });
    expect((await rest("PUT", "/api/refugio/condiciones-adopcion", ALL_ON, t.tokens.directora)).statusCode).toBe(200);
  });

  /** A person over REST with the spec's fields and `extra`. */
  async function person(extra: object = {}): Promise<number> {
    const created = await rest("POST", "/api/personas", {
      dni: dni(),
      nombre: "Lucía",
      apellido1: "Peña",
      localidad: "Guadalajara",
      provincia: "Guadalajara",
      telefono1: "600111222",
      ...extra,
    });
    expect(created.statusCode, created.body).toBe(201);
    return created.json().id;
  }

  /** An adoptable dog in the shelter since 2026-01-10: its id and its open stay's. */
  async function inShelter(): Promise<{ animalId: number; stayId: number }> {
    const animal = await insertAnimal(t.db.prisma, adoptable());
    return { animalId: animal.id, stayId: (await insertStay(t.db.prisma, animal.id, { fechaLlegada: "2026-01-10" })).id };
  }

  const adopt = (stayId: number, fields: object = {}, token = t.tokens.marta) =>
    rest(
      "PUT",
      `/api/entradas-salidas/${stayId}`,
      { procedencia_id: 2, fecha_llegada: "2026-01-10", destino_id: 3, fecha_salida: "2026-03-10", source: "general", ...fields },
      token,
    );

  test("the person's birth date and 'Es mayor de edad' over REST and GraphQL; a spec client leaving them out keeps them", async () => {
    const id = await person({ fecha_nacimiento: "1990-05-02", mayor_edad: true });
    const read = (await rest("GET", `/api/personas/${id}`)).json();
    expect(read).toMatchObject({ fecha_nacimiento: "1990-05-02", mayor_edad: true, adopcion: true });
    const spec = await rest("PUT", `/api/personas/${id}`, {
      dni: read.dni,
      nombre: "Lucía",
      apellido1: "Peña",
      localidad: "Sigüenza",
      provincia: "Guadalajara",
      telefono1: "600111222",
    });
    expect(spec.json()).toMatchObject({ localidad: "Sigüenza", fecha_nacimiento: "1990-05-02", mayor_edad: true });
    const bad = await rest("PUT", `/api/personas/${id}`, { ...read, fecha_nacimiento: "1990-13-45" });
    expect([bad.statusCode, bad.json().code, bad.json().field]).toEqual([400, "VALIDATION", "fecha_nacimiento"]);
    const viaGraphql = await t.graphql(
      `mutation($input: UpdatePersonaInput!) { updatePersona(input: $input) { __typename
        ... on UpdatePersonaPayload { persona { fechaNacimiento mayorEdad } } ... on Error { message } } }`,
      {
        input: {
          id: encodeGlobalID("Persona", id),
          dni: read.dni,
          nombre: "Lucía",
          apellido1: "Peña",
          localidad: "Sigüenza",
          provincia: "Guadalajara",
          telefono1: "600111222",
          fechaNacimiento: null,
          mayorEdad: false,
        },
      },
      t.tokens.marta,
    );
    expect(viaGraphql.data.updatePersona).toEqual({ __typename: "UpdatePersonaPayload", persona: { fechaNacimiento: null, mayorEdad: false } });
  });

  test("an adopter who may not adopt and is not shown of age, and no núcleo zoológico: one refusal listing all three", async () => {
    const adopter = await person({ adopcion: false });
    await t.db.prisma.refugio.update({ where: { id: 1 }, data: { nucleoZoologico: null } });
    const { stayId } = await inShelter();
    const refused = await adopt(stayId, { datos_salida_id: adopter });
    expect([refused.statusCode, refused.json()]).toEqual([
      409,
      { message: `No se puede registrar la adopción: ${CANNOT_ADOPT}. ${AGE_UNKNOWN}. ${NO_NUCLEO}.`, code: "ADOPTION_BLOCKED", field: "adopcion" },
    ]);
    expect((await t.db.prisma.entradaSalida.findUniqueOrThrow({ where: { id: stayId } })).destinoId).toBe(6);
  });

  test("of age: a birth date 18 years before the exit day, or the confirmation; the setting asks for the birth date", async () => {
    const minor = await person({ fecha_nacimiento: "2008-03-11", mayor_edad: true });
    const first = await inShelter();
    expect((await adopt(first.stayId, { datos_salida_id: minor })).json().message).toBe(
      "No se puede registrar la adopción: El adoptante tiene 17 años según su fecha de nacimiento (11/03/2008): debe ser mayor de edad.",
    );
    const eighteen = await person({ fecha_nacimiento: "2008-03-10" });
    expect((await adopt(first.stayId, { datos_salida_id: eighteen })).statusCode).toBe(200);

    const confirmed = await person({ mayor_edad: true });
    const second = await inShelter();
    await rest("PUT", "/api/refugio/condiciones-adopcion", { ...ALL_ON, edad_por_fecha: true }, t.tokens.directora);
    expect((await adopt(second.stayId, { datos_salida_id: confirmed })).json()).toMatchObject({
      message: "No se puede registrar la adopción: Falta la fecha de nacimiento del adoptante, necesaria para comprobar que es mayor de edad.",
      field: "fecha_nacimiento",
    });
    await rest("PUT", "/api/refugio/condiciones-adopcion", ALL_ON, t.tokens.directora);
    expect((await adopt(second.stayId, { datos_salida_id: confirmed })).statusCode).toBe(200);
  });

  test("an exit with no adopter yet is not checked for one (the spec's process links the person after); the contract then is", async () => {
    const { animalId, stayId } = await inShelter();
    expect((await adopt(stayId)).statusCode).toBe(200);
    const adopter = await person();
    await t.db.prisma.entradaSalida.update({ where: { id: stayId }, data: { datosSalidaId: adopter } });
    const contract = await rest("POST", "/api/reports/generate", { type: "contrato-adopcion", animalId, entradaSalidaId: stayId });
    expect([contract.statusCode, contract.json()]).toEqual([
      409,
      { message: `No se puede registrar la adopción: ${AGE_UNKNOWN}.`, code: "ADOPTION_BLOCKED", field: "mayor_edad" },
    ]);
    expect(await t.db.prisma.documentoGenerado.count({ where: { entradaSalidaId: stayId } })).toBe(0);
  });

  test("each switch turns its check off", async () => {
    const adopter = await person({ adopcion: false });
    await t.db.prisma.refugio.update({ where: { id: 1 }, data: { nucleoZoologico: "" } });
    const { stayId } = await inShelter();
    const off = { ...ALL_ON, adoptante: false, mayoria_edad: false, nucleo_zoologico: false };
    expect((await rest("PUT", "/api/refugio/condiciones-adopcion", off, t.tokens.directora)).json()).toEqual(off);
    expect((await adopt(stayId, { datos_salida_id: adopter })).statusCode).toBe(200);
  });

  test("the override: administrators only (403 before the reason is read), a reason required and bounded, logged and printed nowhere", async () => {
    const adopter = await person();
    const { animalId, stayId } = await inShelter();
    const byEmployee = await adopt(stayId, { datos_salida_id: adopter, motivo_excepcion: ["no es un texto"] });
    expect([byEmployee.statusCode, byEmployee.json().code]).toEqual([403, "FORBIDDEN"]);
    const empty = await adopt(stayId, { datos_salida_id: adopter, motivo_excepcion: "  " }, t.tokens.directora);
    expect([empty.statusCode, empty.json()]).toEqual([
      400,
      { message: "Escriba el motivo para registrar la adopción sin cumplir las condiciones", code: "VALIDATION", field: "motivo_excepcion" },
    ]);
    const long = await adopt(stayId, { datos_salida_id: adopter, motivo_excepcion: "x".repeat(501) }, t.tokens.directora);
    expect([long.statusCode, long.json().message]).toEqual([400, "El motivo no puede superar 500 caracteres"]);

    const reason = "Adoptante de 40 años con DNI visto en mano; la ficha se completa mañana";
    const overridden = await adopt(stayId, { datos_salida_id: adopter, motivo_excepcion: reason }, t.tokens.directora);
    expect([overridden.statusCode, overridden.json().destino_id]).toEqual([200, 3]);
    const logged = await t.db.prisma.actividad.findMany({ where: { tabla: "entradas_salidas", accion: "excepcion", registroId: stayId } });
    expect(logged).toMatchObject([
      {
        usuario: "directora",
        descripcion: `Excepción a las condiciones de adopción (mayoría de edad) en la E/S ${stayId} del animal ${animalId}. Motivo: ${reason}`,
      },
    ]);
    expect(await t.db.prisma.log.count({ where: { username: "directora", descripcion: { contains: reason } } })).toBe(1);

    // The contract: refused, then generated with an administrator's reason, which it does not print nor keep among its parameters.
    const refused = await rest("POST", "/api/reports/generate", { type: "contrato-adopcion", animalId, entradaSalidaId: stayId });
    expect(refused.json().code).toBe("ADOPTION_BLOCKED");
    const notAdmin = await rest("POST", "/api/reports/generate", { type: "contrato-adopcion", animalId, entradaSalidaId: stayId, motivoExcepcion: reason });
    expect(notAdmin.statusCode).toBe(403);
    const blank = await rest(
      "POST",
      "/api/reports/generate",
      { type: "contrato-adopcion", animalId, entradaSalidaId: stayId, motivoExcepcion: "" },
      t.tokens.directora,
    );
    expect([blank.statusCode, blank.json().field]).toEqual([400, "motivoExcepcion"]);
    const contractReason = "Contrato firmado ante la directora";
    const generated = await rest(
      "POST",
      "/api/reports/generate",
      { type: "contrato-adopcion", animalId, entradaSalidaId: stayId, motivoExcepcion: contractReason },
      t.tokens.directora,
    );
    expect(generated.statusCode, generated.body).toBe(200);
    const pdf = await rest("GET", generated.json().pdfUrl, undefined, t.tokens.directora);
    expect((await readPdf(pdf.rawPayload)).text).not.toContain(contractReason);
    const documento = await t.db.prisma.documentoGenerado.findFirstOrThrow({ where: { entradaSalidaId: stayId } });
    expect(JSON.stringify(documento.parametros)).not.toContain(contractReason);
    expect(
      await t.db.prisma.actividad.count({
        where: { accion: "excepcion", registroId: documento.id, descripcion: { contains: `en el contrato de adopción de la E/S ${stayId}` } },
      }),
    ).toBe(1);
  });

  test("GraphQL: the General tab's mutation refuses the same way and takes an administrator's reason", async () => {
    const adopter = await person({ adopcion: false, mayor_edad: true });
    const { stayId } = await inShelter();
    await t.db.prisma.entradaSalida.update({ where: { id: stayId }, data: { datosSalidaId: adopter } });
    const save = (token: string, motivoExcepcion?: string) =>
      t.graphql(
        `mutation($input: SaveEntradaSalidaGeneralInput!) { saveEntradaSalidaGeneral(input: $input) { __typename
          ... on SaveEntradaSalidaGeneralPayload { entradaSalida { destino { databaseId } } } ... on Error { message code field } } }`,
        {
          input: {
            id: encodeGlobalID("EntradaSalida", stayId),
            procedenciaId: 2,
            fechaLlegada: "2026-01-10",
            destinoId: 3,
            fechaSalida: "2026-03-10",
            motivoExcepcion,
          },
        },
        token,
      );
    expect((await save(t.tokens.marta)).data.saveEntradaSalidaGeneral).toEqual({
      __typename: "AppError",
      message: `No se puede registrar la adopción: ${CANNOT_ADOPT}.`,
      code: "ADOPTION_BLOCKED",
      field: "adopcion",
    });
    expect((await save(t.tokens.marta, "Sí")).data.saveEntradaSalidaGeneral.code).toBe("FORBIDDEN");
    expect((await save(t.tokens.directora, "Revisado con la junta")).data.saveEntradaSalidaGeneral).toEqual({
      __typename: "SaveEntradaSalidaGeneralPayload",
      entradaSalida: { destino: { databaseId: 3 } },
    });
  });

  test("the adoption pack (58.7): from an exit in adopción, the ficha, identification, sterilisation, every treatment and the vet's certificate; archived", async () => {
    const adopter = await person({ mayor_edad: true, nombre: "Rocío", apellido1: "Santos" });
    const animal = await insertAnimal(t.db.prisma, {
      ...adoptable(),
      nombre: "Trufa",
      fechaNacimiento: new Date("2024-02-03T00:00:00Z"),
      fechaEsterilizacion: new Date("2025-06-01T00:00:00Z"),
    });
    const earlier = await insertStay(t.db.prisma, animal.id, { procedenciaId: 2, destinoId: 4, fechaLlegada: "2025-01-05", fechaSalida: "2025-01-20" });
    await insertObservation(t.db.prisma, earlier.id, { tratamiento: true, descripcion: "Desparasitación interna", inicio: new Date("2025-01-06T09:00:00Z") });
    const { id: stayId } = await insertStay(t.db.prisma, animal.id, { fechaLlegada: "2026-01-10" });
    await insertObservation(t.db.prisma, stayId, { tratamiento: true, descripcion: "Vacuna antirrábica", inicio: new Date("2026-01-12T09:00:00Z") });
    await insertObservation(t.db.prisma, stayId, { descripcion: "Juega con otros perros" });
    // A vaccine of the plan sanitario given, and one still due (not given: not printed).
    const rabia = await t.db.prisma.actuacion.create({ data: { clase: "vacuna", nombre: "Rabia (pack)" } });
    await t.db.prisma.actuacionAnimal.createMany({
      data: [
        {
          animalId: animal.id,
          actuacionId: rabia.id,
          fechaPrevista: new Date("2026-01-15"),
          estado: "realizada",
          realizadaEn: new Date("2026-01-15T10:00:00Z"),
          lote: "LOTE-PACK-1",
        },
        { animalId: animal.id, actuacionId: rabia.id, fechaPrevista: new Date("2027-01-15"), producto: "Producto pendiente" },
      ],
    });
    // Marked sanitary through the REST facade: the spec's fields and the mark beside them.
    const sanitary = await rest("POST", "/api/observaciones", {
      entradas_salidas_id: stayId,
      descripcion: "Soplo cardiaco leve a la auscultación",
      sanitaria: true,
    });
    expect(sanitary.statusCode, sanitary.body).toBe(201);
    expect(sanitary.json()).toMatchObject({ tratamiento: false, sanitaria: true, tratamiento_fecha_inicio: null, fecha_hora: expect.any(String) });
    const generate = () => rest("POST", "/api/reports/generate", { type: "informacion-adoptante", animalId: animal.id, entradaSalidaId: stayId });

    expect((await generate()).json()).toEqual({
      message: "La información del animal para el adoptante se genera desde una salida en adopción",
      code: "VALIDATION",
      field: "entradaSalidaId",
    });
    expect((await adopt(stayId, { datos_salida_id: adopter })).statusCode).toBe(200);
    const generated = await generate();
    expect(generated.statusCode, generated.body).toBe(200);
    expect(generated.json().filename).toMatch(/^informacion-adoptante-.*\.pdf$/);
    const pdf = await rest("GET", generated.json().pdfUrl);
    const text = (await readPdf(pdf.rawPayload)).text.replace(/[\s\u00a0]+/g, " ");
    for (const expected of [
      "Información del animal para el adoptante",
      "artículo 58.7 de la Ley 7/2023",
      "Trufa",
      animal.identificacion!,
      "Fecha de nacimiento 03/02/2024",
      "Esterilizado Sí, el 01/06/2025",
      "Fecha de salida 10/03/2026",
      "Rocío Santos",
      "Desparasitación interna",
      "Vacuna antirrábica",
      "Certificado veterinario",
      "Colegio Oficial de Veterinarios de",
      "N.º de colegiado/a:",
      SHELTER.nucleoZoologico,
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).toContain("Soplo cardiaco leve a la auscultación No (observación sanitaria)");
    // The plan sanitario's vaccines given are part of what the shelter knows (art. 58.7), as in the cartilla.
    expect(text).toContain("Vacunas, desparasitaciones y pruebas");
    expect(text).toMatch(/Realizada por 15\/01\/2026 Vacuna: Rabia \(pack\) LOTE- \d\d:\d\d PACK-1/);
    expect(text).not.toContain("Producto pendiente");
    // Treatments and sanitary observations only: any other observation is not sanitary information.
    expect(text).not.toContain("Juega con otros perros");
    // The adopter's, the shelter's and the vet's boxes, side by side, each with its 'Firma:' (pdf/legal/common.ts).
    expect(text.match(/Firma:/g)).toHaveLength(3);
    expect(text).toContain("La persona adoptante Por el refugio (Protectora Los El/la veterinario/a");
    expect(text).toContain("Fdo.: Rocío Santos");
    expect(await t.db.prisma.documentoGenerado.count({ where: { entradaSalidaId: stayId, tipo: "informacion-adoptante" } })).toBe(1);
  });

  test("especie_ley per tipo: administrators set it (logged), the adoption rules follow it at once", async () => {
    const rabbit = await insertAnimal(t.db.prisma, { ...adoptable(), tipoId: 4, esterilizado: null });
    const { id: stayId } = await insertStay(t.db.prisma, rabbit.id, { fechaLlegada: "2026-01-10" });
    const set = (especie_ley: unknown, token = t.tokens.directora) => rest("PUT", "/api/tipos/4/especie-ley", { especie_ley }, token);
    expect((await set("perro", t.tokens.marta)).statusCode).toBe(403);
    expect((await set("conejo")).json()).toEqual({
      message: "La especie para la ley debe ser perro, gato, huron u otro",
      code: "VALIDATION",
      field: "especieLey",
    });
    expect((await set("huron")).json()).toEqual({ id: 4, tipo: "Conejo", especie_ley: "huron" });
    expect(await t.db.prisma.actividad.count({ where: { tabla: "tipos", registroId: 4, descripcion: "Tipo Conejo: especie para la ley huron" } })).toBe(1);
    expect((await rest("GET", "/api/tipos")).json()).toContainEqual({ id: 4, tipo: "Conejo", especie_ley: "huron" });
    // As a ferret, the unsterilised rabbit needs sterilisation or the commitment.
    expect((await adopt(stayId)).json().message).toContain("El animal no consta como esterilizado");
    const viaGraphql = await t.graphql(
      `mutation { updateTipoEspecieLey(input: { tipoId: 4, especieLey: "otro" }) { __typename ... on UpdateTipoEspecieLeyPayload { tipo { especieLey } } } }`,
      {},
      t.tokens.directora,
    );
    expect(viaGraphql.data.updateTipoEspecieLey).toEqual({ __typename: "UpdateTipoEspecieLeyPayload", tipo: { especieLey: "otro" } });
    expect((await adopt(stayId)).statusCode).toBe(200);
  });
});
