/**
 * People's data in the browser, at a desk and on a phone: an administrator exports a person's
 * data (the PDF read back), blocks them out of the list (an employee then reads 'Persona bloqueada
 * (RGPD)' where the person was linked), finds them on 'Protección de datos',
 * anonymises the people past their retention period and unblocks; the log screen's filter shows
 * the accesses.
 */
import { execFile } from "node:child_process";
import { readFile } from "node:fs/promises";
import { promisify } from "node:util";
import { describe, expect, test } from "vitest";
import { login, screenshot, toast } from "../helpers/browser.ts";
import { ANA_PERSONA, insertAnimal, insertStay } from "../helpers/fixtures.ts";
import { browserForSuite, DIRECTORA, type NewUser, openPage } from "../helpers/journey.ts";
import { withDataDirDatabase } from "../helpers/seed.ts";

const run = promisify(execFile);

const CUIDADORA: NewUser = { username: "cuidadora", password: "secreto1", email: "cuidadora@refugio.test", rol_id: 2 };

/** Ramiro, adopter of an animal this year, and Aurora, past the retention period; answers the id of Ramiro's animal. */
async function seed(dataDir: string): Promise<number> {
  return withDataDirDatabase(dataDir, async (db) => {
    let ramirosAnimal = 0;
    const people = [
      { dni: "11111111H", nombre: "Ramiro", apellido1: "Castaño", since: "2026-02-01", until: "2026-03-01" },
      { dni: "22222222J", nombre: "Aurora", apellido1: "Benítez", since: "2015-02-01", until: "2015-03-15" },
    ];
    for (const p of people) {
      const persona = await db.persona.create({ data: { ...ANA_PERSONA, telefono2: null, dni: p.dni, nombre: p.nombre, apellido1: p.apellido1 } });
      const animal = await insertAnimal(db, { nombre: `Animal de ${p.nombre}` });
      const stay = await insertStay(db, animal.id, { fechaLlegada: p.since, fechaSalida: p.until, destinoId: 3 });
      await db.entradaSalida.update({ where: { id: stay.id }, data: { datosSalidaId: persona.id } });
      if (p.nombre === "Ramiro") ramirosAnimal = animal.id;
    }
    return ramirosAnimal;
  });
}

