import { beforeAll, describe, expect, test } from "vitest";
import { adoptable, insertAnimal, insertObservation, insertStay, registeredShelter } from "../../../../tests/helpers/fixtures.ts";
import { domainWorldForSuite } from "../../../../tests/helpers/domainDeps.ts";
import type { Deps } from "../deps.ts";
import { getAppFrame } from "../frame/appFrame.ts";
import { countPendientes } from "../planSanitario/pendientes.ts";
import { setRecordatorioSanitario } from "../planSanitario/recordatorio.ts";
import { getRefugio } from "../refugio/refugio.ts";
import { deleteAnimalCascade } from "../animales/deleteAnimalCascade.ts";
import { deleteEntradaSalida } from "../entradasSalidas/deleteEntradaSalida.ts";
import { shelterToday } from "../entradasSalidas/entradaSalidaRecord.ts";
import { updateEntradaSalida } from "../entradasSalidas/saveEntradaSalida.ts";
import { deleteObservacion } from "../observaciones/deleteObservacion.ts";
import { createObservacion, updateObservacion } from "../observaciones/saveObservacion.ts";
import { getCounts } from "./counts.ts";
import { getDashboard, lastMonths, shelterMonth } from "./dashboard.ts";

/** 15 June 2026, midday in Madrid. */
const NOW = new Date("2026-06-15T10:00:00Z");
const DAY = 24 * 3600 * 1000;

