/**
 * What the browser journeys do before their first step: users made through the running server's
 * REST API (first-run setup, login, an administrator adding a user) and a Spanish page.
 */
import type { Browser, BrowserContextOptions, Locator, Page } from "playwright-core";
import { expect } from "vitest";

export type NewUser = { username: string; password: string; email: string; rol_id?: number; activo?: boolean };

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
