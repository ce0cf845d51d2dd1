/**
 * The administrator's day: creates an employee, who logs in and finds no administration; then
 * filters the activity log and downloads its PDF report.
 */
import { readFile } from "node:fs/promises";
import { describe, expect, test } from "vitest";
import { chooseOption, isFocused, login, logout, screenshot, toast } from "../helpers/browser.ts";
import { apiLogin, browserForSuite, createUser, DIRECTORA, typeDate } from "../helpers/journey.ts";
import { readPdf } from "../helpers/pdf.ts";
import { appOperationName } from "../helpers/persistedOperations.ts";

describe("administration in the browser", () => {
  const { server, page } = browserForSuite({
    users: [DIRECTORA],
    page: { viewport: { width: 1366, height: 860 }, timezoneId: "Europe/Madrid", acceptDownloads: true },
    login: DIRECTORA,
  });

  test("the main menu's 'Nuevo usuario' opens the new-user dialog with the roles", async () => {
    const admin = page.getByRole("main");
    await admin.getByRole("button", { name: "Nuevo usuario" }).click();
    const dialog = page.getByRole("dialog", { name: "Nuevo Usuario" });
    await dialog.getByRole("button", { name: /Rol/ }).click();
    await expect.poll(() => page.getByRole("option").allTextContents()).toEqual(["Administrador", "Empleado", "Veterinario"]);
    await page.keyboard.press("Escape");
    await dialog.getByRole("button", { name: "Cancelar" }).click();
    await expect.poll(() => dialog.isVisible()).toBe(false);
  });

  test("the users list opens from the main menu, which records the visit", async () => {
    await page.getByRole("main").getByRole("link", { name: "Lista usuarios" }).click();
    await expect.poll(() => page.getByRole("heading", { name: "Gestión de Usuarios" }).isVisible()).toBe(true);
    expect(new URL(page.url()).pathname).toBe("/usuarios");
    const row = page.getByRole("row", { name: /directora/ });
    await expect.poll(() => row.textContent()).toContain("directora@refugio.test");
    expect(await row.textContent()).toContain("Administrador");
    expect(await row.textContent()).toContain("Sí");
    await screenshot(page, "admin-01-users");

    await page.goto(`${server.url}/usuarios/nuevo`);
    await page.getByRole("heading", { name: "Nuevo Usuario" }).waitFor();
    expect(await page.getByRole("button", { name: "Guardar" }).isVisible()).toBe(true);
    await page.getByRole("button", { name: "Cancelar" }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe("/usuarios");
  });

  test("a new employee: required fields, live duplicate check, then saved", async () => {
    await page.getByRole("button", { name: "Nuevo Usuario" }).click();
    const dialog = page.getByRole("dialog", { name: "Nuevo Usuario" });
    await expect.poll(() => dialog.getByRole("button", { name: /Rol/ }).isVisible()).toBe(true);
    await dialog.getByRole("button", { name: "Guardar" }).click();
    await expect.poll(() => toast(page).textContent()).toContain("Todos los campos obligatorios deben estar completos");

    await dialog.getByLabel("Nombre de usuario").fill("DIRECTORA");
    await expect.poll(() => dialog.getByText("Ya existe un usuario con ese nombre").isVisible()).toBe(true);
    await dialog.getByLabel("Contraseña", { exact: true }).fill("empleada1");
    await dialog.getByLabel("Correo electrónico").fill("marta@refugio.test");
    await chooseOption(dialog, "Rol", "Empleado");
    await dialog.getByRole("button", { name: "Guardar" }).click();
    await expect.poll(() => toast(page).textContent()).toContain("Corrige los errores antes de guardar");
    await screenshot(page, "admin-02-new-user-duplicate");

    await dialog.getByLabel("Nombre de usuario").fill("marta");
    await expect.poll(() => dialog.getByText("Ya existe un usuario con ese nombre").count()).toBe(0);
    await dialog.getByRole("button", { name: "Guardar" }).click();
    await expect.poll(() => toast(page).textContent()).toContain("Usuario creado correctamente");
    await expect.poll(() => dialog.isVisible()).toBe(false);
    const row = page.getByRole("row", { name: /marta/ });
    await expect.poll(() => row.textContent()).toContain("Empleado");
    await screenshot(page, "admin-03-user-created");
  });

  test("a name another administrator takes meanwhile: the dialog waits with the keyboard on its button, then takes it to the refused name, and Enter saves once it is changed", async () => {
    await page.getByRole("button", { name: "Nuevo Usuario" }).click();
    const dialog = page.getByRole("dialog", { name: "Nuevo Usuario" });
    const checked = page.waitForResponse((answer) => appOperationName(answer.request().postData()) === "useUsernameCheckQuery");
    await dialog.getByLabel("Nombre de usuario").fill("lucia");
    await checked;
    await dialog.getByLabel("Contraseña", { exact: true }).fill("empleada1");
    await dialog.getByLabel("Correo electrónico").fill("lucia@refugio.test");
    await chooseOption(dialog, "Rol", "Empleado");
    await createUser(server.url, await apiLogin(server.url, DIRECTORA), { username: "lucia", password: "otraclave1", email: "lucia@otro.test", rol_id: 2 });

    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/graphql", async (route) => {
      if (appOperationName(route.request().postData()) === "CreateUsuarioMutation") await held;
      await route.continue();
    });
    const guardar = dialog.getByRole("button", { name: /^(Guardar|Guardando\.\.\.)$/ });
    await guardar.press("Enter");
    await dialog.getByRole("button", { name: "Guardando..." }).waitFor();
    // A disabled button would have dropped the focus to the page, and the next Tab would start from the top.
    const focusedWhileSaving = await isFocused(guardar);
    release();
    await dialog.getByText("Ya existe un usuario con ese nombre").waitFor();
    await dialog.getByRole("button", { name: "Guardar" }).waitFor();
    await page.unroute("**/graphql");
    expect(focusedWhileSaving).toBe(true);
    // The refusal marks the name: the keyboard is there to change it, and Enter sends the form.
    await expect.poll(() => isFocused(dialog.getByLabel("Nombre de usuario"))).toBe(true);

    await page.keyboard.press("ControlOrMeta+a");
    await page.keyboard.type("lucia.vet");
    await expect.poll(() => dialog.getByText("Ya existe un usuario con ese nombre").count()).toBe(0);
    await page.keyboard.press("Enter");
    await expect.poll(() => toast(page).textContent()).toContain("Usuario creado correctamente");
    await dialog.waitFor({ state: "detached" });
  });

  test("the only active administrator cannot lose role or Activo; the username cannot change", async () => {
    await page.getByRole("row", { name: /directora/ }).dblclick();
    const dialog = page.getByRole("dialog", { name: "Modificar Usuario" });
    await expect.poll(() => dialog.isVisible()).toBe(true);
    expect(await dialog.getByLabel("Nombre de usuario").isDisabled()).toBe(true);
    expect(await dialog.getByLabel("Nombre de usuario").inputValue()).toBe("directora");
    expect(await dialog.getByRole("button", { name: /Rol/ }).isDisabled()).toBe(true);
    expect(await dialog.getByRole("checkbox", { name: "Activo" }).isDisabled()).toBe(true);
    expect(await dialog.textContent()).toContain("Es el único administrador activo");
    expect(await dialog.getByRole("button", { name: "Modificar" }).isVisible()).toBe(true);
    await screenshot(page, "admin-04-edit-last-admin");
    await dialog.getByRole("button", { name: "Cancelar" }).click();
    await expect.poll(() => dialog.isVisible()).toBe(false);
  });

  test("an administrator who made a key: taking away Activo or the role says the key stops, and saving revokes it", async () => {
    const admin2 = { username: "admin2", password: "adminclave2", email: "admin2@refugio.test", rol_id: 1 };
    await createUser(server.url, await apiLogin(server.url, DIRECTORA), admin2);
    const made = await fetch(`${server.url}/graphql`, {
      method: "POST",
      headers: { "content-type": "application/json", authorization: `Bearer ${await apiLogin(server.url, admin2)}` },
      body: JSON.stringify({
        query: 'mutation { createClaveApi(input: { nombre: "clinica", alcance: "lectura" }) { ... on CreateClaveApiPayload { clave } } }',
      }),
    });
    const key: string = (await made.json()).data.createClaveApi.clave;
    const keyAnswers = async () => (await fetch(`${server.url}/api/stats/counts`, { headers: { authorization: `Bearer ${key}` } })).status;
    expect(await keyAnswers()).toBe(200);

    await page.reload();
    await page.getByRole("row", { name: /admin2/ }).dblclick();
    const dialog = page.getByRole("dialog", { name: "Modificar Usuario" });
    const warning = dialog.getByText("Al guardar se revocará la clave de API que creó: deja de ser administrador activo.");
    await dialog.getByRole("checkbox", { name: "Activo" }).waitFor();
    expect(await warning.count()).toBe(0);
    await dialog.getByText("Activo", { exact: true }).click();
    await warning.waitFor();
    await dialog.getByText("Activo", { exact: true }).click();
    await warning.waitFor({ state: "detached" });
    await chooseOption(dialog, "Rol", "Empleado");
    await warning.waitFor();
    await screenshot(page, "admin-04b-admin-keys-stop");
    await dialog.getByRole("button", { name: "Modificar" }).click();
    await expect.poll(() => toast(page).textContent()).toContain("Usuario modificado correctamente");
    expect(await keyAnswers()).toBe(401);
  });

  test("the employee sees no administration, and the server refuses its data", async () => {
    await logout(page);
    await login(page, "marta", "empleada1");
    expect(await page.getByTestId("welcome").textContent()).toBe("Bienvenido, marta (Empleado)");
    const nav = page.getByRole("navigation", { name: "Menú principal" });
    expect(await nav.getByText("Administración").count()).toBe(0);
    expect(await nav.getByRole("link", { name: "Usuarios" }).count()).toBe(0);
    expect(await page.getByRole("main").getByText("Administración").count()).toBe(0);
    await screenshot(page, "admin-05-employee-menu");

    await page.goto(`${server.url}/usuarios`);
    await expect.poll(() => page.getByRole("heading", { name: "Acceso restringido" }).isVisible()).toBe(true);
    expect(await page.getByText("marta@refugio.test").count()).toBe(0);
    await screenshot(page, "admin-06-employee-forbidden");
    const answers = await page.evaluate(async () => {
      const headers = { "content-type": "application/json", authorization: `Bearer ${localStorage.getItem("token")}` };
      const rest = await fetch("/api/usuarios", { headers });
      const graphql = await fetch("/graphql", { method: "POST", headers, body: JSON.stringify({ query: "{ usuarios { edges { node { username } } } }" }) });
      return { rest: rest.status, graphql: (await graphql.json()).errors[0].extensions.code };
    });
    // A document of its own is refused before anything reads it: only the app's operations run for an employee.
    expect(answers).toEqual({ rest: 403, graphql: "PERSISTED_QUERY_ONLY" });
    await page.goto(server.url);
    await logout(page);
    await login(page, "directora", "secreto1");
  });

  test("the activity log scrolls in a 24rem frame and loads older entries as it scrolls", async () => {
    await page.evaluate(async () => {
      const headers = { "content-type": "application/json", authorization: `Bearer ${localStorage.getItem("token")}` };
      for (let i = 1; i <= 150; i++) {
        await fetch("/api/logs", { method: "POST", headers, body: JSON.stringify({ actividad: `Consulta de prueba ${i}` }) });
      }
    });
    await page.getByRole("navigation", { name: "Menú principal" }).getByRole("link", { name: "Registros de Actividad" }).click();
    const table = page.getByRole("grid", { name: "Registros de actividad" });
    await expect.poll(() => table.textContent()).toContain("Consulta de prueba 150");
    const total = Number(/\((\d+) registros\)/.exec((await page.getByTestId("logs-count").textContent())!)![1]);
    expect(total).toBeGreaterThan(150);
    const frame = table.locator("xpath=..");
    expect(await frame.evaluate((el) => getComputedStyle(el).maxHeight)).toBe("384px");
    expect(await frame.evaluate((el) => el.getBoundingClientRect().height)).toBeLessThanOrEqual(386);
    expect(await table.getByRole("row").count()).toBeLessThan(total + 1);
    // Scroll to the end until every entry has loaded.
    await expect
      .poll(async () => {
        await frame.evaluate((el) => el.scrollTo(0, el.scrollHeight));
        return table
          .getByRole("row")
          .filter({ hasText: /\d{2}:\d{2}:\d{2}/ })
          .count();
      })
      .toBe(total);
    const text = await table.textContent();
    expect(text).toContain("Configuración inicial: creado el administrador directora");
    expect(text).toContain("Acceso a Lista usuarios");
    expect(text).toContain("Creado el usuario marta");
    await screenshot(page, "admin-07a-logs-scrolled");
  });

  test("the activity log filters by user and date, with the spec's texts", async () => {
    await page.goto(`${server.url}/logs`);
    await expect.poll(() => page.getByRole("heading", { name: "Registros de Actividad" }).isVisible()).toBe(true);
    expect(await page.getByRole("group", { name: "Fecha hasta" }).textContent()).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
    const table = page.getByRole("grid", { name: "Registros de actividad" });
    await expect.poll(() => table.textContent()).toContain("Consulta de prueba 150");
    expect(await page.getByTestId("logs-count").textContent()).toMatch(/^\(\d+ registros\)$/);
    expect(await table.textContent()).toMatch(/\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}:\d{2}/);
    await screenshot(page, "admin-07-logs");

    await chooseOption(page, "Usuario", "marta");
    // By keyboard: the button keeps the focus while it filters (a disabled one dropped it).
    const filtrar = page.getByRole("button", { name: "Filtrar" });
    await filtrar.press("Enter");
    await expect.poll(() => toast(page).textContent()).toContain("Filtros aplicados correctamente");
    expect(await isFocused(filtrar)).toBe(true);
    await expect.poll(() => table.textContent()).not.toContain("directora");
    expect(await table.textContent()).toContain("Inicio de sesión");
    expect(await page.getByTestId("logs-count").textContent()).toBe("(2 registros)");
    await screenshot(page, "admin-08-logs-filtered");
  });

  test("'Descargar Informe' saves informe-actividad.pdf with the filter's rows", async () => {
    const descargar = page.getByRole("button", { name: "Descargar Informe" });
    const [download] = await Promise.all([page.waitForEvent("download"), descargar.press("Enter")]);
    await expect.poll(() => descargar.textContent()).toBe("Descargar Informe");
    expect(await isFocused(descargar)).toBe(true);
    expect(download.suggestedFilename()).toBe("informe-actividad.pdf");
    const pdf = await readPdf(await readFile((await download.path())!));
    expect(pdf.text).toContain("Informe de Registros de Actividad");
    expect(pdf.text).toMatch(/Usuario:\s+marta/);
    expect(pdf.text).toMatch(/Total:\s+2 registros/);
    expect(pdf.text).toContain("Inicio de sesión");
    expect(pdf.text).toContain("Cierre de sesión");
  });

  test("a day deleted from a date is refused, with the keyboard in that date; a range without entries shows the empty text and disables the download", async () => {
    const desde = page.getByRole("group", { name: "Fecha desde" });
    const day = desde.getByRole("spinbutton").first();
    await day.click();
    while ((await day.getAttribute("data-placeholder")) === null) await page.keyboard.press("Backspace");
    await page.getByRole("button", { name: "Filtrar" }).click();
    await expect.poll(() => toast(page).textContent()).toContain("La fecha desde está incompleta");
    expect(await desde.evaluate((group) => group.contains(document.activeElement))).toBe(true);

    await typeDate(page, "Fecha desde", "01012020");
    await typeDate(page, "Fecha hasta", "31012020");
    await page.getByRole("button", { name: "Filtrar" }).click();
    await expect.poll(() => page.getByText("No hay registros que mostrar. Aplica filtros para ver resultados.").isVisible()).toBe(true);
    expect(await page.getByTestId("logs-count").textContent()).toBe("(0 registros)");
    expect(await page.getByRole("button", { name: "Descargar Informe" }).isDisabled()).toBe(true);
    await screenshot(page, "admin-09-logs-empty");
  });

  test("when a screen's data cannot be loaded, it says so in Spanish inside the shell", async () => {
    await page.route("**/graphql", async (route) => {
      if (appOperationName(route.request().postData()) !== "LogsPageQuery") return route.continue();
      await route.fulfill({ status: 200, contentType: "application/json", body: JSON.stringify({ errors: [{ message: "Servidor no disponible" }] }) });
    });
    await page.goto(`${server.url}/logs`);
    await page.getByRole("heading", { name: "No se pudieron cargar los datos" }).waitFor();
    expect(await page.getByRole("alert").textContent()).toContain("Servidor no disponible");
    expect(await page.getByRole("navigation", { name: "Menú principal" }).isVisible()).toBe(true);
    await screenshot(page, "admin-10-load-error");
    await page.unroute("**/graphql");
  });
});
