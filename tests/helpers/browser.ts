/** Debian's chromium driven by playwright-core, with screenshots kept under test-results/. */
import { mkdir } from "node:fs/promises";
import path from "node:path";
import { type Browser, chromium, type Page } from "playwright-core";
import { projectRoot } from "../../api/src/projectRoot.ts";

export const screenshotDir = path.join(projectRoot, "test-results/screenshots");

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: [
      "--headless",
      "--no-sandbox",
      "--disable-gpu",
      "--disable-quic",
      "--no-first-run",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
    ],
  });
}

export async function screenshot(page: Page, name: string): Promise<string> {
  await mkdir(screenshotDir, { recursive: true });
  const file = path.join(screenshotDir, `${name}.png`);
  await page.screenshot({ path: file, fullPage: true });
  return file;
}

/** The visible toast's text (title and description). */
export function toast(page: Page) {
  return page.getByTestId("toast");
}

/** Logs in from the login screen and waits for the main menu. */
export async function login(page: Page, username: string, password: string) {
  await page.getByLabel("Nombre de usuario").fill(username);
  await page.getByLabel("Contraseña", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Iniciar sesión" }).click();
  await page.getByTestId("welcome").waitFor();
}

/** 'Cerrar sesión' in the sidebar, confirmed, back to the login screen. */
export async function logout(page: Page) {
  await page.getByRole("complementary").getByRole("button", { name: "Cerrar sesión" }).click();
  await page.getByRole("alertdialog", { name: "Cerrar Sesión" }).getByRole("button", { name: "Sí, cerrar sesión" }).click();
  await page.getByRole("button", { name: "Iniciar sesión" }).waitFor();
}
