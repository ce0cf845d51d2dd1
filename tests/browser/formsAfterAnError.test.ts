/**
 * Every kind of form after a refused save, at a desk (1440 px) and on a phone (390 px): the worker
 * fixes the field and clicks once, and that one click saves (the field's message must not vanish
 * under the pointer). Old error toasts leave when the next step starts; a partly typed date is
 * named as incomplete; the observation's message goes once a description is typed; the shell's
 * first Tab stop skips to the page's content. The journey starts from first-run setup.
 */
import type { Locator } from "playwright-core";
import { describe, expect, test } from "vitest";
import { chooseOption, isFocused, screenshot, toast } from "../helpers/browser.ts";
import { apiLogin, browserForSuite, DIRECTORA, fillFields, typeDate } from "../helpers/journey.ts";
import { adoptable } from "../helpers/fixtures.ts";
import { appOperationName } from "../helpers/persistedOperations.ts";
import { withDataDirDatabase } from "../helpers/seed.ts";

type Seeded = { animalId: number };

/** A dog in the shelter since 01/10/2026, a person the Entrada tab finds by DNI, a town hall with only a postal code. */
function seed(dataDir: string): Promise<Seeded> {
  return withDataDirDatabase(dataDir, async (db) => {
    await db.persona.create({
      data: { dni: "11111111H", nombre: "Rosa", apellido1: "Entregadora", localidad: "Écija", provincia: "Sevilla", telefono1: "955000000" },
    });
    await db.ayuntamiento.create({ data: { cif: "P2608900A", ayuntamiento: "Villar de Prueba", codigoPostal: "26071" } });
    // An adoption needs the shelter's núcleo zoológico number (issue 26, Ley 7/2023 art. 58.4).
    await db.refugio.create({ data: { id: 1, nucleoZoologico: "NZ-26-0089" } });
    const animal = await db.animal.create({ data: { registro: "2026/FORM-1", nombre: "Canela", tipoId: 1, tallaId: 2, sexoId: 2, ...adoptable() } });
    await db.entradaSalida.create({ data: { animalId: animal.id, procedenciaId: 2, destinoId: 6, fechaLlegada: new Date("2026-10-01") } });
    return { animalId: animal.id };
  });
}

const VIEWPORTS = [
  { name: "desk", width: 1440, height: 900 },
  { name: "phone", width: 390, height: 844 },
];

