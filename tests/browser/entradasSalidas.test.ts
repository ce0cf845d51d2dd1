/**
 * The E/S side of a ficha as a shelter worker uses it: a new ficha, 'Añadir Entrada', the General
 * tab's checks, the person who brings the animal found by DNI and linked as is, the adopter created
 * from the ficha, the town hall found by CIF and updated, the close with destino Adopción, a new
 * entry, a person chosen in /personas select mode, 'Eliminar E/S' with SEGURO, and the panel at 390 px.
 */
import type { Locator } from "playwright-core";
import { describe, expect, test } from "vitest";
import { hashPassword } from "../../api/src/domain/auth/passwords.ts";
import { chooseOption, isFocused, screenshot, toast } from "../helpers/browser.ts";
import { browserForSuite, typeDate } from "../helpers/journey.ts";
import { withDataDirDatabase } from "../helpers/seed.ts";

const OPEN_STAY = "No se puede añadir nueva entrada: existe un registro E/S sin cerrar. Complete los datos de Destino en la pestaña General";
const vecina = { localidad: "Écija", provincia: "Sevilla", telefono1: "955000000" };

async function seed(dataDir: string): Promise<void> {
  await withDataDirDatabase(dataDir, async (db) => {
    await db.usuario.create({ data: { username: "cuidador", password: await hashPassword("secreto1"), email: "c@refugio.test", rolId: 2 } });
    await db.persona.create({ data: { dni: "11111111H", nombre: "Rosa", apellido1: "Entregadora", ...vecina } });
    await db.persona.create({ data: { dni: "22222222J", nombre: "Tomás", apellido1: "Elegido", ...vecina } });
    await db.ayuntamiento.create({ data: { cif: "P4103900B", ayuntamiento: "Écija", telefono: "955000001" } });
    // An adoption needs the shelter's núcleo zoológico number (issue 26, Ley 7/2023 art. 58.4).
    await db.refugio.create({ data: { id: 1, nucleoZoologico: "NZ-41-0039" } });
  });
}

