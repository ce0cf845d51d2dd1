/**
 * What one page load asks the server for: the login page fetches only its own code (no chunk of
 * the logged-in app, at most 200 KiB of JavaScript once gzipped), and a logged-in page load sends
 * each query once: the gate's, the shell's and the page's, the last two without waiting for the
 * gate's answer. Until the app's code arrives the page shows its own loading text, and the first
 * screen drawn is whole; the record list's heading does not wait for its page's code, nor the
 * Dashboard's figures for its chart. A server that does not answer is said so in Spanish, with a
 * way to try again; a session it ended elsewhere goes to the login page, which says so; a screen
 * whose code is gone after an update loads the page again once. A session's router stops with the
 * session. A refresh in the background (the sidebar's totals, a list refetched on focus) keeps the
 * screen in place.
 */
import { readdir, readFile, stat } from "node:fs/promises";
import path from "node:path";
import type { Page } from "playwright-core";
import { describe, expect, test } from "vitest";
import { hashPassword } from "../../api/src/domain/auth/passwords.ts";
import { projectRoot } from "../../api/src/projectRoot.ts";
import { CODE_UNAVAILABLE } from "../../web/src/appVersion.ts";
import { COUNTS_REFRESH_MS } from "../../web/src/features/shell/SidebarCounts.tsx";
import { SESSION_ENDED_NOTICE } from "../../web/src/auth/session.ts";
import { SERVER_UNREACHABLE } from "../../web/src/http/serverFetch.ts";
import { ANA_PERSONA, insertAnimal, insertStay } from "../helpers/fixtures.ts";
import { login, logout, submitLogin } from "../helpers/browser.ts";
import { browserForSuite, openPage } from "../helpers/journey.ts";
import { appOperationName } from "../helpers/persistedOperations.ts";
import { withDataDirDatabase } from "../helpers/seed.ts";

/** Issue 15's budget for the JavaScript the login page loads, gzipped. */
const LOGIN_JS_GZIP_BUDGET = 200 * 1024;
/** Chunks only a logged-in screen needs: the router with the shell, and the screens. */
const APP_CHUNK = /\/assets\/(routes|MainMenu|AnimalFichaPage|AnimalListPage|PersonasPage|DashboardPage|ReportesPage)-[\w-]+\.js$/;

/** The JavaScript files the page requests from now on. */
function recordScripts(page: Page): string[] {
  const scripts: string[] = [];
  page.on("request", (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.endsWith(".js")) scripts.push(pathname);
  });
  return scripts;
}

/** Holds back every request for `url` until `release()`; `asked()` tells whether one came. */
async function holdRequests(page: Page, url: RegExp) {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  let asked = false;
  await page.route(url, async (route) => {
    asked = true;
    await held;
    await route.continue();
  });
  return { release, asked: () => asked };
}

/** The name of each GraphQL operation the page sends from now on, in order. */
function recordOperations(page: Page): string[] {
  const operations: string[] = [];
  page.on("request", (request) => {
    if (!request.url().endsWith("/graphql")) return;
    operations.push(appOperationName(request.postData()));
  });
  return operations;
}

/**
 * What the page has shown since this call in place of its screen: a loading state ('Cargando...',
 * 'Inicializando aplicación...') or a main heading hidden, once per change the page saw.
 */
async function recordScreenLosses(page: Page): Promise<() => Promise<string[]>> {
  await page.evaluate(() => {
    const own = window as unknown as { screenLosses: string[] };
    own.screenLosses = [];
    new MutationObserver(() => {
      const loading = [...document.querySelectorAll("[role=status]")].find(
        (element) => element.checkVisibility() && /Cargando|Inicializando/.test(element.textContent ?? ""),
      );
      if (loading) own.screenLosses.push(loading.textContent ?? "");
      else if (!document.querySelector("main h1")?.checkVisibility()) own.screenLosses.push("sin encabezado");
    }).observe(document.body, { subtree: true, childList: true, attributes: true, characterData: true });
  });
  return () => page.evaluate(() => (window as unknown as { screenLosses: string[] }).screenLosses);
}

