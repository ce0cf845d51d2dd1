import { afterAll, beforeAll, describe, expect, test } from "vitest";
import type { Database } from "../../api/src/db/client.ts";
import { insertAnimal, insertStay } from "../../tests/helpers/fixtures.ts";
import { openMigratedPglite } from "../../tests/helpers/testDatabase.ts";
import { countsForAnimals, seedShelter, type SeedResult } from "./seedShelter.ts";
import { cifControlLetter, dniLetter } from "./spanishData.ts";

describe("the shelter seed", () => {
  let database: Database;
  let first: SeedResult;
  let second: SeedResult;
  let existing: { animalId: number; stayId: number; dni: string };

  beforeAll(async () => {
    database = await openMigratedPglite();
    const db = database.prisma;
    const animal = await insertAnimal(db, { nombre: "Anterior" });
    const stay = await insertStay(db, animal.id, { fechaLlegada: "2026-01-10" });
    const persona = await db.persona.create({
      data: { dni: "12345678Z", apellido1: "Previa", nombre: "Ana", localidad: "Écija", provincia: "Sevilla", telefono1: "600000000" },
    });
    existing = { animalId: animal.id, stayId: stay.id, dni: persona.dni };
    first = await seedShelter(db, countsForAnimals(200), { identityOffset: 1234 });
    // The same numbering again: every DNI and CIF it would write already exists.
    second = await seedShelter(db, countsForAnimals(100), { identityOffset: 1234 });
  });
  afterAll(() => database.close());

  const rows = <T>(sql: string) => database.prisma.$queryRawUnsafe<T[]>(sql);

  test("the other counts follow the number of animals, and flags override them", () => {
    expect(countsForAnimals(100_000)).toEqual({
      animales: 100_000,
      personas: 30_000,
      ayuntamientos: 8_000,
      estanciasPorAnimal: 3,
      observacionesPorEstancia: 3,
    });
    expect(countsForAnimals(10, { personas: 0 }).personas).toBe(0);
  });

  test("adds animals with between one and five E/S, about three per animal, and observations on them", () => {
    expect(first).toMatchObject({ animales: 200, personas: 60, ayuntamientos: 16 });
    expect(first.entradasSalidas).toBeGreaterThanOrEqual(500);
    expect(first.entradasSalidas).toBeLessThanOrEqual(700);
    expect(first.observaciones).toBeGreaterThanOrEqual(first.entradasSalidas * 2.5);
    expect(first.observaciones).toBeLessThanOrEqual(first.entradasSalidas * 3.5);
    expect(first.enRefugio).toBeGreaterThan(0);
  });

  test("repeated DNIs and CIFs are skipped, and E/S then reference only people and town halls that exist", async () => {
    expect(second).toMatchObject({ animales: 100, personas: 0, ayuntamientos: 0 });
    expect(second.entradasSalidas).toBeGreaterThan(100);
    const [dnis] = await rows<{ total: number; distinct: number }>("SELECT count(*)::int AS total, count(DISTINCT upper(dni))::int AS distinct FROM personas");
    expect(dnis).toEqual({ total: 61, distinct: 61 });
  });

  test("stays are coherent: dates in order and never overlapping, at most one open stay, open means no exit", async () => {
    const [check] = await rows<Record<string, number>>(`
      SELECT
        (SELECT count(*)::int FROM animales a WHERE NOT EXISTS (SELECT 1 FROM entradas_salidas e WHERE e.animal_id = a.id)) AS without_stays,
        (SELECT count(*)::int FROM (SELECT animal_id FROM entradas_salidas WHERE destino_id = 6 GROUP BY 1 HAVING count(*) > 1) x) AS two_open,
        (SELECT count(*)::int FROM entradas_salidas WHERE (destino_id = 6) <> (fecha_salida IS NULL)) AS open_mismatch,
        (SELECT count(*)::int FROM entradas_salidas WHERE fecha_salida < fecha_llegada OR fecha_salida > current_date
                                                      OR fecha_llegada > current_date) AS bad_dates,
        (SELECT count(*)::int FROM entradas_salidas a JOIN entradas_salidas b ON a.animal_id = b.animal_id AND a.id < b.id
           AND a.fecha_llegada <= coalesce(b.fecha_salida, current_date) AND b.fecha_llegada <= coalesce(a.fecha_salida, current_date)) AS overlaps,
        (SELECT count(*)::int FROM entradas_salidas WHERE datos_salida_id IS NOT NULL AND destino_id NOT IN (3, 4)) AS exit_person_without_adoption,
        (SELECT count(*)::int FROM entradas_salidas WHERE ayuntamiento_id IS NOT NULL AND procedencia_id NOT IN (2, 3)) AS town_hall_without_pickup,
        (SELECT count(*)::int FROM observaciones o JOIN entradas_salidas e ON e.id = o.entradas_salidas_id
           WHERE o.fecha_hora::date < e.fecha_llegada OR o.fecha_hora::date > coalesce(e.fecha_salida, current_date)) AS notes_outside_stay,
        (SELECT count(*)::int FROM observaciones WHERE tratamiento AND tratamiento_fecha_inicio IS NULL) AS treatments_without_start`);
    expect(check).toEqual({
      without_stays: 0,
      two_open: 0,
      open_mismatch: 0,
      bad_dates: 0,
      overlaps: 0,
      exit_person_without_adoption: 0,
      town_hall_without_pickup: 0,
      notes_outside_stay: 0,
      treatments_without_start: 0,
    });
    const [open] = await rows<{ n: number }>(`
      SELECT count(*)::int AS n FROM observaciones o JOIN entradas_salidas e ON e.id = o.entradas_salidas_id
      WHERE e.destino_id = 6 AND o.tratamiento AND o.tratamiento_fecha_inicio <= now()
        AND (o.tratamiento_fecha_fin IS NULL OR o.tratamiento_fecha_fin > now())`);
    expect(open!.n).toBeGreaterThan(0);
  });

  test("plan sanitario items: about five per animal, done, cancelled, pending, overdue and due this week, on the example catalogue", async () => {
    type Plan = Record<"items" | "animals" | "done" | "cancelled" | "overdue" | "due" | "pending_after_exit" | "catalogue", number>;
    const [plan] = await rows<Plan>(`
      SELECT (SELECT count(*)::int FROM actuaciones_animal) AS items, (SELECT count(*)::int FROM animales) AS animals,
        (SELECT count(*)::int FROM actuaciones_animal WHERE estado = 'realizada') AS done,
        (SELECT count(*)::int FROM actuaciones_animal WHERE estado = 'cancelada') AS cancelled,
        (SELECT count(*)::int FROM actuaciones_animal WHERE estado = 'pendiente' AND fecha_prevista < current_date) AS overdue,
        (SELECT count(*)::int FROM actuaciones_animal WHERE estado = 'pendiente' AND fecha_prevista BETWEEN current_date AND current_date + 7) AS due,
        (SELECT count(*)::int FROM actuaciones_animal i JOIN entradas_salidas e ON e.id = i.entrada_salida_id
           WHERE i.estado = 'pendiente' AND e.destino_id <> 6) AS pending_after_exit,
        (SELECT count(*)::int FROM actuaciones_sanitarias WHERE nombre LIKE '%(ejemplo)') AS catalogue`);
    expect(plan!.items).toBe(first.actuaciones + second.actuaciones);
    expect(plan!.items / (plan!.animals - 1)).toBeGreaterThan(1.5);
    for (const state of ["done", "cancelled", "overdue", "due"] as const) expect(plan![state], state).toBeGreaterThan(0);
    expect(plan!.pending_after_exit).toBe(0);
    expect(plan!.catalogue).toBe(4);
  });

  test("identity numbers carry valid check letters and most animals have a 15-digit microchip", async () => {
    const people = await rows<{ dni: string }>("SELECT dni FROM personas WHERE dni <> '12345678Z'");
    for (const { dni } of people) {
      const nie = /^[XYZ]/.test(dni);
      const number = nie ? Number("XYZ".indexOf(dni[0]!) + dni.slice(1, 8)) : Number(dni.slice(0, 8));
      expect(dni).toMatch(nie ? /^[XYZ]\d{7}[A-Z]$/ : /^\d{8}[A-Z]$/);
      expect(dni.at(-1)).toBe(dniLetter(number));
    }
    const halls = await rows<{ cif: string }>("SELECT cif FROM ayuntamientos");
    expect(halls.length).toBe(16);
    for (const { cif } of halls) {
      expect(cif).toMatch(/^P\d{7}[A-J]$/);
      expect(cif.at(-1)).toBe(cifControlLetter(cif.slice(1, 8)));
    }
    const [chips] = await rows<{ with_chip: number; well_formed: number }>(`
      SELECT count(identificacion)::int AS with_chip, count(*) FILTER (WHERE identificacion ~ '^[0-9]{15}$')::int AS well_formed
      FROM animales WHERE id > ${existing.animalId}`);
    expect(chips!.well_formed).toBe(chips!.with_chip);
    expect(chips!.with_chip).toBeGreaterThan(300 * 0.7);
  });

  test("check letters follow the published rules", () => {
    // The DNI 12345678 has letter Z; the Ayuntamiento de Madrid's CIF is P2807900B.
    expect(dniLetter(12_345_678)).toBe("Z");
    expect(cifControlLetter("2807900")).toBe("B");
  });

  test("what was there stays as it was, and the app's next ids come after the seeded ones", async () => {
    const db = database.prisma;
    expect(await db.animal.findUniqueOrThrow({ where: { id: existing.animalId } })).toMatchObject({ nombre: "Anterior" });
    expect(await db.entradaSalida.findUniqueOrThrow({ where: { id: existing.stayId } })).toMatchObject({ destinoId: 6 });
    expect(await db.persona.count({ where: { dni: existing.dni } })).toBe(1);

    const [max] = await rows<{ animal: number; persona: number; ayuntamiento: number; stay: number; note: number }>(`
      SELECT (SELECT max(id) FROM animales) AS animal, (SELECT max(id) FROM personas) AS persona,
             (SELECT max(id) FROM ayuntamientos) AS ayuntamiento, (SELECT max(id) FROM entradas_salidas) AS stay,
             (SELECT max(id) FROM observaciones) AS note`);
    const animal = await insertAnimal(db);
    const persona = await db.persona.create({
      data: { dni: "87654321X", apellido1: "Nueva", nombre: "Eva", localidad: "Écija", provincia: "Sevilla", telefono1: "600000001" },
    });
    const ayuntamiento = await db.ayuntamiento.create({ data: { cif: "P4100000A", ayuntamiento: "Ayuntamiento de Prueba" } });
    const stay = await insertStay(db, animal.id);
    expect(animal.id).toBeGreaterThan(max!.animal);
    expect(persona.id).toBeGreaterThan(max!.persona);
    expect(ayuntamiento.id).toBeGreaterThan(max!.ayuntamiento);
    expect(stay.id).toBeGreaterThan(max!.stay);
  });
});
