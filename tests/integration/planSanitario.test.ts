/**
 * Plan sanitario over REST (issue 27), on PGlite and, with TEST_DB=postgres, on PostgreSQL: the
 * catalogue's permissions, the protocol applied when an E/S opens and cancelled when it closes,
 * 'Registrar' with the next one scheduled, one-off, reschedule and cancel, and 'Pendientes'.
 */
import { createHash } from "node:crypto";
import { parseDate } from "@internationalized/date";
import { describe, expect, test } from "vitest";
import { todayIn } from "../../api/src/domain/rules/shelterClock.ts";
import { insertAnimal, insertObservation, insertStay, SHELTER } from "../helpers/fixtures.ts";
import { multipartBody } from "../helpers/multipart.ts";
import { readPdf } from "../helpers/pdf.ts";
import { isStored } from "../helpers/storedFiles.ts";
import { testAppForSuite } from "../helpers/testApp.ts";

const today = () => todayIn(process.env.TIME_ZONE ?? "Europe/Madrid");
const inDays = (days: number) => today().add({ days }).toString();

describe("plan sanitario", () => {
  const t = testAppForSuite({ users: { directora: 1, marta: 2, vera: 3 } });

  const call = (method: "GET" | "POST" | "PUT" | "DELETE", url: string, token: string, payload?: object) => t.rest({ method, url, token, payload });

  async function actuacion(payload: object) {
    const response = await call("POST", "/api/plan-sanitario/actuaciones", t.tokens.vera, payload);
    expect(response.statusCode).toBe(201);
    return response.json() as { id: number };
  }

  test("employees read the catalogue but only administrators and vets change it", async () => {
    const body = { clase: "vacuna", nombre: "Rabia", tipo_id: 1, intervalo_dias: 365 };
    expect((await call("POST", "/api/plan-sanitario/actuaciones", t.tokens.marta, body)).statusCode).toBe(403);
    expect((await call("POST", "/api/plan-sanitario/ejemplo", t.tokens.marta)).statusCode).toBe(403);
    const created = await call("POST", "/api/plan-sanitario/actuaciones", t.tokens.directora, body);
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ clase: "vacuna", nombre: "Rabia", tipo_id: 1, intervalo_dias: 365 });
    const listed = await call("GET", "/api/plan-sanitario/actuaciones", t.tokens.marta);
    expect(listed.json().map((a: { nombre: string }) => a.nombre)).toContain("Rabia");
  });

  test("bad input gets Spanish messages on its fields", async () => {
    const response = await call("POST", "/api/plan-sanitario/actuaciones", t.tokens.vera, { clase: "jarabe", nombre: " ", intervalo_dias: 0 });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: "VALIDATION", field: "clase", message: "Elija el tipo de actuación" });
    const blankName = await call("POST", "/api/plan-sanitario/actuaciones", t.tokens.vera, { clase: "prueba", nombre: " " });
    expect(blankName.json()).toMatchObject({ field: "nombre", message: "El nombre es obligatorio" });
    const paso = await call("POST", "/api/plan-sanitario/protocolos", t.tokens.vera, { tipo_id: 1, actuacion_id: 1, dia: -1 });
    expect(paso.statusCode).toBe(400);
  });

  test("the example set is named as an example and loads once", async () => {
    const first = await call("POST", "/api/plan-sanitario/ejemplo", t.tokens.vera);
    expect(first.json().actuaciones_anadidas).toBeGreaterThan(0);
    expect(first.json().aviso).toMatch(/no es una pauta veterinaria/);
    expect((await call("POST", "/api/plan-sanitario/ejemplo", t.tokens.vera)).json().actuaciones_anadidas).toBe(0);
    const nombres = (await call("GET", "/api/plan-sanitario/actuaciones", t.tokens.marta)).json().map((a: { nombre: string }) => a.nombre);
    expect(nombres.filter((n: string) => n.startsWith("Ejemplo: ")).length).toBe(first.json().actuaciones_anadidas);
  });

  test("a vet edits a protocol's step (day and actuación) in one logged change; an employee is refused before validation", async () => {
    const conejos = 4;
    const primera = await actuacion({ clase: "vacuna", nombre: "Mixomatosis", tipo_id: conejos });
    const segunda = await actuacion({ clase: "prueba", nombre: "Revisión conejo", tipo_id: conejos });
    const deGato = await actuacion({ clase: "prueba", nombre: "Prueba de gato", tipo_id: 2 });
    const paso = (await call("POST", "/api/plan-sanitario/protocolos", t.tokens.vera, { tipo_id: conejos, actuacion_id: primera.id, dia: 0 })).json();
    await call("POST", "/api/plan-sanitario/protocolos", t.tokens.vera, { tipo_id: conejos, actuacion_id: segunda.id, dia: 10 });
    const url = `/api/plan-sanitario/protocolos/${paso.id}`;

    const employee = await call("PUT", url, t.tokens.marta, { actuacion_id: "x", dia: -5 });
    expect(employee.statusCode).toBe(403);
    const badDay = await call("PUT", url, t.tokens.vera, { actuacion_id: primera.id, dia: 4000 });
    expect(badDay.json()).toMatchObject({ field: "dia", message: "El día debe ser un número entero entre 0 y 3650" });
    const otherSpecies = await call("PUT", url, t.tokens.vera, { actuacion_id: deGato.id, dia: 3 });
    expect(otherSpecies.json()).toMatchObject({ field: "actuacion_id", message: "La actuación es de otra especie" });
    const taken = await call("PUT", url, t.tokens.vera, { actuacion_id: segunda.id, dia: 10 });
    expect(taken.json()).toMatchObject({ field: "dia", message: "El protocolo ya tiene esa actuación ese día" });
    expect((await call("PUT", "/api/plan-sanitario/protocolos/999999", t.tokens.vera, { actuacion_id: primera.id, dia: 1 })).statusCode).toBe(404);

    const changed = await call("PUT", url, t.tokens.directora, { actuacion_id: primera.id, dia: 21 });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({ id: paso.id, tipo_id: conejos, dia: 21, actuacion: { nombre: "Mixomatosis" } });
    const protocolo = (await call("GET", `/api/plan-sanitario/protocolos?tipo_id=${conejos}`, t.tokens.marta)).json();
    expect(protocolo.map((p: { dia: number; actuacion: { nombre: string } }) => [p.dia, p.actuacion.nombre])).toEqual([
      [10, "Revisión conejo"],
      [21, "Mixomatosis"],
    ]);
    const log = await t.db.prisma.actividad.findFirst({ where: { tabla: "protocolo_sanitario", accion: "modificar", registroId: paso.id } });
    expect(log?.descripcion).toMatch(/Mixomatosis\) el día 0 pasa a .*Mixomatosis\) el día 21/);

    const update = `mutation ($input: UpdatePasoProtocoloInput!) {
      updatePasoProtocolo(input: $input) { __typename ... on UpdatePasoProtocoloPayload { paso { dia actuacion { nombre } } } ... on AppError { code message } }
    }`;
    const globalId = (type: string, id: number) => Buffer.from(`${type}:${id}`).toString("base64");
    const input = { id: globalId("PasoProtocolo", paso.id), actuacionId: globalId("ActuacionSanitaria", segunda.id), dia: 30 };
    expect((await t.graphql(update, { input }, t.tokens.marta)).data?.updatePasoProtocolo).toMatchObject({ code: "FORBIDDEN" });
    const viaGraphql = await t.graphql(update, { input }, t.tokens.vera);
    expect(viaGraphql.data.updatePasoProtocolo).toMatchObject({ paso: { dia: 30, actuacion: { nombre: "Revisión conejo" } } });
  });

  test("opening an E/S applies the species' protocol; an employee records one with its batch and the next is scheduled; closing cancels the rest", async () => {
    const hurones = 3;
    const vacuna = await actuacion({ clase: "vacuna", nombre: "Vacuna hurón", tipo_id: hurones, intervalo_dias: 30 });
    const prueba = await actuacion({ clase: "prueba", nombre: "Análisis hurón", tipo_id: hurones });
    for (const [actuacionId, dia] of [
      [vacuna.id, 0],
      [prueba.id, 3],
    ]) {
      expect((await call("POST", "/api/plan-sanitario/protocolos", t.tokens.vera, { tipo_id: hurones, actuacion_id: actuacionId, dia })).statusCode).toBe(201);
    }
    const animal = await insertAnimal(t.db.prisma, { tipoId: hurones, nombre: "Bicho" });
    const opened = await call("POST", "/api/entradas-salidas", t.tokens.marta, { animal_id: animal.id });
    expect(opened.statusCode).toBe(201);
    const esId = opened.json().id;

    const items = (await call("GET", `/api/plan-sanitario/animales/${animal.id}/actuaciones`, t.tokens.marta)).json();
    expect(
      items.map((i: { actuacion: { nombre: string }; fecha_prevista: string; estado: string }) => [i.actuacion.nombre, i.fecha_prevista, i.estado]),
    ).toEqual([
      ["Vacuna hurón", inDays(0), "pendiente"],
      ["Análisis hurón", inDays(3), "pendiente"],
    ]);

    const pendientes = (await call("GET", "/api/plan-sanitario/pendientes?tipo_id=3", t.tokens.marta)).json();
    const fila = pendientes.data.find((row: { animal_id: number }) => row.animal_id === animal.id);
    expect(fila).toMatchObject({ nombre: "Bicho", registro: animal.registro });
    expect(fila.actuaciones.map((a: { nombre: string }) => a.nombre)).toEqual(["Vacuna hurón", "Análisis hurón"]);

    const vacunaItem = items.find((i: { actuacion: { id: number } }) => i.actuacion.id === vacuna.id);
    const given = parseDate(inDays(-1))
      .toDate(process.env.TIME_ZONE ?? "Europe/Madrid")
      .toISOString();
    const registered = await call("POST", `/api/plan-sanitario/actuaciones-animal/${vacunaItem.id}/registrar`, t.tokens.marta, {
      realizada_en: given,
      producto: "Vacuna X",
      lote: "L-2026-77",
      caducidad: "2027-05-31",
    });
    expect(registered.statusCode).toBe(200);
    expect(registered.json()).toMatchObject({ estado: "realizada", lote: "L-2026-77", caducidad: "2027-05-31", veterinario: { username: "marta" } });
    expect(registered.json().siguiente).toMatchObject({ estado: "pendiente", fecha_prevista: inDays(29) });
    const twice = await call("POST", `/api/plan-sanitario/actuaciones-animal/${vacunaItem.id}/registrar`, t.tokens.marta, { realizada_en: given });
    expect(twice.statusCode).toBe(400);
    expect(twice.json().message).toBe("La actuación ya no está pendiente: solo se cambia una pendiente");

    // A one-off added during the stay is part of it: the exit cancels it too, so 'Pendientes' forgets the animal.
    const puntual = await call("POST", `/api/plan-sanitario/animales/${animal.id}/actuaciones`, t.tokens.vera, {
      actuacion_id: prueba.id,
      fecha_prevista: inDays(-1),
    });
    expect(puntual.statusCode).toBe(201);

    const closed = await call("PUT", `/api/entradas-salidas/${esId}`, t.tokens.marta, {
      source: "general",
      procedencia_id: 2,
      fecha_llegada: inDays(0),
      destino_id: 5,
      fecha_salida: inDays(0),
    });
    expect(closed.statusCode).toBe(200);
    expect(closed.json().actuaciones_canceladas).toBe(3);
    const after = (await call("GET", `/api/plan-sanitario/animales/${animal.id}/actuaciones`, t.tokens.marta)).json();
    expect(after.map((i: { estado: string }) => i.estado).sort()).toEqual(["cancelada", "cancelada", "cancelada", "realizada"]);
    const stillDue = (await call("GET", "/api/plan-sanitario/pendientes?tipo_id=3", t.tokens.marta)).json();
    expect(stillDue.data.some((row: { animal_id: number }) => row.animal_id === animal.id)).toBe(false);
    const logs = await t.db.prisma.actividad.findMany({ where: { tabla: "actuaciones_animal" }, orderBy: { id: "asc" } });
    expect(logs.map((l) => l.descripcion).join("\n")).toMatch(/Registrada .*lote L-2026-77; la siguiente, prevista para el/);
    expect(logs.at(-1)?.descripcion).toMatch(/Canceladas 3 actuaciones pendientes/);
  });

  test("a one-off item is rescheduled and cancelled with a reason; a future date of 'Registrar' is refused", async () => {
    const desparasitacion = await actuacion({ clase: "desparasitacion_externa", nombre: "Pipeta", tipo_id: null });
    const animal = await insertAnimal(t.db.prisma, { tipoId: 2, nombre: "Mishi" });
    const created = await call("POST", `/api/plan-sanitario/animales/${animal.id}/actuaciones`, t.tokens.marta, {
      actuacion_id: desparasitacion.id,
      fecha_prevista: inDays(-2),
    });
    expect(created.statusCode).toBe(201);
    const id = created.json().id;
    const overdue = (await call("GET", "/api/plan-sanitario/pendientes?clase=desparasitacion_externa", t.tokens.marta)).json();
    expect(overdue.data.some((row: { animal_id: number }) => row.animal_id === animal.id)).toBe(true);

    const noReason = await call("POST", `/api/plan-sanitario/actuaciones-animal/${id}/reprogramar`, t.tokens.marta, { fecha_prevista: inDays(20) });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().message).toBe("Indique el motivo");
    const moved = await call("POST", `/api/plan-sanitario/actuaciones-animal/${id}/reprogramar`, t.tokens.marta, {
      fecha_prevista: inDays(20),
      motivo: "Está con diarrea",
    });
    expect(moved.json()).toMatchObject({ fecha_prevista: inDays(20), motivo: "Está con diarrea", estado: "pendiente" });
    const later = (await call("GET", "/api/plan-sanitario/pendientes?clase=desparasitacion_externa", t.tokens.marta)).json();
    expect(later.data.some((row: { animal_id: number }) => row.animal_id === animal.id)).toBe(false);

    const future = await call("POST", `/api/plan-sanitario/actuaciones-animal/${id}/registrar`, t.tokens.marta, {
      realizada_en: new Date(Date.now() + 3_600_000).toISOString(),
    });
    expect(future.statusCode).toBe(400);
    expect(future.json().message).toBe("La fecha en que se hizo no puede ser posterior a ahora");

    const cancelled = await call("POST", `/api/plan-sanitario/actuaciones-animal/${id}/cancelar`, t.tokens.marta, { motivo: "Adoptado fuera" });
    expect(cancelled.json()).toMatchObject({ estado: "cancelada", motivo: "Adoptado fuera" });
  });

  test("'Pendientes' counts what it lists and refuses bad filters in Spanish", async () => {
    const page = (await call("GET", "/api/plan-sanitario/pendientes?limit=100", t.tokens.marta)).json();
    const listed = page.data.reduce((sum: number, row: { actuaciones: unknown[] }) => sum + row.actuaciones.length, 0);
    expect(page.total_actuaciones).toBe(listed);
    const dashboard = (await call("GET", "/api/stats/dashboard", t.tokens.marta)).json();
    expect(dashboard.actuaciones_pendientes).toBe(listed);
    const bad = await call("GET", "/api/plan-sanitario/pendientes?clase=jarabe", t.tokens.marta);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe("Elija el tipo de actuación");
  });

  test("over GraphQL: a vet writes the catalogue, an employee is refused it, and the ficha and 'Pendientes' show the items", async () => {
    const create = `mutation ($input: CreateActuacionSanitariaInput!) {
      createActuacionSanitaria(input: $input) { __typename ... on CreateActuacionSanitariaPayload { actuacion { id databaseId nombre } } ... on AppError { code message } }
    }`;
    const input = { clase: "prueba", nombre: "Filaria", tipoId: 1 };
    const refused = await t.graphql(create, { input }, t.tokens.marta);
    expect(refused.data?.createActuacionSanitaria).toMatchObject({ __typename: "AppError", code: "FORBIDDEN" });
    const created = await t.graphql(create, { input }, t.tokens.vera);
    const actuacion = created.data.createActuacionSanitaria.actuacion;
    const animal = await insertAnimal(t.db.prisma, { tipoId: 1, nombre: "Rex" });
    const animalGlobalId = Buffer.from(`Animal:${animal.id}`).toString("base64");
    const puntual = await t.graphql(
      `mutation ($input: CreateActuacionPuntualInput!) {
        createActuacionPuntual(input: $input) { __typename ... on CreateActuacionPuntualPayload { actuacion { id estado fechaPrevista } } ... on AppError { code message } }
      }`,
      { input: { animalId: animalGlobalId, actuacionId: actuacion.id, fechaPrevista: inDays(0) } },
      t.tokens.marta,
    );
    expect(puntual.data.createActuacionPuntual.actuacion).toMatchObject({ estado: "pendiente", fechaPrevista: inDays(0) });
    const registrar = await t.graphql(
      `mutation ($input: RegistrarActuacionInput!) {
        registrarActuacion(input: $input) { __typename ... on RegistrarActuacionPayload { actuacion { estado lote veterinario } siguiente { id } } ... on Error { message } }
      }`,
      { input: { id: puntual.data.createActuacionPuntual.actuacion.id, realizadaEn: new Date().toISOString(), lote: "F-1" } },
      t.tokens.marta,
    );
    expect(registrar.data.registrarActuacion).toMatchObject({ actuacion: { estado: "realizada", lote: "F-1", veterinario: "marta" }, siguiente: null });
    // Whom 'Registrar' offers: every active user, by name, with its role (keepers give items too).
    const posibles = await t.graphql("{ veterinariosPosibles { username rol } }", {}, t.tokens.marta);
    expect(posibles.data.veterinariosPosibles).toEqual([
      { username: "directora", rol: "Administrador" },
      { username: "marta", rol: "Empleado" },
      { username: "vera", rol: "Veterinario" },
    ]);
    const ficha = await t.graphql(
      `query ($id: ID!) { node(id: $id) { ... on Animal { actuacionesSanitarias { actuacion { nombre } estado realizadaPor } } } }`,
      { id: animalGlobalId },
      t.tokens.marta,
    );
    expect(ficha.data.node.actuacionesSanitarias).toEqual([{ actuacion: { nombre: "Filaria" }, estado: "realizada", realizadaPor: "marta (Empleado)" }]);
    const pendientes = await t.graphql(
      `{ actuacionesPendientes(first: 100) { totalCount actuaciones edges { node { animalDatabaseId actuaciones { nombre } } } } totalActuacionesPendientes }`,
      {},
      t.tokens.marta,
    );
    const list = pendientes.data.actuacionesPendientes;
    expect(list.actuaciones).toBe(pendientes.data.totalActuacionesPendientes);
    expect(list.edges.reduce((sum: number, edge: { node: { actuaciones: unknown[] } }) => sum + edge.node.actuaciones.length, 0)).toBe(list.actuaciones);
  });

  test("an item takes a document with the observation documents' checks, and deleting the animal removes its items and their files", async () => {
    const vacuna = await actuacion({ clase: "vacuna", nombre: "Tétanos", tipo_id: null });
    const animal = await insertAnimal(t.db.prisma, { nombre: "Pancho" });
    const item = (
      await call("POST", `/api/plan-sanitario/animales/${animal.id}/actuaciones`, t.tokens.marta, { actuacion_id: vacuna.id, fecha_prevista: inDays(1) })
    ).json();
    const upload = (filename: string, contentType: string, bytes: Buffer) => {
      const body = multipartBody([{ field: "document", filename, contentType, bytes }]);
      return t.rest({ method: "POST", url: `/api/plan-sanitario/actuaciones-animal/${item.id}/documento`, token: t.tokens.marta, ...body });
    };
    const notADocument = await upload("x.pdf", "application/pdf", Buffer.from("esto no es un pdf"));
    expect(notADocument.statusCode).toBe(400);
    expect(notADocument.json().message).toBe("Solo se permiten documentos PDF, JPEG, PNG o WebP");
    const stored = await upload("cartilla.pdf", "application/pdf", Buffer.from("%PDF-1.4\n%prueba\n"));
    expect(stored.statusCode).toBe(200);
    const path = stored.json().documentacion;
    expect(await isStored(t.db.prisma, path)).toBe(true);

    const deleted = await t.rest({ method: "DELETE", url: `/api/animales/${animal.id}/cascada?confirmacion=SEGURO`, token: t.tokens.marta });
    expect(deleted.statusCode).toBe(200);
    expect(await t.db.prisma.actuacionAnimal.count({ where: { animalId: animal.id } })).toBe(0);
    expect(await isStored(t.db.prisma, path)).toBe(false);
  });
  test("the cartilla sanitaria prints the animal, every actuación given with its batch and who gave it (a vet's name and colegiado number), and the treatments; it is archived with its hash", async () => {
    await t.db.prisma.refugio.upsert({ where: { id: 1 }, create: { id: 1, ...SHELTER }, update: { ...SHELTER } });
    const vacuna = await actuacion({ clase: "vacuna", nombre: "Polivalente canina", tipo_id: 1 });
    const animal = await insertAnimal(t.db.prisma, { tipoId: 1, nombre: "Lúa" });
    const stay = await insertStay(t.db.prisma, animal.id, { fechaLlegada: inDays(-10) });
    await insertObservation(t.db.prisma, stay.id, { tratamiento: true, descripcion: "Antibiótico por otitis", inicio: new Date() });
    await insertObservation(t.db.prisma, stay.id, { descripcion: "Come bien" });
    const item = (
      await call("POST", `/api/plan-sanitario/animales/${animal.id}/actuaciones`, t.tokens.marta, { actuacion_id: vacuna.id, fecha_prevista: inDays(-1) })
    ).json();
    const pending = (
      await call("POST", `/api/plan-sanitario/animales/${animal.id}/actuaciones`, t.tokens.marta, { actuacion_id: vacuna.id, fecha_prevista: inDays(5) })
    ).json();
    await t.db.prisma.usuario.updateMany({ where: { username: "vera" }, data: { nombreCompleto: "Vera Martín Ruiz", numeroColegiado: "28/1234" } });
    await call("POST", `/api/plan-sanitario/actuaciones-animal/${item.id}/registrar`, t.tokens.vera, {
      realizada_en: new Date().toISOString(),
      producto: "Canigen DHPPi",
      lote: "LOT-4471",
      caducidad: "2027-03-31",
    });

    const generated = await call("POST", "/api/reports/generate", t.tokens.marta, {
      type: "cartilla-sanitaria",
      animalId: animal.id,
      entradaSalidaId: stay.id,
    });
    expect(generated.statusCode, generated.body).toBe(200);
    expect(generated.json().filename).toMatch(/^cartilla-sanitaria-.*\.pdf$/);
    const pdf = await t.rest({ method: "GET", url: generated.json().pdfUrl, token: t.tokens.marta });
    const text = (await readPdf(pdf.rawPayload)).text.replace(/[\s\u00a0]+/g, " ");
    for (const expected of [
      "Cartilla sanitaria",
      SHELTER.nombre,
      "Lúa",
      animal.registro,
      "Vacuna: Polivalente canina",
      "Canigen DHPPi",
      "LOT-4471",
      "31/03/2027",
      "Realizada por",
      // 'Vera Martín Ruiz (Veterinario, n.º de colegiado 28/1234)', wrapped in its narrow column.
      "Vera Martín",
      "(Veterinario,",
      "28/1234",
      "Antibiótico por otitis",
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).not.toContain("Come bien");
    expect(text.match(/Polivalente canina/g)).toHaveLength(1);
    // Both tables give the time to the minute, as the screens do: no seconds anywhere in them.
    expect(text).not.toMatch(/\d\d:\d\d:\d\d(?! por )/);
    const archived = await t.db.prisma.documentoGenerado.findFirstOrThrow({ where: { entradaSalidaId: stay.id, tipo: "cartilla-sanitaria" } });
    expect(archived.sha256).toBe(createHash("sha256").update(pdf.rawPayload).digest("hex"));
    expect(pending.estado).toBe("pendiente");
  });
});
