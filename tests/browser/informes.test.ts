/**
 * The legal documents as a shelter worker reaches them from a ficha's General tab: the generator's
 * refusals, the abandonment process (the person chosen in /personas, the pending form opening on
 * return, the preview), 'No, no reemplazar', the adoption process with the adopter created in
 * select mode (contract preview, download read back with pdftotext), 'Documentos generados', the
 * recognition form's days in the shelter, and the dialogs at 390 px; before 'Datos del refugio' is
 * complete, the generator's notice for an administrator and an employee.
 */
import { readFile } from "node:fs/promises";
import type { Locator } from "playwright-core";
import { describe, expect, test } from "vitest";
import { hashPassword } from "../../api/src/domain/auth/passwords.ts";
import { chooseOption, isFocused, login, pdfViewerShows, screenshot, toast } from "../helpers/browser.ts";
import { browserForSuite, fillFields, openPage } from "../helpers/journey.ts";
import { readPdf } from "../helpers/pdf.ts";
import { withDataDirDatabase } from "../helpers/seed.ts";

const vecina = { localidad: "Écija", provincia: "Sevilla", telefono1: "955000000" };

const IDENTITY = {
  nombre: "Refugio Municipal de Écija",
  cifNif: "P4103900B",
  direccion: "Camino de la Alcarrachela s/n",
  codigoPostal: "41400",
  localidad: "Écija",
  provincia: "Sevilla",
  telefono: "955900900",
  email: "refugio@ecija.test",
  nucleoZoologico: "NZ-41-0039",
  responsableDatos: "Ayuntamiento de Écija",
  contactoDerechos: "dpd@ecija.test",
};

/**
 * An administrator, the shelter's identity (whole, or only its name), the person who abandons, and
 * a ficha whose open E/S came by abandonment, with that person already linked when `linked`.
 */
async function seed(dataDir: string, options: { wholeIdentity: boolean; linked: boolean }): Promise<number> {
  return withDataDirDatabase(dataDir, async (db) => {
    await db.usuario.create({ data: { username: "gestora", password: await hashPassword("secreto1"), email: "g@refugio.test", rolId: 1 } });
    await db.usuario.create({ data: { username: "cuidadora", password: await hashPassword("secreto1"), email: "c@refugio.test", rolId: 2 } });
    await db.refugio.create({ data: { id: 1, ...(options.wholeIdentity ? IDENTITY : { nombre: IDENTITY.nombre }) } });
    const persona = await db.persona.create({ data: { dni: "11111111H", nombre: "Rosa", apellido1: "Entregadora", domicilio: "Calle Mayor 1", ...vecina } });
    const animal = await db.animal.create({
      data: { registro: "2026/LG-1", nombre: "Canela", identificacion: "941000024681357", esterilizado: true, tipoId: 1, tallaId: 2, sexoId: 2 },
    });
    await db.entradaSalida.create({
      data: {
        animalId: animal.id,
        procedenciaId: 1,
        destinoId: 6,
        fechaLlegada: new Date(Date.UTC(2026, 0, 10)),
        datosEntradaId: options.linked ? persona.id : null,
      },
    });
    return animal.id;
  });
}

/**
 * The enclosing describe block's app on a data folder seeded as `seed` says, in a browser logged in
 * as the administrator; `fichaUrl()` opens the seeded ficha.
 */
function legalDocumentsForSuite(options: Parameters<typeof seed>[1]) {
  let animalId: number;
  const journey = browserForSuite({
    seed: async (dataDir) => {
      animalId = await seed(dataDir, options);
    },
    page: { viewport: { width: 1440, height: 1300 } },
    login: { username: "gestora", password: "secreto1" },
  });
  return { ...journey, fichaUrl: () => `${journey.server.url}/animales?id=${animalId}` };
}

/**
 * Chooses `option` in the select labelled `label` within `scope`, and waits until the select shows
 * it. On a loaded machine a press could reach the list while it was still being placed and choose
 * nothing (the list stayed open, or closed unchanged); the list is then opened and the option
 * pressed again, at most three times. What the tests check is the document, not the select.
 */
