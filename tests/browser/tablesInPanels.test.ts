/**
 * Tables fit the box they are in, not just the screen: in the ficha at a 1440×900 desk the right
 * panel is about half the width, and its Entradas/Salidas and Observaciones tables show their rows
 * as cards there (Fin, Documento and the actions in sight, no sideways scroll), while the full-width
 * animal list keeps its columns; at 390 px the same tables fit too. Screenshots run axe-core.
 */
import type { Locator } from "playwright-core";
import { describe, expect, test } from "vitest";
import { screenshot } from "../helpers/browser.ts";
import { browserForSuite } from "../helpers/journey.ts";
import { seedVeterinariaWithAnimal, VETERINARIA, type SeededAnimal } from "../helpers/seed.ts";

const TREATMENT_START = new Date("2026-02-22T08:00:00Z");
const seed = (dataDir: string) =>
  seedVeterinariaWithAnimal(dataDir, "2026/PANEL-1", [
    { descripcion: "Come bien y pasea sin cojear", fechaHora: new Date("2026-02-21T09:00:00Z") },
    {
      descripcion: "Amoxicilina cada 12 horas con la comida durante diez días",
      fechaHora: TREATMENT_START,
      tratamiento: true,
      tratamientoFechaInicio: TREATMENT_START,
      tratamientoFechaFin: new Date("2026-03-04T08:00:00Z"),
      documentacion: "documentos/pauta.pdf",
    },
  ]);

/** The table's scrolling frame: its content is no wider than its visible box. */
async function frameWidths(table: Locator) {
  return table.evaluate((element) => {
    const frame = element.closest(".table-frame")!;
    return { scrollWidth: frame.scrollWidth, clientWidth: frame.clientWidth };
  });
}

async function expectFits(table: Locator) {
  const { scrollWidth, clientWidth } = await frameWidths(table);
  expect(scrollWidth, `${await table.getAttribute("aria-label")}: ${scrollWidth} > ${clientWidth}`).toBeLessThanOrEqual(clientWidth);
}

/** Whether the column headers are on show (a table) or kept for screen readers (cards). */
function headersShown(table: Locator) {
  return table.locator("thead").evaluate((head) => getComputedStyle(head).position !== "absolute");
}

describe("tables in panels", () => {
  let seeded: SeededAnimal;
  const { server, page } = browserForSuite({
    seed: async (dataDir) => {
      seeded = await seed(dataDir);
    },
    page: { viewport: { width: 1440, height: 900 }, timezoneId: "Europe/Madrid" },
    login: VETERINARIA,
  });

  const stays = () => page.getByRole("grid", { name: "Entradas y salidas" });
  const observaciones = () => page.getByRole("grid", { name: /Observaciones de la entrada\/salida/ });

  async function openObservaciones() {
    await page.goto(`${server.url}/animales?id=${seeded.animalId}&es=${seeded.entradaSalidaId}&tab=observaciones`);
    await observaciones().getByRole("row").filter({ hasText: "Amoxicilina" }).waitFor();
  }

  test("at 1440×900 the ficha's half-width panel shows its tables whole, as cards", async () => {
    await openObservaciones();
    for (const table of [stays(), observaciones()]) {
      await expectFits(table);
      expect(await headersShown(table)).toBe(false);
    }
    const treatment = observaciones().getByRole("row").filter({ hasText: "Amoxicilina" });
    expect(await treatment.textContent()).toContain("04/03/2026");
    expect(await treatment.getByText("Ver documento").isVisible()).toBe(true);
    for (const action of await treatment.getByRole("button").all()) {
      const box = (await action.boundingBox())!;
      const frame = (await observaciones().evaluate((element) => element.closest(".table-frame")!.getBoundingClientRect().toJSON())) as DOMRect;
      expect(box.x + box.width).toBeLessThanOrEqual(frame.x + frame.width);
    }
    await screenshot(page, "paneles-01-ficha-1440");
  });

  test("at 1440×900 the full-width animal list keeps its columns", async () => {
    await page.goto(`${server.url}/animales/lista`);
    const list = page.getByRole("table", { name: "Fichas registrales" });
    await list.getByRole("row").filter({ hasText: "Canela" }).waitFor();
    expect(await headersShown(list)).toBe(true);
    await expectFits(list);
    await screenshot(page, "paneles-02-lista-1440");
  });

  test("at 1280×900 the list scrolls sideways under its actions: 'Editar' and 'Eliminar' stay in sight", async () => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(`${server.url}/animales/lista`);
    const list = page.getByRole("table", { name: "Fichas registrales" });
    const canela = list.getByRole("row").filter({ hasText: "Canela" });
    await canela.waitFor();
    const frame = list.locator("xpath=ancestor::div[contains(@class, 'table-frame')]");
    await expect.poll(() => frame.getAttribute("data-overflowing")).toBe("true");
    const frameBox = (await frame.boundingBox())!;
    for (const action of [canela.getByRole("button", { name: /^Editar / }), canela.getByRole("button", { name: /^Eliminar / })]) {
      const box = (await action.boundingBox())!;
      expect(box.x + box.width).toBeLessThanOrEqual(frameBox.x + frameBox.width);
      // Nothing drawn over it: a press there reaches the button.
      const reached = await action.evaluate((button) => {
        const { x, y, width, height } = button.getBoundingClientRect();
        return button.contains(document.elementFromPoint(x + width / 2, y + height / 2));
      });
      expect(reached).toBe(true);
    }
    await screenshot(page, "paneles-02b-lista-1280");
    await page.setViewportSize({ width: 1440, height: 900 });
  });

  test("at 390 px the ficha's tables fit as cards", async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    await openObservaciones();
    for (const table of [stays(), observaciones()]) {
      await expectFits(table);
      expect(await headersShown(table)).toBe(false);
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await observaciones().scrollIntoViewIfNeeded();
    await screenshot(page, "paneles-03-ficha-390");
  });
});
