/**
 * What the browser journeys do before their first step: the real server on a fresh data folder,
 * users made through its REST API (first-run setup, login, an administrator adding a user),
 * chromium and a Spanish page.
 */
import { rm } from "node:fs/promises";
import type { Browser, BrowserContextOptions, Locator, Page } from "playwright-core";
import { beforeAll, expect } from "vitest";
import { launchBrowser, login } from "./browser.ts";
import { forSuite } from "./forSuite.ts";
import { newDataDir, type RunningServer, startServer } from "./server.ts";

export type NewUser = { username: string; password: string; email: string; rol_id?: number; activo?: boolean };

/** The administrator most journeys begin with, made by first-run setup. */
export const DIRECTORA: NewUser = { username: "directora", password: "secreto1", email: "directora@refugio.test" };

const JSON_HEADERS = { "content-type": "application/json" };

const post = (url: string, body: object, token?: string) =>
  fetch(url, { method: "POST", headers: token ? { ...JSON_HEADERS, authorization: `Bearer ${token}` } : JSON_HEADERS, body: JSON.stringify(body) });

/** Logs in through POST /api/auth/login and answers the session token. */
export async function apiLogin(serverUrl: string, user: Pick<NewUser, "username" | "password">): Promise<string> {
  const response = await post(`${serverUrl}/api/auth/login`, { username: user.username, password: user.password });
  expect(response.status).toBe(200);
  return (await response.json()).token;
}

/** First-run setup (POST /api/usuarios without a session), then the administrator's login: its token. */
export async function setUpFirstAdmin(serverUrl: string, admin: NewUser): Promise<string> {
  expect((await post(`${serverUrl}/api/usuarios`, admin)).status).toBe(201);
  return apiLogin(serverUrl, admin);
}

/** An administrator's session adds `user`. */
export async function createUser(serverUrl: string, adminToken: string, user: NewUser): Promise<void> {
  expect((await post(`${serverUrl}/api/usuarios`, user, adminToken)).status).toBe(201);
}

/** A page in Spanish at `viewport`, whose look-ups wait up to 15 s. */
export async function openPage(browser: Browser, viewport: { width: number; height: number }, options: BrowserContextOptions = {}): Promise<Page> {
  const page = await browser.newPage({ viewport, locale: "es-ES", ...options });
  page.setDefaultTimeout(15_000);
  return page;
}

/** Types a day into a date picker's segments (dd/mm/aaaa under es-ES). */
export async function typeDate(page: Page, label: string, ddmmyyyy: string): Promise<void> {
  await page.getByRole("group", { name: label }).getByRole("spinbutton").first().click();
  await page.keyboard.type(ddmmyyyy);
}

/** Fills the fields of a form (or dialog) by their labels, in the order given. */
export async function fillFields(scope: Page | Locator, values: Record<string, string>): Promise<void> {
  for (const [label, value] of Object.entries(values)) await scope.getByLabel(label).fill(value);
}

type Viewport = { width: number; height: number };

export type JourneyOptions = {
  /** Writes to the fresh data folder before the server opens it (the server then holds its database). */
  seed?: (dataDir: string) => Promise<unknown>;
  /** The server's environment beyond startServer's defaults. */
  env?: Record<string, string>;
  /** Made through the REST API once the server runs: the first by first-run setup, the others by that administrator. */
  users?: [NewUser, ...NewUser[]];
};

export type BrowserJourney = { server: RunningServer; browser: Browser; page: Page };

/**
 * The enclosing describe block's journey, as forSuite opens a resource: the real server on a fresh
 * data folder, chromium and, with `page`, a page (openPage) at that viewport with those options,
 * logged in from the login screen as `login` when given. Each member stands for the opened one, so
 * a suite writes `const { server, page } = browserForSuite({ ... });`. After the block the browser
 * closes and the server must stop with exit code 0.
 */
export function browserForSuite(
  options: JourneyOptions & { page: BrowserContextOptions & { viewport: Viewport }; login?: Pick<NewUser, "username" | "password"> },
): BrowserJourney;
export function browserForSuite(options?: JourneyOptions): Omit<BrowserJourney, "page">;
export function browserForSuite(
  options: JourneyOptions & { page?: BrowserContextOptions & { viewport: Viewport }; login?: Pick<NewUser, "username" | "password"> } = {},
): Partial<BrowserJourney> {
  const server = forSuite(async () => {
    const dataDir = await newDataDir();
    await options.seed?.(dataDir);
    const running = await startServer(dataDir, options.env);
    return {
      ...running,
      close: async () => {
        expect(await running.stop()).toBe(0);
        // About 40 MB a journey: a run's worth would fill a small disk.
        await rm(dataDir, { recursive: true, force: true });
      },
    };
  });
  const browser = forSuite(launchBrowser);
  const pageOptions = options.page;
  const page = pageOptions && forSuite(() => openPage(browser, pageOptions.viewport, pageOptions));
  beforeAll(async () => {
    const [admin, ...others] = options.users ?? [];
    if (admin) {
      const token = await setUpFirstAdmin(server.url, admin);
      for (const user of others) await createUser(server.url, token, user);
    }
    if (page && options.login) {
      await page.goto(server.url);
      await login(page, options.login.username, options.login.password);
    }
  });
  return { server, browser, page };
}