describe.each(VIEWPORTS)("forms after an error at $width px", ({ name: size, width, height }) => {
  let seeded: Seeded;
  const { server, page } = browserForSuite({
    seed: async (dataDir) => {
      seeded = await seed(dataDir);
    },
    page: { viewport: { width, height }, timezoneId: "Europe/Madrid" },
  });

  const toastWith = (text: string) => toast(page).filter({ hasText: text });
  const shot = (step: string) => screenshot(page, `forms-${size}-${step}`);
  /** The one click the worker gives after fixing the field; the test never clicks twice. */
  const clickOnce = (button: Locator) => button.click();
  const focusedField = () => page.evaluate(() => document.activeElement?.closest("[data-field]")?.getAttribute("data-field"));
  /** Deletes a date's day, as a worker does with Backspace: the field then reads 'dd/11/2026'. */
  async function clearDay(group: Locator) {
    const day = group.getByRole("spinbutton").first();
    await day.click();
    while ((await day.getAttribute("data-placeholder")) === null) await page.keyboard.press("Backspace");
  }

  test("first-run setup: the password's error toast is gone when the SMTP question comes", async () => {
    await page.goto(server.url);
    await page.getByRole("button", { name: "Crear administrador" }).click();
    await fillFields(page, { "Nombre de usuario": DIRECTORA.username, "Correo electrónico": DIRECTORA.email });
    await page.getByLabel("Contraseña", { exact: true }).fill("abc");
    await page.getByRole("button", { name: "Guardar" }).click();
    await toastWith("La contraseña debe tener al menos 6 caracteres").waitFor();

    await page.getByLabel("Contraseña", { exact: true }).fill(DIRECTORA.password);
    await clickOnce(page.getByRole("button", { name: "Guardar" }));
    const prompt = page.getByRole("alertdialog", { name: "Configurar correo saliente" });
    await prompt.waitFor();
    const staleToasts = await toastWith("La contraseña debe tener al menos 6 caracteres").count();
    await shot("01-smtp-prompt");
    await prompt.getByRole("button", { name: "Sí, configurar" }).click();
    await page.getByRole("heading", { name: "Configuración SMTP" }).waitFor();
    expect(staleToasts).toBe(0);
  });

  test("SMTP: a port out of range, then fixed, saves with one click", async () => {
    await fillFields(page, {
      "Servidor SMTP": "127.0.0.1",
      "Puerto SMTP": "70000",
      "Usuario SMTP": "refugio",
      "Contraseña SMTP": "secreta",
      "Correo Remitente": "refugio@refugio.test",
      "Nombre Remitente": "Refugio",
    });
    await page.getByRole("button", { name: "Guardar Configuración" }).click();
    await page.getByText("El puerto SMTP debe ser un número entre 1 y 65535").first().waitFor();
    await shot("02-smtp-puerto");

    await page.getByLabel("Puerto SMTP").fill("587");
    await clickOnce(page.getByRole("button", { name: "Guardar Configuración" }));
    await toastWith("Configuración SMTP guardada correctamente").waitFor();
    await expect.poll(() => new URL(page.url()).pathname).toBe("/");
  });

  test("the first Tab stop skips to the page's content", async () => {
    await page.goto(server.url);
    await page.getByTestId("welcome").waitFor();
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    const skip = page.getByRole("link", { name: "Saltar al contenido" });
    // Unseen until focused, even in a capture of the whole page or a page pulled past its top.
    const opacity = () => skip.evaluate((link) => getComputedStyle(link).opacity);
    expect(await opacity()).toBe("0");
    await page.keyboard.press("Tab");
    expect(await skip.evaluate((link) => link === document.activeElement)).toBe(true);
    expect(await opacity()).toBe("1");
    const box = (await skip.boundingBox())!;
    expect(box.width).toBeGreaterThan(40);
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.y).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(width);
    await shot("03-saltar-al-contenido");

    await page.keyboard.press("Enter");
    expect(await page.evaluate(() => document.activeElement?.tagName)).toBe("MAIN");
    expect(await opacity()).toBe("0");
    await page.keyboard.press("Tab");
    // The next stop is the page's own first control, inside the content.
    expect(await page.evaluate(() => !!document.activeElement?.closest("main") && document.activeElement?.tagName !== "MAIN")).toBe(true);
  });

  test("ficha: Meses 14 is refused, then 5 saves with one click", async () => {
    await page.goto(`${server.url}/animales`);
    await page.getByLabel("Nº Registro").fill(`2026/UNO-${size}`);
    await page.getByLabel("Nombre", { exact: true }).fill("Luna");
    for (const [label, option] of [
      ["Tipo", "Perro"],
      ["Talla", "Pequeña"],
      ["Sexo", "Hembra"],
    ] as const)
      await chooseOption(page, label, option);
    await page.getByLabel("Meses").fill("14");
    await page.getByRole("button", { name: "Guardar" }).click();
    await expect.poll(() => page.locator('[data-field="edadMeses"]').textContent()).toContain("Los meses deben estar entre 0 y 11");
    await shot("04-ficha-meses");

    await page.getByLabel("Meses").fill("5");
    await clickOnce(page.getByRole("button", { name: "Guardar" }));
    await expect.poll(() => new URL(page.url()).search).toMatch(/^\?id=\d+$/);
    await toastWith("Ficha registral creada correctamente").waitFor();
  });

  test("E/S General: an exit before the arrival, then a right one, saves with one click; a day deleted is 'incompleta'", async () => {
    await page.goto(`${server.url}/animales?id=${seeded.animalId}`);
    const panel = page.getByRole("tabpanel");
    await panel.getByRole("button", { name: "Guardar" }).waitFor();
    await chooseOption(panel, "Destino", "Adopción");
    await typeDate(page, "Fecha de salida", "01092026");
    await panel.getByRole("button", { name: "Guardar" }).click();
    await toastWith("La fecha de salida no puede ser anterior a la fecha de llegada").waitFor();
    await panel.getByText("La fecha de salida no puede ser anterior a la fecha de llegada").waitFor();

    await typeDate(page, "Fecha de salida", "15102026");
    await clickOnce(panel.getByRole("button", { name: "Guardar" }));
    await toastWith("Entrada/salida guardada correctamente").waitFor();

    await clearDay(panel.getByRole("group", { name: "Fecha de salida" }));
    await panel.getByRole("button", { name: "Guardar" }).click();
    await toastWith("La fecha de salida está incompleta").waitFor();
    await panel.getByText("La fecha de salida está incompleta").waitFor();
    expect(await focusedField()).toBe("fechaSalida");
    await shot("05-es-fecha-incompleta");
    await page.keyboard.type("20");
    await clickOnce(panel.getByRole("button", { name: "Guardar" }));
    await toastWith("Entrada/salida guardada correctamente").waitFor();
  });

  test("observation: 'La descripción es obligatoria' goes as soon as a description is typed, and one click saves", async () => {
    await page.goto(`${server.url}/animales?id=${seeded.animalId}`);
    await page.getByRole("tab", { name: "Observaciones", exact: true }).click();
    await page.getByRole("button", { name: "Nueva observación" }).click();
    const dialog = page.getByRole("dialog", { name: "Nueva observación" });
    await dialog.getByRole("button", { name: "Guardar" }).click();
    await dialog.getByText("La descripción es obligatoria").waitFor();
    expect(await dialog.getByLabel("Descripción").getAttribute("aria-invalid")).toBe("true");
    await expect.poll(() => isFocused(dialog.getByLabel("Descripción"))).toBe(true);

    await dialog.getByLabel("Descripción").pressSequentially("Come bien");
    await expect.poll(() => dialog.getByText("La descripción es obligatoria").count()).toBe(0);
    expect(await dialog.getByLabel("Descripción").getAttribute("aria-invalid")).toBeNull();
    await shot("06-observacion-escrita");
    await clickOnce(dialog.getByRole("button", { name: "Guardar" }));
    await toastWith("Observación creada correctamente").waitFor();
    await dialog.waitFor({ state: "detached" });
  });

  test("Entrada: the validation toast is gone when 'Persona ya registrada' asks", async () => {
    await page.goto(`${server.url}/animales?id=${seeded.animalId}`);
    await page.getByRole("tab", { name: "Entrada", exact: true }).click();
    const panel = page.getByRole("tabpanel");
    await panel.getByRole("button", { name: "Guardar persona" }).click();
    await toastWith("Todos los campos marcados con * son obligatorios").waitFor();

    await panel.getByLabel("DNI").fill("11111111H");
    await clickOnce(panel.getByRole("button", { name: "Guardar persona" }));
    const found = page.getByRole("alertdialog", { name: "Persona ya registrada" });
    await found.waitFor();
    expect(await toastWith("Todos los campos marcados con * son obligatorios").count()).toBe(0);
    await shot("07-persona-ya-registrada");
    await found.getByRole("button", { name: "Cancelar" }).click();
  });

  test("Datos del refugio: a 4-digit postal code, then 5 digits, saves with one click", async () => {
    await page.goto(`${server.url}/datos-refugio`);
    await page.getByLabel("Nombre del refugio").fill("Refugio de Prueba");
    await page.getByLabel("Código postal").fill("3080");
    await page.getByRole("button", { name: "Guardar", exact: true }).click();
    await toastWith("El código postal debe tener 5 dígitos").waitFor();
    await expect.poll(() => page.getByLabel("Código postal").getAttribute("aria-invalid")).toBe("true");

    await page.getByLabel("Código postal").fill("30800");
    await clickOnce(page.getByRole("button", { name: "Guardar", exact: true }));
    await toastWith("Datos del refugio guardados correctamente").waitFor();
    // Saved again by keyboard, the button keeps the focus while it saves (a disabled one dropped it).
    const guardar = page.getByRole("button", { name: "Guardar", exact: true });
    await Promise.all([page.waitForResponse((answer) => answer.url().endsWith("/graphql")), guardar.press("Enter")]);
    await expect.poll(() => guardar.getAttribute("data-pending")).toBeNull();
    expect(await isFocused(guardar)).toBe(true);
  });

  /** The list's 'Nuevo…' dialog refuses a 4-digit postal code; with five digits one click saves. */
  async function postalCodeThenOneClick(path: string, title: string, fields: Record<string, string>, created: string) {
    await page.goto(`${server.url}${path}`);
    await page.getByRole("button", { name: title }).click();
    const dialog = page.getByRole("dialog", { name: title });
    await fillFields(dialog, { ...fields, "Código postal": "4140" });
    await dialog.getByRole("button", { name: "Guardar" }).click();
    await toastWith("El código postal debe tener 5 dígitos").waitFor();
    await dialog.getByText("El código postal debe tener 5 dígitos").waitFor();
    await shot(`08-${path.slice(1)}-codigo-postal`);

    await dialog.getByLabel("Código postal").fill("41400");
    await clickOnce(dialog.getByRole("button", { name: "Guardar" }));
    await toastWith(created).waitFor();
    await dialog.waitFor({ state: "detached" });
  }

  test("person dialog: Guardar with nothing filled takes the keyboard to the first field it marks, clear of the error toast", async () => {
    await page.goto(`${server.url}/personas`);
    await page.getByRole("button", { name: "Nueva Persona" }).click();
    const dialog = page.getByRole("dialog", { name: "Nueva Persona" });
    await dialog.getByRole("button", { name: "Guardar" }).press("Enter");
    const shown = toastWith("Todos los campos obligatorios deben estar completos");
    await shown.waitFor();
    const dni = dialog.getByRole("textbox", { name: /^DNI/ });
    await expect.poll(() => isFocused(dni)).toBe(true);
    const field = await dni.boundingBox();
    const message = await shown.boundingBox();
    await shot("08-persona-vacia");
    await dialog.getByRole("button", { name: "Cancelar" }).click();
    expect(field!.y).toBeGreaterThanOrEqual(message!.y + message!.height);
  });

  test("person dialog: a 4-digit postal code, then 5 digits, saves with one click", async () => {
    const person = { DNI: "22222222J", Nombre: "Tomás", "Primer apellido": "Nuevo", Localidad: "Écija", Provincia: "Sevilla", "Teléfono 1": "955000002" };
    await postalCodeThenOneClick("/personas", "Nueva Persona", person, "Persona creada correctamente");
  });

  test("town hall dialog: a 4-digit postal code, then 5 digits, saves with one click; an address of only a postal code has no dangling dash", async () => {
    await postalCodeThenOneClick("/ayuntamientos", "Nuevo Ayuntamiento", { CIF: "P4103900B", Ayuntamiento: "Écija" }, "Ayuntamiento creado correctamente");
    const onlyPostalCode = page.getByRole("row").filter({ hasText: "Villar de Prueba" }).locator('[data-label="Dirección"]');
    expect(await onlyPostalCode.textContent()).toBe("26071");
  });

  test("user dialog: a short password, then a long enough one, saves with one click", async () => {
    await page.goto(`${server.url}/usuarios`);
    await page.getByRole("button", { name: "Nuevo Usuario" }).click();
    const dialog = page.getByRole("dialog", { name: "Nuevo Usuario" });
    await fillFields(dialog, { "Nombre de usuario": `marta${size}`, "Correo electrónico": "marta@refugio.test" });
    await dialog.getByLabel("Contraseña", { exact: true }).fill("abc");
    await chooseOption(dialog, "Rol", "Empleado");
    await dialog.getByRole("button", { name: "Guardar" }).click();
    await toastWith("La contraseña debe tener al menos 6 caracteres").waitFor();
    await dialog.getByText("La contraseña debe tener al menos 6 caracteres").waitFor();
    await shot("09-usuario-contrasena");

    await dialog.getByLabel("Contraseña", { exact: true }).fill("empleada1");
    await clickOnce(dialog.getByRole("button", { name: "Guardar" }));
    await toastWith("Usuario creado correctamente").waitFor();
    await dialog.waitFor({ state: "detached" });
  });

  test("listings: dates in the wrong order, then right, generate with one click; a day deleted is 'incompleta'", async () => {
    await page.goto(`${server.url}/reportes`);
    await typeDate(page, "Fecha Desde", "01012030");
    await page.getByRole("button", { name: "Generar Informe" }).click();
    await toastWith("La fecha desde debe ser anterior o igual a la fecha hasta").waitFor();

    await typeDate(page, "Fecha Desde", "01012026");
    await clickOnce(page.getByRole("button", { name: "Generar Informe" }));
    await page.getByRole("heading", { name: /Resultados/ }).waitFor();

    // Ten columns are wider than the card, at a desk too: the frame says it scrolls and the keyboard scrolls it.
    const results = page.getByRole("region", { name: "Resultados del listado, desplazables en horizontal" });
    expect(await results.getAttribute("tabindex")).toBe("0");
    expect(await results.evaluate((frame) => frame.scrollWidth > frame.clientWidth)).toBe(true);
    await results.focus();
    await page.keyboard.press("ArrowRight");
    await expect.poll(() => results.evaluate((frame) => frame.scrollLeft)).toBeGreaterThan(0);
    await shot("10a-listado-desplazable");

    await clearDay(page.getByRole("group", { name: "Fecha Desde" }));
    await page.getByRole("button", { name: "Generar Informe" }).click();
    await toastWith("La fecha desde está incompleta").waitFor();
    await page.getByText("La fecha desde está incompleta").first().waitFor();
    expect(await page.getByRole("group", { name: "Fecha Desde" }).evaluate((group) => group.contains(document.activeElement))).toBe(true);
    await shot("10b-listado-fecha-incompleta");
  });

  test("password recovery: 'ingrese su nombre de usuario' is gone while the button says 'Enviando...'", async () => {
    // Recovery is offered once outgoing mail is configured (done through the screen above, and again here).
    const token = await apiLogin(server.url, DIRECTORA);
    const smtp = {
      smtp_host: "127.0.0.1",
      smtp_port: 587,
      smtp_user: "refugio",
      smtp_password: "secreta",
      smtp_ssl: false,
      remitente_email: "refugio@refugio.test",
      remitente_nombre: "Refugio",
    };
    const saved = await fetch(`${server.url}/api/configuration`, {
      method: "PUT",
      headers: { "content-type": "application/json", authorization: `Bearer ${token}` },
      body: JSON.stringify(smtp),
    });
    expect(saved.status).toBe(200);
    await page.goto(server.url);
    await page.getByTestId("welcome").waitFor();
    await page.getByRole("complementary").getByRole("button", { name: "Cerrar sesión" }).click();
    await page.getByRole("alertdialog", { name: "Cerrar Sesión" }).getByRole("button", { name: "Sí, cerrar sesión" }).click();
    await page.getByRole("button", { name: "¿Olvidó su contraseña?" }).click();
    await page.getByRole("button", { name: "Enviar contraseña" }).click();
    await toastWith("Por favor, ingrese su nombre de usuario").waitFor();

    // The request waits until the screen has been read, so 'Enviando...' stays on screen meanwhile.
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route("**/graphql", async (route) => {
      if (appOperationName(route.request().postData()) === "ForgotPasswordMutation") await held;
      await route.continue();
    });
    await page.getByLabel("Nombre de usuario").fill(DIRECTORA.username);
    await clickOnce(page.getByRole("button", { name: "Enviar contraseña" }));
    await page.getByRole("button", { name: "Enviando..." }).waitFor();
    expect(await toastWith("Por favor, ingrese su nombre de usuario").count()).toBe(0);
    await shot("11-recuperacion-enviando");
    release();
    await page.getByRole("button", { name: "Enviar contraseña" }).waitFor();
    await page.unroute("**/graphql");
  });
});
