/**
 * Outgoing mail and the account dialogs in the browser: the administrator sets up SMTP against a
 * real SMTP server on 127.0.0.1, a user who forgot the password gets a new one by e-mail and logs
 * in with it; About and change password from the user block.
 */
import { describe, expect, test } from "vitest";
import { login, logout, screenshot, submitLogin, toast } from "../helpers/browser.ts";
import { forSuite } from "../helpers/forSuite.ts";
import { browserForSuite, DIRECTORA } from "../helpers/journey.ts";
import { startSmtpServer } from "../helpers/smtpServer.ts";

describe("SMTP, password recovery and the account dialogs in the browser", () => {
  const smtp = forSuite(() => startSmtpServer());
  const { server, page } = browserForSuite({
    users: [DIRECTORA, { username: "pepe", password: "olvidada1", email: "pepe@refugio.test", rol_id: 3, activo: true }],
    page: { viewport: { width: 1366, height: 860 }, timezoneId: "Europe/Madrid" },
  });

  test("without SMTP the login screen offers no recovery", async () => {
    await page.goto(server.url);
    await page.getByRole("button", { name: "Iniciar sesión" }).waitFor();
    expect(await page.getByRole("button", { name: "¿Olvidó su contraseña?" }).count()).toBe(0);
    await login(page, "directora", "secreto1");
  });

  test("the SMTP screen tests the connection for real and saves, then returns to the menu", async () => {
    await page.getByRole("navigation", { name: "Menú principal" }).getByRole("link", { name: "Configuración SMTP" }).click();
    await page.getByRole("heading", { name: "Configuración SMTP" }).waitFor();
    expect(await page.getByLabel("Puerto SMTP").inputValue()).toBe("587");
    expect(await page.getByRole("checkbox", { name: "Usar SSL/TLS" }).isChecked()).toBe(true);
    expect(await page.getByRole("button", { name: "Eliminar configuración SMTP" }).count()).toBe(0);
    // What the server is for: recovery, remote signatures and the plan sanitario's reminder.
    expect(await page.getByText(/contraseñas nuevas .* firmar documentos a distancia .* plan sanitario/).count()).toBe(1);

    await page.getByLabel("Servidor SMTP").fill("127.0.0.1");
    await page.getByLabel("Puerto SMTP").fill(String(smtp.port));
    await page.getByLabel("Usuario SMTP").fill(smtp.user);
    await page.getByLabel("Correo Remitente").fill("refugio@refugio.test");
    await page.getByLabel("Nombre Remitente").fill("Refugio Municipal");
    await page.getByText("Usar SSL/TLS").click();
    expect(await page.getByRole("checkbox", { name: "Usar SSL/TLS" }).isChecked()).toBe(false);
    await page.getByRole("button", { name: "Probar Conexión" }).click();
    await expect.poll(() => toast(page).textContent()).toContain("La contraseña SMTP es obligatoria para probar la conexión");

    await page.getByLabel("Contraseña SMTP").fill("equivocada");
    await page.getByRole("button", { name: "Probar Conexión" }).click();
    await expect.poll(() => toast(page).textContent()).toContain("Error de autenticación SMTP");
    expect(await toast(page).textContent()).toContain("Error al probar la conexión SMTP");
    await screenshot(page, "smtp-01-auth-error");

    await page.getByLabel("Contraseña SMTP").fill(smtp.password);
    await page.getByRole("button", { name: "Probar Conexión" }).click();
    await expect.poll(() => toast(page).textContent()).toContain("Conexión SMTP probada exitosamente");
    await page.getByRole("button", { name: "Guardar Configuración" }).click();
    await expect.poll(() => toast(page).textContent()).toContain("Configuración SMTP guardada correctamente");
    await expect.poll(() => new URL(page.url()).pathname).toBe("/");
  });

  test("a saved configuration hides its password and disables the test until one is typed", async () => {
    await page.getByRole("navigation", { name: "Menú principal" }).getByRole("link", { name: "Configuración SMTP" }).click();
    await page.getByTestId("smtp-password-note").waitFor();
    expect(await page.getByLabel("Servidor SMTP").inputValue()).toBe("127.0.0.1");
    expect(await page.getByLabel("Contraseña SMTP").inputValue()).toBe("");
    expect(await page.getByRole("button", { name: "Probar Conexión" }).isDisabled()).toBe(true);
    expect(await page.getByRole("button", { name: "Eliminar configuración SMTP" }).isVisible()).toBe(true);
    expect(await page.getByTestId("smtp-password-note").textContent()).toContain("La contraseña guardada está cifrada y no se muestra");
    await screenshot(page, "smtp-02-saved");
    await page.getByRole("button", { name: "Cancelar" }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe("/");
  });

  test("a saved configuration saves again after a change, and tests with a typed password", async () => {
    await page.goto(`${server.url}/smtp-config`);
    await page.getByTestId("smtp-password-note").waitFor();
    await page.getByLabel("Nombre Remitente").fill("Refugio Municipal de Écija");
    await page.getByRole("button", { name: "Guardar Configuración" }).click();
    await expect.poll(() => toast(page).textContent()).toContain("Configuración SMTP guardada correctamente");
    await expect.poll(() => new URL(page.url()).pathname).toBe("/");

    await page.goto(`${server.url}/smtp-config`);
    expect(await page.getByLabel("Nombre Remitente").inputValue()).toBe("Refugio Municipal de Écija");
    await page.getByLabel("Contraseña SMTP").fill(smtp.password);
    await page.getByRole("button", { name: "Probar Conexión" }).click();
    await expect.poll(() => toast(page).textContent()).toContain("Conexión SMTP probada exitosamente");
    expect(await toast(page).textContent()).not.toContain(smtp.password);
    await screenshot(page, "smtp-02a-saved-again-and-tested");
  });

  test("a port out of range keeps what was typed, says so on the field and is not saved", async () => {
    await page.goto(`${server.url}/smtp-config`);
    const port = page.getByLabel("Puerto SMTP");
    await port.fill("70000");
    await port.press("Tab");
    expect(await port.inputValue()).toBe("70000");
    await page.getByRole("button", { name: "Guardar Configuración" }).click();
    await expect.poll(() => toast(page).textContent()).toContain("El puerto SMTP debe ser un número entre 1 y 65535");
    expect(await page.locator("form").getByText("El puerto SMTP debe ser un número entre 1 y 65535").isVisible()).toBe(true);
    expect(await port.getAttribute("aria-invalid")).toBe("true");
    await screenshot(page, "smtp-02b-port-out-of-range");
    expect(new URL(page.url()).pathname).toBe("/smtp-config");
    await page.reload();
    expect(await page.getByLabel("Puerto SMTP").inputValue()).toBe(String(smtp.port));
    await page.getByRole("button", { name: "Cancelar" }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe("/");
  });

  test("About shows the version and its date, and its credit links to the project's page", async () => {
    await page.getByRole("complementary").getByRole("button", { name: "Acerca de" }).click();
    const dialog = page.getByRole("dialog", { name: "Acerca de" });
    await expect.poll(() => dialog.getByTestId("about-version").textContent()).toBe("1.0.0");
    expect(await dialog.textContent()).toContain("Sistema de Gestión de Protectora de Animales");
    expect(await dialog.getByTestId("about-version-date").textContent()).toBe("22/11/2026");
    expect(await dialog.textContent()).toContain("Diseño y desarrollo: equipo de Refugio");
    await screenshot(page, "account-01-about");
    await dialog.getByRole("link", { name: "equipo de Refugio" }).click();
    await page.getByRole("heading", { name: "Acerca de Refugio" }).waitFor();
    expect(new URL(page.url()).pathname).toBe("/acerca");
    expect(await dialog.count()).toBe(0);
    await screenshot(page, "account-01b-acerca");
    await page.goto(server.url);
    await page.getByTestId("welcome").waitFor();
  });

  test("change password: the spec's three checks in order, the server's check, then success", async () => {
    await page.getByRole("complementary").getByRole("button", { name: "Cambiar contraseña" }).click();
    const dialog = page.getByRole("dialog", { name: "Cambiar contraseña" });
    const submit = dialog.getByRole("button", { name: "Cambiar contraseña" });
    /** Fills the dialog's three fields, submits, and waits for the toast that answers. */
    async function submitPasswords(actual: string, nueva: string, confirmar: string, answer: string) {
      await dialog.getByLabel("Contraseña actual").fill(actual);
      await dialog.getByLabel("Nueva contraseña", { exact: true }).fill(nueva);
      await dialog.getByLabel("Confirmar nueva contraseña").fill(confirmar);
      await submit.click();
      await expect.poll(() => toast(page).textContent()).toContain(answer);
    }
    /** The field the keyboard is on, by its label, and how many fields are marked. */
    const focusedAndMarked = () =>
      dialog.evaluate((element) => [
        element
          .querySelector("input:focus")
          ?.getAttribute("aria-labelledby")
          ?.split(" ")
          .map((id) => document.getElementById(id)?.textContent)
          .join(""),
        element.querySelectorAll('input[aria-invalid="true"]').length,
      ]);
    await submit.press("Enter");
    await expect.poll(() => toast(page).textContent()).toContain("Todos los campos son obligatorios");
    // Each empty field is marked, and the keyboard goes to the first of them.
    await expect.poll(focusedAndMarked).toEqual(["Contraseña actual", 3]);
    await submitPasswords("secreto1", "corta", "distinta", "Las contraseñas no coinciden");
    await expect.poll(focusedAndMarked).toEqual(["Confirmar nueva contraseña", 1]);
    await submitPasswords("secreto1", "corta", "corta", "La nueva contraseña debe tener al menos 6 caracteres");
    await expect.poll(focusedAndMarked).toEqual(["Nueva contraseña", 1]);
    await submitPasswords("no-es-esta", "nueva123", "nueva123", "La contraseña actual no es correcta");
    await expect.poll(focusedAndMarked).toEqual(["Contraseña actual", 1]);
    await screenshot(page, "account-02-change-password-wrong");

    const reveal = dialog.getByRole("button", { name: "Mantener pulsado para ver la contraseña" }).nth(1);
    await reveal.hover();
    await page.mouse.down();
    await expect.poll(() => dialog.getByLabel("Nueva contraseña", { exact: true }).getAttribute("type")).toBe("text");
    await page.mouse.up();
    await expect.poll(() => dialog.getByLabel("Nueva contraseña", { exact: true }).getAttribute("type")).toBe("password");

    await dialog.getByLabel("Contraseña actual").fill("secreto1");
    await submit.click();
    await expect.poll(() => toast(page).textContent()).toContain("ÉxitoContraseña cambiada correctamente");
    await expect.poll(() => dialog.isVisible()).toBe(false);
    await page.getByRole("complementary").getByRole("button", { name: "Cambiar contraseña" }).click();
    expect(await page.getByRole("dialog", { name: "Cambiar contraseña" }).getByLabel("Contraseña actual").inputValue()).toBe("");
    await page.getByRole("dialog", { name: "Cambiar contraseña" }).getByRole("button", { name: "Cancelar" }).click();
    await logout(page);
    await login(page, "directora", "nueva123");
    await logout(page);
  });

  test("recovery: the link appears, errors are in Spanish, the old password works until the mailed one logs in", async () => {
    await page.reload();
    await page.getByRole("button", { name: "¿Olvidó su contraseña?" }).click();
    await page.getByRole("heading", { name: "Recuperar contraseña" }).waitFor();
    await page.getByRole("button", { name: "Enviar contraseña" }).click();
    await expect.poll(() => toast(page).textContent()).toContain("Por favor, ingrese su nombre de usuario");
    await page.getByLabel("Nombre de usuario").fill("nadie");
    await page.getByRole("button", { name: "Enviar contraseña" }).click();
    await expect.poll(() => toast(page).textContent()).toContain("Usuario no encontrado o inactivo");
    await screenshot(page, "recovery-01-unknown-user");

    await page.getByLabel("Nombre de usuario").fill("pepe");
    await page.getByRole("button", { name: "Enviar contraseña" }).click();
    await expect.poll(() => toast(page).textContent()).toContain("Nueva contraseña enviada");
    await page.getByRole("button", { name: "Iniciar sesión" }).waitFor();
    await screenshot(page, "recovery-02-sent");

    const mail = await smtp.nextMail();
    expect(mail.to).toEqual(["pepe@refugio.test"]);
    const mailed = /Su nueva contraseña es: (\S+)/.exec(mail.text)![1]!;
    // Whoever asked, the account is not locked: the old password still logs in.
    await login(page, "pepe", "olvidada1");
    await logout(page);
    await login(page, "pepe", mailed);
    expect(await page.getByTestId("welcome").textContent()).toBe("Bienvenido, pepe (Veterinario)");
    await logout(page);
    await submitLogin(page, "pepe", "olvidada1");
    await expect.poll(() => toast(page).textContent()).toContain("Usuario o contraseña incorrectos");
  });

  test("deleting the configuration asks first, clears the form, returns to the menu and hides recovery", async () => {
    await login(page, "directora", "nueva123");
    await page.goto(`${server.url}/smtp-config`);
    await page.getByRole("button", { name: "Eliminar configuración SMTP" }).click();
    const confirm = page.getByRole("alertdialog", { name: "Eliminar configuración SMTP" });
    expect(await confirm.textContent()).toContain("Esta acción no se puede deshacer");
    await screenshot(page, "smtp-03-delete-confirm");
    await confirm.getByRole("button", { name: "Eliminar" }).click();
    await expect.poll(() => toast(page).textContent()).toContain("Configuración SMTP eliminada correctamente");
    expect(await page.getByLabel("Servidor SMTP").inputValue()).toBe("");
    await expect.poll(() => new URL(page.url()).pathname).toBe("/");
    await logout(page);
    expect(await page.getByRole("button", { name: "¿Olvidó su contraseña?" }).count()).toBe(0);
  });
});
