/**
 * Editing a user without touching the password: the administrator changes only the e-mail, the
 * dialog says a blank password keeps the current one, and the user still logs in with it. At a
 * 1440 px desk and on a 390 px phone.
 */
import { describe, expect, test } from "vitest";
import { login, logout, screenshot, toast } from "../helpers/browser.ts";
import { browserForSuite, DIRECTORA } from "../helpers/journey.ts";

const MARTA = { username: "marta", password: "empleada1", email: "marta@refugio.test", rol_id: 2, activo: true };
const VERA = { username: "vera", password: "veterinaria1", email: "vera@refugio.test", rol_id: 3, activo: true };

describe("editing a user keeps the password left blank", () => {
  const { server, page } = browserForSuite({
    users: [DIRECTORA, MARTA, VERA],
    page: { viewport: { width: 1440, height: 900 }, timezoneId: "Europe/Madrid" },
    login: DIRECTORA,
  });

  for (const [width, height, email] of [
    [1440, 900, "marta@protectora.test"],
    [390, 844, "marta.movil@protectora.test"],
  ] as const) {
    test(`at ${width} px: only the e-mail changes, and the user still logs in with the old password`, async () => {
      await page.setViewportSize({ width, height });
      await page.goto(`${server.url}/usuarios`);
      await page.getByRole("heading", { name: "Gestión de Usuarios" }).waitFor();
      await page.getByRole("button", { name: "Modificar marta" }).click();
      const dialog = page.getByRole("dialog", { name: "Modificar Usuario" });
      await expect.poll(() => dialog.getByLabel("Correo electrónico").inputValue()).toMatch(/^marta/);
      expect(await dialog.getByLabel("Contraseña", { exact: true }).inputValue()).toBe("");
      expect(await dialog.textContent()).toContain("Déjela en blanco para mantener la actual.");
      await dialog.getByLabel("Correo electrónico").fill(email);
      await screenshot(page, `usuario-editar-correo-${width}`);
      await dialog.getByRole("button", { name: "Modificar" }).click();
      await expect.poll(() => toast(page).textContent()).toContain("Usuario modificado correctamente");
      await expect.poll(() => dialog.isVisible()).toBe(false);
      await expect.poll(() => page.getByRole("row", { name: /marta/ }).textContent()).toContain(email);

      await logout(page);
      await login(page, MARTA.username, MARTA.password);
      expect(await page.getByTestId("welcome").textContent()).toBe("Bienvenido, marta (Empleado)");
      await logout(page);
      await login(page, DIRECTORA.username, DIRECTORA.password);
    });
  }

  test("a vet's name and colegiado number, which the cartilla prints, are saved from the dialog and read back after a reload", async () => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto(`${server.url}/usuarios`);
    await page.getByRole("button", { name: "Modificar vera" }).click();
    const dialog = page.getByRole("dialog", { name: "Modificar Usuario" });
    await expect.poll(() => dialog.getByLabel("Correo electrónico").inputValue()).toBe(VERA.email);
    await dialog.getByLabel("Nombre y apellidos").fill("Vera Martín Ruiz");
    await dialog.getByLabel("N.º de colegiado").fill("28/1234");
    await screenshot(page, "usuario-editar-colegiado-1440");
    await dialog.getByRole("button", { name: "Modificar" }).click();
    await expect.poll(() => toast(page).textContent()).toContain("Usuario modificado correctamente");
    await expect.poll(() => dialog.isVisible()).toBe(false);

    await page.reload();
    await page.getByRole("button", { name: "Modificar vera" }).click();
    await expect.poll(() => dialog.getByLabel("Nombre y apellidos").inputValue()).toBe("Vera Martín Ruiz");
    expect(await dialog.getByLabel("N.º de colegiado").inputValue()).toBe("28/1234");
    // The number alone cleared: the name stays.
    await dialog.getByLabel("N.º de colegiado").fill("");
    await dialog.getByRole("button", { name: "Modificar" }).click();
    await expect.poll(() => dialog.isVisible()).toBe(false);
    await page.reload();
    await page.getByRole("button", { name: "Modificar vera" }).click();
    await expect.poll(() => dialog.getByLabel("Nombre y apellidos").inputValue()).toBe("Vera Martín Ruiz");
    expect(await dialog.getByLabel("N.º de colegiado").inputValue()).toBe("");
  });
});
