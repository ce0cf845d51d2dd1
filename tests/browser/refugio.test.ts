/**
 * 'Datos del refugio' in the browser: until it is complete the main menu and the Dashboard say so
 * (with the way to fill it in for the administrator, whom to ask for an employee); the
 * administrator fills the form part by part (the notice names what legal documents still lack),
 * uploads a logo and sees it all saved after a reload; an employee has no menu entry and the route
 * refuses them. Desktop and 390 px.
 */
import { beforeAll, describe, expect, test } from "vitest";
import { drawPng, isFocused, login, logout, screenshot, toast } from "../helpers/browser.ts";
import { browserForSuite, DIRECTORA } from "../helpers/journey.ts";

const IDENTITY: [string, string][] = [
  ["CIF/NIF", "G30123459"],
  ["Dirección", "Camino del Pantano, 12"],
  ["Código postal", "30800"],
  ["Localidad", "Lorca"],
  ["Provincia", "Murcia"],
  ["Teléfono", "968 000 000"],
  ["Correo electrónico", "refugio@lorca.test"],
  ["Nº de registro de núcleo zoológico", "ES300240000123"],
  ["Responsable de protección de datos", "Ana Martínez Ruiz"],
  ["Contacto para ejercer los derechos RGPD", "protecciondatos@lorca.test"],
];

