/**
 * The plan sanitario on the shelter's clock: at 23:30 UTC on 10/03/2026 it is already the 11th in
 * Madrid (UTC+1) and still the 10th in the Canary Islands (UTC+0), so what is overdue, what is due
 * today, how far 'Pendientes' reaches and the day a repeat is scheduled from all differ.
 */
import { afterEach, beforeEach, describe, expect, test, vi } from "vitest";
import { insertAnimal } from "../../../../tests/helpers/fixtures.ts";
import { domainWorldForSuite } from "../../../../tests/helpers/domainDeps.ts";
import type { Deps } from "../deps.ts";
import { dateOfDay } from "../rules/shelterClock.ts";
import { registrarActuacion } from "./actuacionesAnimal.ts";
import { createActuacion } from "./catalogo.ts";
import { countPendientes, pagePendientes } from "./pendientes.ts";

const AT_DAY_CHANGE = new Date("2026-03-10T23:30:00Z");

describe("plan sanitario on the shelter's clock", () => {
  const world = domainWorldForSuite(3);
  const inZone = (timeZone: string): Deps => ({ ...world.deps, timeZone });

  beforeEach(() => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(AT_DAY_CHANGE);
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  async function animalWithItems(days: string[], intervaloDias: number | null = null) {
    const actuacion = await createActuacion(world.deps, world.user, { clase: "vacuna", nombre: `Vacuna ${days.join(",")}`, intervaloDias });
    const animal = await insertAnimal(world.deps.db, { nombre: "Canela" });
    const items = [];
    for (const day of days) {
      items.push(await world.deps.db.actuacionAnimal.create({ data: { animalId: animal.id, actuacionId: actuacion.id, fechaPrevista: dateOfDay(day) } }));
    }
    return { animal, items };
  }

  const rowOf = async (deps: Deps, animalId: number) =>
    (await pagePendientes(deps, world.user, {}, { offset: 0, limit: 100 })).items.find((row) => row.animalId === animalId);

  test("overdue, today and the next 7 days are read on the shelter's clock (Madrid and Atlantic/Canary)", async () => {
    const { animal } = await animalWithItems(["2026-03-10", "2026-03-11", "2026-03-18"]);
    const madrid = await rowOf(inZone("Europe/Madrid"), animal.id);
    expect(madrid?.items.map((item) => [item.fechaPrevista, item.vencimiento])).toEqual([
      ["2026-03-10", "vencida"],
      ["2026-03-11", "hoy"],
      ["2026-03-18", "proxima"],
    ]);
    const canarias = await rowOf(inZone("Atlantic/Canary"), animal.id);
    expect(canarias?.items.map((item) => [item.fechaPrevista, item.vencimiento])).toEqual([
      ["2026-03-10", "hoy"],
      ["2026-03-11", "proxima"],
    ]);
  });

  test("the count the sidebar and the Dashboard show is the list's, in either zone", async () => {
    for (const timeZone of ["Europe/Madrid", "Atlantic/Canary"]) {
      const deps = inZone(timeZone);
      const page = await pagePendientes(deps, world.user, {}, { offset: 0, limit: 100 });
      const listed = page.items.reduce((sum, row) => sum + row.items.length, 0);
      expect(page.actuaciones).toBe(listed);
      expect(await countPendientes(deps, world.user)).toBe(listed);
    }
  });

  test("a repeat is scheduled from the day it was given on the shelter's clock", async () => {
    const madrid = await animalWithItems(["2026-03-10"], 21);
    const canarias = await animalWithItems(["2026-03-10"], 21);
    const given = { realizadaEn: AT_DAY_CHANGE.toISOString(), lote: "A1" };
    const inMadrid = await registrarActuacion(inZone("Europe/Madrid"), world.user, { ...given, id: madrid.items[0]!.id });
    const inCanarias = await registrarActuacion(inZone("Atlantic/Canary"), world.user, { ...given, id: canarias.items[0]!.id });
    expect(inMadrid.siguiente?.fechaPrevista.toISOString().slice(0, 10)).toBe("2026-04-01");
    expect(inCanarias.siguiente?.fechaPrevista.toISOString().slice(0, 10)).toBe("2026-03-31");
    expect(inMadrid.item.veterinarioId).toBe(world.user.id);
  });

  test("a course of two doses schedules one repeat, from its last dose, whichever dose is recorded first", async () => {
    const given = { realizadaEn: AT_DAY_CHANGE.toISOString() };
    const repeatsOf = (animalId: number) =>
      world.deps.db.actuacionAnimal.findMany({ where: { animalId, estado: "pendiente" }, select: { fechaPrevista: true } });

    const inOrder = await animalWithItems(["2026-03-10", "2026-03-31"], 365);
    expect((await registrarActuacion(world.deps, world.user, { ...given, id: inOrder.items[0]!.id })).siguiente).toBeNull();
    const last = await registrarActuacion(world.deps, world.user, { ...given, id: inOrder.items[1]!.id });
    expect(last.siguiente?.fechaPrevista.toISOString().slice(0, 10)).toBe("2027-03-11");
    expect(await repeatsOf(inOrder.animal.id)).toHaveLength(1);

    const together = await animalWithItems(["2026-03-10", "2026-03-31"], 365);
    await Promise.all(together.items.map((item) => registrarActuacion(world.deps, world.user, { ...given, id: item.id })));
    expect(await repeatsOf(together.animal.id)).toHaveLength(1);
  });

  test("an employee may record an item but not change the catalogue", async () => {
    const employee = await world.actor(2);
    await expect(createActuacion(world.deps, employee, { clase: "prueba", nombre: "Test" })).rejects.toMatchObject({ code: "FORBIDDEN" });
    const { items } = await animalWithItems(["2026-03-09"]);
    const { item } = await registrarActuacion(world.deps, employee, { id: items[0]!.id, realizadaEn: AT_DAY_CHANGE.toISOString() });
    expect(item).toMatchObject({ estado: "realizada", veterinarioId: employee.id });
  });
});
