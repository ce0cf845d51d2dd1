import { beforeAll, describe, expect, test } from "vitest";
import { adoptable, insertAnimal, insertObservation, insertStay, registeredShelter } from "../../../../tests/helpers/fixtures.ts";
import { domainWorldForSuite } from "../../../../tests/helpers/domainDeps.ts";
import { shelterToday } from "../entradasSalidas/entradaSalidaRecord.ts";
import { updateEntradaSalida } from "../entradasSalidas/saveEntradaSalida.ts";
import { ENDS_AFTER_EXIT, STARTS_AFTER_EXIT } from "../rules/observacion.ts";
import { getDashboardCards } from "../stats/dashboard.ts";
import { pageOpenTreatments } from "./openTreatments.ts";
import { createObservacion, updateObservacion } from "./saveObservacion.ts";

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

describe("treatments end with their stay", () => {
  const world = domainWorldForSuite(2);
  beforeAll(() => registeredShelter(world.deps.db));

  /** An animal in the shelter since 01/03/2026 with an open treatment started `startedAgo` ms ago. */
  async function stayWithTreatment(startedAgo = 2 * DAY) {
    const animal = await insertAnimal(world.deps.db, adoptable());
    const stay = await insertStay(world.deps.db, animal.id, { fechaLlegada: "2026-03-01" });
    const treatment = await insertObservation(world.deps.db, stay.id, { tratamiento: true, inicio: new Date(Date.now() - startedAgo) });
    return { animal, stay, treatment };
  }

  const close = (id: number, fechaSalida: string, destinoId = 3) =>
    updateEntradaSalida(world.deps, world.user, { id, source: "general", procedenciaId: 2, fechaLlegada: "2026-03-01", destinoId, fechaSalida });

  const observacion = (id: number) => world.deps.db.observacion.findUniqueOrThrow({ where: { id } });

  /** The Dashboard's card and 'Tratamientos en curso' read now: they must agree. */
  async function openTreatmentFigures() {
    const [cards, list] = await Promise.all([getDashboardCards(world.deps, world.user), pageOpenTreatments(world.deps, world.user, { offset: 0, limit: 100 })]);
    return { card: cards.enTratamiento, listed: list.animales, ids: list.items.map((item) => item.id) };
  }

  test("closing today ends the running treatments now, each with its activity entry; ended ones and plain observations stay as they were", async () => {
    const { stay, treatment } = await stayWithTreatment();
    const endsTomorrow = await insertObservation(world.deps.db, stay.id, {
      tratamiento: true,
      inicio: new Date(Date.now() - DAY),
      fin: new Date(Date.now() + DAY),
    });
    const endedBefore = await insertObservation(world.deps.db, stay.id, {
      tratamiento: true,
      inicio: new Date("2026-03-02T10:00:00Z"),
      fin: new Date("2026-03-03T10:00:00Z"),
    });
    const plain = await insertObservation(world.deps.db, stay.id);
    const before = await openTreatmentFigures();
    expect(before.ids).toEqual(expect.arrayContaining([treatment.id, endsTomorrow.id]));

    const startedAt = Date.now();
    const saved = await close(stay.id, shelterToday(world.deps));
    expect(saved.tratamientosFinalizados).toBe(2);
    expect(saved.entradaSalida).toMatchObject({ id: stay.id, destinoId: 3 });
    for (const id of [treatment.id, endsTomorrow.id]) {
      const ended = (await observacion(id)).tratamientoFechaFin!;
      expect(ended.getTime()).toBeGreaterThanOrEqual(startedAt);
      expect(ended.getTime()).toBeLessThanOrEqual(Date.now());
      const activity = await world.deps.db.actividad.findMany({ where: { tabla: "observaciones", registroId: id } });
      expect(activity).toEqual([expect.objectContaining({ accion: "modificar", usuario: world.user.username })]);
      expect(activity[0]!.descripcion).toMatch(
        new RegExp(`^Finalizada la observación ${id} \\(tratamiento\\) de la E/S ${stay.id} con la salida del \\d{2}/\\d{2}/\\d{4}$`),
      );
    }
    expect((await observacion(endedBefore.id)).tratamientoFechaFin).toEqual(new Date("2026-03-03T10:00:00Z"));
    expect(await observacion(plain.id)).toMatchObject({ tratamiento: false, tratamientoFechaFin: null });

    const after = await openTreatmentFigures();
    expect(after.ids).not.toContain(treatment.id);
    expect(after.ids).not.toContain(endsTomorrow.id);
    expect(after.card).toBe(before.card - 1);
    expect(after.listed).toBe(after.card);

    // Saving the closed stay again finds nothing left to end.
    expect((await close(stay.id, shelterToday(world.deps))).tratamientosFinalizados).toBe(0);
  });

  test("a past exit date ends them at the last minute of that day on the shelter's clock; a later one keeps them running till then", async () => {
    const { stay, treatment } = await stayWithTreatment(40 * DAY);
    const exit = new Date(Date.now() - 10 * DAY).toISOString().slice(0, 10);
    expect((await close(stay.id, exit)).tratamientosFinalizados).toBe(1);
    // 23:59:59.999 in Madrid (UTC+1 or +2) is 21:59 or 22:59 UTC of that day.
    const ended = (await observacion(treatment.id)).tratamientoFechaFin!;
    expect(new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Madrid", dateStyle: "short", timeStyle: "medium", hourCycle: "h23" }).format(ended)).toBe(
      `${exit}, 23:59:59`,
    );
    expect(ended.getUTCMilliseconds()).toBe(999);

    const later = await stayWithTreatment();
    const inTwoDays = new Date(Date.now() + 2 * DAY).toISOString().slice(0, 10);
    expect((await close(later.stay.id, inTwoDays, 5)).tratamientosFinalizados).toBe(1);
    expect((await observacion(later.treatment.id)).tratamientoFechaFin!.getTime()).toBeGreaterThan(Date.now() + DAY);
    // Until that day the animal is still being treated: both figures keep counting it.
    const figures = await openTreatmentFigures();
    expect(figures.ids).toContain(later.treatment.id);
    expect(figures.listed).toBe(figures.card);
  });

  test("a stay that stays open ends nothing", async () => {
    const { stay, treatment } = await stayWithTreatment();
    expect((await close(stay.id, "", 6)).tratamientosFinalizados).toBe(0);
    expect((await observacion(treatment.id)).tratamientoFechaFin).toBeNull();
  });

  test("on a closed stay a treatment may not start or end after the exit date; one without an end ends with the stay; plain observations are free", async () => {
    const animal = await insertAnimal(world.deps.db, adoptable());
    const stay = await insertStay(world.deps.db, animal.id, { fechaLlegada: "2026-03-01", destinoId: 3, fechaSalida: "2026-03-10" });
    const treatment = (fields: Record<string, unknown>) =>
      createObservacion(world.deps, world.user, { entradaSalidaId: stay.id, descripcion: "Antibiótico", tratamiento: true, ...fields });

    // 00:30 on the 11th in Madrid is still the 10th in UTC: the shelter's day decides.
    await expect(treatment({ tratamientoFechaInicio: "2026-03-10T23:30:00Z" })).rejects.toMatchObject({
      httpStatus: 400,
      code: "VALIDATION",
      message: STARTS_AFTER_EXIT,
      field: "tratamientoFechaInicio",
    });
    await expect(treatment({ tratamientoFechaInicio: "2026-03-09T10:00:00Z", tratamientoFechaFin: "2026-03-11T08:00:00Z" })).rejects.toMatchObject({
      httpStatus: 400,
      message: ENDS_AFTER_EXIT,
      field: "tratamientoFechaFin",
    });
    const lastDay = await treatment({ tratamientoFechaInicio: "2026-03-10T21:00:00Z" });
    expect(lastDay.tratamientoFechaFin).toEqual(new Date("2026-03-10T22:59:59.999Z"));
    await expect(
      updateObservacion(world.deps, world.user, {
        id: lastDay.id,
        descripcion: "Antibiótico",
        tratamiento: true,
        tratamientoFechaInicio: "2026-03-12T10:00:00Z",
      }),
    ).rejects.toMatchObject({
      message: STARTS_AFTER_EXIT,
    });
    const note = await createObservacion(world.deps, world.user, { entradaSalidaId: stay.id, descripcion: "La familia manda fotos" });
    expect(note.tratamiento).toBe(false);
    expect(await world.deps.db.observacion.count({ where: { entradaSalidaId: stay.id } })).toBe(2);
  });
});
