/**
 * The plan sanitario's daily reminder (issue 27) through a real SMTP server on the loopback: only
 * active users who opted in and have an e-mail receive it, once per day; a day missed while the
 * app was down is sent at the next start; with TEST_DB=postgres, two instances starting at once
 * send it once.
 */
import { describe, expect, test } from "vitest";
import { healthReminder } from "../../api/src/jobs/healthReminder.ts";
import { startJobRunner } from "../../api/src/jobs/jobRunner.ts";
import { dateOfDay } from "../../api/src/domain/rules/shelterClock.ts";
import { insertAnimal } from "../helpers/fixtures.ts";
import { forSuite } from "../helpers/forSuite.ts";
import { startSmtpServer } from "../helpers/smtpServer.ts";
import { testAppForSuite } from "../helpers/testApp.ts";

/** A clock standing at `instant` and moving on from there. */
const clockAt = (instant: string) => {
  const offset = new Date(instant).getTime() - Date.now();
  return () => new Date(Date.now() + offset);
};

describe("the daily reminder of the plan sanitario", () => {
  const t = testAppForSuite({ users: { directora: 1, marta: 2, vera: 3, antigua: 2 } });
  const smtp = forSuite(startSmtpServer);
  const lines: string[] = [];
  const log = { info: (message: string) => void lines.push(message), warn: () => {}, error: (_: unknown, message: string) => void lines.push(message) };
  const job = healthReminder("08:00");

  /** Instances starting at `instant` (Europe/Madrid's 08:00 is 07:00 UTC in November), each stopped once its start-up round is done. */
  async function startInstances(instant: string, count = 1) {
    const runners = Array.from({ length: count }, () => startJobRunner({ jobs: [job], database: t.db, deps: t.app.deps, log, now: clockAt(instant) }));
    await Promise.all(runners.map((runner) => runner.idle()));
    await Promise.all(runners.map((runner) => runner.stop()));
  }

  const optIn = async (username: string, activo: boolean) => {
    const response = await t.rest({ method: "PUT", url: "/api/plan-sanitario/recordatorio", token: t.tokens[username as "marta"], payload: { activo } });
    expect(response.json()).toEqual({ activo });
  };

  test("without SMTP nothing is sent, and the run says why", async () => {
    await startInstances("2026-11-20T09:00:00Z");
    expect(smtp.mails).toHaveLength(0);
    expect(lines.at(-1)).toBe("Tarea programada «recordatorio-sanitario» del 20/11/2026: hecha (sin enviar: no hay servidor de correo configurado)");
  });

  test("opted-in active users with an e-mail get today's and overdue items, once per day; a missed day goes at the next start", async () => {
    const saved = await t.rest({ method: "PUT", url: "/api/configuration", payload: smtp.settingsJson(), token: t.tokens.directora });
    expect(saved.statusCode).toBe(200);
    for (const [username, email] of [
      ["marta", "marta@refugio.example"],
      ["vera", "vera@refugio.example"],
      ["antigua", "antigua@refugio.example"],
      ["directora", "directora@refugio.example"],
    ]) {
      await t.db.prisma.usuario.updateMany({ where: { username }, data: { email } });
    }
    await optIn("marta", true);
    await optIn("vera", true);
    await optIn("antigua", true);
    await t.db.prisma.usuario.updateMany({ where: { username: "antigua" }, data: { activo: false } });
    expect((await t.rest({ method: "GET", url: "/api/plan-sanitario/recordatorio", token: t.tokens.directora })).json()).toEqual({ activo: false });

    const actuacion = await t.db.prisma.actuacion.create({ data: { clase: "vacuna", nombre: "Polivalente" } });
    const luna = await insertAnimal(t.db.prisma, { nombre: "Luna" });
    for (const day of ["2026-11-25", "2026-11-27", "2026-11-28"]) {
      await t.db.prisma.actuacionAnimal.create({ data: { animalId: luna.id, actuacionId: actuacion.id, fechaPrevista: dateOfDay(day) } });
    }

    await startInstances("2026-11-27T07:30:00Z", process.env.TEST_DB === "postgres" ? 2 : 1);
    expect(smtp.mails.map((mail) => mail.to).sort()).toEqual([["marta@refugio.example"], ["vera@refugio.example"]]);
    const mail = smtp.mails[0]!;
    expect(mail.subject).toBe("Refugio: 2 actuaciones sanitarias para hoy o vencidas (27/11/2026)");
    expect(mail.text).toContain(`- Luna (registro ${luna.registro}): Vacuna · Polivalente · vencida el 25/11/2026`);
    expect(mail.text).toContain(`- Luna (registro ${luna.registro}): Vacuna · Polivalente · hoy`);
    expect(mail.text).not.toContain("28/11/2026");

    // Later the same day: the day's reminder is done.
    await startInstances("2026-11-27T18:00:00Z");
    expect(smtp.mails).toHaveLength(2);

    // The 28th passes with the app down; starting on the 29th before 08:00 sends the 28th's.
    await optIn("vera", false);
    await startInstances("2026-11-29T06:00:00Z");
    expect(smtp.mails).toHaveLength(3);
    expect(smtp.mails[2]).toMatchObject({ to: ["marta@refugio.example"], subject: "Refugio: 3 actuaciones sanitarias para hoy o vencidas (28/11/2026)" });
    const run = await t.db.prisma.tareaProgramada.findUniqueOrThrow({ where: { nombre: "recordatorio-sanitario" } });
    expect(run).toMatchObject({ ultimoPeriodo: new Date("2026-11-28T00:00:00Z"), error: null });
    expect(lines.at(-1)).toBe("Tarea programada «recordatorio-sanitario» del 28/11/2026: hecha (1 correos, 3 actuaciones)");
  });
});
