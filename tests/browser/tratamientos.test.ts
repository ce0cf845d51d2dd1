/**
 * 'Tratamientos en curso': the sidebar item, every open treatment with its animal, the count
 * that equals the Dashboard's 'En Tratamiento' card, numbered pages, the link to the ficha's
 * Observaciones tab; closing a stay ends its treatments, and both figures follow; at desktop
 * width and at 390 px.
 */
import { describe, expect, test } from "vitest";
import { chooseOption, expectInSight, isFocused, pdfViewerShows, screenshot, toast } from "../helpers/browser.ts";
import { apiLogin, browserForSuite, DIRECTORA, type NewUser } from "../helpers/journey.ts";
import { readPdf } from "../helpers/pdf.ts";
import { adoptable } from "../helpers/fixtures.ts";
import { withDataDirDatabase } from "../helpers/seed.ts";

const DAY = 86_400_000;
const ago = (days: number) => new Date(Date.now() - days * DAY);

async function seedTreatments(dataDir: string) {
  await withDataDirDatabase(dataDir, async (db) => {
    // An adoption needs the shelter's núcleo zoológico number (issue 26, Ley 7/2023 art. 58.4).
    await db.refugio.create({ data: { id: 1, nucleoZoologico: "NZ-41-0039" } });
    const animal = (registro: string, nombre: string) => db.animal.create({ data: { registro, nombre, tipoId: 1, tallaId: 2, sexoId: 2, ...adoptable() } });
    const stay = (animalId: number) => db.entradaSalida.create({ data: { animalId, procedenciaId: 2, destinoId: 6, fechaLlegada: new Date("2026-01-10") } });
    const lunaStay = await stay((await animal("R-LUNA", "Luna")).id);
    const tobyStay = await stay((await animal("R-TOBY", "Toby")).id);
    const treatment = (entradaSalidaId: number, descripcion: string, inicio: Date, fin: Date | null = null) =>
      db.observacion.create({ data: { entradaSalidaId, descripcion, tratamiento: true, tratamientoFechaInicio: inicio, tratamientoFechaFin: fin } });
    // Luna: eleven open treatments (two pages) and one that ended; Toby: one open, one plain observation.
    for (let n = 0; n < 11; n++) await treatment(lunaStay.id, `Colirio ${n + 1}`, ago(n + 1));
    await treatment(lunaStay.id, "Antibiótico terminado", ago(20), ago(2));
    await treatment(tobyStay.id, "Curas de la pata trasera", ago(0.5), new Date(Date.now() + 5 * DAY));
    await db.observacion.create({ data: { entradaSalidaId: tobyStay.id, descripcion: "Come bien", tratamiento: false } });
  });
}

/** A veterinarian: the view is for every role. */
const VET: NewUser = { username: "vet", password: "secreto1", email: "vet@refugio.test", rol_id: 3, activo: true };