describe("legal documents from the ficha in the browser", () => {
  const { page, fichaUrl } = legalDocumentsForSuite({ wholeIdentity: true, linked: false });

  const panel = () => page.getByRole("tabpanel");
  const toastText = () => toast(page).textContent();
  const preview = () => page.getByRole("dialog", { name: /^Vista previa: / });
  /** Presses 'Generar informe' in `scope`: the preview opens on a blob: URL of the PDF it fetched with the session; answers that PDF's bytes. */
  const generate = async (scope: Locator) => {
    const [pdf] = await Promise.all([
      page.waitForResponse((response) => new URL(response.url()).pathname.startsWith("/api/reports/documentos/")),
      scope.getByRole("button", { name: "Generar informe" }).click(),
    ]);
    await preview().waitFor();
    expect(await preview().locator("iframe").getAttribute("src")).toMatch(/^blob:/);
    // The archived document again, with the session's token, as the preview fetched it.
    const bytes = await page.evaluate(async (path) => {
      const response = await fetch(path, { headers: { authorization: `Bearer ${localStorage.getItem("token")}` } });
      return Array.from(new Uint8Array(await response.arrayBuffer()));
    }, new URL(pdf.url()).pathname);
    return Buffer.from(bytes);
  };

  test("1. the generator refuses without a type, and an abandonment without the entry person", async () => {
    await page.goto(fichaUrl());
    await panel().getByRole("button", { name: "Generar informe" }).click();
    await expect.poll(toastText).toContain("Debe seleccionar un tipo de informe");
    await chooseOption(panel(), "Tipo de informe", "Declaración de abandono");
    await panel().getByRole("button", { name: "Generar informe" }).click();
    await expect.poll(toastText).toContain("Este tipo de informe requiere que haya datos de persona en el registro de entrada/salida");
    expect(
      await panel()
        .getByRole("grid", { name: /Documentos generados/ })
        .textContent(),
    ).toContain("Aún no se ha generado ningún documento.");
    await screenshot(page, "informes-01-rechazos");
  });

  test("2. abandonment: 'Iniciar proceso', the person chosen in /personas, the pending form opens, the preview shows the PDF", async () => {
    await panel().getByRole("button", { name: "Iniciar proceso (abandono)" }).click();
    await expect.poll(() => new URL(page.url()).pathname + new URL(page.url()).search).toBe("/personas?mode=select");
    await page.getByRole("button", { name: "Seleccionar a Rosa Entregadora" }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe("/animales");

    const form = page.getByRole("dialog", { name: "Declaración de abandono" });
    await form.waitFor();
    expect(await page.evaluate(() => sessionStorage.getItem("pendingReportForm"))).toBeNull();
    await form.getByLabel("Causas del abandono").fill(Array.from({ length: 9 }, (_, i) => `Causa ${i + 1}`).join("\n"));
    await form.getByRole("button", { name: "Generar informe" }).click();
    await expect.poll(toastText).toContain("Las causas del abandono no pueden tener más de 8 líneas");
    expect(await form.textContent()).toContain("Las causas del abandono no pueden tener más de 8 líneas");
    await form.getByLabel("Cantidad abonada (€)").fill("50");
    await form.getByLabel("Causas del abandono").fill("Cambio de domicilio a un piso donde no se admiten perros.");
    await screenshot(page, "informes-02-formulario-abandono");
    const pdf = await readPdf(await generate(form));
    expect(pdf.text).toContain("11111111H");
    expect(pdf.text).toContain("Canela");
    expect(pdf.text).toContain("50,00 €");
    expect(pdf.text).toContain("Refugio Municipal de Écija");
    // Chromium's PDF viewer opens the document a moment after the frame loads: the screenshot waits for it.
    await pdfViewerShows(page, pdf.pages);
    await screenshot(page, "informes-03-vista-previa-abandono");
    // By keyboard the buttons come before the PDF, whose viewer takes a dozen Tab stops of its own.
    await preview().focus();
    await page.keyboard.press("Tab");
    expect(await isFocused(preview().getByRole("button", { name: "Cerrar" }))).toBe(true);

    // The archived document on its pdfUrl, which the session cookie opens.
    const full = preview().getByRole("link", { name: "Ver PDF completo" });
    const pdfUrl = await full.getAttribute("href");
    expect(pdfUrl).toMatch(/^\/api\/reports\/documentos\/\d+$/);
    const [tab] = await Promise.all([page.waitForEvent("popup"), full.click()]);
    await expect.poll(() => new URL(tab.url()).pathname).toBe(pdfUrl);
    await tab.close();
    await preview().getByRole("button", { name: "Cerrar" }).click();
    await expect
      .poll(() =>
        panel()
          .getByRole("grid", { name: /Documentos generados/ })
          .textContent(),
      )
      .toContain("Declaración de abandono");
  });

  test("3. 'Iniciar proceso' with the person linked asks; 'No, no reemplazar' opens the form at once", async () => {
    await panel().getByRole("button", { name: "Iniciar proceso (abandono)" }).click();
    const ask = page.getByRole("alertdialog", { name: "¿Reemplazar la persona?" });
    expect(await ask.textContent()).toContain("«Rosa Entregadora» ya figura como la persona que entrega el animal. ¿Desea reemplazarla?");
    await screenshot(page, "informes-04-reemplazar");
    await ask.getByRole("button", { name: "No, no reemplazar" }).click();
    const form = page.getByRole("dialog", { name: "Declaración de abandono" });
    await form.waitFor();
    await form.getByRole("button", { name: "Cancelar" }).click();
    expect(new URL(page.url()).pathname).toBe("/animales");
  });

  test("4. adoption: the adopter created in select mode, the contract's preview and its download", async () => {
    await chooseOption(panel(), "Destino", "Adopción");
    await panel().getByRole("button", { name: "Iniciar proceso (adopción)" }).click();
    await expect.poll(() => new URL(page.url()).pathname + new URL(page.url()).search).toBe("/personas?mode=select");
    await page.getByRole("button", { name: "Nueva Persona" }).click();
    const nueva = page.getByRole("dialog", { name: "Nueva Persona" });
    await fillFields(nueva, {
      DNI: "33333333P",
      Nombre: "Lucía",
      "Primer apellido": "Adoptante",
      Domicilio: "Avenida de Andalucía 7",
      Localidad: "Osuna",
      Provincia: "Sevilla",
      "Teléfono 1": "600123123",
    });
    // The contract checks the adopter is of age (issue 26).
    await nueva.getByText("Es mayor de edad").click();
    await nueva.getByRole("button", { name: "Guardar" }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe("/animales");

    const form = page.getByRole("dialog", { name: "Contrato de adopción" });
    await form.waitFor();
    await form.getByLabel("Compromiso del adoptante").fill("Paseos diarios y visita al veterinario cada año.");
    expect((await generate(form)).subarray(0, 4).toString("latin1")).toBe("%PDF");
    expect(await preview().getByTestId("informe-filename").textContent()).toMatch(/\.pdf$/);

    const [download] = await Promise.all([page.waitForEvent("download"), preview().getByRole("button", { name: "Descargar" }).click()]);
    expect(download.suggestedFilename()).toBe(await preview().getByTestId("informe-filename").textContent());
    const bytes = await readFile((await download.path())!);
    expect(bytes.subarray(0, 4).toString("latin1")).toBe("%PDF");
    const pdf = await readPdf(bytes);
    expect(pdf.text).toContain("33333333P");
    expect(pdf.text).toContain("Lucía");
    await screenshot(page, "informes-05-vista-previa-contrato");
    // At a desk the five buttons over the contract stand in one row ('Descargar' wrapped alone under them).
    const actions = preview()
      .getByRole("button")
      .or(preview().getByRole("link", { name: "Ver PDF completo" }));
    const rows = new Set(await actions.evaluateAll((elements) => elements.map((element) => Math.round(element.getBoundingClientRect().top))));
    expect(await actions.count()).toBe(5);
    expect(rows.size).toBe(1);
    await preview().getByRole("button", { name: "Cerrar" }).click();
    const documentos = panel().getByRole("grid", { name: /Documentos generados/ });
    await expect.poll(() => documentos.textContent()).toContain("Contrato de adopción");
    expect(await documentos.getByRole("row").count()).toBe(3);
    await screenshot(page, "informes-06-documentos-generados");
  });

  test("5. recognition: the form starts from the stay's days in the shelter", async () => {
    const dias = /\d+/.exec((await panel().getByTestId("dias-en-refugio").textContent()) ?? "")![0];
    await chooseOption(panel(), "Tipo de informe", "Declaración de reconocimiento de un animal");
    await panel().getByRole("button", { name: "Generar informe" }).click();
    const form = page.getByRole("dialog", { name: "Declaración de reconocimiento de un animal" });
    await expect.poll(() => form.getByLabel("Días en el refugio").inputValue()).toBe(dias);
    await form.getByLabel("Cantidad abonada (€)").fill("120");
    const pdf = await readPdf(await generate(form));
    expect(pdf.text).toContain("120,00 €");
    expect(pdf.text).toContain("33333333P");
    await preview().getByRole("button", { name: "Cerrar" }).click();
  });

  test("6. at 390 px the form and the preview fit the screen", async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.reload();
    await chooseOption(panel(), "Tipo de informe", "Contrato de adopción");
    await panel().getByRole("button", { name: "Generar informe" }).click();
    const form = page.getByRole("dialog", { name: "Contrato de adopción" });
    await form.waitFor();
    expect((await form.boundingBox())!.width).toBeLessThanOrEqual(390);
    await screenshot(page, "informes-07-formulario-390");
    await generate(form);
    expect((await preview().boundingBox())!.width).toBeLessThanOrEqual(390);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await screenshot(page, "informes-08-vista-previa-390");
    await preview().getByRole("button", { name: "Cerrar" }).click();
    await screenshot(page, "informes-09-general-390");
  });
});

describe("a legal document before 'Datos del refugio' is complete", () => {
  const { page, browser, server, fichaUrl } = legalDocumentsForSuite({ wholeIdentity: false, linked: true });
  const NEEDED =
    "Para generar la declaración de abandono, el contrato de adopción o la declaración de reconocimiento faltan estos datos del refugio: CIF/NIF, Dirección";

  test("the generator says so before anything is filled in; a signed document is refused at once, the ficha is still made", async () => {
    await page.goto(fichaUrl());
    const panel = page.getByRole("tabpanel");
    const notice = panel.getByTestId("refugio-incompleto");
    expect(await notice.textContent()).toContain(NEEDED);
    expect(await notice.textContent()).toContain("La ficha registral se puede generar sin ellos.");
    expect(await notice.getByRole("link", { name: "Completar los datos del refugio" }).getAttribute("href")).toBe("/datos-refugio");
    await screenshot(page, "informes-10-refugio-incompleto");

    await chooseOption(panel, "Tipo de informe", "Declaración de abandono");
    await panel.getByRole("button", { name: "Generar informe" }).click();
    await expect.poll(() => toast(page).textContent()).toContain("Error al generar el informe");
    expect(await toast(page).textContent()).toContain("Faltan datos del refugio para generar el documento: CIF/NIF, Dirección");
    // Refused before its form: nothing to fill in for nothing.
    expect(await page.getByRole("dialog", { name: "Declaración de abandono" }).count()).toBe(0);

    await chooseOption(panel, "Tipo de informe", "Ficha registral animal");
    await panel.getByRole("button", { name: "Generar informe" }).click();
    const preview = page.getByRole("dialog", { name: "Vista previa: Ficha registral animal" });
    await preview.waitFor();
    await preview.getByRole("button", { name: "Cerrar" }).click();

    await page.setViewportSize({ width: 390, height: 844 });
    await page.reload();
    await notice.scrollIntoViewIfNeeded();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await screenshot(page, "informes-11-refugio-incompleto-390");
    await page.setViewportSize({ width: 1440, height: 1300 });
  });

  test("an employee reads whom to ask instead of the link, at 1440 and 390 px", async () => {
    const employee = await openPage(browser, { width: 1440, height: 1300 });
    try {
      await employee.goto(server.url);
      await login(employee, "cuidadora", "secreto1");
      const notice = employee.getByRole("tabpanel").getByTestId("refugio-incompleto");
      for (const [width, height] of [
        [1440, 1300],
        [390, 844],
      ] as const) {
        await employee.setViewportSize({ width, height });
        await employee.goto(fichaUrl());
        expect(await notice.textContent()).toContain(NEEDED);
        expect(await notice.textContent()).toContain("Pida a un administrador que complete los datos del refugio.");
        expect(await notice.getByRole("link").count()).toBe(0);
        await notice.scrollIntoViewIfNeeded();
        await screenshot(employee, `informes-12-refugio-incompleto-empleada-${width}`);
      }
    } finally {
      await employee.close();
    }
  });
});
