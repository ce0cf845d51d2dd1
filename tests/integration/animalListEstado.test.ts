/**
 * The record list says where each animal is (issue 22, item 17): 'Estado' (in the shelter, or the
 * last destino with its exit day, or no E/S), 'Especie' and the photo on every row, and a filter by
 * estado, through GraphQL (the web client's own operation) and REST (`?estado=`), beside the
 * spec's `?filtro=` and fields.
 */
import { beforeAll, describe, expect, test } from "vitest";
import { clientOperation } from "../../bench/relayDocuments.ts";
import { insertAnimal, insertStay } from "../helpers/fixtures.ts";
import { testAppForSuite } from "../helpers/testApp.ts";

type Row = {
  nombre: string;
  tipo: { tipo: string } | null;
  photoUrl: string | null;
  estado: { enRefugio: boolean; destino: { destino: string } | null; fechaSalida: string | null };
};

/** The spec's fields of a list row (section 3 "Animal" and the list's talla and sexo texts). */
const SPEC_FIELDS = [
  "id",
  "registro",
  "fotografia",
  "nombre",
  "identificacion",
  "tipo_id",
  "raza",
  "pelo",
  "color",
  "cola",
  "edad_anios",
  "edad_meses",
  "talla_id",
  "sexo_id",
  "otros",
  "talla",
  "sexo",
];

describe("the record list's estado", () => {
  const t = testAppForSuite({ users: { cuidadora: 2 } });
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    const db = t.db.prisma;
    const animal = async (nombre: string, tipoId: number) => (ids[nombre] = (await insertAnimal(db, { registro: `EST-${nombre}`, nombre, tipoId })).id);
    // In the shelter: one open stay.
    await insertStay(db, await animal("Rayo", 1));
    // Adopted on 10/03/2026.
    await insertStay(db, await animal("Misi", 2), { destinoId: 3, fechaLlegada: "2026-02-01", fechaSalida: "2026-03-10" });
    // Two stays: the later arrival decides (returned to its owner on 20/05/2026).
    const vuelve = await animal("Bruno", 1);
    await insertStay(db, vuelve, { destinoId: 3, fechaLlegada: "2026-01-05", fechaSalida: "2026-01-20" });
    await insertStay(db, vuelve, { destinoId: 4, fechaLlegada: "2026-05-01", fechaSalida: "2026-05-20" });
    // An old stay reopened after a later one closed: open is open.
    const reabierta = await animal("Nube", 2);
    await insertStay(db, reabierta, { destinoId: 6, fechaLlegada: "2026-01-05" });
    await insertStay(db, reabierta, { destinoId: 3, fechaLlegada: "2026-04-01", fechaSalida: "2026-04-02" });
    // Never entered.
    await animal("Pipo", 1);
  });

  async function list(variables: { search?: string | null; estado?: string | null; page?: number }) {
    const body = await t.graphql((await clientOperation("AnimalListPageQuery")).text, { search: null, page: 1, ...variables }, t.tokens.cuidadora);
    expect(body.errors).toBeUndefined();
    const animales = body.data.animales;
    return {
      total: animales.totalCount as number,
      rows: (animales.edges as { node: Row }[]).map(({ node }) => node),
    };
  }

  /** Each row's estado in a few words: 'En refugio', '<destino> <exit day>' or 'Sin entradas'. */
  const estados = (rows: Row[]) =>
    Object.fromEntries(
      rows.map(({ nombre, estado }) => [
        nombre,
        estado.enRefugio ? "En refugio" : estado.destino ? `${estado.destino.destino} ${estado.fechaSalida}` : "Sin entradas",
      ]),
    );

  test("each row says where the animal is and its especie, in the list's own query", async () => {
    const { total, rows } = await list({});
    expect(total).toBe(5);
    expect(estados(rows)).toEqual({
      Rayo: "En refugio",
      Misi: "Adopción 2026-03-10",
      Bruno: "Reconocimiento 2026-05-20",
      Nube: "En refugio",
      Pipo: "Sin entradas",
    });
    expect(rows.find((row) => row.nombre === "Misi")).toMatchObject({ tipo: { tipo: "Gato" }, photoUrl: null, estado: { enRefugio: false } });
  });

  test("the estado filter: in the shelter, and out of it (left or never entered); with a search too", async () => {
    const dentro = await list({ estado: "EN_REFUGIO" });
    expect([dentro.total, dentro.rows.map((row) => row.nombre)]).toEqual([2, ["Nube", "Rayo"]]);
    const fuera = await list({ estado: "FUERA" });
    expect([fuera.total, fuera.rows.map((row) => row.nombre)]).toEqual([3, ["Pipo", "Bruno", "Misi"]]);
    expect((await list({ estado: "TODOS" })).total).toBe(5);
    const buscado = await list({ estado: "FUERA", search: "EST-Bruno" });
    expect([buscado.total, buscado.rows.map((row) => row.nombre)]).toEqual([1, ["Bruno"]]);
    expect((await list({ estado: "EN_REFUGIO", search: "EST-Bruno" })).total).toBe(0);
    // Closing Rayo's stay moves him out at once: the totals come from the open stays.
    await t.db.prisma.entradaSalida.updateMany({ where: { animalId: ids.Rayo, destinoId: 6 }, data: { destinoId: 3, fechaSalida: new Date("2026-06-01") } });
    expect([(await list({ estado: "EN_REFUGIO" })).total, (await list({ estado: "FUERA" })).total]).toEqual([1, 4]);
    await t.db.prisma.entradaSalida.updateMany({ where: { animalId: ids.Rayo }, data: { destinoId: 6, fechaSalida: null } });
  });

  test("REST GET /api/animales/lista keeps the spec's fields and `?filtro=`, and adds the estado and `?estado=`", async () => {
    const get = (query: string) => t.rest({ method: "GET", url: `/api/animales/lista${query}`, token: t.tokens.cuidadora });
    const whole = (await get("?estado=en_refugio")).json() as Record<string, unknown>[];
    expect(whole.map((row) => row.nombre)).toEqual(["Nube", "Rayo"]);
    for (const field of SPEC_FIELDS) expect(whole[0]).toHaveProperty(field);
    expect(whole[1]).toMatchObject({ id: ids.Rayo, estado: "En refugio", en_refugio: true, ultimo_destino_id: 6, fecha_ultima_salida: null, tipo: "Perro" });

    const searched = (await get("?filtro=est-misi&estado=fuera")).json();
    expect(searched).toEqual([
      expect.objectContaining({ id: ids.Misi, estado: "Adopción (10/03/2026)", en_refugio: false, ultimo_destino_id: 3, fecha_ultima_salida: "2026-03-10" }),
    ]);
    expect((await get("?filtro=est-pipo")).json()).toEqual([
      expect.objectContaining({ estado: "Sin entradas", en_refugio: false, ultimo_destino_id: null, fecha_ultima_salida: null }),
    ]);

    const paged = (await get("?estado=fuera&page=2&limit=2")).json();
    expect(paged).toEqual({ data: [expect.objectContaining({ nombre: "Misi" })], pagination: { page: 2, totalPages: 2, hasNext: false, hasPrev: true } });

    const bad = await get("?estado=perdido");
    expect([bad.statusCode, bad.json()]).toEqual([400, { message: "El estado debe ser todos, en_refugio o fuera", code: "VALIDATION", field: "estado" }]);
    expect((await get("?estado=perdido&page=1")).statusCode).toBe(400);
  });
});
