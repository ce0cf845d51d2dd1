/**
 * A shelter worker's day with fichas: create an animal with its photo, find it in the list by a
 * fragment of its registro, see who is in the shelter, edit it, delete it (a wrong word first), and
 * read the Dashboard.
 * The data folder is seeded beforehand with animals that have E/S, observations and documents.
 */
import { beforeAll, describe, expect, test } from "vitest";
import { hashPassword } from "../../api/src/domain/auth/passwords.ts";
import type { Db } from "../../api/src/db/client.ts";
import { insertAnimal, insertObservation, insertStay, storeDocument, TEXT_AS_JPG } from "../helpers/fixtures.ts";
import { chooseOption, drawPng, isFocused, screenshot, toast } from "../helpers/browser.ts";
import { apiLogin, browserForSuite } from "../helpers/journey.ts";
import { appOperationName } from "../helpers/persistedOperations.ts";
import { withDataDirDatabase } from "../helpers/seed.ts";

/** Dates relative to today, so the Dashboard's last twelve months always hold them. */
function daysAgo(days: number): string {
  return new Date(Date.now() - days * 24 * 3600 * 1000).toISOString().slice(0, 10);
}

function seed(dataDir: string): Promise<{ seededDocument: string }> {
  return withDataDirDatabase(dataDir, (db) => seedShelter(db));
}

async function seedShelter(db: Db): Promise<{ seededDocument: string }> {
  await db.usuario.create({ data: { username: "cuidadora", password: await hashPassword("secreto1"), email: "c@refugio.test", rolId: 2 } });
  const seededDocument = await storeDocument(db);
  const bruno = await insertAnimal(db, { registro: "SEM-0001", nombre: "Bruno", tipoId: 1, tallaId: 3, sexoId: 1 });
  const stay = await insertStay(db, bruno.id, { destinoId: 3, fechaLlegada: daysAgo(200), fechaSalida: daysAgo(20) });
  const back = await insertStay(db, bruno.id, { fechaLlegada: daysAgo(5) });
  await insertObservation(db, stay.id, { documentacion: seededDocument });
  await insertObservation(db, back.id, { tratamiento: true, inicio: new Date(Date.now() - 2 * 24 * 3600 * 1000) });
  // Still in the shelter.
  for (const [registro, nombre, llegada] of [
    ["SEM-0002", "Mora", 90],
    ["SEM-0003", "Chispa", 60],
    ["SEM-0004", "Rayo", 35],
  ] as const) {
    const animal = await insertAnimal(db, { registro, nombre, tipoId: 2, tallaId: 1, sexoId: 2 });
    await insertStay(db, animal.id, { fechaLlegada: daysAgo(llegada) });
  }
  const nala = await insertAnimal(db, { registro: "SEM-0005", nombre: "Nala", tipoId: 1, tallaId: 2, sexoId: 2 });
  const nalaStay = await insertStay(db, nala.id, { fechaLlegada: daysAgo(8) });
  await insertObservation(db, nalaStay.id, { tratamiento: true, inicio: new Date(Date.now() - 24 * 3600 * 1000) });
  // Gone: two adoptions and a death.
  for (const [registro, nombre, destinoId, llegada, salida] of [
    ["SEM-0006", "Lía", 3, 150, 40],
    ["SEM-0007", "Coco", 3, 120, 12],
    ["SEM-0008", "Sol", 1, 300, 100],
  ] as const) {
    const animal = await insertAnimal(db, { registro, nombre, tipoId: 1, tallaId: 1, sexoId: 1 });
    await insertStay(db, animal.id, { destinoId, fechaLlegada: daysAgo(llegada), fechaSalida: daysAgo(salida) });
  }
  return { seededDocument };
}

