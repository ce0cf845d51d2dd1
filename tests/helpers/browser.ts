/**
 * Debian's chromium driven by playwright-core, with screenshots kept under test-results/. Every
 * screenshot also runs axe-core on the page it shows: a serious or critical violation fails it.
 */
import { readFileSync } from "node:fs";
import { mkdir, writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import path from "node:path";
import { type Browser, chromium, type Locator, type Page } from "playwright-core";
import { expect } from "vitest";
import { projectRoot } from "../../api/src/projectRoot.ts";

export const screenshotDir = path.join(projectRoot, "test-results/screenshots");
/** One JSON file per screenshot: the page's axe violations by rule and impact. */
export const axeDir = path.join(projectRoot, "test-results/axe");
const axeSource = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");
const BLOCKING_IMPACTS = ["serious", "critical"];

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

/** A real PNG: a box styled with `css` (its size included), drawn by the browser itself in a page of its own. */
export async function drawPng(browser: Browser, css: string): Promise<Buffer> {
  const page = await browser.newPage();
  try {
    await page.setContent(`<div style="${css}"></div>`);
    return await page.locator("div").screenshot();
  } finally {
    await page.close();
  }
}

export async function screenshot(page: Page, name: string): Promise<string> {
  await mkdir(screenshotDir, { recursive: true });
  const file = path.join(screenshotDir, `${name}.png`);
  // A full-page capture draws the sticky sidebar where the scrolled viewport's top is, half-way
  // down the picture: the page is captured from its top, then put back where it was.
  const scrolled = await page.evaluate(() => {
    const at = { x: window.scrollX, y: window.scrollY };
    window.scrollTo(0, 0);
    return at;
  });
  await page.screenshot({ path: file, fullPage: true });
  await page.evaluate(({ x, y }) => window.scrollTo(x, y), scrolled);
  await expectAccessible(page, name);
  return file;
}

/** `targets`: each offending element's selector and the start of its HTML. */
export type AxeViolation = { id: string; impact: string | null; help: string; targets: string[] };

/**
 * axe-core's violations on the page as it is now. The script is evaluated through the DevTools
 * protocol, which the page's Content-Security-Policy (no inline scripts) does not govern.
 */
export async function axeViolations(page: Page): Promise<AxeViolation[]> {
  if (!(await page.evaluate(() => "axe" in window))) await page.evaluate(axeSource);
  return page.evaluate(async () => {
    // react-aria's live region is left out: each entry is spoken once when added, and a pending
    // button's entry names the button by id, which is gone once its dialog closes.
    const context = { exclude: [["[data-live-announcer]"]] };
    const { violations } = await (window as unknown as { axe: typeof import("axe-core") }).axe.run(context, { resultTypes: ["violations"] });
    return violations.map((v) => ({
      id: v.id,
      impact: v.impact ?? null,
      help: v.help,
      targets: v.nodes.map((n) => `${n.target.join(" ")} ${n.html.slice(0, 160)}`),
    }));
  });
}

/** The text of each visible h1: a screen has one title, which a screen reader's heading list starts from. */
function pageTitles(page: Page): Promise<string[]> {
  return page.evaluate(() => [...document.querySelectorAll("h1")].filter((h1) => h1.checkVisibility()).map((h1) => h1.textContent ?? ""));
}

/**
 * Records the page's violations under test-results/axe and fails on a serious or critical one, or
 * on a screen with more than one h1 (axe asks for one, not for only one).
 */
export async function expectAccessible(page: Page, name: string): Promise<void> {
  const titles = await pageTitles(page);
  if (titles.length > 1) throw new Error(`«${name}» tiene ${titles.length} h1: ${titles.join(" · ")}`);
  const violations = await axeViolations(page);
  await mkdir(axeDir, { recursive: true });
  await writeFile(path.join(axeDir, `${name}.json`), `${JSON.stringify({ page: name, url: page.url(), violations }, null, 2)}\n`);
  const blocking = violations.filter((v) => BLOCKING_IMPACTS.includes(v.impact ?? ""));
  if (blocking.length) {
    const lines = blocking.map((v) => `  ${v.impact} ${v.id}: ${v.help}\n    ${v.targets.slice(0, 5).join("\n    ")}`);
    throw new Error(`axe: ${blocking.length} infracciones graves o críticas en «${name}»:\n${lines.join("\n")}`);
  }
}

/**
 * WCAG's contrast ratio between an element's text colour and its own background colour, as the
 * browser paints them (a canvas turns any CSS colour, oklch included, into sRGB). For text whose
 * background axe cannot tell, as on a badge drawn over an icon.
 */
export function textContrast(locator: Locator): Promise<number> {
  return locator.evaluate((element) => {
    const style = getComputedStyle(element);
    const context = document.createElement("canvas").getContext("2d", { willReadFrequently: true })!;
    const luminance = (color: string) => {
      context.fillStyle = color;
      context.fillRect(0, 0, 1, 1);
      const [r, g, b] = [...context.getImageData(0, 0, 1, 1).data].map((channel) => {
        const value = channel / 255;
        return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
      });
      return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
    };
    const [light, dark] = [luminance(style.color), luminance(style.backgroundColor)].sort((a, b) => b - a);
    return (light! + 0.05) / (dark! + 0.05);
  });
}

/** Whether the element has the keyboard's focus. */
export function isFocused(locator: Locator): Promise<boolean> {
  return locator.evaluate((element) => element === document.activeElement);
}

/** The visible toast's text (title and description). */
export function toast(page: Page) {
  return page.getByTestId("toast");
}

/** Logs in from the login screen and waits for the main menu. */
export async function login(page: Page, username: string, password: string) {
  await submitLogin(page, username, password);
  await page.getByTestId("welcome").waitFor();
}

/** Fills the login form and presses 'Iniciar sesión', waiting for nothing: a refusal, or a screen other than the main menu. */
export async function submitLogin(page: Page, username: string, password: string) {
  await page.getByLabel("Nombre de usuario").fill(username);
  await page.getByLabel("Contraseña", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Iniciar sesión" }).click();
}

/**
 * Opens the react-aria Select whose label is `label` in `scope` and chooses the option that starts
 * with `option`, until the select shows it. On a loaded machine a press on an option can reach the
 * list while it is still being placed and choose nothing, the list left open: a person presses
 * again, and so does this, at most three times.
 */
export async function chooseOption(scope: Page | Locator, label: string, option: string) {
  const trigger = scope.getByRole("button", { name: new RegExp(`${label}$`) });
  // Tests hold their page through a proxy (journey.ts), which `in` does not see through.
  const page = typeof (scope as Locator).page === "function" ? (scope as Locator).page() : (scope as Page);
  const chosen = () =>
    expect
      .poll(() => trigger.textContent(), { timeout: 5_000 })
      .toContain(option)
      .then(
        () => true,
        () => false,
      );
  for (let attempt = 1; attempt <= 3; attempt++) {
    if (!(await page.getByRole("listbox").isVisible())) await trigger.click();
    await page.getByRole("option", { name: new RegExp(`^${option}`) }).click();
    if (await chosen()) return;
  }
  expect(await trigger.textContent()).toContain(option);
}

/** 'Cerrar sesión' in the sidebar, confirmed, back to the login screen. */
export async function logout(page: Page) {
  await page.getByRole("complementary").getByRole("button", { name: "Cerrar sesión" }).click();
  await page.getByRole("alertdialog", { name: "Cerrar Sesión" }).getByRole("button", { name: "Sí, cerrar sesión" }).click();
  await page.getByRole("button", { name: "Iniciar sesión" }).waitFor();
}

/** Chromium's PDF viewer, an extension's frame inside the page's <iframe> or <embed>. */
const PDF_VIEWER = "chrome-extension://mhjfbmdgcfjbbpaeojofohoefgiehjai/";

/**
 * Waits until the PDF viewer in `page` has loaded a document of `pages` pages: its toolbar shows
 * their count (#pagelength, in the viewer's shadow DOM) once the document is open.
 */
export async function pdfViewerShows(page: Page, pages: number): Promise<void> {
  const pageCount = () =>
    page
      .frames()
      .find((frame) => frame.url().startsWith(PDF_VIEWER))
      ?.locator("#pagelength")
      .textContent({ timeout: 1000 })
      .catch(() => null) ?? null;
  await expect.poll(pageCount).toBe(String(pages));
}

/** Waits until `locator`'s top edge is inside the page's viewport (scrolled into sight, not just present). */
export async function expectInSight(page: Page, locator: Locator): Promise<void> {
  const height = page.viewportSize()?.height ?? 0;
  await expect
    .poll(async () => {
      const top = (await locator.boundingBox())?.y;
      return top !== undefined && top >= 0 && top < height;
    })
    .toBe(true);
}