describe("Protección de datos in the browser", () => {
  let ramirosAnimal: number;
  const { page, server, browser } = browserForSuite({
    seed: async (dataDir) => {
      ramirosAnimal = await seed(dataDir);
    },
    users: [DIRECTORA, CUIDADORA],
    page: { viewport: { width: 1366, height: 900 }, timezoneId: "Europe/Madrid", acceptDownloads: true },
    login: DIRECTORA,
  });
  const rowOf = (name: string) => page.getByRole("row").filter({ hasText: name });

  test("at a desk: a person's data export as PDF and JSON, then the person is blocked out of the list", async () => {
    await page.goto(`${server.url}/personas`);
    await rowOf("Castaño").waitFor();
    await page.getByRole("button", { name: "Datos personales de Ramiro Castaño Peña" }).click();
    const dialog = page.getByRole("dialog", { name: "Datos personales de Ramiro Castaño Peña" });
    await dialog.waitFor();
    await screenshot(page, "rgpd-00-dialogo-escritorio");

    const pdfDownload = page.waitForEvent("download");
    await dialog.getByRole("button", { name: "Exportar PDF" }).click();
    const pdf = await pdfDownload;
    expect(pdf.suggestedFilename()).toMatch(/^datos-persona-\d+\.pdf$/);
    const { stdout: text } = await run("pdftotext", ["-layout", (await pdf.path())!, "-"]);
    for (const expected of [
      "Datos personales de una persona",
      "Ramiro",
      "Castaño",
      "11111111H",
      "Animal de",
      "Adopción",
      "Página 1 de",
      "Información sobre el tratamiento (art. 15 RGPD)",
    ])
      expect(text).toContain(expected);
    await run("pdftoppm", ["-png", "-r", "60", "-f", "1", "-l", "1", (await pdf.path())!, "test-results/screenshots/rgpd-exportacion-pdf"]);

    const jsonDownload = page.waitForEvent("download");
    await dialog.getByRole("button", { name: "Exportar JSON" }).click();
    const json = JSON.parse(await readFile((await (await jsonDownload).path())!, "utf8"));
    expect(json.persona).toMatchObject({ nombre: "Ramiro", dni: "11111111H" });
    expect(json.entradasSalidas).toHaveLength(1);

    await dialog.getByRole("button", { name: "Bloquear" }).click();
    await dialog.getByText("¿Continuar?").waitFor();
    await dialog.getByRole("button", { name: "Sí, bloquear" }).click();
    await toast(page).filter({ hasText: "Datos bloqueados" }).waitFor();
    await expect.poll(() => rowOf("Castaño").count()).toBe(0);
    expect(await page.getByTestId("list-total").textContent()).toBe("1 persona");
    await screenshot(page, "rgpd-01-lista-sin-bloqueada");
  });

  test("an employee opening the adopted animal's ficha reads 'Persona bloqueada (RGPD)' in the Salida tab, at a desk and on a phone", async () => {
    const employee = await openPage(browser, { width: 1366, height: 900 });
    try {
      await employee.goto(server.url);
      await login(employee, CUIDADORA.username, CUIDADORA.password);
      for (const [width, height] of [
        [1366, 900],
        [390, 844],
      ] as const) {
        await employee.setViewportSize({ width, height });
        await employee.goto(`${server.url}/animales?id=${ramirosAnimal}&tab=salida`);
        const marker = employee.getByRole("tabpanel").getByRole("status");
        await marker.waitFor();
        expect(await marker.textContent()).toContain("Persona bloqueada (RGPD)");
        expect(await marker.textContent()).toContain("solo un administrador puede consultarlos");
        // Nothing of the person reaches the employee: neither the name nor the DNI.
        expect(await employee.getByRole("tabpanel").textContent()).not.toContain("Ramiro");
        expect(await employee.content()).not.toContain("11111111H");
        expect(await employee.getByRole("tabpanel").getByLabel("DNI").count()).toBe(0);
        await screenshot(employee, `rgpd-01b-persona-bloqueada-${width}`);
      }
      expect(await employee.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    } finally {
      await employee.close();
    }
  });

  test("at a desk: 'Protección de datos' lists the blocked person and anonymises the one past retention", async () => {
    await page.getByRole("link", { name: "Protección de datos" }).click();
    await page.getByRole("heading", { name: "Protección de datos", level: 1 }).waitFor();
    await page.getByRole("grid", { name: "Personas bloqueadas" }).getByText("Ramiro Castaño Peña").waitFor();
    const past = page.getByRole("grid", { name: "Personas fuera de plazo" });
    await past.getByText("Aurora Benítez Peña").waitFor();
    expect(await past.textContent()).toContain("15/03/2020");
    await screenshot(page, "rgpd-02-proteccion-datos");

    await page.getByRole("button", { name: "Anonimizar 1 persona" }).click();
    await page.getByRole("alertdialog", { name: "Anonimizar personas" }).getByRole("button", { name: "Anonimizar" }).click();
    await toast(page).filter({ hasText: "Anonimizadas 1 personas" }).waitFor();
    await past.getByText("No hay personas fuera de plazo.").waitFor();

    await page.getByRole("button", { name: "Desbloquear a Ramiro Castaño Peña" }).click();
    await toast(page).filter({ hasText: "Datos desbloqueados" }).waitFor();
    await page.getByRole("grid", { name: "Personas bloqueadas" }).getByText("No hay personas bloqueadas.").waitFor();
    await screenshot(page, "rgpd-03-tras-anonimizar-y-desbloquear");

    await page.goto(`${server.url}/personas`);
    await rowOf("Castaño").waitFor();
    expect(await rowOf("Benítez").count()).toBe(0);
  });

  test("the activity log filters the accesses to personal data", async () => {
    await page.goto(`${server.url}/activity-logs`);
    await page.getByRole("heading", { name: "Registros de Actividad" }).waitFor();
    await page.getByText(/^Solo accesos a datos personales/).click();
    expect(await page.getByRole("checkbox", { name: /Solo accesos a datos personales/ }).isChecked()).toBe(true);
    await page.getByRole("button", { name: "Filtrar" }).click();
    await toast(page).filter({ hasText: "Filtros aplicados correctamente" }).waitFor();
    const rows = page.getByRole("grid", { name: "Registros de actividad" }).getByRole("row");
    await expect.poll(() => page.getByTestId("logs-count").textContent()).toBe("(2 registros)");
    expect(await rows.filter({ hasText: "Exportados los datos de la persona" }).count()).toBe(2);
    expect(await rows.filter({ hasText: "Bloqueados" }).count()).toBe(0);
    await screenshot(page, "rgpd-04-registro-accesos");
  });

  test("on a phone: the person's 'Datos' action and 'Protección de datos' fit 390 px", async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`${server.url}/personas`);
    await rowOf("Castaño").waitFor();
    await screenshot(page, "rgpd-05-telefono-lista");
    await page.getByRole("button", { name: "Datos personales de Ramiro Castaño Peña" }).click();
    const dialog = page.getByRole("dialog", { name: "Datos personales de Ramiro Castaño Peña" });
    await dialog.getByRole("button", { name: "Exportar PDF" }).waitFor();
    const download = page.waitForEvent("download");
    await dialog.getByRole("button", { name: "Exportar PDF" }).click();
    expect((await download).suggestedFilename()).toMatch(/\.pdf$/);
    await screenshot(page, "rgpd-06-telefono-dialogo");
    await dialog.getByRole("button", { name: "Cerrar" }).click();

    await page.goto(`${server.url}/proteccion-datos`);
    await page.getByRole("heading", { name: "Protección de datos", level: 1 }).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await screenshot(page, "rgpd-07-telefono-proteccion-datos");
  });
});
