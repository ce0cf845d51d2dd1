/**
 * 'Claves de API' and GraphiQL in the browser, on the production server: an administrator creates a
 * key, copies it (the clipboard holds what the dialog showed, and it works), revokes it (it stops at
 * once); GraphiQL opens from Administración for the administrator, runs a query with the session,
 * and opens for nobody else. Introspection is refused to an employee there too.
 */
import { mkdir } from "node:fs/promises";
import path from "node:path";
import { describe, expect, test } from "vitest";
import { isFocused, login, logout, screenshot, screenshotDir, toast } from "../helpers/browser.ts";
import { apiLogin, browserForSuite, DIRECTORA } from "../helpers/journey.ts";

const CUIDADOR = { username: "cuidador", password: "secreto2", email: "cuidador@refugio.test", rol_id: 2, activo: true };

describe("Claves de API and GraphiQL in the browser", () => {
  const { server, page } = browserForSuite({
    users: [DIRECTORA, CUIDADOR],
    page: { viewport: { width: 1366, height: 900 }, timezoneId: "Europe/Madrid", permissions: ["clipboard-read", "clipboard-write"] },
    login: DIRECTORA,
  });
  const animalList = (key: string) => fetch(`${server.url}/api/animales/lista?page=1&limit=1`, { headers: { authorization: `Bearer ${key}` } });

  test("an administrator creates a key, copies it from the dialog that shows it once, and it works", async () => {
    await page.getByRole("link", { name: "Claves de API" }).first().click();
    await page.getByRole("heading", { name: "Claves de API" }).waitFor();
    await page.getByText("Todavía no hay claves de API.").waitFor();
    await page.getByLabel("Nombre").fill("web-refugio");
    // By keyboard: the button keeps the focus while it works, and has it again once the dialog closes.
    const crear = page.getByRole("button", { name: "Crear clave" });
    await crear.press("Enter");
    const dialog = page.getByRole("dialog", { name: "Clave web-refugio creada" });
    await dialog.waitFor();
    const shown = (await dialog.getByLabel("Clave de API").textContent())?.trim() ?? "";
    expect(shown).toMatch(/^rfg_[A-Za-z0-9_-]{43}$/);
    await screenshot(page, "claves-api-00-creada");
    await dialog.getByRole("button", { name: "Copiar" }).click();
    await toast(page).filter({ hasText: "Clave copiada al portapapeles" }).waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(shown);
    await dialog.getByRole("button", { name: "Hecho, ya la he guardado" }).press("Enter");
    const row = page.getByRole("row").filter({ hasText: "web-refugio" });
    await row.waitFor();
    await expect.poll(() => isFocused(crear)).toBe(true);
    expect(await row.textContent()).toContain("lectura");
    expect(await row.textContent()).toContain(shown.slice(0, 12));
    expect(await page.content()).not.toContain(shown.slice(12));
    expect((await animalList(shown)).status).toBe(200);
    await page.reload();
    await row.filter({ hasNotText: "Nunca" }).waitFor();
    await screenshot(page, "claves-api-01-lista-usada");
  });

  test("revoking stops the key at once", async () => {
    const key = await page.evaluate(() => navigator.clipboard.readText());
    const row = page.getByRole("row").filter({ hasText: "web-refugio" });
    await row.getByRole("button", { name: "Revocar web-refugio" }).click();
    await page.getByRole("alertdialog", { name: "Revocar clave de API" }).getByRole("button", { name: "Revocar" }).click();
    await toast(page).filter({ hasText: "Clave revocada" }).waitFor();
    await row.getByText(/Revocada el/).waitFor();
    await screenshot(page, "claves-api-02-revocada");
    const refused = await animalList(key);
    expect([refused.status, (await refused.json()).message]).toEqual([401, "La clave de API no es válida, ha caducado o se ha revocado"]);
  });

  test("GraphiQL opens from Administración for the administrator and runs a query with the session", async () => {
    await page.goto(server.url);
    await page.getByTestId("welcome").waitFor();
    const opened = page.context().waitForEvent("page");
    const introspected = page.context().waitForEvent("response", {
      predicate: (response) => response.request().postData()?.includes("IntrospectionQuery") ?? false,
      timeout: 30_000,
    });
    await page.getByRole("link", { name: "GraphiQL" }).click();
    const graphiql = await opened;
    // The schema it describes gives the editor its completion and the documentation explorer.
    expect((await introspected).status()).toBe(200);
    await graphiql.getByRole("button", { name: /Show Documentation Explorer/i }).click();
    await graphiql.getByText("Root Types").waitFor();
    await graphiql.getByRole("button", { name: /Execute query/i }).waitFor();
    await graphiql.getByRole("button", { name: /Execute query/i }).click();
    await expect.poll(() => graphiql.locator(".result-window").textContent(), { timeout: 30_000 }).toMatch(/"username":\s*"directora"/);
    await mkdir(screenshotDir, { recursive: true });
    // GraphiQL is a third party's page: looked at, not held to the app's accessibility check.
    await graphiql.screenshot({ path: path.join(screenshotDir, "claves-api-03-graphiql.png") });
    await graphiql.close();
  });

  test("the REST reference opens at /api/docs with the session, from the app's own files", async () => {
    const answer = await page.goto(`${server.url}/api/docs/`);
    expect(answer?.status()).toBe(200);
    await page.getByRole("heading", { name: /Refugio: API REST/ }).waitFor();
    await page.getByText("/api/animales/lista").first().waitFor();
    await mkdir(screenshotDir, { recursive: true });
    // Swagger UI is a third party's page: looked at, not held to the app's accessibility check.
    await page.screenshot({ path: path.join(screenshotDir, "claves-api-04-api-docs.png") });
  });

  test("an employee has no menu entry, GraphiQL does not open, introspection is refused", async () => {
    await page.goto(server.url);
    await page.getByTestId("welcome").waitFor();
    await logout(page);
    await login(page, CUIDADOR.username, CUIDADOR.password);
    expect(await page.getByRole("link", { name: "Claves de API" }).count()).toBe(0);
    expect(await page.getByRole("link", { name: "GraphiQL" }).count()).toBe(0);
    const answer = await page.goto(`${server.url}/graphql`);
    expect(answer?.status()).toBe(403);
    expect(await page.textContent("body")).toBe("GraphiQL es solo para administradores.");
    const token = await apiLogin(server.url, CUIDADOR);
    const introspection = await fetch(`${server.url}/graphql`, {
      method: "POST",
      headers: { "content-type": "application/json", authorization: `Bearer ${token}` },
      body: JSON.stringify({ query: "{ __schema { queryType { name } } }" }),
    });
    // An employee sends only the app's own operations: an introspection document is refused before it is read.
    expect((await introspection.json()).errors[0].message).toBe("Solo se admiten las operaciones de la aplicación: la consulta no es una de ellas");
  });
});
