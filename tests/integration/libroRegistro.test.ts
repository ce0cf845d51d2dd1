/** The libro de registro (issue 26): its lines, order, totals, period bounds, CSV and PDF, on PGlite or PostgreSQL. */
import { beforeAll, describe, expect, test } from "vitest";
import { LIBRO_PDF_MAX } from "../../api/src/domain/rules/libroRegistro.ts";
import { ANA_PERSONA, insertAnimal, insertStay, SHELTER } from "../helpers/fixtures.ts";
import { readPdf } from "../helpers/pdf.ts";
import { testAppForSuite } from "../helpers/testApp.ts";

const PATH = "/api/listados/libro-registro";
const MARCH = "desde=2026-03-01&hasta=2026-03-31";

type Linea = Record<string, unknown>;

describe("libro de registro", () => {
  const t = testAppForSuite({ users: { marta: 2 } });
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    const db = t.db.prisma;
    await db.refugio.upsert({ where: { id: 1 }, create: { id: 1, ...SHELTER }, update: SHELTER });
    const ana = await db.persona.create({ data: { ...ANA_PERSONA, dni: "12345678Z" } });
    const bea = await db.persona.create({ data: { ...ANA_PERSONA, dni: "00000000T", nombre: "Bea", apellido1: "Gil", apellido2: null } });
    const getafe = await db.ayuntamiento.create({ data: { cif: "P2806500A", ayuntamiento: "Ayuntamiento de Getafe" } });
    // Born 15/01/2024: 2 years and 1 month on its exit, whatever age the ficha kept.
    const luna = await insertAnimal(db, {
      registro: "R-LUNA",
      identificacion: "941000024680135",
      tipoId: 1,
      raza: "Podenco",
      sexoId: 2,
      edadAnios: 5,
      fechaNacimiento: new Date("2024-01-15"),
    });
    // Sex 'Desconocido' and the ficha's default age, 0 and 0: not known.
    const gato = await insertAnimal(db, { registro: "R-GATO", identificacion: null, tipoId: 2, raza: null, sexoId: 3, edadAnios: 0, edadMeses: 0 });
    const tobi = await insertAnimal(db, { registro: "R-TOBI", identificacion: "956000000000777", tipoId: 1, edadAnios: 9, edadMeses: 0 });
    // Arrived before the period, left in it: only its exit is in March.
    const adopcion = await db.entradaSalida.create({
      data: {
        animalId: luna.id,
        procedenciaId: 1,
        datosEntradaId: ana.id,
        fechaLlegada: new Date("2026-02-20"),
        destinoId: 3,
        fechaSalida: new Date("2026-03-05"),
        datosSalidaId: bea.id,
      },
    });
    // Brought by the town hall, no person: the entry names the town hall.
    const recogida = await db.entradaSalida.create({
      data: { animalId: gato.id, procedenciaId: 2, ayuntamientoId: getafe.id, fechaLlegada: new Date("2026-03-05") },
    });
    // In and out on one day: the entry comes first.
    const dia = await insertStay(db, tobi.id, { fechaLlegada: "2026-03-10", procedenciaId: 2, destinoId: 1, fechaSalida: "2026-03-10" });
    // The period's last day is in; the day after is not, nor an exit after it.
    const ultimo = await insertStay(db, tobi.id, { fechaLlegada: "2026-03-31", procedenciaId: null, destinoId: 5, fechaSalida: "2026-04-01" });
    await insertStay(db, luna.id, { fechaLlegada: "2026-04-01" });
    Object.assign(ids, { adopcion: adopcion.id, recogida: recogida.id, dia: dia.id, ultimo: ultimo.id });
  });

  const get = (query: string, token: string | null = t.tokens.marta) => t.rest({ method: "GET", url: `${PATH}?${query}`, token: token ?? undefined });
  const page = async (query: string) => {
    const response = await get(query);
    expect(response.statusCode, query).toBe(200);
    return response.json() as { data: Linea[]; pagination: Record<string, unknown>; totales: { entradas: number; salidas: number } };
  };
  const order = (lineas: Linea[]) => lineas.map((l) => `${l.fecha} ${l.movimiento} ${l.registro}`);

  test("every entry and exit of the period, interleaved by date, one line per movement, with the totals", async () => {
    const body = await page(`${MARCH}&limit=100`);
    expect(order(body.data)).toEqual([
      "2026-03-05 entrada R-GATO",
      "2026-03-05 salida R-LUNA",
      "2026-03-10 entrada R-TOBI",
      "2026-03-10 salida R-TOBI",
      "2026-03-31 entrada R-TOBI",
    ]);
    expect(body.totales).toEqual({ entradas: 3, salidas: 2 });
    expect(body.pagination).toEqual({ page: 1, totalPages: 1, hasNext: false, hasPrev: false });
    expect(body.data[0]).toEqual({
      fecha: "2026-03-05",
      movimiento: "entrada",
      registro: "R-GATO",
      tipo: "Gato",
      raza: null,
      sexo: "Desconocido",
      edad_anios: 0,
      edad_meses: 0,
      identificacion: null,
      procedencia_destino: "Recogida en la vía pública",
      interviniente: "Ayuntamiento de Getafe",
      documento: "P2806500A",
      entrada_salida_id: ids.recogida,
      animal_id: expect.any(Number),
    });
    expect(body.data[1]).toMatchObject({
      movimiento: "salida",
      tipo: "Perro",
      raza: "Podenco",
      edad_anios: 2,
      edad_meses: 1,
      identificacion: "941000024680135",
      procedencia_destino: "Adopción",
      interviniente: "Bea Gil",
      documento: "00000000T",
      entrada_salida_id: ids.adopcion,
    });
    // An exit with nobody taking the animal names no one; an entry without procedencia says so with null.
    expect(body.data[3]).toMatchObject({ procedencia_destino: "Fallecimiento", interviniente: null, documento: null, entrada_salida_id: ids.dia });
    expect(body.data[4]).toMatchObject({ procedencia_destino: null, entrada_salida_id: ids.ultimo });
  });

  test("the period's bounds: an entry before the period gives only its exit; the edges are in", async () => {
    expect(order((await page("desde=2026-02-20&hasta=2026-02-20")).data)).toEqual(["2026-02-20 entrada R-LUNA"]);
    const lunaInFebruary = (await page("desde=2026-02-20&hasta=2026-02-20")).data[0];
    expect(lunaInFebruary).toMatchObject({ interviniente: "Ana Martín Peña", documento: "12345678Z", procedencia_destino: "Abandono" });
    expect((await page("desde=2026-03-06&hasta=2026-03-09")).data).toEqual([]);
    expect(order((await page("desde=2026-04-01&hasta=2026-04-30")).data)).toEqual(["2026-04-01 entrada R-LUNA", "2026-04-01 salida R-TOBI"]);
  });

  test("numbered pages over REST and GraphQL address the same lines", async () => {
    const second = await page(`${MARCH}&page=2&limit=2`);
    expect(order(second.data)).toEqual(["2026-03-10 entrada R-TOBI", "2026-03-10 salida R-TOBI"]);
    expect(second.pagination).toEqual({ page: 2, totalPages: 3, hasNext: true, hasPrev: true });
    const LIBRO = `query ($desde: String!, $hasta: String!, $page: Int, $first: Int) {
      libroRegistro(desde: $desde, hasta: $hasta, page: $page, first: $first) {
        totalCount page totalPages entradas salidas
        edges { node { fecha movimiento registro interviniente documento entradaSalidaId } }
      }
    }`;
    const { data, errors } = await t.graphql(LIBRO, { desde: "2026-03-01", hasta: "2026-03-31", page: 2, first: 2 }, t.tokens.marta);
    expect(errors).toBeUndefined();
    expect(data.libroRegistro).toMatchObject({ totalCount: 5, page: 2, totalPages: 3, entradas: 3, salidas: 2 });
    expect(data.libroRegistro.edges.map((e: { node: Linea }) => `${e.node.fecha} ${e.node.movimiento} ${e.node.registro}`)).toEqual(order(second.data));
    const bad = await t.graphql(LIBRO, { desde: "2026-03-31", hasta: "2026-03-01" }, t.tokens.marta);
    expect(bad.errors?.[0]?.message).toBe("La fecha desde debe ser anterior o igual a la fecha hasta");
    const anonymous = await t.graphql(LIBRO, { desde: "2026-03-01", hasta: "2026-03-31" });
    expect((anonymous.errors?.[0] as { extensions?: { code?: string } } | undefined)?.extensions?.code).toBe("UNAUTHENTICATED");
  });

  test("the CSV holds the same lines in the listings' format", async () => {
    const response = await get(`${MARCH}&formato=csv`);
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(response.headers["content-disposition"]).toBe('attachment; filename="libro-registro.csv"');
    const text = response.body;
    expect(text.startsWith("\uFEFF")).toBe(true);
    const lines = text.slice(1).split("\r\n");
    expect(lines[0]).toBe("Fecha;Movimiento;Nº Registro;Especie;Raza;Sexo;Edad;Microchip;Procedencia / destino;Persona o ayuntamiento;DNI / CIF;Nº E/S");
    expect(lines.slice(1, -1).map((line) => line.split(";").slice(0, 3).join(" "))).toEqual([
      "05/03/2026 Entrada R-GATO",
      "05/03/2026 Salida R-LUNA",
      "10/03/2026 Entrada R-TOBI",
      "10/03/2026 Salida R-TOBI",
      "31/03/2026 Entrada R-TOBI",
    ]);
    expect(lines[2]).toContain(";Perro;Podenco;");
    expect(lines[2]).toContain(";2 año(s) y 1 mes(es);941000024680135;Adopción;Bea Gil;00000000T;");
    expect(lines[1]).toContain(";Desconocido;No consta;Sin identificación;Recogida en la vía pública;Ayuntamiento de Getafe;P2806500A;");
    expect(lines[5]).toContain(";No especificada;—;—;");
    expect(lines.at(-1)).toBe("");
  });

  test("the PDF: landscape A4, letterhead, period, totals, 'Folio N de M' on every page and the closing line", async () => {
    const response = await get(`${MARCH}&formato=pdf`);
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("application/pdf");
    expect(response.headers["content-disposition"]).toBe('attachment; filename="libro-registro.pdf"');
    const { text, pages, pageSize, title } = await readPdf(response.rawPayload);
    expect(title).toBe("Libro de registro");
    expect(pageSize).toMatch(/^841\.89 x 595\.28/);
    expect(pages).toBe(1);
    for (const expected of [
      SHELTER.nombre,
      `CIF/NIF: ${SHELTER.cifNif}`,
      `Núcleo zoológico n.º ${SHELTER.nucleoZoologico}`,
      "del 01/03/2026 al 31/03/2026",
      "Folio 1 de 1",
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).toMatch(/Totales:\s+Entradas: 3 · Salidas: 2/);
    expect(text).toContain("Entradas por procedencia: Recogida en la vía pública 2 · No especificada 1");
    expect(text).toContain("Salidas por destino: Adopción 1 · Fallecimiento 1");
    expect(text.replace(/\s+/g, " ")).toMatch(
      /El presente libro de registro comprende 5 movimientos \(3 de entrada y 2 de salida\) del 01\/03\/2026 al 31\/03\/2026\. Expedido el \d\d\/\d\d\/\d{4}\./,
    );
    expect(text).toMatch(/05\/03\/2026\s+Salida\s+R-LUNA/);
    // Whole in its column, not broken as 'Desconoc' and 'ido'; an unknown age is not printed as a newborn's.
    expect(text).toMatch(/R-GATO\s+Gato\s+—\s+Desconocido\s+No consta\s+Sin identificación/);
    expect(text).toContain("Bea Gil");
    const log = await t.db.prisma.log.findFirst({ where: { descripcion: "Descarga del libro de registro en PDF" } });
    expect(log?.username).toBe("marta");
  });

  test("a long book numbers every folio, and a period past the PDF's bound is refused before any work", async () => {
    const db = t.db.prisma;
    const animal = await insertAnimal(db, { registro: "R-MUCHOS" });
    await db.entradaSalida.createMany({
      data: Array.from({ length: 60 }, (_, i) => ({
        animalId: animal.id,
        procedenciaId: 2,
        destinoId: 5,
        fechaLlegada: new Date(`2025-05-${String(1 + (i % 28)).padStart(2, "0")}`),
        fechaSalida: new Date("2025-06-15"),
      })),
    });
    const { text, pages } = await readPdf((await get("desde=2025-05-01&hasta=2025-06-30&formato=pdf")).rawPayload);
    expect(pages).toBeGreaterThan(2);
    // A dense book: at least 25 movements a folio, so these 120 fill at most 5.
    expect(pages).toBeLessThanOrEqual(5);
    for (let folio = 1; folio <= pages; folio++) expect(text).toContain(`Folio ${folio} de ${pages}`);
    expect(text).toContain("Entradas: 60 · Salidas: 60");
    expect(text).toContain("comprende 120 movimientos");

    const half = Math.floor(LIBRO_PDF_MAX / 2) + 1;
    await db.entradaSalida.createMany({
      data: Array.from({ length: half }, () => ({
        animalId: animal.id,
        procedenciaId: 2,
        destinoId: 5,
        fechaLlegada: new Date("2024-03-01"),
        fechaSalida: new Date("2024-03-02"),
      })),
    });
    const refused = await get("desde=2024-01-01&hasta=2024-12-31&formato=pdf");
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({
      message: `El periodo tiene ${half * 2} movimientos y el PDF del libro de registro admite hasta ${LIBRO_PDF_MAX}: acorte el periodo`,
      code: "VALIDATION",
      field: "hasta",
    });
    // The screen pages through the same period.
    expect((await page("desde=2024-01-01&hasta=2024-12-31&page=3&limit=100")).pagination).toMatchObject({ page: 3, totalPages: Math.ceil((half * 2) / 100) });
  });

  test("bad input gets a Spanish 400 naming the field; no session is a 401 before any check", async () => {
    const cases: Array<[string, string, string]> = [
      ["", "Las fechas desde y hasta son obligatorias", "desde"],
      ["desde=2026-03-01", "Las fechas desde y hasta son obligatorias", "hasta"],
      ["desde=2026-03-02&hasta=2026-03-01", "La fecha desde debe ser anterior o igual a la fecha hasta", "desde"],
      ["desde=2026-02-30&hasta=2026-03-01", "La fecha desde no es válida", "desde"],
      ["desde=2026-03-01&hasta=31/03/2026", "La fecha hasta no es válida", "hasta"],
      ["desde=2016-03-30&hasta=2026-03-31", "El periodo no puede superar 10 años", "hasta"],
      [`${MARCH}&formato=xlsx`, "El formato debe ser json, pdf o csv", ""],
      [`${MARCH}&limit=500`, "El límite debe ser un número entero entre 1 y 100", ""],
      [`${MARCH}&desde=2026-03-02`, "La fecha desde no es válida", "desde"],
    ];
    for (const [query, message, field] of cases) {
      const response = await get(query);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().message, query).toBe(message);
      if (field) expect(response.json().field, query).toBe(field);
    }
    for (const formato of ["json", "pdf", "csv"]) expect((await get(`formato=${formato}`, null)).statusCode).toBe(401);
    expect((await get("formato=xlsx", null)).statusCode).toBe(401);
  });
});