describe("dashboard figures", () => {
  const world = domainWorldForSuite(1);
  beforeAll(async () => {
    await world.actor(2);
    const inactive = await world.actor(3);
    await world.deps.db.usuario.update({ where: { id: inactive.id }, data: { activo: false } });

    const db = world.deps.db;
    const [luna, toby, kira, nube, viejo] = await Promise.all([1, 2, 3, 4, 5].map(() => insertAnimal(db)));
    // In the shelter now: luna (open stay), toby (open stay after an earlier adoption that came back).
    const lunaStay = await insertStay(db, luna!.id, { fechaLlegada: "2026-05-02" });
    await insertStay(db, toby!.id, { destinoId: 3, fechaLlegada: "2026-01-05", fechaSalida: "2026-02-20" });
    const tobyStay = await insertStay(db, toby!.id, { fechaLlegada: "2026-04-01" });
    // Adopted this year: toby (above) and kira; nube was adopted last year; viejo died this year.
    await insertStay(db, kira!.id, { destinoId: 3, fechaLlegada: "2025-11-30", fechaSalida: "2026-06-01" });
    await insertStay(db, nube!.id, { destinoId: 3, fechaLlegada: "2025-01-10", fechaSalida: "2025-12-31" });
    await insertStay(db, viejo!.id, { destinoId: 1, fechaLlegada: "2025-06-30", fechaSalida: "2026-03-03" });
    // Treatments: luna has an open one (twice, counted once); toby's ended; a plain observation is not one.
    await insertObservation(db, lunaStay.id, { tratamiento: true, inicio: new Date(NOW.getTime() - 3 * DAY) });
    await insertObservation(db, lunaStay.id, { tratamiento: true, inicio: new Date(NOW.getTime() - DAY), fin: new Date(NOW.getTime() + DAY) });
    await insertObservation(db, tobyStay.id, { tratamiento: true, inicio: new Date(NOW.getTime() - 9 * DAY), fin: new Date(NOW.getTime() - DAY) });
    await insertObservation(db, tobyStay.id, { tratamiento: false });
    // Starts tomorrow: not yet in treatment.
    await insertObservation(db, tobyStay.id, { tratamiento: true, inicio: new Date(NOW.getTime() + DAY) });
  });

  test("the months are the last twelve up to the current one, read in Madrid", () => {
    expect(lastMonths(NOW, "Europe/Madrid")).toEqual([
      "2025-07",
      "2025-08",
      "2025-09",
      "2025-10",
      "2025-11",
      "2025-12",
      "2026-01",
      "2026-02",
      "2026-03",
      "2026-04",
      "2026-05",
      "2026-06",
    ]);
    // 23:30 UTC on 31 December is already 1 January in Madrid, still December in the Canaries.
    expect(shelterMonth(new Date("2026-12-31T23:30:00Z"), "Europe/Madrid").toString()).toBe("2027-01-01");
    expect(shelterMonth(new Date("2026-12-31T23:30:00Z"), "Atlantic/Canary").toString()).toBe("2026-12-01");
  });

  test("a shelter in the Canaries reads its year and months on its own clock (TIME_ZONE)", async () => {
    const newYearsEve = new Date("2026-12-31T23:30:00Z");
    const canary = await getDashboard({ ...world.deps, timeZone: "Atlantic/Canary" }, world.user, newYearsEve);
    expect(canary.anio).toBe(2026);
    expect(canary.movimientos.at(-1)?.mes).toBe("2026-12");
    expect(canary.adopcionesAnio).toBe(2);
    const madrid = await getDashboard({ ...world.deps, timeZone: "Europe/Madrid" }, world.user, newYearsEve);
    expect(madrid.anio).toBe(2027);
    expect(madrid.movimientos.at(-1)?.mes).toBe("2027-01");
    expect(madrid.adopcionesAnio).toBe(0);
  });

  test("each card counts what its definition says", async () => {
    const dashboard = await getDashboard(world.deps, world.user, NOW);
    expect(dashboard).toMatchObject({
      animalesEnRefugio: 2,
      fichasRegistradas: 5,
      anio: 2026,
      adopcionesAnio: 2,
      enTratamiento: 1,
      usuariosActivos: 2,
    });
  });

  test("entries and exits per month, with empty months as zero", async () => {
    const { movimientos } = await getDashboard(world.deps, world.user, NOW);
    expect(movimientos).toHaveLength(12);
    const month = (mes: string) => movimientos.find((m) => m.mes === mes);
    expect(month("2025-07")).toEqual({ mes: "2025-07", entradas: 0, salidas: 0 });
    expect(month("2025-11")).toEqual({ mes: "2025-11", entradas: 1, salidas: 0 });
    expect(month("2025-12")).toEqual({ mes: "2025-12", entradas: 0, salidas: 1 });
    expect(month("2026-01")).toEqual({ mes: "2026-01", entradas: 1, salidas: 0 });
    expect(month("2026-06")).toEqual({ mes: "2026-06", entradas: 0, salidas: 1 });
    // Arrivals before the window (June 2025, January 2025) are left out.
    expect(movimientos.reduce((sum, m) => sum + m.entradas, 0)).toBe(4);
    expect(movimientos.reduce((sum, m) => sum + m.salidas, 0)).toBe(4);
  });

  test("the sidebar counts and the dashboard are for logged-in users only", async () => {
    expect(await getCounts(world.deps, world.user)).toEqual({ animales: 5, personas: 0, ayuntamientos: 0 });
    await expect(getDashboard(world.deps, null)).rejects.toMatchObject({ httpStatus: 401 });
  });

  // The frame's one statement must answer what the sidebar's and the identity's own reads answer.
  test("the app's frame reads the counts and the shelter's identity as their own reads do", async () => {
    const separately = async () => ({
      counts: { ...(await getCounts(world.deps, world.user)), actuacionesPendientes: await countPendientes(world.deps, world.user) },
      refugio: await getRefugio(world.deps, world.user),
      reminder: { recordatorioSanitario: false, recordatorioOfrecido: false },
    });
    const unsaved = await getAppFrame(world.deps, world.user);
    expect(unsaved.refugio.nombre).toBeNull();
    expect(unsaved).toStrictEqual(await separately());
    await world.deps.db.persona.create({ data: { dni: "X1", nombre: "Ana", apellido1: "Ruiz", localidad: "Écija", provincia: "Sevilla", telefono1: "600" } });
    await world.deps.db.refugio.upsert({
      where: { id: 1 },
      create: { id: 1, nombre: "Refugio Écija", cifNif: "G12345678", codigoPostal: "41400", email: "a@b.es", logo: "logo-1.png" },
      update: {},
    });
    const saved = await getAppFrame(world.deps, world.user);
    expect(saved).toMatchObject({ counts: { personas: 1 }, refugio: { nombre: "Refugio Écija", cifNif: "G12345678", direccion: null, logo: "logo-1.png" } });
    expect(saved).toStrictEqual(await separately());
    await expect(getAppFrame(world.deps, null)).rejects.toMatchObject({ httpStatus: 401 });
  });

  test("the frame's reminder switch: offered once the shelter sends it and the user has an e-mail, or while it is on", async () => {
    const sending = { ...world.deps, healthReminderHour: "08:00" };
    const reminder = async (deps: Deps = sending) => (await getAppFrame(deps, world.user)).reminder;
    await world.deps.db.usuario.update({ where: { id: world.user.id }, data: { email: "vet@refugio.test" } });
    expect(await reminder(), "no SMTP yet").toEqual({ recordatorioSanitario: false, recordatorioOfrecido: false });
    await world.deps.db.smtpConfig.create({
      data: { smtpHost: "127.0.0.1", smtpUser: "u", smtpPassword: "x", remitenteEmail: "r@refugio.test", remitenteNombre: "Refugio" },
    });
    expect(await reminder()).toEqual({ recordatorioSanitario: false, recordatorioOfrecido: true });
    expect(await reminder({ ...world.deps, healthReminderHour: null }), "no hour set").toEqual({ recordatorioSanitario: false, recordatorioOfrecido: false });
    await world.deps.db.usuario.update({ where: { id: world.user.id }, data: { email: null } });
    expect(await reminder(), "no e-mail").toEqual({ recordatorioSanitario: false, recordatorioOfrecido: false });
    await setRecordatorioSanitario(world.deps, world.user, { activo: true });
    expect(await reminder({ ...world.deps, healthReminderHour: null }), "on: offered to turn it off").toEqual({
      recordatorioSanitario: true,
      recordatorioOfrecido: true,
    });
    await world.deps.db.smtpConfig.deleteMany();
  });
});