describe("open treatments in the browser", () => {
  const { server, page } = browserForSuite({
    seed: seedTreatments,
    users: [DIRECTORA, VET],
    page: { viewport: { width: 1440, height: 900 }, timezoneId: "Europe/Madrid" },
    login: VET,
  });

  test("a veterinarian opens the view from the sidebar; its count is the Dashboard's", async () => {
    await page.goto(`${server.url}/dashboard`);
    await expect.poll(() => page.getByTestId("figure-En Tratamiento").textContent()).toBe("2");

    await page.getByRole("link", { name: "Tratamientos en curso" }).click();
    await page.getByRole("heading", { name: "Tratamientos en curso" }).waitFor();
    expect(await page.getByTestId("tratamientos-total").textContent()).toBe("12 tratamientos · 2 animales en tratamiento");
    const rows = page.getByRole("row");
    // Header and ten rows; the newest start first: Toby's, from half a day ago.
    await expect.poll(() => rows.count()).toBe(11);
    const first = rows.nth(1);
    expect(await first.textContent()).toContain("Toby");
    expect(await first.textContent()).toContain("Curas de la pata trasera");
    expect(await first.textContent()).toContain("0 días");
    expect(await rows.nth(2).textContent()).toContain("Colirio 1");
    expect(await rows.nth(2).textContent()).toContain("Sin fecha de fin");
    expect(await page.getByText("Antibiótico terminado").count()).toBe(0);
    expect(await page.getByText("Come bien").count()).toBe(0);
    await screenshot(page, "tratamientos-desktop");

    await page.getByRole("button", { name: "Página 2" }).click();
    await page.waitForURL(/page=2/);
    await expect.poll(() => rows.count()).toBe(3);
    expect(await rows.nth(2).textContent()).toContain("Colirio 11");

    await rows
      .nth(1)
      .getByRole("link", { name: /Ver ficha de Luna/ })
      .click();
    await page.waitForURL(/\/animales\?id=\d+&es=\d+&tab=observaciones/);
    // The ficha opens on that E/S's Observaciones tab: every observation, ended treatments too, ten a page.
    const tabla = page.getByRole("grid", { name: /Observaciones de la entrada\/salida/ });
    await tabla.getByText("Antibiótico terminado").waitFor();
    expect(await tabla.getByRole("row").count()).toBe(11);
    await screenshot(page, "ficha-observaciones");
  });

  test("at 390 px the rows become cards that still show each treatment", async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`${server.url}/tratamientos`);
    await page.getByRole("heading", { name: "Tratamientos en curso" }).waitFor();
    expect(await page.getByTestId("tratamientos-total").textContent()).toBe("12 tratamientos · 2 animales en tratamiento");
    const cards = page.getByRole("grid", { name: "Tratamientos en curso" }).getByRole("row");
    // The header row and the first page's ten treatments, newest first.
    await expect.poll(() => cards.count()).toBe(11);
    const toby = cards.nth(1);
    expect(await toby.textContent()).toContain("Toby");
    expect(await toby.textContent()).toContain("Curas de la pata trasera");
    expect(await toby.textContent()).toContain("0 días");
    expect(await cards.nth(2).textContent()).toContain("Colirio 1");
    expect(await cards.nth(2).textContent()).toContain("Sin fecha de fin");
    // A card, not a table row: taller than one line, within the phone's width.
    const box = (await toby.boundingBox())!;
    expect(box.height).toBeGreaterThan(48);
    expect(box.x + box.width).toBeLessThanOrEqual(390);
    await expect.poll(() => toby.getByRole("link", { name: "Ver ficha de Toby, en Observaciones" }).isVisible()).toBe(true);
    await screenshot(page, "tratamientos-390");

    // The ficha's tabs sit under its form and E/S list on a phone: the link brings them into sight.
    await toby.getByRole("link", { name: "Ver ficha de Toby, en Observaciones" }).click();
    await page
      .getByRole("grid", { name: /Observaciones de la entrada\/salida/ })
      .getByText("Curas de la pata trasera")
      .waitFor();
    await expectInSight(page, page.getByRole("tablist", { name: /Datos de la entrada\/salida/ }));
    await screenshot(page, "tratamientos-ver-ficha-390");
  });

  /** Closes the ficha's selected stay as an adoption today from the General tab; answers the toast. */
  async function closeAsAdoption(registro: string): Promise<string> {
    await page.goto(`${server.url}/animales/lista?filtro=${registro}`);
    await page.getByRole("button", { name: `Editar ${registro}` }).click();
    await page.getByRole("tab", { name: "General", exact: true }).click();
    const panel = page.getByRole("tabpanel");
    await chooseOption(panel, "Destino", "Adopción");
    // As a worker does: the adoption's conditions are read and shown above Guardar before it is
    // pressed (on a loaded machine they arrived while the click was on its way and moved it).
    await panel.getByTestId("condiciones-adopcion").waitFor();
    await panel.getByRole("button", { name: "Guardar" }).click();
    await expect.poll(() => toast(page).textContent()).toContain("Entrada/salida guardada correctamente");
    return (await toast(page).textContent()) ?? "";
  }

  /** The Dashboard's card and the view's heading, read afresh. */
  async function figures() {
    await page.goto(`${server.url}/dashboard`);
    const card = await page.getByTestId("figure-En Tratamiento").textContent();
    await page.goto(`${server.url}/tratamientos`);
    return { card, list: await page.getByTestId("tratamientos-total").textContent() };
  }

  test("closing Luna's stay ends her eleven treatments: the toast says so, her Observaciones show their end, and both figures drop to Toby", async () => {
    await page.setViewportSize({ width: 1440, height: 900 });
    // Her Observaciones read before the close are read again after it.
    await page.goto(`${server.url}/animales/lista?filtro=R-LUNA`);
    await page.getByRole("button", { name: "Editar R-LUNA" }).click();
    await page.getByRole("tab", { name: "Observaciones", exact: true }).click();
    const tabla = page.getByRole("grid", { name: /Observaciones de la entrada\/salida/ });
    const finDeColirio11 = () => tabla.getByRole("row").filter({ hasText: "Colirio 11" }).locator("[role=gridcell], [role=rowheader]").nth(4).textContent();
    await expect.poll(finDeColirio11).toBe("-");

    expect(await closeAsAdoption("R-LUNA")).toContain("Se han finalizado 11 tratamientos en curso");
    await screenshot(page, "tratamientos-cierre-desktop");
    await page.getByRole("tab", { name: "Observaciones", exact: true }).click();
    await expect.poll(finDeColirio11).toMatch(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}/);

    expect(await figures()).toEqual({ card: "1", list: "1 tratamiento · 1 animal en tratamiento" });
    await page.getByText("Curas de la pata trasera").waitFor();
    expect(await page.getByText("Colirio").count()).toBe(0);
  });

  test("at 390 px, closing Toby's stay ends the last treatment: both figures are 0", async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    expect(await closeAsAdoption("R-TOBY")).toContain("Se ha finalizado 1 tratamiento en curso");
    await screenshot(page, "tratamientos-cierre-390");
    expect(await figures()).toEqual({ card: "0", list: "0 tratamientos · 0 animales en tratamiento" });
    await page.getByText("No hay tratamientos en curso.").waitFor();
    await screenshot(page, "tratamientos-vacio-390");
  });
  test("'Plan sanitario': a vet loads the example set, changes an interval, writes the ferrets' protocol and moves its step", async () => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto(`${server.url}/`);
    await page.getByRole("link", { name: "Plan sanitario" }).first().click();
    await page.getByRole("heading", { name: "Plan sanitario", level: 1 }).waitFor();
    await page.getByText("El catálogo está vacío.").waitFor();
    expect(await page.getByTestId("ejemplo-aviso").textContent()).toContain("no una pauta veterinaria");

    await page.getByRole("button", { name: "Cargar conjunto de ejemplo" }).click();
    const ask = page.getByRole("alertdialog", { name: "Cargar conjunto de ejemplo" });
    expect(await ask.textContent()).toContain("no una pauta veterinaria");
    await ask.getByRole("button", { name: "Cargar el ejemplo" }).click();
    await expect.poll(() => toast(page).textContent()).toContain("Ejemplo cargado: 8 actuaciones");
    const catalogue = page.getByRole("grid", { name: "Catálogo de actuaciones" });
    const pipeta = catalogue.getByRole("row").filter({ hasText: "Ejemplo: desparasitación externa (perro)" });
    await expect.poll(() => pipeta.textContent()).toContain("30 días");

    await page.getByRole("button", { name: "Modificar Ejemplo: desparasitación externa (perro)" }).click();
    const actuacion = page.getByRole("dialog", { name: "Modificar actuación" });
    await actuacion.getByLabel("Repetir cada (días)").fill("45");
    await actuacion.getByRole("button", { name: "Guardar" }).click();
    await expect.poll(() => pipeta.textContent()).toContain("45 días");

    await page.getByRole("button", { name: "Nueva actuación" }).click();
    const nueva = page.getByRole("dialog", { name: "Nueva actuación" });
    await chooseOption(nueva, "Tipo de actuación", "Vacuna");
    await nueva.getByLabel("Nombre").fill("Rabia hurón");
    await chooseOption(nueva, "Especie", "Hurón");
    await nueva.getByRole("button", { name: "Guardar" }).click();
    await catalogue.getByRole("row").filter({ hasText: "Rabia hurón" }).waitFor();

    await page.getByRole("button", { name: "Añadir paso (Hurón)" }).click();
    const paso = page.getByRole("dialog", { name: "Añadir paso del protocolo: Hurón" });
    await chooseOption(paso, "Actuación", "Rabia hurón");
    await paso.getByRole("button", { name: "Guardar" }).click();
    const hurones = page.getByRole("list", { name: "Protocolo: Hurón" });
    await expect.poll(() => hurones.textContent()).toBe("Día 0 · Rabia hurón");
    await screenshot(page, "plan-sanitario-desktop");
  });

  test("at 390 px and by keyboard alone, the ferrets' step moves to day 14", async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`${server.url}/plan-sanitario`);
    const edit = page.getByRole("button", { name: "Modificar paso Día 0: Rabia hurón" });
    await edit.focus();
    await page.keyboard.press("Enter");
    const paso = page.getByRole("dialog", { name: "Modificar paso del protocolo: Hurón" });
    await paso.getByLabel("Día tras la llegada").focus();
    await page.keyboard.press("ControlOrMeta+A");
    await page.keyboard.type("14");
    await page.keyboard.press("Enter");
    await expect.poll(() => toast(page).textContent()).toContain("Paso del protocolo modificado");
    await expect.poll(() => page.getByRole("list", { name: "Protocolo: Hurón" }).textContent()).toBe("Día 14 · Rabia hurón");
    // The catalogue's rows are cards within the phone's width.
    const card = (await page.getByRole("grid", { name: "Catálogo de actuaciones" }).getByRole("row").nth(1).boundingBox())!;
    expect(card.x + card.width).toBeLessThanOrEqual(390);
    await screenshot(page, "plan-sanitario-390");
    // Taken out again: the step's buttons go with it, and the keyboard goes on in the ferrets' section.
    await page.getByRole("button", { name: "Quitar paso Día 14: Rabia hurón" }).focus();
    await page.keyboard.press("Enter");
    const quitar = page.getByRole("alertdialog", { name: "Quitar paso del protocolo" });
    await quitar.waitFor();
    // A removal starts the keyboard on Cancelar; Tab reaches the confirming button.
    await expect.poll(() => isFocused(quitar.getByRole("button", { name: "Cancelar" }))).toBe(true);
    await page.keyboard.press("Tab");
    await page.keyboard.press("Enter");
    await expect.poll(() => toast(page).textContent()).toContain("Paso quitado del protocolo");
    await expect.poll(() => isFocused(page.getByRole("button", { name: "Añadir paso (Hurón)" }))).toBe(true);
  });

  test("the cartilla sanitaria of Luna, adopted: her vaccine with its batch and her treatments, offered beside the contract", async () => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto(`${server.url}/animales/lista?filtro=R-LUNA`);
    await page.getByRole("button", { name: "Editar R-LUNA" }).click();
    await page.waitForURL(/\/animales\?id=\d+/);
    const animalId = new URL(page.url()).searchParams.get("id");
    const token = await apiLogin(server.url, VET);
    const api = async (path: string, body?: object) => {
      const init = body ? { method: "POST", body: JSON.stringify(body), headers: { "content-type": "application/json" } } : {};
      const response = await fetch(`${server.url}${path}`, { ...init, headers: { ...init.headers, authorization: `Bearer ${token}` } });
      return response.json();
    };
    const vacuna = (await api("/api/plan-sanitario/actuaciones")).find((a: { nombre: string }) => a.nombre === "Ejemplo: vacuna polivalente (perro)");
    const item = await api(`/api/plan-sanitario/animales/${animalId}/actuaciones`, { actuacion_id: vacuna.id, fecha_prevista: "2026-01-12" });
    await api(`/api/plan-sanitario/actuaciones-animal/${item.id}/registrar`, { realizada_en: ago(1).toISOString(), producto: "Nobivac DHPPi", lote: "A123B" });

    await page.reload();
    await page.getByRole("tab", { name: "General", exact: true }).click();
    const panel = page.getByRole("tabpanel");
    await panel.getByText("Entregue la cartilla a la persona adoptante con el contrato").waitFor();
    const [response] = await Promise.all([
      page.waitForResponse((r) => new URL(r.url()).pathname.startsWith("/api/reports/documentos/")),
      panel.getByRole("button", { name: "Cartilla sanitaria" }).click(),
    ]);
    const preview = page.getByRole("dialog", { name: "Vista previa: Cartilla sanitaria" });
    await preview.waitFor();
    const bytes = await page.evaluate(async (path) => {
      const answer = await fetch(path, { headers: { authorization: `Bearer ${localStorage.getItem("token")}` } });
      return Array.from(new Uint8Array(await answer.arrayBuffer()));
    }, new URL(response.url()).pathname);
    const pdf = await readPdf(Buffer.from(bytes));
    // The actuación column wraps its name over two lines.
    for (const expected of ["Cartilla sanitaria", "Luna", "Ejemplo: vacuna", "polivalente (perro)", "Nobivac DHPPi", "A123B", "vet", "Colirio 11"]) {
      expect(pdf.text).toContain(expected);
    }
    await pdfViewerShows(page, pdf.pages);
    await screenshot(page, "cartilla-sanitaria-vista-previa");
    await preview.getByRole("button", { name: "Cerrar" }).click();
    await expect.poll(() => panel.getByRole("grid", { name: /Documentos generados/ }).textContent()).toContain("Cartilla sanitaria");
  });
});
