/**
 * The libro de registro journey: opened from the main menu, a period chosen, its entries and
 * exits by date with the totals (all twelve columns in view at 1440 px), a page further, the PDF
 * downloaded and read back, at desk width and on a 390 px phone.
 */
import { copyFile, mkdir, readFile } from "node:fs/promises";
import path from "node:path";
import { describe, expect, test } from "vitest";
import { isFocused, screenshot, screenshotDir, toast } from "../helpers/browser.ts";
import { SHELTER } from "../helpers/fixtures.ts";
import { browserForSuite, DIRECTORA, typeDate } from "../helpers/journey.ts";
import { readPdf } from "../helpers/pdf.ts";
import { withDataDirDatabase } from "../helpers/seed.ts";

async function seedShelter(dataDir: string) {
  await withDataDirDatabase(dataDir, async (db) => {
    await db.refugio.upsert({ where: { id: 1 }, create: { id: 1, ...SHELTER }, update: SHELTER });
    const bea = await db.persona.create({
      data: { dni: "00000000T", nombre: "Bea", apellido1: "Gil", localidad: "Getafe", provincia: "Madrid", telefono1: "600000000" },
    });
    const luna = await db.animal.create({
      data: { registro: "R-LUNA", nombre: "Luna", identificacion: "941000024680135", tipoId: 1, raza: "Podenco", sexoId: 2 },
    });
    // Arrived in January, adopted in March: March's book shows its exit only.
    await db.entradaSalida.create({
      data: {
        animalId: luna.id,
        procedenciaId: 1,
        destinoId: 3,
        fechaLlegada: new Date("2026-01-20"),
        fechaSalida: new Date("2026-03-04"),
        datosSalidaId: bea.id,
      },
    });
    // Sixty arrivals in March: two pages of fifty on screen, several folios on paper.
    for (let i = 0; i < 60; i++) {
      const animal = await db.animal.create({ data: { registro: `R-${String(i).padStart(3, "0")}`, nombre: "Gato", tipoId: 2, sexoId: 1 } });
      await db.entradaSalida.create({
        data: { animalId: animal.id, procedenciaId: 2, destinoId: 6, fechaLlegada: new Date(`2026-03-${String(5 + (i % 20)).padStart(2, "0")}`) },
      });
    }
  });
}

describe("libro de registro in the browser", () => {
  const { server, page } = browserForSuite({
    seed: seedShelter,
    users: [DIRECTORA],
    page: { viewport: { width: 1440, height: 900 }, acceptDownloads: true },
    login: DIRECTORA,
  });

  test("from the main menu, a period's entries and exits by date with their totals, a page at a time", async () => {
    await page.getByRole("main").getByRole("link", { name: "Libro de registro" }).click();
    await page.getByRole("heading", { name: "Libro de registro" }).waitFor();
    // The sidebar's 'Listados' is the section it belongs to.
    const listados = page.getByRole("navigation", { name: "Menú principal" }).getByRole("link", { name: "Listados" });
    expect(await listados.getAttribute("aria-current")).toBe("page");
    await typeDate(page, "Fecha Desde", "01032026");
    await typeDate(page, "Fecha Hasta", "31032026");
    // By keyboard: the button keeps the focus while it works (a disabled one dropped it).
    const consultar = page.getByRole("button", { name: "Consultar" });
    await consultar.press("Enter");
    const table = page.getByRole("grid", { name: "Libro de registro" });
    await table.waitFor();
    await expect.poll(() => consultar.textContent()).toBe("Consultar");
    expect(await isFocused(consultar)).toBe(true);
    expect(await page.getByTestId("libro-totales").textContent()).toBe("Entradas: 60 · Salidas: 1");
    const rows = table.getByRole("row");
    // The header, then the exit of 04/03 before the entries from 05/03.
    expect(await rows.nth(1).textContent()).toMatch(/^04\/03\/2026\s*Salida/);
    expect(await rows.nth(1).textContent()).toMatch(/Bea Gil\s*00000000T/);
    expect(await rows.nth(2).textContent()).toMatch(/^05\/03\/2026\s*Entrada/);
    expect(await rows.count()).toBe(51);
    // All twelve columns fit the card at 1440 px: the frame has nothing to scroll sideways.
    const frame = page.locator(".table-frame").filter({ has: table });
    const widths = await frame.evaluate((element) => ({ scroll: element.scrollWidth, client: element.clientWidth }));
    expect(widths.scroll).toBeLessThanOrEqual(widths.client);
    expect(await frame.getAttribute("data-overflowing")).toBeNull();
    await screenshot(page, "libro-01-periodo");
    // By keyboard the page's button keeps the focus while the page loads (a disabled one dropped it).
    const pagina2 = page.getByRole("button", { name: "Página 2" });
    await pagina2.press("Enter");
    await expect.poll(() => rows.count()).toBe(12);
    expect(await rows.last().textContent()).toMatch(/^24\/03\/2026\s*Entrada/);
    await expect.poll(() => pagina2.getAttribute("data-pending")).toBeNull();
    expect(await isFocused(pagina2)).toBe(true);
  });

  test("'Descargar PDF' saves the book: folios, totals and the closing line", async () => {
    const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("button", { name: "Descargar PDF" }).click()]);
    expect(download.suggestedFilename()).toBe("libro-registro-2026-03-01-2026-03-31.pdf");
    const file = (await download.path())!;
    await mkdir(screenshotDir, { recursive: true });
    await copyFile(file, path.join(screenshotDir, "libro-registro.pdf"));
    const { text, pages, pageSize } = await readPdf(await readFile(file));
    expect(pageSize).toMatch(/^841\.89 x 595\.2\d pts/);
    expect(pages).toBeGreaterThan(1);
    for (let folio = 1; folio <= pages; folio++) expect(text).toContain(`Folio ${folio} de ${pages}`);
    expect(text).toContain(SHELTER.nombre);
    expect(text).toContain("Entradas: 60 · Salidas: 1");
    expect(text.replace(/\s+/g, " ")).toContain("comprende 61 movimientos (60 de entrada y 1 de salida) del 01/03/2026 al 31/03/2026");
  });

  test("a wrong period is refused on the form with the server's message", async () => {
    await typeDate(page, "Fecha Desde", "01042026");
    await page.getByRole("button", { name: "Consultar" }).click();
    await expect.poll(() => toast(page).textContent()).toContain("La fecha desde debe ser anterior o igual a la fecha hasta");
  });

  test("on a 390 px phone each movement is a card and the PDF still downloads", async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    try {
      await page.goto(`${server.url}/reportes/libro-registro`);
      await typeDate(page, "Fecha Desde", "01032026");
      await typeDate(page, "Fecha Hasta", "31032026");
      await page.getByRole("button", { name: "Consultar" }).click();
      await expect.poll(() => page.getByRole("grid", { name: "Libro de registro" }).getByRole("row").nth(1).textContent()).toContain("Salida");
      const card = page.getByRole("grid", { name: "Libro de registro" }).getByRole("row").nth(1);
      expect(await card.locator('[data-label="Persona o ayuntamiento"]').textContent()).toBe("Bea Gil");
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(390);
      await screenshot(page, "libro-02-390");
      const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("button", { name: "Descargar PDF" }).click()]);
      expect((await readPdf(await readFile((await download.path())!))).text).toContain("Libro de registro");
    } finally {
      await page.setViewportSize({ width: 1440, height: 900 });
    }
  });
});
