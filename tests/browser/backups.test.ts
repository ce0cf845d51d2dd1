/**
 * 'Copias de seguridad' in the browser: with no backup yet the Dashboard warns the administrator
 * (not an employee); 'Hacer copia ahora' adds a good backup to the list with its size, the warning
 * goes, and the download link gives the archive the server wrote. An employee has no menu entry.
 */
import { readdir, readFile, stat } from "node:fs/promises";
import path from "node:path";
import { describe, expect, test } from "vitest";
import { isFocused, login, logout, screenshot, toast } from "../helpers/browser.ts";
import { browserForSuite, DIRECTORA } from "../helpers/journey.ts";

const CUIDADOR = { username: "cuidador", password: "secreto2", email: "cuidador@refugio.test", rol_id: 2, activo: true };

describe("Copias de seguridad in the browser", () => {
  const { server, page } = browserForSuite({
    users: [DIRECTORA, CUIDADOR],
    page: { viewport: { width: 1366, height: 900 }, timezoneId: "Europe/Madrid", acceptDownloads: true },
    login: DIRECTORA,
  });
  const warning = () => page.getByTestId("copia-atrasada");

  test("with no backup, the Dashboard warns the administrator and links to the screen", async () => {
    await page.goto(`${server.url}/dashboard`);
    await warning().waitFor();
    expect(await warning().textContent()).toContain("No hay ninguna copia de seguridad correcta.");
    await screenshot(page, "copias-00-aviso-dashboard");
    await warning().getByRole("link", { name: "Ir a Copias de seguridad" }).click();
    await page.getByRole("heading", { name: "Copias de seguridad" }).waitFor();
    await page.getByText("Todavía no hay copias de seguridad.").waitFor();
  });

  test("'Hacer copia ahora' lists a good backup that downloads as the file written", async () => {
    // By keyboard: the button keeps the focus while the copy is made (a disabled one dropped it).
    const hacer = page.getByRole("button", { name: "Hacer copia ahora" });
    await hacer.press("Enter");
    await toast(page).filter({ hasText: "Copia de seguridad hecha" }).waitFor();
    await expect.poll(() => isFocused(hacer)).toBe(true);
    const row = page.getByRole("row").filter({ hasText: "Correcta" });
    await row.waitFor();
    expect(await row.textContent()).toMatch(/Manual.*\d+,\d MB.*Correcta/);
    await screenshot(page, "copias-01-lista");

    const [name] = await readdir(path.join(server.dataDir, "backups"));
    const download = page.waitForEvent("download");
    await row.getByRole("link", { name: `Descargar ${name}` }).click();
    const file = await (await download).path();
    expect((await stat(file)).size).toBe((await stat(path.join(server.dataDir, "backups", name!))).size);
    expect((await readFile(file)).equals(await readFile(path.join(server.dataDir, "backups", name!)))).toBe(true);

    await page.goto(`${server.url}/dashboard`);
    await page.getByRole("heading", { name: "Dashboard" }).waitFor();
    expect(await warning().count()).toBe(0);
  });

  test("an employee sees no warning and no menu entry", async () => {
    await logout(page);
    await login(page, CUIDADOR.username, CUIDADOR.password);
    expect(await page.getByRole("link", { name: "Copias de seguridad" }).count()).toBe(0);
    await page.goto(`${server.url}/dashboard`);
    await page.getByRole("heading", { name: "Dashboard" }).waitFor();
    expect(await warning().count()).toBe(0);
  });
});
