/**
 * Plan sanitario in the browser (issue 27): a protocol set up over the API, an E/S opened, its
 * items on 'Pendientes' (the sidebar's count and the Dashboard card 'Actuaciones pendientes' equal
 * its own), one recorded with its batch from a phone, the next one scheduled on the ficha's
 * 'Salud' tab; at desk width and at 390 px, with axe on both screens (screenshot()).
 */
import { describe, expect, test } from "vitest";
import { chooseOption, expectInSight, isFocused, screenshot, textContrast } from "../helpers/browser.ts";
import { apiLogin, browserForSuite, DIRECTORA, type NewUser } from "../helpers/journey.ts";
import { withDataDirDatabase } from "../helpers/seed.ts";

/** An employee: keepers record items too. */
const CUIDADORA: NewUser = { username: "cuidadora", password: "secreto1", email: "cuidadora@refugio.test", rol_id: 2, activo: true };
const PERROS = 1;

describe("plan sanitario in the browser", () => {
  let animalId = 0;
  const { server, page } = browserForSuite({
    seed: (dataDir) =>
      withDataDirDatabase(dataDir, async (db) => {
        animalId = (await db.animal.create({ data: { registro: "2026/PS1", nombre: "Canela", tipoId: PERROS, tallaId: 2, sexoId: 2 } })).id;
      }),
    users: [DIRECTORA, CUIDADORA],
    page: { viewport: { width: 1366, height: 860 }, timezoneId: "Europe/Madrid" },
    login: CUIDADORA,
  });

  async function api(token: string, method: string, path: string, body?: object) {
    const response = await fetch(`${server.url}/api${path}`, {
      method,
      headers: { authorization: `Bearer ${token}`, ...(body ? { "content-type": "application/json" } : {}) },
      body: body ? JSON.stringify(body) : undefined,
    });
    expect(response.status, `${method} ${path}`).toBeLessThan(300);
    return response.json();
  }

  test("an E/S opened under the dogs' protocol puts its items on 'Pendientes', counted alike in the sidebar and on the Dashboard", async () => {
    const admin = await apiLogin(server.url, DIRECTORA);
    const vacuna = await api(admin, "POST", "/plan-sanitario/actuaciones", { clase: "vacuna", nombre: "Polivalente", tipo_id: PERROS, intervalo_dias: 21 });
    const desparasitacion = await api(admin, "POST", "/plan-sanitario/actuaciones", {
      clase: "desparasitacion_interna",
      nombre: "Antiparasitario",
      tipo_id: PERROS,
    });
    await api(admin, "POST", "/plan-sanitario/protocolos", { tipo_id: PERROS, actuacion_id: vacuna.id, dia: 0 });
    await api(admin, "POST", "/plan-sanitario/protocolos", { tipo_id: PERROS, actuacion_id: desparasitacion.id, dia: 3 });
    await api(await apiLogin(server.url, CUIDADORA), "POST", "/entradas-salidas", { animal_id: animalId });
    // The administrator's name, which 'Registrar' shows in place of her username.
    const directora = (await api(admin, "GET", "/usuarios")).find((user: { username: string }) => user.username === DIRECTORA.username);
    await api(admin, "PUT", `/usuarios/${directora.id}`, { ...DIRECTORA, rol_id: 1, activo: true, password: "", nombre_completo: "Dolores Ibáñez" });

    await page.goto(`${server.url}/dashboard`);
    await expect.poll(() => page.getByTestId("figure-Actuaciones pendientes").textContent()).toBe("2");
    await expect.poll(() => page.getByTestId("nav-count-pendientes").textContent()).toBe("2");
    await page
      .getByRole("navigation", { name: "Menú principal" })
      .getByRole("link", { name: /^Pendientes/ })
      .click();
    await page.getByRole("heading", { name: "Pendientes", level: 1 }).waitFor();
    expect(await page.getByTestId("pendientes-total").textContent()).toMatch(/^2 actuaciones de 1 animal/);
    const canela = page.getByRole("list", { name: "Pendiente de Canela" });
    await canela.getByText("Polivalente").waitFor();
    expect(await canela.getByRole("listitem").allTextContents()).toEqual([
      expect.stringMatching(/Polivalente.*Vacuna.*Hoy/),
      expect.stringMatching(/Antiparasitario.*Desparasitación interna.*Próxima/),
    ]);
    await page.getByRole("heading", { name: "Canela", level: 2 }).waitFor();
    expect(await page.getByText("2026/PS1").count()).toBe(1);
    // The filters: only tests leaves nothing; vaccines again shows the vaccine.
    await chooseOption(page, "Tipo de actuación", "Prueba");
    await page.getByText("No hay actuaciones pendientes.").waitFor();
    await chooseOption(page, "Tipo de actuación", "Vacuna");
    await expect.poll(() => canela.getByRole("listitem").count()).toBe(1);
    await screenshot(page, "pendientes-desktop");
  });

  test("at 390 px a keeper records the vaccine with one tap and its batch; the next one is on the ficha's Salud tab", async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`${server.url}/pendientes`);
    // The phone's rail shows the count as a badge on the icon, not only in the link's spoken name.
    await expect.poll(() => page.getByTestId("nav-badge-pendientes").textContent()).toBe("2");
    expect(await page.getByTestId("nav-badge-pendientes").isVisible()).toBe(true);
    // Small bold text: WCAG AA asks 4.5:1 (white on amber-500 was 2.1:1).
    expect(await textContrast(page.getByTestId("nav-badge-pendientes"))).toBeGreaterThanOrEqual(4.5);
    await page.getByRole("button", { name: "Registrar Polivalente de Canela" }).click();
    const dialog = page.getByRole("dialog");
    const lote = dialog.getByRole("textbox", { name: "Lote" });
    // The batch field has the focus, and the button sits right under it, in the screen's top half
    // (the on-screen keyboard rises over the bottom one).
    await expect.poll(() => lote.evaluate((input) => input === document.activeElement)).toBe(true);
    const button = dialog.getByRole("button", { name: "Registrar como hecha" });
    const [field, under] = [(await lote.boundingBox())!, (await button.boundingBox())!];
    expect(under.y).toBeGreaterThan(field.y);
    expect(under.y + under.height).toBeLessThan(844 / 2);
    await page.keyboard.type("L-2026-77");
    await screenshot(page, "pendientes-registrar-390");
    // Who gave it: the keeper by default, each user shown with its role, so a vet's items read as a vet's.
    await dialog.getByText(/^Más datos/).click();
    const realizadaPor = dialog.getByRole("button", { name: /Realizada por$/ });
    expect(await realizadaPor.textContent()).toContain("cuidadora (Empleado)");
    await realizadaPor.click();
    expect(await page.getByRole("option").allTextContents()).toEqual(["cuidadora (Empleado)", "Dolores Ibáñez (Administrador)"]);
    await screenshot(page, "pendientes-registrar-realizada-por-390");
    await page.keyboard.press("Escape");
    await button.click();
    await expect
      .poll(() => page.getByTestId("pendientes-resultado").textContent())
      .toMatch(/Polivalente de Canela registrada con el lote L-2026-77\. La siguiente queda prevista para el \d{2}\/\d{2}\/\d{4}\./);
    await expect.poll(() => page.getByRole("list", { name: "Pendiente de Canela" }).getByRole("listitem").count()).toBe(1);
    expect(await page.getByTestId("pendientes-total").textContent()).toMatch(/^1 actuación de 1 animal/);
    // Its row went with its button: the keyboard goes on at the row that took its place.
    await expect.poll(() => isFocused(page.getByRole("button", { name: "Registrar Antiparasitario de Canela" }))).toBe(true);
    await screenshot(page, "pendientes-390");

    // The tab is named after the page, and a page change leaves the focus on the new page's main
    // (the link that led there went with the old one).
    expect(await page.title()).toBe("Pendientes · Refugio");
    await page.getByRole("link", { name: "Ver la salud de Canela en su ficha" }).click();
    await page.waitForURL(/tab=salud/);
    await expect.poll(() => page.evaluate(() => document.activeElement?.tagName)).toBe("MAIN");
    await expect.poll(async () => page.title()).toBe(`${(await page.locator("main h1").textContent())?.trim()} · Refugio`);
    const tabla = page.getByRole("grid", { name: "Actuaciones sanitarias de Canela" });
    await tabla.getByText("L-2026-77", { exact: false }).waitFor();
    // Under the ficha's form and its E/S list, two screens down on a phone: the link brings the tabs into sight.
    await expectInSight(page, page.getByRole("tablist", { name: /Datos de la entrada\/salida/ }));
    const rows = tabla.getByRole("row");
    // Header, what is still to do, the earliest due first (the deworming on day 3, the next vaccine
    // 21 days on), then the vaccine given today.
    await expect.poll(() => rows.count()).toBe(4);
    expect(await rows.nth(1).textContent()).toMatch(/Antiparasitario.*Próxima/);
    expect(await rows.nth(2).textContent()).toMatch(/Polivalente.*Pendiente/);
    expect(await rows.nth(3).textContent()).toMatch(/Polivalente.*Realizada.*lote L-2026-77.*cuidadora \(Empleado\)/);
    await screenshot(page, "ficha-salud-390");
  });

  test("at desk width the Salud tab cancels and reschedules with a reason and adds a one-off item; the sidebar follows", async () => {
    await page.setViewportSize({ width: 1280, height: 860 });
    await page.goto(`${server.url}/animales?id=${animalId}&tab=salud`);
    const tabla = page.getByRole("grid", { name: "Actuaciones sanitarias de Canela" });
    await tabla.waitFor();
    expect(await page.getByRole("tab", { name: "Salud" }).getAttribute("aria-selected")).toBe("true");
    // The E/S panel's six tabs do not fit its half of a laptop's screen on one line: every one is still in sight.
    const strip = (await page.getByRole("tablist").boundingBox())!;
    for (const tab of await page.getByRole("tablist").getByRole("tab").all()) {
      const box = (await tab.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(strip.x);
      expect(box.x + box.width).toBeLessThanOrEqual(strip.x + strip.width + 0.5);
    }
    await screenshot(page, "ficha-salud-1280");
    // The catalogue is the vets' and the administrators': an employee is told so.
    await page.goto(`${server.url}/plan-sanitario`);
    await page.getByRole("heading", { name: "Acceso restringido" }).waitFor();
    await page.getByText("Esta sección es solo para administradores y veterinarios.").waitFor();
    await page.goto(`${server.url}/animales?id=${animalId}&tab=salud`);
    await tabla.waitFor();
    await tabla.getByRole("button", { name: "Cancelar Antiparasitario" }).click();
    await page.getByRole("textbox", { name: "Motivo" }).fill("Ya desparasitado en origen");
    await page.getByRole("dialog").getByRole("button", { name: "Cancelar actuación" }).click();
    const cancelled = tabla.getByRole("row").filter({ hasText: "Antiparasitario" });
    await expect.poll(() => cancelled.textContent()).toMatch(/Cancelada.*Ya desparasitado en origen/);
    // Its buttons went with the change: the keyboard stays on its row.
    await expect.poll(() => cancelled.evaluate((row) => row.contains(document.activeElement))).toBe(true);
    await expect.poll(() => page.getByTestId("nav-count-pendientes").textContent()).toBe("0");

    // With the keyboard alone: the next vaccine moves to the 1st of next year, with its reason.
    await tabla.getByRole("button", { name: "Cambiar de día Polivalente" }).focus();
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog", { name: /Cambiar de día/ });
    await dialog.getByRole("group", { name: "Día nuevo" }).getByRole("spinbutton").first().focus();
    const year = new Date().getFullYear() + 1;
    await page.keyboard.type(`0101${year}`);
    await dialog.getByRole("textbox", { name: "Motivo" }).focus();
    await page.keyboard.type("Espera a la revisión");
    await page.keyboard.press("Enter");
    await expect.poll(() => tabla.getByRole("row").nth(1).textContent()).toMatch(new RegExp(`Polivalente.*01/01/${year}.*Pendiente.*Espera a la revisión`));
    // A one-off item, due today: it joins the list and the sidebar's count.
    await page.getByRole("button", { name: "Añadir actuación" }).click();
    const puntual = page.getByRole("dialog", { name: "Añadir actuación" });
    await chooseOption(puntual, "Actuación", "Polivalente");
    await puntual.getByRole("button", { name: "Guardar" }).click();
    await expect.poll(() => tabla.getByRole("row").count()).toBe(5);
    await expect.poll(() => page.getByTestId("nav-count-pendientes").textContent()).toBe("1");
    await screenshot(page, "ficha-salud-desktop");
  });
});
