/**
 * The listing journey (/reportes): validation errors, a generated report with its summary, the
 * town-hall combobox, Imprimir opening the PDF in a new tab (and the pop-up-blocked notice),
 * Descargar PDF and Exportar CSV. The browser runs in another zone than the shelter's (Madrid):
 * the page's days and times are the shelter's.
 */
import { readFile } from "node:fs/promises";
import { describe, expect, test } from "vitest";
import { isFocused, screenshot, toast } from "../helpers/browser.ts";
import { browserForSuite, DIRECTORA, typeDate } from "../helpers/journey.ts";
import { readPdf } from "../helpers/pdf.ts";
import { withDataDirDatabase } from "../helpers/seed.ts";

/** A day n days before today in Madrid, at UTC midnight as a DATE column stores it. */
function daysAgo(n: number): Date {
  const day = new Intl.DateTimeFormat("sv-SE", { timeZone: "Europe/Madrid" }).format(new Date(Date.now() - n * 86_400_000));
  return new Date(`${day}T00:00:00Z`);
}

const ddmmyyyy = (date: Date) => date.toISOString().slice(0, 10).split("-").reverse().join("/");

/** Thirteen hours ahead of Madrid: a time shown on the browser's clock could not pass for the shelter's. */
const BROWSER_ZONE = "Pacific/Kiritimati";

/** Madrid's dd/MM/yyyy HH:mm now. */
const madridMinute = () =>
  new Intl.DateTimeFormat("es-ES", {
    timeZone: "Europe/Madrid",
    day: "2-digit",
    month: "2-digit",
    year: "numeric",
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
  })
    .format(new Date())
    .replace(",", "");

async function seedShelter(dataDir: string) {
  await withDataDirDatabase(dataDir, async (db) => {
    const getafe = await db.ayuntamiento.create({ data: { cif: "P2806500A", ayuntamiento: "Ayuntamiento de Getafe" } });
    for (let i = 0; i < 40; i++)
      await db.ayuntamiento.create({ data: { cif: `P28${String(i).padStart(5, "0")}B`, ayuntamiento: `Ayuntamiento de Prueba ${i}` } });
    const luna = await db.animal.create({
      data: { registro: "R-LUNA", nombre: "Luna", identificacion: "941000024680135", tipoId: 1, edadAnios: 2, edadMeses: 3, tallaId: 2, sexoId: 2 },
    });
    await db.entradaSalida.create({
      data: { animalId: luna.id, procedenciaId: 1, destinoId: 3, fechaLlegada: daysAgo(10), fechaSalida: daysAgo(3), ayuntamientoId: getafe.id },
    });
    const misu = await db.animal.create({ data: { registro: "R-MISU", nombre: "", tipoId: 2, edadAnios: 0, edadMeses: 5, tallaId: 1, sexoId: 1 } });
    await db.entradaSalida.create({ data: { animalId: misu.id, procedenciaId: 2, destinoId: 6, fechaLlegada: daysAgo(2) } });
    const viejo = await db.animal.create({ data: { registro: "R-VIEJO", nombre: "Toby", tipoId: 1, tallaId: 3, sexoId: 1 } });
    await db.entradaSalida.create({ data: { animalId: viejo.id, procedenciaId: 2, destinoId: 6, fechaLlegada: daysAgo(90) } });
  });
}