describe("fichas registrales in the browser", () => {
  let seededDocument: string;
  const { server, browser, page } = browserForSuite({
    seed: async (dataDir) => {
      ({ seededDocument } = await seed(dataDir));
    },
    page: { viewport: { width: 1440, height: 1250 } },
    login: { username: "cuidadora", password: "secreto1" },
  });
  let photo: Buffer;
  let otherPhoto: Buffer;
  beforeAll(async () => {
    photo = await drawPng(browser, "width:240px;height:240px;background:linear-gradient(135deg,#0f766e,#f59e0b)");
    otherPhoto = await drawPng(browser, "width:200px;height:160px;background:#1d4ed8");
  });

  const photoInput = () => page.locator('input[type="file"]');
  const animalCount = () => page.getByTestId("count-animales").textContent();

  test("the main menu shows the Dashboard figures from the seeded data", async () => {
    await expect.poll(() => page.getByTestId("figure-Animales Registrados").textContent()).toBe("5");
    expect(await page.getByTestId("figure-En Tratamiento").textContent()).toBe("2");
    expect(await animalCount()).toBe("8");
    await screenshot(page, "animales-00-menu-con-cifras");
  });

  test("a new ficha: required fields, photo checks, save with photo", async () => {
    await page.getByRole("navigation", { name: "Menú principal" }).getByRole("link", { name: "Fichas Registrales" }).click();
    await expect.poll(() => page.getByRole("heading", { name: "Gestión de Fichas Registrales" }).isVisible()).toBe(true);
    await page.getByRole("link", { name: "Nueva ficha registral" }).click();
    await expect.poll(() => page.getByRole("heading", { name: "Ficha Registral" }).isVisible()).toBe(true);
    expect(await page.getByText("Guarde primero los datos del animal para acceder a las entradas y salidas").isVisible()).toBe(true);

    await page.getByRole("button", { name: "Guardar" }).click();
    await expect.poll(() => page.locator('[data-field="registro"]').textContent()).toContain("Completa este campo");
    expect(await page.locator('[data-field="nombre"]').textContent()).toContain("Completa este campo");
    expect(await page.locator('[data-field="tipoId"]').textContent()).toContain("Selecciona un elemento de la lista");
    expect(await page.evaluate(() => document.activeElement?.getAttribute("name"))).toBe("registro");

    await photoInput().setInputFiles({ name: "foto.jpg", mimeType: "text/plain", buffer: TEXT_AS_JPG });
    await expect.poll(() => toast(page).textContent()).toContain("Solo se permiten archivos de imagen");
    await photoInput().setInputFiles({ name: "enorme.png", mimeType: "image/png", buffer: Buffer.alloc(5 * 1024 * 1024 + 1) });
    await expect.poll(() => toast(page).textContent()).toContain("El archivo es demasiado grande. Máximo 5MB");

    await page.getByLabel("Nº Registro").fill("2026/ÁLAMO-17");
    await page.getByLabel("Nombre").fill("Canela");
    await page.getByLabel("Nº Identificación").fill("941000024681357");
    await chooseOption(page, "Tipo", "Perro");
    await page.getByLabel("Raza").fill("Podenco");
    await page.getByLabel("Color").fill("Canela");
    await chooseOption(page, "Talla", "Mediana");
    await chooseOption(page, "Sexo", "Hembra");
    await page.getByLabel("Años").fill("3");
    // Out of range: kept as typed and named on the field, never silently changed to 11.
    await page.getByLabel("Meses").fill("14");
    await page.getByLabel("Meses").blur();
    expect(await page.getByLabel("Meses").inputValue()).toBe("14");
    await expect.poll(() => page.locator('[data-field="edadMeses"]').textContent()).toContain("Los meses deben estar entre 0 y 11");
    await page.getByLabel("Meses").fill("11");
    await page.getByLabel("Otros").fill("Muy sociable. Llegó con collar rojo.");
    await photoInput().setInputFiles({ name: "canela.png", mimeType: "image/png", buffer: photo });
    await expect.poll(() => page.getByTestId("animal-photo").locator("img").getAttribute("src")).toMatch(/^data:image\/png/);

    await page.getByRole("button", { name: "Guardar" }).click();
    await expect.poll(() => new URL(page.url()).search).toMatch(/^\?id=\d+$/);
    await expect.poll(() => toast(page).textContent()).toContain("Ficha registral creada correctamente");
    await expect.poll(() => page.getByTestId("animal-photo").locator("img").getAttribute("src")).toMatch(/^\/api\/uploads\/fotos\/[0-9a-f-]{36}\.png\?v=\d+$/);
    await page.getByText("Este animal no tiene entradas ni salidas").waitFor();
    expect(await page.getByTestId("ficha-subtitle").textContent()).toContain("2026/ÁLAMO-17 · Canela");
    expect(await page.getByRole("button", { name: "Modificar" }).isVisible()).toBe(true);
    await expect.poll(animalCount).toBe("9");
    await screenshot(page, "animales-01-ficha-guardada");
  });

  test("unsaved changes are not lost without asking ('Datos sin guardar')", async () => {
    await page.getByLabel("Pelo").fill("Corto");
    await page.getByRole("button", { name: "Nueva ficha registral" }).click();
    const dialog = page.getByRole("alertdialog", { name: "Datos sin guardar" });
    await expect.poll(() => dialog.isVisible()).toBe(true);
    await screenshot(page, "animales-02-datos-sin-guardar");
    await dialog.getByRole("button", { name: "Seguir editando" }).click();
    expect(await page.getByLabel("Pelo").inputValue()).toBe("Corto");

    await page.getByRole("navigation", { name: "Menú principal" }).getByRole("link", { name: "Personas" }).click();
    await expect.poll(() => dialog.isVisible()).toBe(true);
    await dialog.getByRole("button", { name: "Seguir editando" }).click();
    expect(new URL(page.url()).pathname).toBe("/animales");

    await page.getByRole("button", { name: "Modificar" }).click();
    await expect.poll(() => toast(page).textContent()).toContain("Ficha registral modificada correctamente");
  });

  test("the list finds it by a fragment of its registro, ignoring case and accents", async () => {
    await page.getByRole("link", { name: "Lista fichas registrales" }).click();
    await expect.poll(() => page.getByRole("row").count()).toBe(10);
    await page.getByRole("searchbox").fill("alamo");
    await page.getByRole("button", { name: "Buscar" }).click();
    await expect.poll(() => page.getByTestId("animal-count").textContent()).toBe("1 ficha registral para «alamo»");
    const row = page.getByRole("row").nth(1);
    expect(await row.textContent()).toContain("2026/ÁLAMO-17");
    expect(await row.textContent()).toContain("Mediana");
    expect(new URL(page.url()).search).toBe("?filtro=alamo");
    await screenshot(page, "animales-03-lista-busqueda");

    await page.getByRole("searchbox").fill("no existe");
    await page.getByRole("button", { name: "Buscar" }).click();
    await expect.poll(() => page.getByText("No se encontraron fichas registrales.").isVisible()).toBe(true);
    await page.getByRole("searchbox").fill("ÁLAMO");
    await page.getByRole("button", { name: "Buscar" }).click();
    await expect.poll(() => page.getByRole("row", { name: /ÁLAMO-17/ }).count()).toBe(1);
  });

  test("a double-click opens the ficha; edits are saved and a new photo shows at once", async () => {
    await page.getByRole("row", { name: /ÁLAMO-17/ }).dblclick();
    await expect.poll(() => page.getByLabel("Nombre").inputValue()).toBe("Canela");
    expect(await page.getByLabel("Pelo").inputValue()).toBe("Corto");
    await page.getByLabel("Años").fill("4");
    // From the keyboard: 'Modificar' keeps the focus while it saves (a disabled button dropped it to the page).
    await page.getByRole("button", { name: "Modificar" }).focus();
    await page.keyboard.press("Enter");
    await expect.poll(() => toast(page).textContent()).toContain("Ficha registral modificada correctamente");
    expect(await isFocused(page.getByRole("button", { name: "Modificar" }))).toBe(true);

    const before = await page.getByTestId("animal-photo").locator("img").getAttribute("src");
    const versions: string[] = [];
    page.on("request", (request) => {
      if (request.url().includes("/api/uploads/fotos/")) versions.push(new URL(request.url()).searchParams.get("v") ?? "");
    });
    await photoInput().setInputFiles({ name: "otra.png", mimeType: "image/png", buffer: otherPhoto });
    await expect.poll(() => versions.includes("2")).toBe(true);
    await expect.poll(() => page.getByTestId("animal-photo").locator("img").getAttribute("src")).not.toBe(before);
    expect(await page.getByLabel("Años").inputValue()).toBe("4");
  });

  test("the list shows each ficha's photo, especie and estado, and filters by estado; at 1440 and 390 px", async () => {
    await page.goto(`${server.url}/animales/lista`);
    const row = (registro: string) => page.getByRole("row").filter({ hasText: registro });
    const canela = row("2026/ÁLAMO-17");
    await expect.poll(() => canela.getByRole("img", { name: "Foto de Canela" }).getAttribute("loading")).toBe("lazy");
    expect(await canela.textContent()).toContain("Perro");
    expect(await canela.textContent()).toContain("Sin entradas");
    expect(await row("SEM-0002").textContent()).toContain("Gato");
    expect(await row("SEM-0002").textContent()).toContain("En refugio");
    // Lía left by adoption 40 days ago; no photo: a paw, no image.
    const [y, m, d] = daysAgo(40).split("-");
    expect(await row("SEM-0006").locator('[data-label="Estado"]').textContent()).toBe(`Adopción${d}/${m}/${y}`);
    expect(await row("SEM-0006").getByRole("img").count()).toBe(0);
    await screenshot(page, "animales-03b-lista-estado");

    await chooseOption(page, "Estado", "En refugio");
    await expect.poll(() => page.getByTestId("animal-count").textContent()).toBe("5 fichas registrales en refugio");
    expect(new URL(page.url()).search).toBe("?estado=en_refugio");
    expect(await page.getByRole("row").filter({ hasText: "En refugio" }).count()).toBe(5);
    await screenshot(page, "animales-03c-lista-en-refugio");

    await page.getByRole("searchbox").fill("sem");
    await page.getByRole("button", { name: "Buscar" }).click();
    await expect.poll(() => page.getByTestId("animal-count").textContent()).toBe("5 fichas registrales en refugio para «sem»");
    await chooseOption(page, "Estado", "Fuera del refugio");
    await expect.poll(() => page.getByTestId("animal-count").textContent()).toBe("3 fichas registrales fuera del refugio para «sem»");
    expect(Object.fromEntries(new URL(page.url()).searchParams)).toEqual({ filtro: "sem", estado: "fuera" });
    expect(await page.getByRole("row").filter({ hasText: "Sol" }).textContent()).toContain("Fallecimiento");

    // On a phone each ficha is a card that keeps its photo and its estado.
    await page.setViewportSize({ width: 390, height: 844 });
    try {
      await page.goto(`${server.url}/animales/lista`);
      const card = row("2026/ÁLAMO-17");
      await card.getByRole("img", { name: "Foto de Canela" }).waitFor();
      expect(await card.locator('[data-label="Estado"]').textContent()).toBe("Sin entradas");
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(390);
      await screenshot(page, "animales-03d-lista-390");
      await chooseOption(page, "Estado", "En refugio");
      await expect.poll(() => page.getByTestId("animal-count").textContent()).toBe("5 fichas registrales en refugio");
      await screenshot(page, "animales-03e-lista-en-refugio-390");
    } finally {
      await page.setViewportSize({ width: 1440, height: 1250 });
    }
    // Back to Canela's ficha, where the next step starts.
    await page.goto(`${server.url}/animales/lista?filtro=alamo`);
    await page.getByRole("row", { name: /ÁLAMO-17/ }).dblclick();
    await expect.poll(() => page.getByLabel("Nombre").inputValue()).toBe("Canela");
  });

  test("deleting from the ficha needs SEGURO, shows the summary and returns to the list", async () => {
    const id = new URL(page.url()).searchParams.get("id");
    await page.getByRole("button", { name: "Eliminar ficha" }).click();
    const dialog = page.getByRole("alertdialog", { name: "Eliminar ficha registral" });
    await dialog.getByLabel("Escriba SEGURO para confirmar").fill("seguro");
    await dialog.getByRole("button", { name: "Eliminar" }).click();
    await expect.poll(() => dialog.textContent()).toContain('Debe escribir "SEGURO" para confirmar la eliminación');
    await screenshot(page, "animales-04-eliminar-palabra-incorrecta");
    await dialog.getByLabel("Escriba SEGURO para confirmar").fill("SEGURO");
    await dialog.getByRole("button", { name: "Eliminar" }).click();

    const summary = page.getByRole("dialog", { name: "Ficha registral eliminada" });
    await expect.poll(() => summary.isVisible()).toBe(true);
    expect(await page.getByTestId("delete-summary").textContent()).toContain("Archivos eliminados1");
    await screenshot(page, "animales-05-resumen-eliminacion");
    await summary.getByRole("button", { name: "Aceptar" }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe("/animales/lista");
    await expect.poll(animalCount).toBe("8");
    await expect.poll(() => page.getByRole("row").count()).toBe(9);
    await page.goto(`${server.url}/animales?id=${id}`);
    // The page's own notice, not the toast that says it too (two alerts until the toast goes, 5 s on).
    const notice = page.getByRole("main").getByRole("alert");
    await expect.poll(() => notice.textContent()).toContain("No se pudo cargar el animal");
    // An id that names no record is not asked for: the same message, never an empty ficha.
    for (const malformed of ["abc", "0", "2147483648"]) {
      await page.goto(`${server.url}/animales?id=${malformed}`);
      await expect.poll(() => notice.textContent(), { message: malformed }).toContain("No se pudo cargar el animal");
    }
  });

  test("deleting a seeded animal from the list removes its E/S, observations and documents, and stays on the list", async () => {
    await page.goto(`${server.url}/animales/lista`);
    const row = page.getByRole("row", { name: /SEM-0001/ });
    await row.getByRole("button", { name: "Eliminar SEM-0001" }).click();
    const dialog = page.getByRole("alertdialog", { name: "Eliminar ficha registral" });
    await dialog.getByLabel("Escriba SEGURO para confirmar").fill("SEGURO");
    await dialog.getByRole("button", { name: "Eliminar" }).click();
    const summary = page.getByTestId("delete-summary");
    await expect.poll(() => summary.textContent()).toBe("Entradas/salidas eliminadas2Observaciones eliminadas2Archivos eliminados1Archivos no encontrados0");
    await page.keyboard.press("Enter");
    expect(new URL(page.url()).pathname).toBe("/animales/lista");
    await expect.poll(() => page.getByRole("row", { name: /SEM-0001/ }).count()).toBe(0);
    // Its row's 'Eliminar' went with it: the keyboard goes on in the list, not from the page's top.
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.closest("section")?.getAttribute("aria-label") ?? document.activeElement?.tagName))
      .toBe("Fichas registrales");
    await expect.poll(animalCount).toBe("7");
    expect(await page.getByTestId("animal-count").textContent()).toBe("7 fichas registrales");
    const token = await apiLogin(server.url, { username: "cuidadora", password: "secreto1" });
    expect((await fetch(`${server.url}${seededDocument}`, { headers: { authorization: `Bearer ${token}` } })).status).toBe(404);
  });

  test("a photo that cannot be uploaded when creating is kept, with both notices, and can be sent again", async () => {
    await page.goto(`${server.url}/animales`);
    await page.getByLabel("Nº Registro").fill("2026/0099");
    await page.getByLabel("Nombre").fill("Tizón");
    await chooseOption(page, "Tipo", "Gato");
    await chooseOption(page, "Talla", "Pequeña");
    await chooseOption(page, "Sexo", "Macho");
    await photoInput().setInputFiles({ name: "tizon.png", mimeType: "image/png", buffer: photo });
    await page.route("**/graphql", (route) =>
      route.request().headers()["content-type"]?.startsWith("multipart/form-data") ? route.abort("connectionreset") : route.fallback(),
    );
    await page.getByRole("button", { name: "Guardar" }).click();
    await expect.poll(() => toast(page).textContent()).toContain("Animal creado, pero no se pudo subir la fotografía al servidor");
    await expect.poll(() => page.getByText("Animal creado, pero la fotografía se mantiene en base64").isVisible()).toBe(true);
    expect(new URL(page.url()).search).toMatch(/^\?id=\d+$/);
    await screenshot(page, "animales-06-foto-pendiente");
    await page.unroute("**/graphql");
    await page.getByRole("button", { name: "Subir de nuevo" }).click();
    await expect.poll(() => page.getByText("Animal creado, pero la fotografía se mantiene en base64").count()).toBe(0);
    await expect.poll(() => page.getByTestId("animal-photo").locator("img").getAttribute("src")).toMatch(/^\/api\/uploads\/fotos\/[0-9a-f-]{36}\.png\?v=\d+$/);
  });

  test("'Quitar fotografía' asks first, then the ficha shows none and the record names no photo", async () => {
    const id = Number(new URL(page.url()).searchParams.get("id"));
    const token = await apiLogin(server.url, { username: "cuidadora", password: "secreto1" });
    const fotografia = async () =>
      ((await (await fetch(`${server.url}/api/animales/${id}`, { headers: { authorization: `Bearer ${token}` } })).json()) as { fotografia: string | null })
        .fotografia;
    expect(await fotografia()).toBeTruthy();
    await page.getByRole("button", { name: "Quitar fotografía" }).click();
    const dialog = page.getByRole("alertdialog", { name: "Quitar fotografía" });
    expect(await dialog.textContent()).toContain("La fotografía se eliminará del servidor. ¿Desea continuar?");
    await dialog.getByRole("button", { name: "Quitar fotografía" }).click();
    await expect.poll(() => page.getByTestId("animal-photo").textContent()).toContain("Sin fotografía");
    expect(await fotografia()).toBeNull();
  });

  test("the Dashboard shows the four figures and the monthly chart", async () => {
    await page.goto(`${server.url}/dashboard`);
    await expect.poll(() => page.getByRole("heading", { name: "Dashboard", exact: true }).isVisible()).toBe(true);
    for (const title of ["Animales Registrados", "Adopciones", "En Tratamiento", "Usuarios Activos"]) {
      expect(await page.getByRole("heading", { name: title }).isVisible()).toBe(true);
    }
    await expect.poll(() => page.getByTestId("figure-Animales Registrados").textContent()).toBe("4");
    expect(await page.getByText("En el refugio ahora, de 8 fichas en total").isVisible()).toBe(true);
    expect(await page.getByTestId("figure-En Tratamiento").textContent()).toBe("1");
    expect(await page.getByTestId("figure-Usuarios Activos").textContent()).toBe("1");
    // Lía and Coco left by adoption 40 and 12 days ago: they count when that was this year (in Madrid).
    const thisYear = new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Madrid", year: "numeric" }).format(new Date());
    const adoptions = [40, 12].filter((days) => daysAgo(days).startsWith(thisYear)).length;
    expect(await page.getByTestId("figure-Adopciones").textContent()).toBe(String(adoptions));
    await expect.poll(() => page.locator(".recharts-bar-rectangle").count()).toBeGreaterThan(0);
    const nav = page.getByRole("navigation", { name: "Menú principal" });
    expect(await nav.getByRole("link", { name: "Dashboard" }).getAttribute("aria-current")).toBe("page");
    await screenshot(page, "animales-07-dashboard");
  });

  test("Enter pressed again while the new ficha's page loads saves one ficha; the keyboard goes on from its Modificar", async () => {
    await page.goto(`${server.url}/animales`);
    await page.getByLabel("Nº Registro").fill("2026/DOBLE-1");
    await page.getByLabel("Nombre").fill("Eco");
    await chooseOption(page, "Tipo", "Gato");
    await chooseOption(page, "Talla", "Pequeña");
    await chooseOption(page, "Sexo", "Macho");
    // The new ficha's page is held back, as on a slow connection: the worker presses Enter again meanwhile.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let created = false;
    await page.route("**/graphql", async (route) => {
      const operation = appOperationName(route.request().postData());
      if (operation === "CreateAnimalMutation") created = true;
      if (operation === "AnimalFichaPageQuery" && created) await held;
      await route.continue();
    });
    const nombre = page.getByLabel("Nombre");
    await nombre.press("Enter");
    await expect.poll(() => created).toBe(true);
    await toast(page).filter({ hasText: "Ficha registral creada correctamente" }).waitFor();
    await nombre.press("Enter");
    await page.waitForTimeout(300);
    release();
    await expect.poll(() => new URL(page.url()).search).toMatch(/^\?id=\d+$/);
    const modificar = page.getByRole("button", { name: "Modificar" });
    await modificar.waitFor();
    await page.unroute("**/graphql");
    const token = await apiLogin(server.url, { username: "cuidadora", password: "secreto1" });
    const found = await fetch(`${server.url}/api/animales/lista?filtro=${encodeURIComponent("2026/DOBLE-1")}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect((await found.json()).map((animal: { registro: string }) => animal.registro)).toEqual(["2026/DOBLE-1"]);
    await expect.poll(() => isFocused(modificar)).toBe(true);
  });
});
