/**
 * Fresh data folder → first administrator → skip SMTP → main menu → logout → login again,
 * as a shelter's first user does it.
 */
import { describe, expect, test } from "vitest";
import { isFocused, login, screenshot, submitLogin, toast } from "../helpers/browser.ts";
import { browserForSuite } from "../helpers/journey.ts";

describe("first run, shell and session in the browser", () => {
  const { server, page } = browserForSuite({ page: { viewport: { width: 1366, height: 860 } } });

  /** A new visit: storage cleared, the page reloaded, then `username` logs in from the login screen. */
  async function loginAfresh(username: string, password: string) {
    await page.evaluate(() => localStorage.clear());
    await page.reload();
    await login(page, username, password);
  }

  test("first-run setup creates the administrator and offers SMTP", async () => {
    await page.goto(server.url);
    await expect.poll(() => page.getByText("Configuración inicial").isVisible()).toBe(true);
    await screenshot(page, "01-setup-card");
    await page.getByRole("button", { name: "Crear administrador" }).click();

    await page.getByRole("button", { name: "Guardar" }).click();
    await expect.poll(() => toast(page).textContent()).toContain("Todos los campos obligatorios deben estar completos");
    expect(await page.locator("form").getByText("Completa este campo", { exact: true }).count()).toBe(3);
    expect(await page.getByRole("button", { name: "Cancelar" }).count()).toBe(0);
    expect(await page.getByRole("button", { name: /Rol/ }).isDisabled()).toBe(true);

    await page.getByLabel("Nombre de usuario").fill("directora");
    await page.getByLabel("Contraseña", { exact: true }).fill("secreto1");
    // A malformed address says what is wrong beside the field, and nothing is saved.
    await page.getByLabel("Correo electrónico").fill("directora.refugio.test");
    await page.getByRole("button", { name: "Guardar" }).click();
    await expect.poll(() => page.locator("form").getByText("El correo electrónico no es válido").isVisible()).toBe(true);
    expect(await page.getByLabel("Correo electrónico").getAttribute("aria-invalid")).toBe("true");
    await screenshot(page, "02a-first-admin-invalid-email");
    await page.getByLabel("Correo electrónico").fill("directora@refugio.test");
    await page.keyboard.press("Tab");
    await expect.poll(() => page.locator("form").getByText("El correo electrónico no es válido").count()).toBe(0);
    // Each field's error clears once it has a value and focus moves on.
    await expect.poll(() => page.locator("form").getByText("Completa este campo", { exact: true }).count()).toBe(0);
    await screenshot(page, "02-first-admin-form");
    await page.getByRole("button", { name: "Guardar" }).click();

    const prompt = page.getByRole("alertdialog", { name: "Configurar correo saliente" });
    await expect.poll(() => prompt.isVisible()).toBe(true);
    expect(await prompt.textContent()).toContain("SMTP");
    await screenshot(page, "03-smtp-prompt");
    await prompt.getByRole("button", { name: "Omitir" }).click();
  });

  test("the main menu and shell greet the administrator", async () => {
    await expect.poll(() => page.getByTestId("welcome").textContent()).toBe("Bienvenido, directora (Administrador)");
    await expect.poll(() => page.getByRole("heading", { name: "Sistema de Gestión del Refugio de Animales" }).isVisible()).toBe(true);
    const nav = page.getByRole("navigation", { name: "Menú principal" });
    for (const item of ["Dashboard", "Fichas Registrales", "Personas", "Ayuntamientos", "Registros de Actividad", "Configuración SMTP", "Usuarios"]) {
      expect(await nav.getByRole("link", { name: item }).isVisible()).toBe(true);
    }
    expect(await page.getByTestId("count-animales").textContent()).toBe("0");
    expect(await page.getByTestId("user-block-username").textContent()).toBe("directora");
    await screenshot(page, "04-main-menu");

    await page.getByRole("button", { name: "Contraer menú lateral" }).click();
    await expect.poll(() => page.locator("aside").evaluate((el) => el.getBoundingClientRect().width)).toBe(64);
    expect(await nav.getByRole("link", { name: "Personas" }).isVisible()).toBe(true);
    expect(await page.getByTestId("count-animales").count()).toBe(0);
    await screenshot(page, "05-sidebar-collapsed");
    await page.getByRole("button", { name: "Expandir menú lateral" }).click();
  });

  test("unknown paths show the 404 page inside the shell", async () => {
    await page.goto(`${server.url}/cualquier-cosa`);
    await expect.poll(() => page.getByRole("heading", { name: "404 Page Not Found" }).isVisible()).toBe(true);
    await screenshot(page, "06-not-found");
    await page.getByRole("link", { name: "Volver al inicio" }).click();
    await expect.poll(() => page.getByTestId("welcome").isVisible()).toBe(true);
  });

  test("logout asks for confirmation, clears storage and returns to the login screen", async () => {
    await page.getByRole("button", { name: "Cerrar sesión" }).first().click();
    const dialog = page.getByRole("alertdialog", { name: "Cerrar Sesión" });
    expect(await dialog.textContent()).toContain("¿Está seguro de que desea cerrar sesión? Será redirigido a la página de inicio de sesión.");
    await screenshot(page, "07-logout-confirm");
    await dialog.getByRole("button", { name: "Sí, cerrar sesión" }).click();
    await expect.poll(() => toast(page).textContent()).toContain("Sesión cerradaHa cerrado sesión exitosamente");
    await expect.poll(() => page.getByRole("button", { name: "Iniciar sesión" }).isVisible()).toBe(true);
    expect(new URL(page.url()).pathname).toBe("/");
    expect(await page.evaluate(() => localStorage.length)).toBe(0);
  });

  test("login shows the spec's Spanish errors and the hold-to-reveal password", async () => {
    await page.getByRole("button", { name: "Iniciar sesión" }).click();
    await expect.poll(() => toast(page).textContent()).toContain("Por favor, complete todos los campos");

    await submitLogin(page, "directora", "equivocada");
    await expect.poll(() => toast(page).textContent()).toContain("Usuario o contraseña incorrectos");
    // The button kept the focus while it waited (a disabled one dropped it to the page): Enter tries again.
    const iniciar = page.getByRole("button", { name: "Iniciar sesión" });
    await expect.poll(() => iniciar.getAttribute("data-pending")).toBeNull();
    expect(await isFocused(iniciar)).toBe(true);
    await screenshot(page, "08-login-wrong-password");

    const password = page.getByLabel("Contraseña", { exact: true });
    const reveal = page.getByRole("button", { name: "Mantener pulsado para ver la contraseña" });
    expect(await password.getAttribute("type")).toBe("password");
    await reveal.hover();
    await page.mouse.down();
    await expect.poll(() => password.getAttribute("type")).toBe("text");
    await page.mouse.up();
    await expect.poll(() => password.getAttribute("type")).toBe("password");

    // Without the mouse: Tab from the password reaches the button; the text shows while Space, then Enter, is held.
    await password.focus();
    await page.keyboard.press("Tab");
    expect(await reveal.evaluate((button) => button === document.activeElement)).toBe(true);
    for (const key of ["Space", "Enter"]) {
      await page.keyboard.down(key);
      await expect.poll(() => password.getAttribute("type")).toBe("text");
      await page.keyboard.up(key);
      await expect.poll(() => password.getAttribute("type")).toBe("password");
    }
    expect(await page.getByTestId("welcome").count()).toBe(0);

    await password.fill("secreto1");
    await page.getByRole("button", { name: "Iniciar sesión" }).click();
    await expect.poll(() => page.getByTestId("welcome").textContent()).toBe("Bienvenido, directora (Administrador)");
  });

  test("an employee sees neither the Administración group nor its card", async () => {
    const created = await page.evaluate(async () => {
      const response = await fetch("/api/usuarios", {
        method: "POST",
        headers: { "content-type": "application/json", authorization: `Bearer ${localStorage.getItem("token")}` },
        body: JSON.stringify({ username: "empleado", password: "secreto2", email: "e@refugio.test", rol_id: 2, activo: true }),
      });
      return response.status;
    });
    expect(created).toBe(201);
    await loginAfresh("empleado", "secreto2");
    await expect.poll(() => page.getByTestId("welcome").textContent()).toBe("Bienvenido, empleado (Empleado)");
    const nav = page.getByRole("navigation", { name: "Menú principal" });
    expect(await nav.getByRole("link", { name: "Personas" }).isVisible()).toBe(true);
    expect(await nav.getByText("Administración").count()).toBe(0);
    expect(await nav.getByRole("link", { name: "Usuarios" }).count()).toBe(0);
    expect(await page.getByRole("heading", { name: "Administración" }).count()).toBe(0);
    await screenshot(page, "09-employee-menu");
    await loginAfresh("directora", "secreto1");
    await expect.poll(() => page.getByTestId("welcome").textContent()).toBe("Bienvenido, directora (Administrador)");
  });

  test("the session survives a reload; a token that no longer works is dropped", async () => {
    await page.reload();
    await expect.poll(() => page.getByTestId("welcome").isVisible()).toBe(true);
    await page.evaluate(() => localStorage.setItem("token", "caducado"));
    await page.reload();
    await expect.poll(() => page.getByRole("button", { name: "Iniciar sesión" }).isVisible()).toBe(true);
    await expect.poll(() => page.evaluate(() => localStorage.getItem("token"))).toBeNull();
  });
});

describe("on a narrow screen", () => {
  const { server, page } = browserForSuite({ page: { viewport: { width: 820, height: 1000 } } });

  test("the sidebar starts collapsed to its icons", async () => {
    await page.goto(server.url);
    await page.getByRole("button", { name: "Crear administrador" }).click();
    await page.getByLabel("Nombre de usuario").fill("tablet");
    await page.getByLabel("Contraseña", { exact: true }).fill("secreto1");
    await page.getByLabel("Correo electrónico").fill("tablet@refugio.test");
    await page.getByRole("button", { name: "Guardar" }).click();
    await page.getByRole("alertdialog", { name: "Configurar correo saliente" }).getByRole("button", { name: "Omitir" }).click();
    await expect.poll(() => page.getByTestId("welcome").isVisible()).toBe(true);
    expect(await page.locator("aside").evaluate((el) => el.getBoundingClientRect().width)).toBe(64);
    expect(await page.getByRole("button", { name: "Expandir menú lateral" }).isVisible()).toBe(true);
    await screenshot(page, "10-narrow-screen");
  });
});