describe("Datos del refugio in the browser", () => {
  const { server, browser, page } = browserForSuite({
    users: [DIRECTORA, { username: "cuidador", password: "secreto2", email: "cuidador@refugio.test", rol_id: 2, activo: true }],
    page: { viewport: { width: 1366, height: 900 }, timezoneId: "Europe/Madrid" },
    login: DIRECTORA,
  });
  let logo: Buffer;
  beforeAll(async () => {
    logo = await drawPng(browser, "width:320px;height:120px;background:linear-gradient(90deg,#0f766e,#f59e0b)");
  });

  const field = (label: string) => page.getByLabel(label, { exact: true });
  const pending = () => page.getByTestId("refugio-pendientes");
  const guardar = () => page.getByRole("button", { name: "Guardar", exact: true });
  async function save() {
    await guardar().click();
  }
  /** The toast after a save leaves the form's button in sight and under the pointer: what is at its centre is the button. */
  async function expectGuardarUncovered() {
    await toast(page).waitFor();
    const box = (await guardar().boundingBox())!;
    const hit = await guardar().evaluate(
      (button, [x, y]) => button.contains(document.elementFromPoint(x!, y!)),
      [box.x + box.width / 2, box.y + box.height / 2],
    );
    expect(hit, "el aviso tapa «Guardar»").toBe(true);
  }

  const notice = () => page.getByTestId("refugio-incompleto");
  const NEEDED = "Para generar la declaración de abandono, el contrato de adopción o la declaración de reconocimiento faltan estos datos del refugio";

  /** The notice on the main menu and on /dashboard, at 1440 and 390 px; answers the notice's text. */
  async function noticeOnDashboards(who: string): Promise<string> {
    for (const [width, height] of [
      [1440, 900],
      [390, 844],
    ] as const) {
      await page.setViewportSize({ width, height });
      for (const path of ["/", "/dashboard"]) {
        await page.goto(`${server.url}${path}`);
        await notice().waitFor();
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
        await screenshot(page, `refugio-00-aviso-${who}-${path === "/" ? "menu" : "dashboard"}-${width}`);
      }
    }
    await page.setViewportSize({ width: 1366, height: 900 });
    return (await notice().textContent()) ?? "";
  }

  test("before it is filled in, the main menu and the Dashboard say which documents wait for it: the administrator gets the link", async () => {
    const text = await noticeOnDashboards("admin");
    expect(text).toContain(`${NEEDED}: Nombre del refugio, CIF/NIF, Dirección`);
    expect(text).toContain("La ficha registral se puede generar sin ellos.");
    expect(text).not.toContain("Pida a un administrador");
    expect(await notice().getByRole("link", { name: "Completar los datos del refugio" }).getAttribute("href")).toBe("/datos-refugio");
  });

  test("an employee reads the same notice and whom to ask, without the link", async () => {
    await logout(page);
    await login(page, "cuidador", "secreto2");
    const text = await noticeOnDashboards("empleado");
    expect(text).toContain(NEEDED);
    expect(text).toContain("Pida a un administrador que complete los datos del refugio.");
    expect(await notice().getByRole("link").count()).toBe(0);
    await logout(page);
    await login(page, DIRECTORA.username, DIRECTORA.password);
  });

  test("the administrator fills the form a part at a time, with the shared rules' messages", async () => {
    await page.getByRole("navigation", { name: "Menú principal" }).getByRole("link", { name: "Datos del refugio" }).click();
    await page.getByRole("heading", { name: "Datos del refugio" }).waitFor();
    expect(await pending().textContent()).toContain("Nombre del refugio");
    expect(await pending().locator("li").count()).toBe(11);

    await field("Nombre del refugio").fill("Refugio Comarcal de Lorca");
    await field("Código postal").fill("3080");
    await field("Correo electrónico").fill("no-es-correo");
    await save();
    await expect.poll(() => toast(page).textContent()).toContain("El código postal debe tener 5 dígitos");
    // Every failing field is marked at once, with its message under it.
    await expect.poll(() => field("Código postal").getAttribute("aria-invalid")).toBe("true");
    expect(await field("Correo electrónico").getAttribute("aria-invalid")).toBe("true");
    expect(await page.getByText("El correo electrónico no es válido").isVisible()).toBe(true);
    await screenshot(page, "refugio-01-errores");

    await field("Código postal").fill("");
    await field("Correo electrónico").fill("");
    await save();
    await expect.poll(() => toast(page).textContent()).toContain("Datos del refugio guardados correctamente");
    await expectGuardarUncovered();
    await expect.poll(() => pending().locator("li").count()).toBe(10);

    // A CIF/NIF whose control does not match its digits is noted on leaving the field, not refused.
    await field("CIF/NIF").fill("G30123456");
    await field("CIF/NIF").press("Tab");
    const controlNote = page.getByText("El carácter de control no corresponde al CIF: debería ser 9 o I.", { exact: false });
    await controlNote.waitFor();
    for (const [label, value] of IDENTITY) await field(label).fill(value);
    expect(await controlNote.count()).toBe(0);
    await save();
    await expect.poll(() => pending().count()).toBe(0);
    expect(await page.getByText("Los datos están completos").isVisible()).toBe(true);
    // The save reached every notice: the main menu has none now.
    await page.getByRole("navigation", { name: "Menú principal" }).getByRole("link", { name: "Dashboard" }).click();
    await page.getByTestId("welcome").waitFor();
    expect(await notice().count()).toBe(0);
    await page.getByRole("navigation", { name: "Menú principal" }).getByRole("link", { name: "Datos del refugio" }).click();
    await page.getByRole("heading", { name: "Datos del refugio" }).waitFor();
  });

  test("a tipo's species for the law is chosen by keyboard and saved; the keyboard stays on its field", async () => {
    const conejo = page.getByRole("button", { name: /Conejo$/ });
    for (const [key, shown] of [
      ["ArrowUp", "Hurón"],
      ["ArrowDown", "Otro"],
    ] as const) {
      await conejo.focus();
      await page.keyboard.press("Enter");
      await page.getByRole("listbox").waitFor();
      await page.keyboard.press(key);
      await page.keyboard.press("Enter");
      await toast(page).filter({ hasText: "Especie para la ley guardada correctamente" }).first().waitFor();
      await expect.poll(() => conejo.textContent()).toContain(shown);
      expect(await isFocused(conejo)).toBe(true);
    }
  });

  test("a logo that is not PNG or JPEG is refused; a PNG is uploaded and shown, and everything is there after a reload", async () => {
    const input = () => page.locator('input[type="file"]');
    await input().setInputFiles({ name: "logo.webp", mimeType: "image/webp", buffer: Buffer.from("RIFF0000WEBPVP8 ") });
    await expect.poll(() => toast(page).textContent()).toContain("El logotipo debe ser una imagen PNG o JPEG");
    // A program renamed logo.png passes the browser's check of the declared type; the server reads its content.
    await input().setInputFiles({ name: "logo.png", mimeType: "image/png", buffer: Buffer.concat([Buffer.from("7f454c46020101", "hex"), Buffer.alloc(100)]) });
    await expect.poll(() => toast(page).textContent()).toContain("El logotipo debe ser una imagen PNG o JPEG");
    expect(await page.getByTestId("refugio-logo").textContent()).toContain("Sin logotipo");

    await input().setInputFiles({ name: "logo.png", mimeType: "image/png", buffer: logo });
    await expect.poll(() => toast(page).textContent()).toContain("Logotipo guardado correctamente");
    await expect.poll(() => page.getByTestId("refugio-logo").locator("img").getAttribute("src")).toMatch(/^\/api\/uploads\/logos\/[0-9a-f-]{36}\.png$/);
    // Closed as a person would, for a screenshot of the screen alone.
    await toast(page).getByRole("button", { name: "Cerrar aviso" }).click();
    await toast(page).waitFor({ state: "detached" });
    await screenshot(page, "refugio-02-completo");

    await page.reload();
    await page.getByRole("heading", { name: "Datos del refugio" }).waitFor();
    expect(await field("Nombre del refugio").inputValue()).toBe("Refugio Comarcal de Lorca");
    expect(await field("Contacto para ejercer los derechos RGPD").inputValue()).toBe("protecciondatos@lorca.test");
    await expect.poll(() => page.getByTestId("refugio-logo").locator("img").getAttribute("src")).toMatch(/^\/api\/uploads\/logos\/[0-9a-f-]{36}\.png$/);
    expect(await page.getByRole("button", { name: "Cambiar logotipo" }).isVisible()).toBe(true);
  });

  test("at 390 px wide the form fits the screen", async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.reload();
    await page.getByRole("heading", { name: "Datos del refugio" }).waitFor();
    await expect.poll(() => page.getByTestId("refugio-logo").locator("img").getAttribute("src")).toMatch(/^\/api\/uploads\/logos\/[0-9a-f-]{36}\.png$/);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await guardar().scrollIntoViewIfNeeded();
    await save();
    await expect.poll(() => toast(page).textContent()).toContain("Datos del refugio guardados correctamente");
    await expectGuardarUncovered();
    await screenshot(page, "refugio-03-movil-390");
    await page.setViewportSize({ width: 1366, height: 900 });
  });

  test("removing the logo asks first and leaves the documents without one", async () => {
    await page.getByRole("button", { name: "Quitar logotipo" }).click();
    const dialog = page.getByRole("alertdialog", { name: "Quitar logotipo" });
    expect(await dialog.textContent()).toContain("Los documentos se imprimirán sin logotipo");
    await dialog.getByRole("button", { name: "Quitar logotipo" }).click();
    await expect.poll(() => toast(page).textContent()).toContain("Logotipo eliminado correctamente");
    await expect.poll(() => page.getByTestId("refugio-logo").textContent()).toContain("Sin logotipo");
    expect(await page.getByRole("button", { name: "Subir logotipo" }).isVisible()).toBe(true);
  });

  test("an employee has no menu entry and the route refuses them", async () => {
    await page.goto(`${server.url}/`);
    await page.getByTestId("welcome").waitFor();
    await logout(page);
    await login(page, "cuidador", "secreto2");
    expect(await page.getByRole("link", { name: "Datos del refugio" }).count()).toBe(0);
    await page.goto(`${server.url}/datos-refugio`);
    await page.getByRole("heading", { name: "Acceso restringido" }).waitFor();
    expect(await page.getByRole("textbox").count()).toBe(0);
    await screenshot(page, "refugio-04-empleado");
  });
});
