/**
 * The app on a phone in the kennels (390×844): every list as cards with its actions in reach,
 * the Dashboard within the width, the sidebar over the page, a record opened from its card and
 * the photo chooser offering the camera. Then, at a desk, a person and a ficha created with the
 * keyboard alone, and the error toast clear of the dialog's buttons. Every screenshot also runs
 * axe-core (tests/helpers/browser.ts).
 */
import type { BrowserContext, Locator, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { insertAnimal } from "../helpers/fixtures.ts";
import { login, screenshot, toast } from "../helpers/browser.ts";
import { browserForSuite, type NewUser, openPage } from "../helpers/journey.ts";
import { withDataDirDatabase } from "../helpers/seed.ts";
import type { RunningServer } from "../helpers/server.ts";

const PHONE = { width: 390, height: 844 };
const admin: NewUser = { username: "perrera", password: "secreto1", email: "perrera@refugio.test" };

async function seed(dataDir: string) {
  await withDataDirDatabase(dataDir, async (db) => {
    const vecina = { localidad: "Écija", provincia: "Sevilla" };
    await db.persona.create({
      data: {
        dni: "11111111H",
        nombre: "María José",
        apellido1: "Fernández",
        apellido2: "Villanueva",
        telefono1: "600111222",
        email: "mariajose.fernandez.villanueva@correo.test",
        ...vecina,
      },
    });
    await db.persona.create({ data: { dni: "22222222J", nombre: "Antonio", apellido1: "Ruiz", telefono1: "600333444", adopcion: false, ...vecina } });
    await db.ayuntamiento.create({
      data: {
        cif: "P4100000A",
        ayuntamiento: "Ayuntamiento de Écija",
        direccion: "Plaza de España, 1",
        codigoPostal: "41400",
        localidad: "Écija",
        telefono: "955900000",
      },
    });
    await insertAnimal(db, {
      registro: "2026/0001",
      nombre: "Canela",
      identificacion: "941000024680135",
      tipoId: 1,
      tallaId: 2,
      sexoId: 2,
      edadAnios: 3,
      edadMeses: 4,
    });
    await insertAnimal(db, { registro: "2026/0002", nombre: "Trueno", tipoId: 2, tallaId: 1, sexoId: 1 });
  });
}

async function openLoggedIn(page: Page, server: RunningServer) {
  await page.goto(server.url);
  await login(page, admin.username, admin.password);
}

/**
 * The elements that reach beyond the phone's width, with the page's own width. A phone's browser
 * widens its layout to fit such an element, so innerWidth alone would hide them.
 */
async function expectNoOverflow(page: Page) {
  const found = await page.evaluate((width) => {
    const wider = [...document.body.querySelectorAll<HTMLElement>("*")]
      // Text for screen readers only (sr-only, the cards' column headers) is clipped out of sight.
      .filter((el) => el.getBoundingClientRect().right > width + 0.5 && !el.closest(".sr-only, thead"))
      .map((el) => `${el.tagName.toLowerCase()}.${String(el.className).slice(0, 60)} → ${Math.round(el.getBoundingClientRect().right)}`);
    return { scrollWidth: document.documentElement.scrollWidth, wider: wider.slice(0, 8) };
  }, PHONE.width);
  expect(found).toEqual({ scrollWidth: PHONE.width, wider: [] });
}

type Box = { x: number; y: number; width: number; height: number };
function overlaps(a: Box, b: Box): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

/** The toast's box and those of the dialog's buttons do not meet. */
async function expectToastClearOf(page: Page, dialog: Locator) {
  const toastBox = (await toast(page).boundingBox())!;
  const buttons = await dialog.getByRole("button").all();
  expect(buttons.length).toBeGreaterThan(0);
  for (const button of buttons) {
    const box = await button.boundingBox();
    if (box) expect(overlaps(toastBox, box), `el aviso tapa «${await button.textContent()}»`).toBe(false);
  }
}

describe("phone and keyboard", () => {
  const { server, browser } = browserForSuite({
    seed,
    users: [admin, { username: "veterinaria.de.guardia", password: "secreto1", email: "veterinaria.de.guardia@refugio.test", rol_id: 3, activo: true }],
  });

  describe("on a phone, 390×844", () => {
    let context: BrowserContext;
    let page: Page;

    beforeAll(async () => {
      context = await browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true, locale: "es-ES", timezoneId: "Europe/Madrid" });
      page = await context.newPage();
      page.setDefaultTimeout(15_000);
      await openLoggedIn(page, server);
    });
    afterAll(() => context?.close());

    test("the main menu and the Dashboard fit the width", async () => {
      await expectNoOverflow(page);
      await screenshot(page, "phone-01-menu");
      await page.goto(`${server.url}/dashboard`);
      await page.getByRole("heading", { name: "Dashboard" }).waitFor();
      await expectNoOverflow(page);
      await screenshot(page, "phone-02-dashboard");
    });

    test("the expanded sidebar lies over the page, which keeps its place; choosing a page closes it", async () => {
      const main = page.getByRole("main");
      const before = (await main.boundingBox())!;
      await page.getByRole("button", { name: "Expandir menú lateral" }).tap();
      const aside = page.getByRole("complementary");
      await expect.poll(async () => (await aside.boundingBox())?.width).toBe(256);
      expect(await main.boundingBox()).toEqual(before);
      await expectNoOverflow(page);
      await screenshot(page, "phone-03-sidebar-expanded");
      await page.getByRole("navigation", { name: "Menú principal" }).getByRole("link", { name: "Personas" }).tap();
      await page.getByRole("heading", { name: "Personas" }).waitFor();
      await expect.poll(async () => (await aside.boundingBox())?.width).toBe(64);
    });

    const lists = [
      { path: "/persons", table: "Personas", role: "grid", row: "María José", shot: "phone-04-personas" },
      { path: "/municipalities", table: "Ayuntamientos", role: "grid", row: "Ayuntamiento de Écija", shot: "phone-05-ayuntamientos" },
      // The record list is a plain table (StaticTable): its rows are cards all the same.
      { path: "/animales/lista", table: "Fichas registrales", role: "table", row: "Canela", shot: "phone-06-fichas" },
      { path: "/users", table: "Usuarios", role: "grid", row: "veterinaria.de.guardia", shot: "phone-07-usuarios" },
      { path: "/activity-logs", table: "Registros de actividad", role: "grid", row: admin.username, shot: "phone-08-actividad" },
    ] as const;
    for (const list of lists) {
      test(`${list.path}: each row is a card with its actions in reach`, async () => {
        await page.goto(`${server.url}${list.path}`);
        const table = page.getByRole(list.role, { name: list.table });
        const card = table.getByRole("row").filter({ hasText: list.row }).first();
        await card.waitFor();
        await expectNoOverflow(page);
        const box = (await card.boundingBox())!;
        expect(box.x).toBeGreaterThanOrEqual(0);
        expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width);
        // A card, not a table row: taller than one line, its header row out of sight.
        expect(box.height).toBeGreaterThan(48);
        for (const button of await card.getByRole("button").all()) {
          const b = (await button.boundingBox())!;
          expect(b.x).toBeGreaterThanOrEqual(0);
          expect(b.x + b.width).toBeLessThanOrEqual(PHONE.width);
        }
        await screenshot(page, list.shot);
      });
    }

    test("a ficha opens from its card, fits, and its photo chooser offers the camera", async () => {
      await page.goto(`${server.url}/animales/lista`);
      const card = page.getByRole("table", { name: "Fichas registrales" }).getByRole("row").filter({ hasText: "Canela" });
      // A tap on the card itself, away from its buttons.
      await card.getByText("Canela", { exact: true }).tap();
      await expect.poll(() => page.getByLabel("Nombre", { exact: true }).inputValue()).toBe("Canela");
      expect(new URL(page.url()).pathname).toBe("/animales");
      await expectNoOverflow(page);
      const input = page.locator('input[type="file"]');
      expect(await input.getAttribute("accept")).toBe("image/*");
      expect(await input.getAttribute("capture")).toBe("environment");
      await screenshot(page, "phone-09-ficha");
    });

    test("a person opens from its card; the error toast leaves the dialog's buttons clear", async () => {
      await page.goto(`${server.url}/persons`);
      await page.getByRole("button", { name: "Editar a María José Fernández Villanueva" }).tap();
      const dialog = page.getByRole("dialog", { name: "Modificar Persona" });
      await expect.poll(() => dialog.getByLabel("Nombre", { exact: true }).inputValue()).toBe("María José");
      await dialog.getByLabel("Nombre", { exact: true }).fill("");
      await dialog.getByRole("button", { name: "Modificar" }).tap();
      await toast(page).waitFor();
      await expectToastClearOf(page, dialog);
      await screenshot(page, "phone-10-persona-dialog-toast");
      await dialog.getByRole("button", { name: "Cancelar" }).tap();
      await expect.poll(() => dialog.isVisible()).toBe(false);
    });
  });

  describe("keyboard only, at 1366×800", () => {
    let page: Page;

    /** Tab (forward) until the focused element's label, accessible name or text matches; no mouse. */
    async function tabTo(name: string | RegExp) {
      const matches = (text: string) => (typeof name === "string" ? text.trim() === name : name.test(text));
      for (let i = 0; i < 60; i++) {
        const focused = await page.evaluate(() => {
          const el = document.activeElement as (HTMLElement & { labels?: NodeListOf<HTMLLabelElement> }) | null;
          if (!el) return "";
          const labelledBy = el
            .getAttribute("aria-labelledby")
            ?.split(" ")
            .map((id) => document.getElementById(id)?.textContent ?? "")
            .join(" ");
          return el.labels?.[0]?.textContent || el.getAttribute("aria-label") || labelledBy || el.textContent || "";
        });
        if (matches(focused)) return;
        await page.keyboard.press("Tab");
      }
      throw new Error(`Tab no llega a «${name}»`);
    }

    /** Tab to `name`, then Enter on it. */
    async function activate(name: string | RegExp) {
      await tabTo(name);
      await page.keyboard.press("Enter");
    }

    /** Opens the focused select with Enter, types the option's start and picks it with Enter. */
    async function choose(label: string, option: string) {
      await activate(new RegExp(`(^|\\s)${label}(\\s|$)`));
      await page.getByRole("listbox").waitFor();
      await page.keyboard.type(option);
      await page.keyboard.press("Enter");
      await expect.poll(() => page.getByRole("listbox").count()).toBe(0);
    }

    beforeAll(async () => {
      page = await openPage(browser, { width: 1366, height: 800 }, { timezoneId: "Europe/Madrid" });
      await page.goto(server.url);
      await page.getByLabel("Nombre de usuario").waitFor();
      await page.getByLabel("Nombre de usuario").focus();
      await page.keyboard.type(admin.username);
      await page.keyboard.press("Tab");
      await page.keyboard.type(admin.password);
      await page.keyboard.press("Enter");
      await page.getByTestId("welcome").waitFor();
    });
    afterAll(() => page?.close());

    test("a new person, with the error toast clear of the dialog's buttons", async () => {
      await activate("Personas");
      await page.getByRole("heading", { name: "Personas" }).waitFor();
      await activate("Nueva Persona");
      const dialog = page.getByRole("dialog", { name: "Nueva Persona" });
      await dialog.waitFor();
      await activate("Guardar");
      await toast(page).waitFor();
      await expectToastClearOf(page, dialog);
      await screenshot(page, "keyboard-01-persona-required");

      for (const [label, value] of [
        ["DNI", "12345678Z"],
        ["Nombre", "Lucía"],
        ["Primer apellido", "Teclado"],
        ["Localidad", "Osuna"],
        ["Provincia", "Sevilla"],
        ["Teléfono 1", "600555666"],
      ]) {
        await tabTo(label!);
        await page.keyboard.type(value!);
      }
      await activate("Guardar");
      await expect.poll(() => toast(page).textContent()).toContain("Persona creada correctamente");
      await expect.poll(() => dialog.isVisible()).toBe(false);
      await page.getByRole("row").filter({ hasText: "12345678Z" }).waitFor();
    });

    test("a new ficha", async () => {
      await activate("Fichas Registrales");
      await page.getByRole("table", { name: "Fichas registrales" }).waitFor();
      await activate("Nueva ficha registral");
      await expect.poll(() => new URL(page.url()).pathname).toBe("/animales");
      await page.getByLabel("Nº Registro").waitFor();
      await tabTo("Nº Registro");
      await page.keyboard.type("2026/0100");
      await tabTo("Nombre");
      await page.keyboard.type("Tecla");
      await choose("Tipo", "Perro");
      await choose("Talla", "Mediana");
      await choose("Sexo", "Hembra");
      await screenshot(page, "keyboard-02-ficha-form");
      await activate("Guardar");
      await expect.poll(() => toast(page).textContent()).toContain("Ficha registral creada correctamente");
      await expect.poll(() => page.getByRole("button", { name: "Modificar" }).count()).toBe(1);
    });
  });
});