describe("one page load", () => {
  let animalId: number;
  const { server, browser } = browserForSuite({
    seed: async (dataDir) => {
      animalId = await withDataDirDatabase(dataDir, async (db) => {
        await db.usuario.create({ data: { username: "cuidadora", password: await hashPassword("secreto1"), rolId: 2 } });
        await db.usuario.create({ data: { username: "directora", password: await hashPassword("secreto1"), rolId: 1 } });
        const animal = await insertAnimal(db, { registro: "2026/1", nombre: "Canela" });
        await insertStay(db, animal.id);
        return animal.id;
      });
    },
  });

  const newPage = () => openPage(browser, { width: 1366, height: 860 });
  /** A page with the keeper's session, on the main menu. */
  const loggedInPage = async () => {
    const page = await newPage();
    await page.goto(server.url);
    await login(page, "cuidadora", "secreto1");
    return page;
  };
  /** The page's session logged out from another device, through the API. */
  const endSessionElsewhere = async (page: Page) => {
    const token = await page.evaluate(() => localStorage.getItem("token"));
    const ended = await fetch(`${server.url}/api/auth/logout`, {
      method: "POST",
      headers: { "content-type": "application/json", authorization: `Bearer ${token}` },
      body: "{}",
    });
    expect(ended.status).toBe(200);
  };

  test("the login page loads none of the logged-in app's code, within 200 KiB gzipped", async () => {
    const page = await newPage();
    const scripts = recordScripts(page);
    await page.goto(server.url, { waitUntil: "networkidle" });
    await page.getByRole("button", { name: "Iniciar sesión" }).waitFor();

    expect(scripts.length).toBeGreaterThan(0);
    expect(scripts.filter((file) => APP_CHUNK.test(file))).toEqual([]);
    // The build's own gzip copies are what the server sends to a browser that accepts gzip; a file
    // under 1 KiB has none (web/precompress.ts) and is sent as it is.
    const sentSize = async (file: string) => {
      const built = path.join(projectRoot, "web/dist", file);
      return (await stat(`${built}.gz`).catch(() => stat(built))).size;
    };
    const sizes = await Promise.all(scripts.map(sentSize));
    expect(sizes.reduce((sum, size) => sum + size, 0)).toBeLessThanOrEqual(LOGIN_JS_GZIP_BUDGET);

    // Logging in then fetches the app's code.
    await login(page, "cuidadora", "secreto1");
    expect(scripts.some((file) => /\/assets\/routes-/.test(file))).toBe(true);
    await page.close();
  });

  test("the browser's locale data is loaded by warm-intl.js while the app's code downloads", async () => {
    const page = await newPage();
    // Which script makes the page's first Intl call: a classic script names itself in
    // document.currentScript; the app's modules leave it empty.
    await page.addInitScript(() => {
      const supportedLocalesOf = Intl.DateTimeFormat.supportedLocalesOf;
      Intl.DateTimeFormat.supportedLocalesOf = (...args) => {
        const own = window as unknown as { firstIntlCaller?: string };
        own.firstIntlCaller ??= (document.currentScript as HTMLScriptElement | null)?.src ?? "módulo de la aplicación";
        return supportedLocalesOf(...args);
      };
    });
    // A phone's network: the app's main chunk arrives a moment after the page.
    await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 300));
      await route.continue();
    });
    const warmIntl = page.waitForResponse((response) => new URL(response.url()).pathname === "/warm-intl.js");
    await page.goto(server.url);
    await page.getByRole("button", { name: "Iniciar sesión" }).waitFor();

    expect(await page.evaluate(() => (window as unknown as { firstIntlCaller?: string }).firstIntlCaller)).toBe(`${server.url}/warm-intl.js`);
    // Its name never changes, so browsers must not keep it as an immutable asset.
    const response = await warmIntl;
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toMatch(/^(application|text)\/javascript/);
    expect(response.headers()["cache-control"] ?? "").not.toContain("immutable");
    await page.close();
  });

  test("the build carries react-aria's interface strings in Spanish only", async () => {
    const assets = path.join(projectRoot, "web/dist/assets");
    const scripts = (await readdir(assets)).filter((file) => file.endsWith(".js"));
    const code = (await Promise.all(scripts.map((file) => readFile(path.join(assets, file), "utf8")))).join("\n");
    // A date field's and a table's announcements: in Spanish, and in none of the other languages
    // react-aria ships (German, French, Italian). Words without accents: the bundle writes accented
    // letters as escapes (\xe4).
    expect(code).toContain("seleccionado");
    for (const foreign of ["Auswahl", "Effacer", "selezionato"]) expect(code, foreign).not.toContain(foreign);
  });

  test("a logged-in page load sends the gate's, the shell's and the page's query once each", async () => {
    const page = await loggedInPage();

    // The ficha's General tab reads the selected E/S's 'Documentos generados' with its own query,
    // as the Observaciones tab does (docs/decisions.md), once.
    for (const [url, ...screenQueries] of [
      ["/animales/lista", "AnimalListPageQuery"],
      [`/animales?id=${animalId}`, "AnimalFichaPageQuery", "DocumentosGeneradosQuery"],
      ["/personas", "PersonasPageQuery"],
      ["/", "MainMenuQuery"],
    ] as const) {
      const operations = recordOperations(page);
      await page.goto(`${server.url}${url}`, { waitUntil: "networkidle" });
      await page.getByRole("main").waitFor();
      // A query sent after the screen's own answer renders (the ficha's documents) can come after
      // the network first goes quiet on a loaded machine: wait for the set, a second copy never equals it.
      await expect.poll(() => [...operations].sort(), { message: url }).toEqual(["AppGateQuery", "ShellQuery", ...screenQueries].sort());
      page.removeAllListeners("request");
    }
    await page.close();
  });

  test("with a stored session, the shell's query and the screen's code and query do not wait for the gate's answer", async () => {
    const page = await loggedInPage();
    // The gate's answer is held back until everything else the list needs has been asked for.
    let releaseGate = () => {};
    const gateHeld = new Promise<void>((resolve) => {
      releaseGate = resolve;
    });
    const askedWhileHeld: string[] = [];
    let holding = true;
    await page.route("**/graphql", async (route) => {
      const operation = appOperationName(route.request().postData());
      if (operation === "AppGateQuery") await gateHeld;
      else if (holding) askedWhileHeld.push(operation);
      await route.continue();
    });
    const scripts = recordScripts(page);
    await page.goto(`${server.url}/animales/lista`);
    await expect.poll(() => askedWhileHeld.sort()).toEqual(["AnimalListPageQuery", "ShellQuery"]);
    // The page's chunk is asked for beside its query (the loader starts both), a moment after it on a busy machine.
    await expect.poll(() => scripts.some((file) => /\/assets\/AnimalListPage-/.test(file))).toBe(true);
    holding = false;
    releaseGate();
    await page.getByRole("heading", { name: "Gestión de Fichas Registrales" }).waitFor();
    await page.getByRole("main").getByText("Canela", { exact: true }).first().waitFor();
    await page.close();
  });

  test("the record list's heading shows with the shell, while the page's code is still on its way", async () => {
    const page = await loggedInPage();
    const pageCode = await holdRequests(page, /\/assets\/AnimalListPage-[\w-]+\.js$/);
    await page.goto(`${server.url}/animales/lista`);
    await page.getByRole("heading", { name: "Gestión de Fichas Registrales" }).waitFor();
    expect(await page.getByRole("status").textContent()).toContain("Cargando...");
    expect(await page.getByRole("table").count()).toBe(0);
    // Its code is asked for beside the list's query, not after it: polled, since the request
    // reaches the test's route handler a moment after the browser sends it.
    await expect.poll(() => pageCode.asked(), { timeout: 2_000 }).toBe(true);
    pageCode.release();
    await page.getByRole("table", { name: "Fichas registrales" }).getByText("Canela", { exact: true }).waitFor();
    expect(await page.getByRole("heading", { name: "Gestión de Fichas Registrales" }).count()).toBe(1);
    await page.close();
  });

  test("the page's own loading text shows before any script, and the first screen replaces it whole", async () => {
    const page = await loggedInPage();
    // What the page holds the moment the loading text first goes: the first screen React draws.
    await page.addInitScript(() => {
      const own = window as unknown as { firstScreen?: { headings: string[]; loadingStates: number } };
      let loadingSeen = false;
      new MutationObserver(() => {
        const root = document.getElementById("root");
        if (!root || own.firstScreen) return;
        if (root.textContent?.includes("Inicializando aplicación...")) loadingSeen = true;
        else if (loadingSeen)
          own.firstScreen = {
            headings: [...root.querySelectorAll("h1")].map((heading) => heading.textContent ?? ""),
            loadingStates: root.querySelectorAll('[role="status"]').length,
          };
      }).observe(document, { childList: true, subtree: true, characterData: true });
    });
    // The main chunk is held until the loading text has been seen; the screen's loader a moment
    // more, as on a phone's network, when a loading state drawn first would show alone.
    const mainChunk = await holdRequests(page, /\/assets\/index-[\w-]+\.js$/);
    await page.route(/\/assets\/animalListLoader-[\w-]+\.js$/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 400));
      await route.continue();
    });
    await page.goto(`${server.url}/animales/lista`, { waitUntil: "commit" });
    await page.getByRole("status").getByText("Inicializando aplicación...").waitFor();
    mainChunk.release();
    await page.getByRole("table", { name: "Fichas registrales" }).getByText("Canela", { exact: true }).waitFor();

    const firstScreen = await page.evaluate(() => (window as unknown as { firstScreen?: unknown }).firstScreen);
    // The shell and the list's heading, with at most the screen's own 'Cargando...' below it.
    expect(firstScreen).toEqual({ headings: ["Gestión de Fichas Registrales"], loadingStates: expect.any(Number) });
    expect((firstScreen as { loadingStates: number }).loadingStates).toBeLessThanOrEqual(1);
    await page.close();
  });

  test("the Dashboard's figures do not wait for the chart library", async () => {
    const page = await loggedInPage();
    const chartCode = await holdRequests(page, /\/assets\/MovementsBars-[\w-]+\.js$/);
    await page.goto(`${server.url}/dashboard`);
    await expect.poll(() => page.getByTestId("figure-Animales Registrados").textContent()).toBe("1");
    await page.getByText("Cargando gráfico...").waitFor();
    expect(await page.locator(".recharts-bar-rectangle").count()).toBe(0);
    chartCode.release();
    await page.locator(".recharts-bar-rectangle").first().waitFor();
    expect(await page.getByText("Cargando gráfico...").count()).toBe(0);
    await page.close();
  });

  test("a screen whose code is gone (a page open across an update) loads the page again once, on its address", async () => {
    const page = await loggedInPage();
    const loads: string[] = [];
    page.on("load", () => loads.push(new URL(page.url()).pathname));

    // The file the open page names is gone; once the page is loaded again it is there (the new version's).
    await page.route(/\/assets\/PersonasPage-[\w-]+\.js$/, async (route) => {
      if (loads.length === 0) await route.fulfill({ status: 404, contentType: "application/json", body: "{}" });
      else await route.continue();
    });
    await page.getByRole("complementary").getByRole("link", { name: "Personas" }).click();
    await page.getByRole("heading", { name: "Gestión de Personas" }).waitFor();
    await expect.poll(() => loads).toEqual(["/persons"]);

    // Still missing after that reload: the screen says so in Spanish, and the page is not loaded again.
    await page.route(/\/assets\/AyuntamientosPage-[\w-]+\.js$/, (route) => route.fulfill({ status: 404, contentType: "application/json", body: "{}" }));
    await page.getByRole("complementary").getByRole("link", { name: "Ayuntamientos" }).click();
    await page.getByRole("alert").getByText(CODE_UNAVAILABLE).waitFor();
    await page.waitForTimeout(500);
    expect(loads).toEqual(["/persons"]);
    await page.close();
  });

  test("a page load that cannot reach the server says so in Spanish, and 'Reintentar' opens the app once it answers", async () => {
    const page = await loggedInPage();
    const alert = page.getByRole("alert");
    const retry = page.getByRole("button", { name: "Reintentar" });

    // The server down: no answer at all.
    await page.route("**/graphql", (route) => route.abort("connectionrefused"));
    await page.goto(`${server.url}/animales/lista`);
    await alert.getByRole("heading", { name: "No se pudo abrir Refugio" }).waitFor();
    expect(await alert.textContent()).toContain(SERVER_UNREACHABLE);

    // A proxy's error page while the server restarts: the spec's generic '{status}: {statusText}'.
    await page.unroute("**/graphql");
    await page.route("**/graphql", (route) => route.fulfill({ status: 502, contentType: "text/html", body: "<h1>502</h1>" }));
    await retry.click();
    await alert.getByText("502: Bad Gateway").waitFor();

    // Back: the same button opens the screen.
    await page.unroute("**/graphql");
    await retry.click();
    await page.getByRole("table", { name: "Fichas registrales" }).getByText("Canela", { exact: true }).waitFor();

    // A screen's own query that gets no answer says the same inside the shell.
    await page.route("**/graphql", async (route) => {
      if (appOperationName(route.request().postData()) === "AnimalListPageQuery") await route.abort("connectionrefused");
      else await route.continue();
    });
    await page.reload();
    await page.getByRole("heading", { name: "No se pudieron cargar los datos" }).waitFor();
    expect(await alert.textContent()).toContain(SERVER_UNREACHABLE);
    expect(await page.getByRole("complementary").getByRole("link", { name: "Personas" }).count()).toBe(1);
    await page.close();
  });

  test("logging in keeps the login page, its button waiting, until the app's shell draws", async () => {
    const page = await newPage();
    await page.goto(server.url);
    await page.getByRole("button", { name: "Iniciar sesión" }).waitFor();
    // The app's code a moment late and a slow processor, as on a phone.
    await (await page.context().newCDPSession(page)).send("Emulation.setCPUThrottlingRate", { rate: 4 });
    await page.route(/\/assets\/routes-[\w-]+\.js$/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 400));
      await route.continue();
    });
    // Each thing the page showed in turn (from typing on): the app's shell (its sidebar; below its
    // heading the screen may still show its own 'Cargando...', as on a page load), else a loading
    // state in place of everything, else the login button's words.
    await page.evaluate(() => {
      const own = window as unknown as { shown: string[] };
      own.shown = [];
      new MutationObserver(() => {
        const loading = [...document.querySelectorAll("[role=status]")].find(
          (element) => element.checkVisibility() && /Cargando|Inicializando/.test(element.textContent ?? ""),
        );
        const shell = document.querySelector("#contenido")?.checkVisibility() && document.querySelector("aside")?.checkVisibility();
        const button = [...document.querySelectorAll("form button")].find((element) => /Iniciar|Iniciando/.test(element.textContent ?? ""));
        const now = shell ? "aplicación" : (loading?.textContent ?? button?.textContent ?? "nada");
        if (own.shown.at(-1) !== now) own.shown.push(now);
      }).observe(document.body, { subtree: true, childList: true, attributes: true, characterData: true });
    });
    await login(page, "cuidadora", "secreto1");
    expect(await page.evaluate(() => (window as unknown as { shown: string[] }).shown)).toEqual(["Iniciar sesión", "Iniciando sesión...", "aplicación"]);
    await page.close();
  });

  test("a session ended elsewhere takes the next screen to the login page, which says so once; logging in opens the screen of the address", async () => {
    const page = await loggedInPage();
    await page.goto(`${server.url}/animales/lista`);
    await page.getByRole("table", { name: "Fichas registrales" }).getByText("Canela", { exact: true }).waitFor();

    // The same session logged out from another device.
    await endSessionElsewhere(page);

    await page.getByRole("complementary").getByRole("link", { name: "Personas" }).click();
    await page.getByRole("status").getByText(SESSION_ENDED_NOTICE).waitFor();
    expect(await page.evaluate(() => localStorage.getItem("token"))).toBeNull();
    // The address the page was loaded again on: Personas', or the list's when the refusal came
    // before the navigation had changed it. Logging in opens that screen.
    const headings: Record<string, string> = { "/persons": "Gestión de Personas", "/animales/lista": "Gestión de Fichas Registrales" };
    const heading = headings[new URL(page.url()).pathname];
    expect(heading).toBeDefined();

    await submitLogin(page, "cuidadora", "secreto1");
    await page.getByRole("heading", { name: heading }).waitFor();
    // A logout of one's own afterwards says nothing of the kind.
    await logout(page);
    expect(await page.getByText(SESSION_ENDED_NOTICE).count()).toBe(0);
    await page.close();
  });

  test("a stored session that has ended opens the login page, which says so, in one load", async () => {
    const page = await loggedInPage();
    await endSessionElsewhere(page);

    // The next morning, say: the page opens with the token kept from yesterday.
    const loads: string[] = [];
    page.on("load", () => loads.push(new URL(page.url()).pathname));
    await page.goto(`${server.url}/animales/lista`, { waitUntil: "networkidle" });
    await page.getByRole("status").getByText(SESSION_ENDED_NOTICE).waitFor();
    expect(await page.evaluate(() => localStorage.getItem("token"))).toBeNull();
    // The shell's and the list's queries, refused beside the gate's, did not load the page again.
    expect(loads).toEqual(["/animales/lista"]);
    await page.close();
  });

  test("after logging out, going back sends nothing for the ended session's screens", async () => {
    const page = await loggedInPage();
    await page.goto(`${server.url}/animales/lista`);
    await page.getByRole("main").getByText("Canela", { exact: true }).first().waitFor();
    await page.getByRole("complementary").getByRole("link", { name: "Personas" }).click();
    await page.getByRole("heading", { name: "Gestión de Personas" }).waitFor();
    await logout(page);

    const operations = recordOperations(page);
    // Logging out put the login screen in the place of Personas: back is the record list.
    await page.goBack();
    await expect.poll(() => new URL(page.url()).pathname).toBe("/animales/lista");
    // Logging in again opens the screen the history is on: its query is asked for once, by the
    // new session's router, and not also by the ended one's when the history moved.
    await submitLogin(page, "cuidadora", "secreto1");
    await page.getByRole("main").getByText("Canela", { exact: true }).first().waitFor();
    expect(operations.sort()).toEqual(["AnimalListPageQuery", "AppGateQuery", "LoginMutation", "ShellQuery"]);
    await page.close();
  });

  test("a refresh in the background keeps the screen: the sidebar's totals every 30 s, the users list when the window regains focus", async () => {
    const page = await newPage();
    await page.clock.install();
    await page.goto(server.url);
    // A session started by logging in, not by a page load: the two wait for the app in different places.
    await login(page, "directora", "secreto1");
    await page.getByRole("complementary").getByRole("link", { name: "Usuarios" }).click();
    await page.getByRole("heading", { name: "Gestión de Usuarios" }).waitFor();
    const screenLosses = await recordScreenLosses(page);
    const api = async (apiPath: string, body: object) => {
      const token = await page.evaluate(() => localStorage.getItem("token"));
      const response = await fetch(`${server.url}${apiPath}`, {
        method: "POST",
        headers: { "content-type": "application/json", authorization: `Bearer ${token}` },
        body: JSON.stringify(body),
      });
      expect(response.status).toBe(201);
    };

    // Someone else adds a person: the totals show it after their next refresh.
    const personas = page.getByTestId("count-personas");
    expect(await personas.textContent()).toBe("0");
    await api("/api/personas", ANA_PERSONA);
    await page.clock.fastForward(COUNTS_REFRESH_MS);
    await expect.poll(() => personas.textContent()).toBe("1");

    // And a user: the list shows them once the window has the focus again.
    await api("/api/usuarios", { username: "veterinaria", password: "Clave-Larga-2026", email: "v@refugio.test", rol_id: 3, activo: true });
    await page.evaluate(() => window.dispatchEvent(new Event("focus")));
    await page.getByRole("main").getByText("veterinaria", { exact: true }).waitFor();

    expect(await screenLosses()).toEqual([]);
    await page.close();
  });
});