describe("kept counts: the Dashboard's and the treatments' tables equal a count after every kind of change", () => {
  const world = domainWorldForSuite(2);
  beforeAll(() => registeredShelter(world.deps.db));

  /** What the triggers keep, beside the same figures counted from the tables themselves. */
  async function keptAndCounted() {
    const [kept] = await world.deps.db.$queryRaw<{ tratamientos: unknown; movimientos: unknown; enRefugio: number }[]>`
      SELECT (SELECT coalesce(json_agg(t ORDER BY t.observacion_id), '[]') FROM (
                SELECT observacion_id, animal_id, inicio, hasta FROM tratamientos) t) AS tratamientos,
             (SELECT coalesce(json_agg(m ORDER BY m.mes), '[]') FROM (
                SELECT mes, entradas, salidas, adopciones FROM movimientos_mes WHERE (entradas, salidas, adopciones) <> (0, 0, 0)) m) AS movimientos,
             (SELECT total FROM totales WHERE tabla = 'en_refugio') AS "enRefugio"`;
    const [counted] = await world.deps.db.$queryRaw<{ tratamientos: unknown; movimientos: unknown; enRefugio: number }[]>`
      SELECT (SELECT coalesce(json_agg(t ORDER BY t.observacion_id), '[]') FROM (
                SELECT o.id AS observacion_id, es.animal_id, o.tratamiento_fecha_inicio AS inicio,
                       coalesce(o.tratamiento_fecha_fin, 'infinity'::timestamptz) AS hasta
                FROM observaciones o JOIN entradas_salidas es ON es.id = o.entradas_salidas_id WHERE o.tratamiento) t) AS tratamientos,
             (SELECT coalesce(json_agg(m ORDER BY m.mes), '[]') FROM (
                SELECT mes, sum(entradas)::int AS entradas, sum(salidas)::int AS salidas, sum(adopciones)::int AS adopciones FROM (
                  SELECT date_trunc('month', fecha_llegada)::date AS mes, 1 AS entradas, 0 AS salidas, 0 AS adopciones FROM entradas_salidas
                  UNION ALL
                  SELECT date_trunc('month', fecha_salida)::date, 0, 1, (destino_id = 3)::int FROM entradas_salidas WHERE fecha_salida IS NOT NULL
                ) c GROUP BY mes) m) AS movimientos,
             (SELECT count(*)::int FROM entradas_salidas WHERE destino_id = 6) AS "enRefugio"`;
    return { kept, counted };
  }

  async function expectExact(step: string) {
    const { kept, counted } = await keptAndCounted();
    expect(kept, step).toEqual(counted);
  }

  test("inserts, edits of dates and of the treatment flag, closing a stay, moves, deletions and cascades", async () => {
    const db = world.deps.db;
    const [luna, toby] = [await insertAnimal(db, adoptable()), await insertAnimal(db, adoptable())];
    const stay = await insertStay(db, luna.id, { fechaLlegada: "2026-03-01" });
    const closedStay = await insertStay(db, toby.id, { destinoId: 3, fechaLlegada: "2025-12-30", fechaSalida: "2026-01-04" });
    await expectExact("E/S inserted");

    const treatment = await createObservacion(world.deps, world.user, {
      entradaSalidaId: stay.id,
      descripcion: "Antibiótico",
      tratamiento: true,
      tratamientoFechaInicio: new Date(Date.now() - 2 * DAY).toISOString(),
    });
    const plain = await createObservacion(world.deps, world.user, { entradaSalidaId: stay.id, descripcion: "Come bien", tratamiento: false });
    await insertObservation(db, closedStay.id, { tratamiento: true, inicio: new Date("2026-01-01T10:00:00Z"), fin: new Date("2026-01-03T10:00:00Z") });
    await expectExact("observations inserted");

    const end = new Date(Date.now() + DAY).toISOString();
    await updateObservacion(world.deps, world.user, {
      id: treatment.id,
      descripcion: "Antibiótico",
      tratamiento: true,
      tratamientoFechaInicio: treatment.tratamientoFechaInicio!.toISOString(),
      tratamientoFechaFin: end,
    });
    await expectExact("a treatment's end edited");
    await updateObservacion(world.deps, world.user, {
      id: plain.id,
      descripcion: "Vendaje",
      tratamiento: true,
      tratamientoFechaInicio: new Date().toISOString(),
    });
    await expectExact("an observation made a treatment");
    await updateObservacion(world.deps, world.user, { id: plain.id, descripcion: "Vendaje", tratamiento: false });
    await expectExact("a treatment made a plain observation");

    await db.observacion.createMany({
      data: [1, 2, 3].map((n) => ({ entradaSalidaId: stay.id, descripcion: `Dosis ${n}`, tratamiento: true, tratamientoFechaInicio: new Date() })),
    });
    await db.observacion.updateMany({
      where: { entradaSalidaId: stay.id, descripcion: { startsWith: "Dosis" } },
      data: { tratamientoFechaFin: new Date(Date.now() + DAY) },
    });
    await expectExact("several observations inserted and edited in one statement");

    await updateEntradaSalida(world.deps, world.user, {
      id: stay.id,
      source: "general",
      procedenciaId: 2,
      fechaLlegada: "2026-03-01",
      destinoId: 3,
      fechaSalida: shelterToday(world.deps),
    });
    await expectExact("a stay closed with an adoption: its treatments end");

    await db.entradaSalida.update({ where: { id: stay.id }, data: { animalId: toby.id } });
    await expectExact("a stay moved to another animal");
    await db.entradaSalida.update({ where: { id: closedStay.id }, data: { fechaLlegada: new Date("2025-11-15"), destinoId: 6, fechaSalida: null } });
    await expectExact("a closed stay reopened with another arrival month");

    await deleteObservacion(world.deps, world.user, { id: treatment.id });
    await expectExact("an observation deleted");
    await deleteEntradaSalida(world.deps, world.user, { id: closedStay.id, confirmacion: "SEGURO" });
    await expectExact("an E/S deleted with its observations");
    const kira = await insertAnimal(db, adoptable());
    const kiraStay = await insertStay(db, kira.id, { fechaLlegada: "2026-04-10" });
    await insertObservation(db, kiraStay.id, { tratamiento: true, inicio: new Date() });
    await expectExact("another animal in the shelter with a treatment");
    await deleteAnimalCascade(world.deps, world.user, { id: kira.id, confirmacion: "SEGURO" });
    await deleteAnimalCascade(world.deps, world.user, { id: toby.id, confirmacion: "SEGURO" });
    await expectExact("animals deleted in cascade");
  });
});
