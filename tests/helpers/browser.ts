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