describe("entries and exits of a ficha in the browser", () => {
  const { server, page } = browserForSuite({
    seed,
    page: { viewport: { width: 1440, height: 1300 } },
    login: { username: "cuidador", password: "secreto1" },
  });

  const panel = () => page.getByRole("tabpanel");
  const rows = () => page.getByRole("grid", { name: "Entradas y salidas" }).getByRole("row");
  const tab = (name: string) => page.getByRole("tab", { name, exact: true }).click();
  const toastText = () => toast(page).textContent();
  const focusedLabel = () => page.evaluate(() => document.activeElement?.closest("[data-field]")?.getAttribute("data-field"));
  const typeYear = async (label: string, year: string) => {
    await panel().getByRole("group", { name: label }).getByRole("spinbutton", { name: /año/i }).click();
    await page.keyboard.type(year);
  };
  const today = () => {
    const parts = new Intl.DateTimeFormat("es-ES", { timeZone: "Europe/Madrid", day: "2-digit", month: "2-digit", year: "numeric" }).format(new Date());
    return parts;
  };

  test("1. a new ficha, 'Añadir Entrada', and General refuses no procedencia, then saves one", async () => {
    await page.goto(`${server.url}/animales`);
    await page.getByLabel("Nº Registro").fill("2026/ES-1");
    await page.getByLabel("Nombre").fill("Pipa");
    for (const [label, option] of [
      ["Tipo", "Perro"],
      ["Talla", "Pequeña"],
      ["Sexo", "Hembra"],
    ] as const) {
      await chooseOption(page, label, option);
    }
    await page.getByRole("button", { name: "Guardar" }).click();
    await expect.poll(() => new URL(page.url()).search).toMatch(/^\?id=\d+$/);
    await page.getByText("Este animal no tiene entradas ni salidas").waitFor();

    // From the keyboard: the button keeps the focus while the entry is made (a disabled one dropped it).
    const addEntrada = page.getByRole("button", { name: "Añadir Entrada" });
    await addEntrada.focus();
    await page.keyboard.press("Enter");
    const first = rows().nth(1);
    await expect.poll(() => first.textContent()).toContain("En refugio");
    expect(await isFocused(addEntrada)).toBe(true);
    expect(await first.textContent()).toContain(today());
    expect(await first.textContent()).toContain("En refugio");
    expect(await first.getAttribute("aria-selected")).toBe("true");
    expect(await panel().getByRole("group", { name: "Fecha de salida" }).getAttribute("data-disabled")).toBe("true");

    await panel().getByRole("button", { name: "Guardar" }).click();
    await expect.poll(toastText).toContain("Debe seleccionar una Procedencia");
    await expect.poll(focusedLabel).toBe("procedenciaId");
    await screenshot(page, "es-01-general-sin-procedencia");

    await page.getByRole("button", { name: "Añadir Entrada" }).click();
    await expect.poll(toastText).toContain(OPEN_STAY);
    expect(await rows().count()).toBe(2);

    await chooseOption(panel(), "Procedencia", "Recogida en la vía pública");
    await panel().getByRole("button", { name: "Guardar" }).click();
    await expect.poll(toastText).toContain("Entrada/salida guardada correctamente");
    await expect.poll(() => rows().nth(1).textContent()).toContain("Recogida en la vía pública");
    expect(await panel().getByTestId("dias-en-refugio").textContent()).toBe("Días en refugio: 0");
  });

  test("2. Entrada: an existing DNI, 'Vincular sin actualizar'", async () => {
    await tab("Entrada");
    await panel().getByLabel("DNI").fill("11111111-h");
    await panel().getByRole("button", { name: "Guardar persona" }).click();
    const dialog = page.getByRole("alertdialog", { name: "Persona ya registrada" });
    await dialog.waitFor();
    expect(await dialog.textContent()).toContain("Rosa Entregadora");
    await screenshot(page, "es-02-entrada-dni-encontrado");
    // Only the DNI typed: updating would be refused for the empty fields, so the keyboard starts on linking.
    const vincular = dialog.getByRole("button", { name: "Vincular sin actualizar" });
    await expect.poll(() => isFocused(vincular)).toBe(true);
    await page.keyboard.press("Enter");
    await expect.poll(toastText).toContain("Persona vinculada correctamente");
    await expect.poll(() => panel().getByLabel("Nombre").inputValue()).toBe("Rosa");
    expect(await panel().getByRole("button", { name: "Modificar persona" }).isVisible()).toBe(true);
    expect(await panel().getByRole("button", { name: "Cambiar persona" }).isVisible()).toBe(true);
  });

  test("3. Salida: the spec's messages, then a new person created from the ficha", async () => {
    await tab("Salida");
    // A mistyped check letter gets a note on leaving the field, which goes as the DNI is corrected.
    const letterNote = panel().getByText("La letra no corresponde al número: debería ser P.", { exact: false });
    await panel().getByLabel("DNI").fill("33333333A");
    await panel().getByLabel("DNI").press("Tab");
    await letterNote.waitFor();
    await panel().getByLabel("DNI").fill("33333333P");
    await letterNote.waitFor({ state: "detached" });
    await panel().getByRole("button", { name: "Guardar persona" }).click();
    await expect.poll(toastText).toContain("Error de validación: Todos los campos marcados con * son obligatorios");
    // Said once, in the toast: each of the five missing fields says what it lacks.
    expect(await panel().getByText("Todos los campos marcados con * son obligatorios").count()).toBe(0);
    expect(await panel().getByText("Completa este campo", { exact: true }).count()).toBe(5);
    await panel().getByLabel("Nombre").fill("Lucía");
    await panel().getByLabel("Primer apellido").fill("Adoptante");
    await panel().getByLabel("Localidad").fill("Osuna");
    await panel().getByLabel("Provincia").fill("Sevilla");
    await panel().getByLabel("Teléfono 1").fill("600123123");
    await panel().getByLabel("Código postal").fill("4164");
    await panel().getByRole("button", { name: "Guardar persona" }).click();
    await expect.poll(toastText).toContain("El código postal debe tener 5 dígitos");
    await panel().getByLabel("Código postal").fill("41640");
    await panel().getByRole("button", { name: "Guardar persona" }).click();
    const confirm = page.getByRole("alertdialog", { name: "Nueva persona" });
    await confirm.waitFor();
    await confirm.getByRole("button", { name: "Crear y vincular" }).click();
    await expect.poll(toastText).toContain("Persona creada correctamente");
    await expect.poll(() => panel().getByRole("button", { name: "Modificar persona" }).isVisible()).toBe(true);
    // The block's button, renamed, keeps the keyboard's focus (it was lost to the page).
    await expect.poll(() => isFocused(panel().getByRole("button", { name: "Modificar persona" }))).toBe(true);

    await panel().getByLabel("Teléfono 2").fill("611000000");
    await panel().getByText("Es mayor de edad").click();
    await panel().getByRole("button", { name: "Modificar persona" }).click();
    const modify = page.getByRole("alertdialog", { name: "Modificar persona" });
    expect(await modify.textContent()).toContain("todas las fichas registrales");
    await modify.getByRole("button", { name: "Modificar persona" }).click();
    await expect.poll(toastText).toContain("Persona modificada correctamente");
    await screenshot(page, "es-03-salida-persona-creada");
  });

  test("4. Ayuntamiento: an existing CIF, updated and linked", async () => {
    await tab("Ayuntamiento");
    // A mistyped control character gets a note on leaving the field, which goes as the CIF is typed again.
    const controlNote = panel().getByText("El carácter de control no corresponde al CIF: debería ser I.", { exact: false });
    await panel().getByLabel("CIF").fill("P4103900A");
    await panel().getByLabel("CIF").press("Tab");
    await controlNote.waitFor();
    await panel().getByLabel("CIF").fill("p-4103900-b");
    await controlNote.waitFor({ state: "detached" });
    await panel().getByLabel("Ayuntamiento").fill("Écija");
    await panel().getByLabel("Teléfono").fill("955999999");
    await panel().getByRole("button", { name: "Guardar ayuntamiento" }).click();
    const dialog = page.getByRole("alertdialog", { name: "Ayuntamiento ya registrado" });
    // The new data typed: the keyboard starts on updating with them.
    await expect.poll(() => isFocused(dialog.getByRole("button", { name: "Actualizar los datos y vincular" }))).toBe(true);
    await page.keyboard.press("Enter");
    await expect.poll(toastText).toContain("Ayuntamiento modificado correctamente");
    await expect.poll(() => panel().getByLabel("CIF").inputValue()).toBe("P4103900B");
    await expect.poll(() => isFocused(panel().getByRole("button", { name: "Modificar ayuntamiento" }))).toBe(true);
    expect(await panel().getByLabel("Teléfono").inputValue()).toBe("955999999");
    await screenshot(page, "es-04-ayuntamiento");
  });

  test("5. General: destino Adopción fills today's exit date; an exit before the arrival is refused; the close is saved", async () => {
    await tab("General");
    await chooseOption(panel(), "Destino", "Adopción");
    const salida = panel().getByRole("group", { name: "Fecha de salida" });
    await expect.poll(() => salida.textContent()).toContain(today().split("/")[0]!);
    expect(await salida.getAttribute("data-disabled")).toBeNull();
    // Arrival moved after the exit: refused with the spec's message, focus on the exit date.
    await typeYear("Fecha de llegada", "2020");
    await typeYear("Fecha de salida", "2019");
    await panel().getByRole("button", { name: "Guardar" }).click();
    await expect.poll(toastText).toContain("La fecha de salida no puede ser anterior a la fecha de llegada");
    await expect.poll(focusedLabel).toBe("fechaSalida");
    await typeYear("Fecha de salida", "2021");

    // Issue 26 (Ley 7/2023, art. 58): the adoption lacks a microchip and sterilisation, listed
    // before saving; saving is refused with the same list and goes to the first field to fix.
    const conditions = panel().getByTestId("condiciones-adopcion");
    await expect.poll(() => conditions.textContent()).toContain("El animal no tiene un microchip ISO 11784 válido");
    expect(await conditions.textContent()).toContain("El animal no consta como esterilizado");
    await panel().getByRole("button", { name: "Guardar" }).click();
    // The toast points at the list, which names each condition with its link, instead of repeating it over the field.
    await expect.poll(toastText).toBe("ErrorNo se puede registrar la adopción: falta lo que indica «Condiciones para la adopción»");
    await expect.poll(focusedLabel).toBe("identificacion");
    await screenshot(page, "es-05a-adopcion-bloqueada");
    await page.setViewportSize({ width: 390, height: 844 });
    await conditions.scrollIntoViewIfNeeded();
    await screenshot(page, "es-05a-adopcion-bloqueada-390");
    await page.setViewportSize({ width: 1440, height: 1300 });

    // The microchip in the ficha's data, the adopter's commitment with its deadline in the tab.
    await page.getByLabel("Nº Identificación").fill("724098100000042");
    await page.getByRole("button", { name: "Modificar", exact: true }).click();
    await expect.poll(toastText).toContain("Ficha registral modificada correctamente");
    await expect.poll(() => conditions.textContent()).not.toContain("microchip");
    await conditions.getByText("El adoptante se compromete a esterilizarlo").click();
    await typeDate(page, "Fecha límite de esterilización", "01092026");
    await expect.poll(() => conditions.textContent()).toContain("Cumple las condiciones para la adopción");
    await screenshot(page, "es-05b-adopcion-con-compromiso");
    await panel().getByRole("button", { name: "Guardar" }).click();
    await expect.poll(toastText).toContain("Entrada/salida guardada correctamente");
    await expect.poll(() => rows().nth(1).textContent()).toContain("Adopción");
    expect(await panel().getByTestId("dias-en-refugio").textContent()).toMatch(/Días en refugio: (365|366)/);
    await screenshot(page, "es-05-cerrada-adopcion");
  });

  test("6. a second 'Añadir Entrada' is now allowed; its person is chosen in /personas select mode", async () => {
    await page.getByRole("button", { name: "Añadir Entrada" }).click();
    await expect.poll(() => rows().count()).toBe(3);
    expect(await rows().nth(1).getAttribute("aria-selected")).toBe("true");
    expect(await rows().nth(1).textContent()).toContain("En refugio");
    // In the half-width panel the rows are cards: the selected one looks it.
    const background = (row: Locator) => row.evaluate((card) => getComputedStyle(card).backgroundColor);
    expect(await background(rows().nth(1))).not.toBe(await background(rows().nth(2)));
    await tab("Entrada");
    await panel().getByRole("button", { name: "Seleccionar persona" }).click();
    await expect.poll(() => new URL(page.url()).pathname + new URL(page.url()).search).toBe("/personas?mode=select");
    await page.getByRole("button", { name: "Seleccionar a Tomás Elegido" }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe("/animales");
    // Back on the Entrada tab, which shows her, with a word that she is linked.
    await expect.poll(toastText).toContain("Persona vinculada correctamente");
    await expect.poll(() => page.getByRole("tab", { name: "Entrada", exact: true }).getAttribute("aria-selected")).toBe("true");
    await expect.poll(() => panel().getByLabel("DNI").inputValue()).toBe("22222222J");
    expect(await page.evaluate(() => sessionStorage.getItem("animalRegistrationRefresh"))).toBeNull();
    await screenshot(page, "es-06-seleccion-persona");

    // 'Eliminar' unlinks her, and asks first: Cancelar keeps her linked.
    const unlink = page.getByRole("alertdialog", { name: "Desvincular persona" });
    await panel().getByRole("button", { name: "Eliminar" }).click();
    await expect.poll(() => unlink.textContent()).toContain("Su registro en Personas no se elimina");
    await screenshot(page, "es-06b-desvincular");
    await unlink.getByRole("button", { name: "Cancelar" }).click();
    expect(await panel().getByLabel("DNI").inputValue()).toBe("22222222J");
    await panel().getByRole("button", { name: "Eliminar" }).click();
    await unlink.getByRole("button", { name: "Desvincular" }).click();
    await expect.poll(toastText).toContain("Persona desvinculada correctamente");
    await expect.poll(() => panel().getByLabel("DNI").inputValue()).toBe("");
    // 'Eliminar' is gone with her: the focus goes on from the block's 'Guardar persona'.
    await expect.poll(() => isFocused(panel().getByRole("button", { name: "Guardar persona" }))).toBe(true);
  });

  test("7. 'Eliminar E/S' needs SEGURO, shows what went, and the ficha reloads", async () => {
    await page.getByRole("button", { name: "Eliminar E/S" }).click();
    const dialog = page.getByRole("alertdialog", { name: "Eliminar entrada/salida" });
    await dialog.getByLabel("Escriba SEGURO para confirmar").fill("seguro");
    await dialog.getByRole("button", { name: "Eliminar" }).click();
    await expect.poll(() => dialog.textContent()).toContain('Debe escribir "SEGURO" para confirmar la eliminación');
    await dialog.getByLabel("Escriba SEGURO para confirmar").fill("SEGURO");
    await dialog.getByRole("button", { name: "Eliminar" }).click();
    const summary = page.getByTestId("delete-es-summary");
    await expect.poll(() => summary.textContent()).toContain("Observaciones eliminadas0");
    await screenshot(page, "es-07-eliminada");
    await page.getByRole("button", { name: "Aceptar" }).click();
    await expect.poll(() => rows().count()).toBe(2);
    expect(await rows().nth(1).textContent()).toContain("Adopción");
    // Closed for good: it offered to delete the same E/S again.
    await expect.poll(() => summary.count()).toBe(0);
    expect(await dialog.count()).toBe(0);
  });

  test("at 390 px wide the panel and its tabs fit the screen", async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.reload();
    await page.getByRole("tab", { name: "Salida", exact: true }).scrollIntoViewIfNeeded();
    await tab("Salida");
    await expect.poll(() => panel().getByLabel("DNI").inputValue()).toBe("33333333P");
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await screenshot(page, "es-08-movil-390");
  });
});
