/** /api/listados: the filtered animal listing and its PDF (spec sections 2, 5, 7), on PGlite or PostgreSQL. */
import { beforeAll, describe, expect, test } from "vitest";
import { queryListado } from "../../api/src/domain/listados/listado.ts";
import { insertAnimal, insertStay } from "../helpers/fixtures.ts";
import { readPdf } from "../helpers/pdf.ts";
import { testAppForSuite } from "../helpers/testApp.ts";

const MARCH = { fechaDesde: "2026-03-01", fechaHasta: "2026-03-31" };

type Fila = { registro: string; fecha_llegada: string };

describe("animal listing", () => {
  const t = testAppForSuite({ users: { marta: 2 } });
  let ayuntamientoId: number;

  beforeAll(async () => {
    const db = t.db.prisma;
    ayuntamientoId = (await db.ayuntamiento.create({ data: { cif: "P2800000A", ayuntamiento: "Ayuntamiento de Getafe" } })).id;
    const luna = await insertAnimal(db, { registro: "R-LUNA", nombre: "Luna", identificacion: "941000024680135", tipoId: 1, edadAnios: 2, edadMeses: 3 });
    // First and last day of March: both edges are inside the period.
    await db.entradaSalida.create({
      data: { animalId: luna.id, procedenciaId: 1, destinoId: 3, fechaLlegada: new Date("2026-03-01"), fechaSalida: new Date("2026-03-10"), ayuntamientoId },
    });
    await insertStay(db, luna.id, { fechaLlegada: "2026-03-31", procedenciaId: 2, destinoId: 6 });
    const anonimo = await insertAnimal(db, { registro: "R-ANON", nombre: "", identificacion: null, tipoId: null, edadAnios: 1, edadMeses: 1 });
    // The day before the period: left out.
    await insertStay(db, anonimo.id, { fechaLlegada: "2026-02-28", procedenciaId: 2, destinoId: 6 });
    await insertStay(db, anonimo.id, { fechaLlegada: "2026-03-15", procedenciaId: null, destinoId: 5, fechaSalida: null });
    const gato = await insertAnimal(db, { registro: "R-GATO", nombre: "Misu", identificacion: "  ", tipoId: 2 });
    // The day after the period: left out.
    await insertStay(db, gato.id, { fechaLlegada: "2026-04-01", destinoId: 6 });
  });

  const generar = (payload: Record<string, unknown>, as = t.tokens.marta) => t.rest({ method: "POST", url: "/api/listados/generar", token: as, payload });
  const registros = async (payload: Record<string, unknown>) => {
    const response = await generar({ ...MARCH, ...payload });
    expect(response.statusCode, JSON.stringify(payload)).toBe(200);
    return (response.json().resultados as Fila[]).map((f) => `${f.registro} ${f.fecha_llegada}`);
  };

  test("POST /api/listados/generar lists every E/S that arrived in the period, edges included, oldest first, with the spec's fields", async () => {
    const response = await generar({ ...MARCH, tipo: "todos", identificacion: "todos", ayuntamiento: "", procedencia: null, destino: "todos" });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.total).toBe(3);
    expect(Date.parse(body.generado)).not.toBeNaN();
    expect(body.resultados).toEqual([
      {
        registro: "R-LUNA",
        identificacion: "941000024680135",
        nombre: "Luna",
        tipo: "Perro",
        edad_anios: 2,
        edad_meses: 3,
        procedencia: "Abandono",
        fecha_llegada: "2026-03-01",
        destino: "Adopción",
        fecha_salida: "2026-03-10",
        ayuntamiento: "Ayuntamiento de Getafe",
        entrada_salida_id: expect.any(Number),
        animal_id: expect.any(Number),
      },
      {
        registro: "R-ANON",
        identificacion: null,
        nombre: "",
        tipo: null,
        edad_anios: 1,
        edad_meses: 1,
        procedencia: null,
        fecha_llegada: "2026-03-15",
        destino: "Traslado a otro centro",
        fecha_salida: null,
        ayuntamiento: null,
        entrada_salida_id: expect.any(Number),
        animal_id: expect.any(Number),
      },
      expect.objectContaining({ registro: "R-LUNA", fecha_llegada: "2026-03-31", destino: "En refugio", fecha_salida: null }),
    ]);
    expect(body.resumen).toEqual({
      destinos: [
        { nombre: "Adopción", total: 1 },
        { nombre: "En refugio", total: 1 },
        { nombre: "Traslado a otro centro", total: 1 },
      ],
      tipos: [
        { nombre: "Perro", total: 2 },
        { nombre: "No especificado", total: 1 },
      ],
    });
  });

  test("every filter narrows the rows", async () => {
    expect(await registros({ tipo: 1 })).toEqual(["R-LUNA 2026-03-01", "R-LUNA 2026-03-31"]);
    expect(await registros({ tipo: "2" })).toEqual([]);
    expect(await registros({ identificacion: "con" })).toEqual(["R-LUNA 2026-03-01", "R-LUNA 2026-03-31"]);
    expect(await registros({ identificacion: "sin" })).toEqual(["R-ANON 2026-03-15"]);
    expect(await registros({ ayuntamiento: ayuntamientoId })).toEqual(["R-LUNA 2026-03-01"]);
    expect(await registros({ procedencia: 2 })).toEqual(["R-LUNA 2026-03-31"]);
    expect(await registros({ destino: 5 })).toEqual(["R-ANON 2026-03-15"]);
    expect(await registros({ destino: 6, identificacion: "con", tipo: 1 })).toEqual(["R-LUNA 2026-03-31"]);
  });

  test("the period's edges: one day, the day before, the day after", async () => {
    expect(await registros({ fechaDesde: "2026-03-01", fechaHasta: "2026-03-01" })).toEqual(["R-LUNA 2026-03-01"]);
    expect(await registros({ fechaDesde: "2026-02-28", fechaHasta: "2026-02-28" })).toEqual(["R-ANON 2026-02-28"]);
    expect(await registros({ fechaDesde: "2026-04-01", fechaHasta: "2026-04-01" })).toEqual(["R-GATO 2026-04-01"]);
    expect(await registros({ fechaDesde: "2026-03-02", fechaHasta: "2026-03-30" })).toEqual(["R-ANON 2026-03-15"]);
    // Ten years exactly is allowed.
    expect(await registros({ fechaDesde: "2016-03-31", fechaHasta: "2026-03-31" })).toHaveLength(4);
  });

  test("bad filters get a Spanish 400 naming the field; no session is a 401", async () => {
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{}, "Las fechas desde y hasta son obligatorias", "fechaDesde"],
      [{ fechaDesde: "2026-03-01" }, "Las fechas desde y hasta son obligatorias", "fechaHasta"],
      [{ fechaDesde: "2026-03-02", fechaHasta: "2026-03-01" }, "La fecha desde debe ser anterior o igual a la fecha hasta", "fechaDesde"],
      [{ fechaDesde: "2026-02-30", fechaHasta: "2026-03-01" }, "La fecha desde no es válida", "fechaDesde"],
      [{ fechaDesde: "2026-03-01", fechaHasta: "31/03/2026" }, "La fecha hasta no es válida", "fechaHasta"],
      [{ fechaDesde: "2016-03-30", fechaHasta: "2026-03-31" }, "El periodo no puede superar 10 años", "fechaHasta"],
      [{ ...MARCH, tipo: 99 }, "El tipo de animal no existe", "tipo"],
      [{ ...MARCH, tipo: "perro" }, "El tipo de animal no es válido", "tipo"],
      [{ ...MARCH, ayuntamiento: 987654 }, "El ayuntamiento no existe", "ayuntamiento"],
      [{ ...MARCH, ayuntamiento: 99999999999 }, "El ayuntamiento no es válido", "ayuntamiento"],
      [{ ...MARCH, procedencia: 42 }, "La procedencia no existe", "procedencia"],
      [{ ...MARCH, destino: -1 }, "El destino no es válido", "destino"],
      [{ ...MARCH, identificacion: "quizá" }, "El filtro de identificación debe ser todos, con o sin", "identificacion"],
    ];
    for (const [payload, message, field] of cases) {
      const response = await generar(payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json()).toEqual({ message, code: "VALIDATION", field });
    }
    const list = await t.rest({ method: "POST", url: "/api/listados/generar", token: t.tokens.marta, payload: [1, 2] });
    expect(list.json().message).toBe("Las fechas desde y hasta son obligatorias");
    const anonymous = await t.rest({ method: "POST", url: "/api/listados/generar", payload: MARCH });
    expect(anonymous.statusCode).toBe(401);
    const anonymousPdf = await t.rest({ method: "POST", url: "/api/listados/pdf", payload: MARCH });
    expect(anonymousPdf.statusCode).toBe(401);
  });

  test("POST /api/listados/pdf answers listado-animales.pdf: A4 landscape with the filters, every column, the fallbacks and the total", async () => {
    const response = await t.rest({
      method: "POST",
      url: "/api/listados/pdf",
      token: t.tokens.marta,
      payload: { ...MARCH, accion: "descarga", tipo: "todos" },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("application/pdf");
    expect(response.headers["content-disposition"]).toBe('attachment; filename="listado-animales.pdf"');
    const pdf = await readPdf(response.rawPayload);
    expect(pdf.pageSize).toMatch(/^841\.89 x 595\.2\d pts \(A4\)/);
    expect(pdf.title).toBe("Listado de Animales");
    expect(pdf.text).toMatch(/Periodo:\s+del 01\/03\/2026 al 31\/03\/2026/);
    expect(pdf.text).toMatch(/Tipo de animal:\s+Todos/);
    expect(pdf.text).toMatch(/Total:\s+3 registros/);
    expect(pdf.text).toMatch(/Generado el \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}:\d{2} por marta/);
    for (const header of ["Nº Registro", "Nº Identificación", "Nombre", "Tipo", "Edad", "Procedencia", "F. Entrada", "Destino", "F. Salida", "Ayuntamiento"]) {
      expect(pdf.text).toContain(header);
    }
    for (const cell of [
      "941000024680135",
      "2 año(s) y 3 mes(es)",
      "Getafe",
      "10/03/2026",
      "Sin identificación",
      "Sin nombre",
      "No especificada",
      "No definida",
    ]) {
      expect(pdf.text).toContain(cell);
    }
    expect(pdf.text).toMatch(/Por destino: Adopción 1/);
    expect(pdf.text).toContain("Página 1 de 1");

    const filtered = await t.rest({
      method: "POST",
      url: "/api/listados/pdf",
      token: t.tokens.marta,
      payload: { ...MARCH, accion: "impresion", ayuntamiento: ayuntamientoId, identificacion: "con" },
    });
    expect(filtered.headers["content-disposition"]).toBe('inline; filename="listado-animales.pdf"');
    const filteredPdf = await readPdf(filtered.rawPayload);
    expect(filteredPdf.text).toMatch(/Ayuntamiento:\s+Ayuntamiento de Getafe/);
    expect(filteredPdf.text).toMatch(/Nº Identificación:\s+Con identificación/);
    expect(filteredPdf.text).toMatch(/Total:\s+1 registro\b/);

    const empty = await readPdf(
      (await t.rest({ method: "POST", url: "/api/listados/pdf", token: t.tokens.marta, payload: { fechaDesde: "2020-01-01", fechaHasta: "2020-01-31" } }))
        .rawPayload,
    );
    expect(empty.text).toContain("No se encontraron registros para los filtros aplicados");
    // The running header names the product until 'Datos del refugio' names the shelter.
    expect(empty.text).toContain("Refugio · Sistema de Gestión del Refugio de Animales");
    await t.db.prisma.refugio.create({ data: { nombre: "Protectora Los Olivos" } });
    const named = await readPdf((await t.rest({ method: "POST", url: "/api/listados/pdf", token: t.tokens.marta, payload: MARCH })).rawPayload);
    expect(named.text).toContain("Protectora Los Olivos");
    expect(named.text).not.toContain("Sistema de Gestión");
    await t.db.prisma.refugio.delete({ where: { id: 1 } });

    const bad = await t.rest({ method: "POST", url: "/api/listados/pdf", token: t.tokens.marta, payload: { ...MARCH, accion: "fax" } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ message: "La acción debe ser descarga o impresion", code: "VALIDATION", field: "accion" });
    const inverted = await t.rest({
      method: "POST",
      url: "/api/listados/pdf",
      token: t.tokens.marta,
      payload: { fechaDesde: "2026-03-02", fechaHasta: "2026-03-01" },
    });
    expect(inverted.json().message).toBe("La fecha desde debe ser anterior o igual a la fecha hasta");
  });

  test("past the row cap the rows stop but the total counts every match", async () => {
    const filtro = { ...MARCH, tipo: null, identificacion: "todos" as const, ayuntamiento: null, procedencia: null, destino: null };
    const capped = await queryListado(t.app.deps, filtro, 2);
    expect(capped.total).toBe(3);
    expect(capped.filas.map((f) => f.fechaLlegada)).toEqual(["2026-03-01", "2026-03-15"]);
    const withAnimalFilter = await queryListado(t.app.deps, { ...filtro, identificacion: "con" }, 1);
    expect(withAnimalFilter).toMatchObject({ total: 2, filas: [{ registro: "R-LUNA", fechaLlegada: "2026-03-01" }] });
  });

  test("a long listing spans pages with the header row and 'Página N de M' on each", async () => {
    const animals = await Promise.all(Array.from({ length: 90 }, (_, i) => insertAnimal(t.db.prisma, { registro: `R-LOTE-${i}`, nombre: `Lote ${i}` })));
    await t.db.prisma.entradaSalida.createMany({
      data: animals.map((a) => ({ animalId: a.id, procedenciaId: 2, destinoId: 6, fechaLlegada: new Date("2025-06-15") })),
    });
    const response = await t.rest({
      method: "POST",
      url: "/api/listados/pdf",
      token: t.tokens.marta,
      payload: { fechaDesde: "2025-06-01", fechaHasta: "2025-06-30" },
    });
    const pdf = await readPdf(response.rawPayload);
    expect(pdf.pages).toBeGreaterThan(1);
    expect(pdf.text.match(/Nº Registro/g)?.length).toBe(pdf.pages);
    expect(pdf.text).toContain(`Página ${pdf.pages} de ${pdf.pages}`);
    expect(pdf.text).toContain("R-LOTE-89");
    expect(pdf.text).toMatch(/Total:\s+90 registros/);
  });

  test("GraphQL listado(filtro) returns the same rows; bad filters are typed validation errors", async () => {
    const LISTADO = `query ($filtro: ListadoFiltroInput!) {
      listado(filtro: $filtro) {
        __typename
        ... on Listado { total generadoEn filas { registro nombre fechaLlegada destino } porDestino { nombre total } porTipo { nombre total } }
        ... on ValidationError { message field issues { path message } }
        ... on AppError { message code }
      }
    }`;
    const { data } = await t.graphql(LISTADO, { filtro: { ...MARCH, tipo: 1, identificacion: "con" } }, t.tokens.marta);
    expect(data.listado).toMatchObject({
      __typename: "Listado",
      total: 2,
      filas: [
        { registro: "R-LUNA", nombre: "Luna", fechaLlegada: "2026-03-01", destino: "Adopción" },
        { registro: "R-LUNA", nombre: "Luna", fechaLlegada: "2026-03-31", destino: "En refugio" },
      ],
      porTipo: [{ nombre: "Perro", total: 2 }],
    });
    const inverted = await t.graphql(LISTADO, { filtro: { fechaDesde: "2026-03-31", fechaHasta: "2026-03-01" } }, t.tokens.marta);
    expect(inverted.data.listado).toEqual({
      __typename: "ValidationError",
      message: "La fecha desde debe ser anterior o igual a la fecha hasta",
      field: "fechaDesde",
      issues: [{ path: ["fechaDesde"], message: "La fecha desde debe ser anterior o igual a la fecha hasta" }],
    });
    const missing = await t.graphql(LISTADO, { filtro: { fechaHasta: "2026-03-01", destino: 77 } }, t.tokens.marta);
    expect(missing.data.listado.message).toBe("Las fechas desde y hasta son obligatorias");
    const unknown = await t.graphql(LISTADO, { filtro: { ...MARCH, destino: 77 } }, t.tokens.marta);
    expect(unknown.data.listado).toMatchObject({ __typename: "ValidationError", message: "El destino no existe", field: "destino" });
    const anonymous = await t.graphql(LISTADO, { filtro: MARCH });
    expect(anonymous.data.listado).toMatchObject({ __typename: "AppError", code: "UNAUTHENTICATED" });
  });
});
