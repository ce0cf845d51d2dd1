/**
 * Issue 26, "Microchip", at a desk and on a phone: the ficha warns while an identification that is
 * not an ISO 11784 microchip is typed, a reader's 16 digits are saved as 15, a chip another ficha
 * has is refused on the field naming that ficha, and the list warns and finds a ficha by its chip
 * as a reader shows it.
 */
import type { Page } from "playwright-core";
import { describe, expect, test } from "vitest";
import { hashPassword } from "../../api/src/domain/auth/passwords.ts";
import { chooseOption, screenshot, toast } from "../helpers/browser.ts";
import { insertAnimal } from "../helpers/fixtures.ts";
import { browserForSuite } from "../helpers/journey.ts";
import { withDataDirDatabase } from "../helpers/seed.ts";

function seed(dataDir: string): Promise<void> {
  return withDataDirDatabase(dataDir, async (db) => {
    await db.usuario.create({ data: { username: "cuidadora", password: await hashPassword("secreto1"), email: "c@refugio.test", rolId: 2 } });
    await insertAnimal(db, { registro: "2026/LUNA", nombre: "Luna", identificacion: "724098100000017", tipoId: 1, tallaId: 2, sexoId: 2 });
    await insertAnimal(db, { registro: "2026/TIZON", nombre: "Tizón", identificacion: "TAT B-1234", tipoId: 2, tallaId: 1, sexoId: 1 });
  });
}

const identificacionField = (page: Page) => page.locator('[data-field="identificacion"]');
const NOT_ISO = "Identificación no ISO 11784";

describe("microchips in the browser", () => {
  const { page } = browserForSuite({
    seed,
    page: { viewport: { width: 1440, height: 1000 } },
    login: { username: "cuidadora", password: "secreto1" },
  });

  test("the ficha warns about an identification that is not ISO 11784 and refuses a chip another ficha has", async () => {
    await page.getByRole("link", { name: "Nueva ficha registral" }).click();
    await page.getByLabel("Nº Registro").fill("2026/NUEVA");
    await page.getByLabel("Nombre").fill("Trufa");
    await chooseOption(page, "Tipo", "Perro");
    await chooseOption(page, "Talla", "Mediana");
    await chooseOption(page, "Sexo", "Hembra");

    await page.getByLabel("Nº Identificación").fill("TATUAJE 7");
    await expect.poll(() => identificacionField(page).textContent()).toContain(NOT_ISO);
    await page.getByLabel("Nº Identificación").fill("0724098100000017");
    await expect.poll(() => identificacionField(page).textContent()).not.toContain(NOT_ISO);

    await page.getByRole("button", { name: "Guardar" }).click();
    await expect
      .poll(() => identificacionField(page).textContent())
      .toContain("El microchip 724098100000017 ya está en la ficha con registro 2026/LUNA (Luna)");
    await screenshot(page, "microchip-01-ficha-repetido");

    await page.getByLabel("Nº Identificación").fill("0724098100000018");
    await page.getByRole("button", { name: "Guardar" }).click();
    await expect.poll(() => toast(page).textContent()).toContain("Ficha registral creada correctamente");
    await expect.poll(() => page.getByLabel("Nº Identificación").inputValue()).toBe("724098100000018");
  });

  test("the list warns about the tattoo and finds a ficha by its chip as a reader shows it, at 1440 and 390 px", async () => {
    for (const width of [1440, 390]) {
      await page.setViewportSize({ width, height: width > 500 ? 1000 : 844 });
      await page.goto(new URL("/animales/lista", page.url()).toString());
      await expect.poll(() => page.getByRole("row", { name: /TIZON/ }).textContent()).toContain(NOT_ISO);
      expect(await page.getByRole("row", { name: /LUNA/ }).textContent()).not.toContain(NOT_ISO);
      await screenshot(page, `microchip-02-lista-${width}`);

      await page.getByRole("searchbox").fill("0724098100000017");
      await page.getByRole("button", { name: "Buscar" }).click();
      await expect.poll(() => page.getByTestId("animal-count").textContent()).toBe("1 ficha registral para «0724098100000017»");
      expect(await page.getByRole("row").nth(1).textContent()).toContain("2026/LUNA");
    }
  });
});