describe("listings in the browser", () => {
  const { page } = browserForSuite({
    seed: seedShelter,
    users: [DIRECTORA],
    page: { viewport: { width: 1440, height: 900 }, timezoneId: BROWSER_ZONE, acceptDownloads: true },
    login: DIRECTORA,
  });

  test("the main menu's 'Listados' opens the page with last month to today; no report yet means no PDF", async () => {
    await page.getByRole("main").getByRole("link", { name: "Listados" }).click();
    await page.getByRole("heading", { name: "Listados" }).waitFor();
    const to = page.getByRole("group", { name: "Fecha Hasta" });
    expect((await to.textContent())?.replace(/\s/g, "")).toContain(ddmmyyyy(daysAgo(0)));
    await page.getByRole("button", { name: "Descargar PDF" }).click();
    await expect.poll(() => toast(page).textContent()).toContain("Debe generar el informe primero");
    await page.getByRole("button", { name: "Imprimir" }).click();
    await expect.poll(() => toast(page).textContent()).toContain("Debe generar el informe primero");
    // The sidebar's 'Listados' leads there from any screen.
    const sidebar = page.getByRole("navigation", { name: "Menú principal" });
    await sidebar.getByRole("link", { name: "Fichas Registrales" }).click();
    await page.getByRole("heading", { name: "Gestión de Fichas Registrales" }).waitFor();
    await sidebar.getByRole("link", { name: "Listados" }).click();
    await page.getByRole("heading", { name: "Listados" }).waitFor();
    expect(await sidebar.getByRole("link", { name: "Listados" }).getAttribute("aria-current")).toBe("page");
  });

  test("'Generar Informe' shows the rows of the period with fallbacks, the total, the generation date and the summary", async () => {
    const before = madridMinute();
    const generar = page.getByRole("button", { name: "Generar Informe" });
    await generar.press("Enter");
    const table = page.getByRole("grid", { name: "Listado de animales" });
    await table.waitFor();
    const after = madridMinute();
    await expect.poll(() => isFocused(generar)).toBe(true);
    expect(await page.getByTestId("listado-total").textContent()).toBe("(2 registros)");
    const generado = (await page.getByTestId("listado-generado").textContent()) ?? "";
    expect(generado).toMatch(/^Generado el \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}:\d{2}$/);
    expect([before, after]).toContain(generado.slice("Generado el ".length, -":ss".length));
    expect(await page.getByTestId("listado-resumen").textContent()).toContain("Adopción 1");
    const text = (await table.textContent()) ?? "";
    for (const cell of ["R-LUNA", "941000024680135", "2 año(s) y 3 mes(es)", "Abandono", ddmmyyyy(daysAgo(10)), "Adopción", "Ayuntamiento de Getafe"])
      expect(text).toContain(cell);
    for (const fallback of ["R-MISU", "Sin identificación", "Sin nombre", "No definida", "No especificado"]) expect(text).toContain(fallback);
    expect(text).not.toContain("R-VIEJO");
    await screenshot(page, "listados-01-report");
  });

  test("Imprimir opens the PDF in a new tab", async () => {
    let answer: { disposition?: string; body: Buffer } | undefined;
    await page.route("**/api/listados/pdf", async (route) => {
      const response = await route.fetch();
      answer = { disposition: response.headers()["content-disposition"], body: await response.body() };
      await route.fulfill({ response });
    });
    const [tab] = await Promise.all([page.context().waitForEvent("page"), page.getByRole("button", { name: "Imprimir" }).click()]);
    // The tab shows the PDF the server answered, handed over as a blob: address.
    await expect.poll(() => tab.url()).toMatch(/^blob:/);
    await page.unroute("**/api/listados/pdf");
    expect(answer?.disposition).toBe('inline; filename="listado-animales.pdf"');
    const pdf = await readPdf(answer!.body);
    expect(pdf.text).toContain("Listado de Animales");
    expect(pdf.text).toContain("R-LUNA");
    await tab.close();
  });

  test("Imprimir with pop-ups blocked shows the spec's notice", async () => {
    await page.evaluate(() => {
      window.open = () => null;
    });
    await page.getByRole("button", { name: "Imprimir" }).click();
    await expect.poll(() => toast(page).textContent()).toContain("Pop-up bloqueado");
    expect(await toast(page).textContent()).toContain("Permita pop-ups para este sitio en la configuración de su navegador");
  });

  test("Descargar PDF saves listado-animales.pdf and Exportar CSV a spreadsheet for Spanish Excel", async () => {
    // By keyboard: the button keeps the focus while it works (a disabled one dropped it).
    const descargar = page.getByRole("button", { name: "Descargar PDF" });
    const [pdfDownload] = await Promise.all([page.waitForEvent("download"), descargar.press("Enter")]);
    await expect.poll(() => descargar.getAttribute("data-pending")).toBeNull();
    expect(await isFocused(descargar)).toBe(true);
    expect(pdfDownload.suggestedFilename()).toBe("listado-animales.pdf");
    const pdf = await readPdf(await readFile((await pdfDownload.path())!));
    expect(pdf.pageSize).toMatch(/^841\.89 x 595\.2\d pts/);
    expect(pdf.text).toMatch(/Total:\s+2 registros/);
    expect(pdf.text).toContain("Sin nombre");

    const [csvDownload] = await Promise.all([page.waitForEvent("download"), page.getByRole("button", { name: "Exportar CSV" }).click()]);
    expect(csvDownload.suggestedFilename()).toBe("listado-animales.csv");
    const csv = await readFile((await csvDownload.path())!);
    expect([...csv.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = csv.toString("utf8").slice(1).split("\r\n");
    expect(lines[0]).toBe("Nº Registro;Nº Identificación;Nombre;Tipo;Edad;Procedencia;F. Entrada;Destino;F. Salida;Ayuntamiento");
    expect(lines).toContain(
      `R-LUNA;941000024680135;Luna;Perro;2 año(s) y 3 mes(es);Abandono;${ddmmyyyy(daysAgo(10))};Adopción;${ddmmyyyy(daysAgo(3))};Ayuntamiento de Getafe`,
    );
  });

  test("the town-hall combobox searches as one types and narrows the report", async () => {
    const combo = page.getByRole("combobox", { name: "Ayuntamiento" });
    await combo.fill("getaf");
    await page.getByRole("option", { name: "Ayuntamiento de Getafe" }).click();
    await page.getByRole("button", { name: "Generar Informe" }).click();
    await expect.poll(() => page.getByTestId("listado-total").textContent()).toBe("(1 registro)");
    expect(await page.getByRole("grid", { name: "Listado de animales" }).textContent()).not.toContain("R-MISU");
    await combo.fill("");
    await page.keyboard.press("Escape");
  });

  test("validation errors appear under 'Error de validación'", async () => {
    await typeDate(page, "Fecha Desde", "01012030");
    await page.getByRole("button", { name: "Generar Informe" }).click();
    await expect.poll(() => toast(page).textContent()).toContain("La fecha desde debe ser anterior o igual a la fecha hasta");
    expect(await toast(page).textContent()).toContain("Error de validación");
    await screenshot(page, "listados-02-validation");

    const year = page.getByRole("group", { name: "Fecha Desde" }).getByRole("spinbutton").last();
    await year.click();
    // Year, month and day emptied: the picker then holds no date.
    for (let i = 0; i < 10; i++) await page.keyboard.press("Backspace");
    await page.getByRole("button", { name: "Generar Informe" }).click();
    await expect.poll(() => toast(page).textContent()).toContain("Las fechas desde y hasta son obligatorias");

    await typeDate(page, "Fecha Desde", "01012020");
    await typeDate(page, "Fecha Hasta", "31012020");
    await page.getByRole("button", { name: "Generar Informe" }).click();
    await expect.poll(() => page.getByText("No se encontraron registros para los filtros aplicados").isVisible()).toBe(true);
  });
});
