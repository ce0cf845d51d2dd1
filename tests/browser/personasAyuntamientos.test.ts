/**
 * People and town halls as a shelter worker uses them: create a person from the main menu,
 * find them by a DNI fragment, edit, try to delete one named on an E/S, page through 25 town
 * halls, choose a person or a town hall for an animal record in select mode, and meet a town
 * hall's taken CIF and its refused delete.
 */
import type { Locator, Request } from "playwright-core";
import { beforeAll, describe, expect, test } from "vitest";
import { isFocused, screenshot, toast } from "../helpers/browser.ts";
import { apiLogin, browserForSuite, fillFields, type NewUser } from "../helpers/journey.ts";
import { appOperationName } from "../helpers/persistedOperations.ts";
import { withDataDirDatabase } from "../helpers/seed.ts";

type Seeded = { abandono: { animalId: number; entradaSalidaId: number }; general: { animalId: number; entradaSalidaId: number }; linkedId: number };

const vecina = { localidad: "Écija", provincia: "Sevilla", telefono1: "955000000" };
const RECEPCION: NewUser = { username: "recepcion", password: "secreto1", email: "recepcion@refugio.test", rol_id: 1 };

/** Before the server starts: a person named on an E/S, and two animals with an open E/S each. */
async function seed(dataDir: string): Promise<Seeded> {
  return withDataDirDatabase(dataDir, async (db) => {
    const linked = await db.persona.create({ data: { dni: "44444444A", nombre: "Carmen", apellido1: "Vinculada", ...vecina } });
    const animal = async (nombre: string, procedenciaId: number, datosEntradaId?: number) => {
      const a = await db.animal.create({ data: { registro: `R-${nombre}`, nombre, tipoId: 1, tallaId: 2, sexoId: 1 } });
      const es = await db.entradaSalida.create({ data: { animalId: a.id, procedenciaId, fechaLlegada: new Date("2026-10-01"), datosEntradaId } });
      return { animalId: a.id, entradaSalidaId: es.id };
    };
    await animal("Rex", 2, linked.id);
    return { abandono: await animal("Luna", 1), general: await animal("Toby", 2), linkedId: linked.id };
  });
}

describe("people and town halls in the browser", () => {
  let seeded: Seeded;
  const { server, browser, page } = browserForSuite({
    seed: async (dataDir) => {
      seeded = await seed(dataDir);
    },
    users: [RECEPCION],
    page: { viewport: { width: 1366, height: 860 } },
    login: RECEPCION,
  });
  let token: string;
  beforeAll(async () => {
    token = await apiLogin(server.url, RECEPCION);
  });

  /** The edit `dialog` given another record's number (`taken`): `message` shows as `field` loses focus, and again on 'Modificar'. */
  async function expectNumberTaken(dialog: Locator, check: { field: string; taken: string; next: string; message: string; screenshot: string }) {
    await dialog.getByLabel(check.field).fill(check.taken);
    await dialog.getByLabel(check.next).focus();
    await expect.poll(() => dialog.getByText(check.message).isVisible()).toBe(true);
    await dialog.getByRole("button", { name: "Modificar" }).click();
    await expect.poll(() => dialog.getByText(check.message).count()).toBeGreaterThan(0);
    await screenshot(page, check.screenshot);
  }

  /**
   * 'Eliminar' (`button`) on a record an E/S names: the confirmation names it, the refusal says
   * why, 'Entendido' closes it and the record's row stays. `screenshots`: the confirmation's and
   * the refusal's.
   */
  async function expectDeleteRefusedWhileLinked(record: {
    kind: "persona" | "ayuntamiento";
    button: string;
    name: string;
    row: RegExp;
    refusal: string;
    screenshots: [string, string];
  }) {
    await page.getByRole("button", { name: record.button }).click();
    const confirm = page.getByRole("alertdialog", { name: `Eliminar ${record.kind}` });
    expect(await confirm.textContent()).toContain(`¿Está seguro de que desea eliminar a ${record.name}? Esta acción no se puede deshacer.`);
    // A deletion: the keyboard starts on Cancelar, so the Enter that opened it, pressed again, deletes nothing.
    await expect.poll(() => isFocused(confirm.getByRole("button", { name: "Cancelar" }))).toBe(true);
    await screenshot(page, record.screenshots[0]);
    await confirm.getByRole("button", { name: "Eliminar" }).click();
    const refused = page.getByRole("alertdialog", { name: `Error al eliminar ${record.kind}` });
    await refused.waitFor();
    expect(await refused.textContent()).toContain(record.refusal);
    await screenshot(page, record.screenshots[1]);
    await refused.getByRole("button", { name: "Entendido" }).click();
    await expect.poll(() => refused.count()).toBe(0);
    expect(await page.getByRole("row", { name: record.row }).count()).toBe(1);
  }

  const api = async (method: string, url: string, body?: unknown) => {
    const response = await fetch(`${server.url}${url}`, {
      method,
      headers: { authorization: `Bearer ${token}`, ...(body ? { "content-type": "application/json" } : {}) },
      body: body ? JSON.stringify(body) : undefined,
    });
    return { status: response.status, body: await response.json() };
  };
  const session = (key: string) => page.evaluate((k) => sessionStorage.getItem(k), key);
  const path = () => {
    const url = new URL(page.url());
    return `${url.pathname}${url.search}`;
  };

  test("'Nueva persona' from the main menu validates, then creates the person and updates the count", async () => {
    await page.getByRole("button", { name: "Nueva persona" }).click();
    const dialog = page.getByRole("dialog", { name: "Nueva Persona" });
    await dialog.waitFor();
    expect(await dialog.getByLabel("Puede adoptar").isChecked()).toBe(true);
    await dialog.getByRole("button", { name: "Guardar" }).click();
    await expect.poll(() => toast(page).textContent()).toContain("Todos los campos obligatorios deben estar completos");
    // The toast says the spec's sentence once; each of the six missing fields says what it lacks.
    expect(await dialog.getByText("Todos los campos obligatorios deben estar completos").count()).toBe(0);
    expect(await dialog.getByText("Completa este campo", { exact: true }).count()).toBe(6);
    await screenshot(page, "personas-01-required");

    // A DNI whose letter does not match its number is noted on leaving the field, not refused.
    await dialog.getByLabel("DNI").fill("12345678A");
    await dialog.getByLabel("DNI").press("Tab");
    const letterWarning = dialog.getByText("La letra no corresponde al número: debería ser Z.", { exact: false });
    await letterWarning.waitFor();
    await screenshot(page, "personas-01b-dni-letter");
    await fillFields(dialog, {
      DNI: "1234 5678z",
      Nombre: "José",
      "Primer apellido": "García",
      "Segundo apellido": "Núñez",
      Domicilio: "Calle del Carmen 4",
      Localidad: "Écija",
      "Código postal": "414",
      Provincia: "Sevilla",
      "Teléfono 1": "600123123",
      Email: "jose@example.es",
    });
    expect(await letterWarning.count()).toBe(0);
    await dialog.getByRole("button", { name: "Guardar" }).click();
    await expect.poll(() => toast(page).textContent()).toContain("El código postal debe tener 5 dígitos");
    expect(await dialog.getByText("El código postal debe tener 5 dígitos").isVisible()).toBe(true);
    await screenshot(page, "personas-02-postal-code");

    await dialog.getByLabel("Código postal").fill("41400");
    await dialog.getByRole("button", { name: "Guardar" }).click();
    await expect.poll(() => toast(page).textContent()).toContain("Persona creada correctamente");
    await expect.poll(() => dialog.count()).toBe(0);
    await expect.poll(() => page.getByTestId("count-personas").textContent()).toBe("2");
    const { body } = await api("GET", "/api/personas/dni/12345678Z");
    expect(body.persona).toMatchObject({ nombre: "José", apellido2: "Núñez", codigo_postal: "41400", adopcion: true });
  });

  test("the people list finds a person by a DNI fragment, and 'jose' finds 'José'", async () => {
    for (let i = 1; i <= 12; i++) {
      expect((await api("POST", "/api/personas", { dni: `${70000000 + i}B`, nombre: `Vecino${i}`, apellido1: `Zamora${i}`, ...vecina })).status).toBe(201);
    }
    await page.getByRole("link", { name: "Lista personas" }).click();
    await page.getByRole("heading", { name: "Gestión de Personas" }).waitFor();
    await expect.poll(() => page.getByTestId("list-total").textContent()).toBe("14 personas");
    expect(await page.getByRole("row").count()).toBe(11);
    expect(await page.getByRole("button", { name: "Página 2" }).isVisible()).toBe(true);
    await screenshot(page, "personas-03-list");

    const search = page.getByRole("searchbox", { name: "Buscar por nombre, apellidos o DNI" });
    await search.fill("45678");
    await page.getByRole("button", { name: "Buscar", exact: true }).click();
    await expect.poll(() => page.getByTestId("list-total").textContent()).toBe("1 persona que coincide con «45678»");
    const row = page.getByRole("row", { name: /12345678Z/ });
    expect(await row.textContent()).toContain("García Núñez");
    expect(await row.textContent()).toContain("jose@example.es");
    expect(path()).toBe("/personas?search=45678");
    await screenshot(page, "personas-04-search-dni");

    await search.fill("jose");
    await search.press("Enter");
    await expect.poll(() => page.getByRole("row", { name: /12345678Z/ }).count()).toBe(1);
    expect(path()).toBe("/personas?search=jose");
  });

  test("edit: the form opens with the person's data, a taken DNI shows on the field, then the change is saved", async () => {
    const editar = page.getByRole("button", { name: "Editar a José García Núñez" });
    const dialog = page.getByRole("dialog", { name: "Modificar Persona" });
    // By keyboard, closing the dialog gives the focus back to 'Editar', not to another button of
    // the row's three ('Datos personales', 'Eliminar'): the list's own focus came first now and then.
    await page.getByLabel("Buscar por nombre, apellidos o DNI").focus();
    await page.keyboard.press("Tab");
    await page.keyboard.press("Tab");
    for (let step = 0; step < 12 && !(await isFocused(editar)); step++) await page.keyboard.press("ArrowRight");
    // A slower machine, where react-aria's own return of the focus comes some frames late.
    const cdp = await page.context().newCDPSession(page.mainFrame());
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
    for (let time = 0; time < 5; time++) {
      await page.keyboard.press("Enter");
      await dialog.waitFor();
      await page.keyboard.press("Escape");
      await dialog.waitFor({ state: "detached" });
      await page.waitForTimeout(200);
      expect(await isFocused(editar)).toBe(true);
    }
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: 1 });
    await cdp.detach();

    await editar.click();
    await dialog.waitFor();
    expect(await dialog.getByLabel("DNI").inputValue()).toBe("12345678Z");
    expect(await dialog.getByLabel("Código postal").inputValue()).toBe("41400");

    await expectNumberTaken(dialog, {
      field: "DNI",
      taken: "44444444a",
      next: "Nombre",
      message: "Ya existe una persona con ese DNI",
      screenshot: "personas-05-dni-taken",
    });

    await dialog.getByLabel("DNI").fill("12345678Z");
    await dialog.getByLabel("Teléfono 1").fill("699000111");
    await dialog.getByText("Puede adoptar").click();
    expect(await dialog.getByLabel("Puede adoptar").isChecked()).toBe(false);
    await dialog.getByRole("button", { name: "Modificar" }).press("Enter");
    await expect.poll(() => toast(page).textContent()).toContain("Persona modificada correctamente");
    const row = page.getByRole("row", { name: /12345678Z/ });
    await expect.poll(() => row.textContent()).toContain("699000111");
    expect(await row.textContent()).toContain("No");
    // Saved by keyboard: the focus is back on 'Editar' (a second Enter opened 'Eliminar' once).
    await page.waitForTimeout(100);
    expect(await isFocused(editar)).toBe(true);
  });

  test("deleting a person named on an E/S shows the spec's dialog; an unlinked one goes", async () => {
    await page.goto(`${server.url}/persons?search=vinculada`);
    await expectDeleteRefusedWhileLinked({
      kind: "persona",
      button: "Eliminar a Carmen Vinculada",
      name: "Carmen Vinculada",
      row: /44444444A/,
      refusal:
        "No se puede eliminar la persona porque está vinculada a fichas registrales. Primero debe desvincularla de todas las fichas antes de poder eliminarla.",
      screenshots: ["personas-06-delete-confirm", "personas-07-delete-linked"],
    });

    await page.goto(`${server.url}/personas?search=zamora12`);
    await page.getByRole("button", { name: "Eliminar a Vecino12 Zamora12" }).click();
    await page.getByRole("alertdialog", { name: "Eliminar persona" }).getByRole("button", { name: "Eliminar" }).click();
    await expect.poll(() => page.getByText("No se encontraron personas.").isVisible()).toBe(true);
    // The row's 'Eliminar' went with it: the keyboard stays in the list, not on the page itself.
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.closest('[role="grid"]')?.getAttribute("aria-label") ?? document.activeElement?.tagName))
      .toMatch(/^Personas|^MAIN$/);
    // The searched list counts its own matches; the sidebar counts everyone.
    expect(await page.getByTestId("list-total").textContent()).toBe("0 personas que coinciden con «zamora12»");
    await expect.poll(() => page.getByTestId("count-personas").textContent()).toBe("13");
    expect((await api("GET", "/api/personas/dni/70000012B")).body.exists).toBe(false);
  });

  test("25 town halls page 10 at a time with Anterior, Siguiente and page numbers", async () => {
    for (let i = 1; i <= 24; i++) {
      const body = {
        cif: `P${String(i).padStart(7, "0")}C`,
        ayuntamiento: `Ayuntamiento de Villa ${String(i).padStart(2, "0")}`,
        direccion: `Plaza Mayor ${i}`,
        codigo_postal: "42001",
        localidad: `Villa ${i}`,
      };
      expect((await api("POST", "/api/ayuntamientos", body)).status).toBe(201);
    }
    await page.goto(server.url);
    await page.getByRole("button", { name: "Nuevo ayuntamiento" }).click();
    const dialog = page.getByRole("dialog", { name: "Nuevo Ayuntamiento" });
    await dialog.getByRole("button", { name: "Guardar" }).click();
    await expect.poll(() => toast(page).textContent()).toContain("Los campos CIF y Ayuntamiento son obligatorios");
    expect(await dialog.getByText("Completa este campo", { exact: true }).count()).toBe(2);
    // A CIF whose control character does not match its digits is noted on leaving the field, not refused.
    await dialog.getByLabel("CIF").fill("P4103900C");
    await dialog.getByLabel("CIF").press("Tab");
    const controlWarning = dialog.getByText("El carácter de control no corresponde al CIF: debería ser I.", { exact: false });
    await controlWarning.waitFor();
    await screenshot(page, "ayuntamientos-01b-cif-control");
    await dialog.getByLabel("CIF").fill("P4103900I");
    expect(await controlWarning.count()).toBe(0);
    await fillFields(dialog, {
      CIF: "P4103900I",
      Ayuntamiento: "Ayuntamiento de Écija",
      Dirección: "Plaza de España, 1",
      "Código postal": "41400",
      Localidad: "Écija",
    });
    await screenshot(page, "ayuntamientos-01-new");
    await dialog.getByRole("button", { name: "Guardar" }).click();
    await expect.poll(() => toast(page).textContent()).toContain("Ayuntamiento creado correctamente");
    await expect.poll(() => page.getByTestId("count-ayuntamientos").textContent()).toBe("25");

    await page.getByRole("link", { name: "Lista ayuntamientos" }).click();
    await page.getByRole("heading", { name: "Gestión de Ayuntamientos" }).waitFor();
    await expect.poll(() => page.getByTestId("list-total").textContent()).toBe("25 ayuntamientos");
    const nav = page.getByRole("navigation", { name: "Paginación" });
    expect(await nav.getByRole("button", { name: "Anterior" }).isDisabled()).toBe(true);
    expect(await page.getByRole("row").count()).toBe(11);
    expect(await page.getByRole("row", { name: /P4103900I/ }).textContent()).toContain("Plaza de España, 1, 41400 - Écija");
    await screenshot(page, "ayuntamientos-02-page-1");

    // By keyboard: 'Siguiente' keeps the focus while the page loads (a disabled one dropped it).
    const siguiente = nav.getByRole("button", { name: "Siguiente" });
    await siguiente.press("Enter");
    await expect.poll(() => path()).toBe("/ayuntamientos?page=2");
    await expect.poll(() => nav.getByRole("button", { name: "Página 2" }).getAttribute("aria-current")).toBe("page");
    await expect.poll(() => page.getByRole("row", { name: /P0000010C/ }).count()).toBe(1);
    await expect.poll(() => siguiente.getAttribute("data-pending")).toBeNull();
    expect(await isFocused(siguiente)).toBe(true);

    // 'Siguiente' to the last page disables itself: the keyboard goes on from that page's number.
    await siguiente.press("Enter");
    await expect.poll(() => page.getByRole("row").count()).toBe(6);
    expect(await siguiente.isDisabled()).toBe(true);
    await expect.poll(() => isFocused(nav.getByRole("button", { name: "Página 3" }))).toBe(true);
    expect(await page.getByRole("row", { name: /P0000024C/ }).textContent()).toContain("Plaza Mayor 24, 42001 - Villa 24");
    // The page buttons fade between colours; wait for the current one to settle before the picture.
    await expect.poll(() => nav.getByRole("button", { name: "Página 3" }).evaluate((el) => getComputedStyle(el).backgroundColor)).toBe("rgb(15, 118, 110)");
    await screenshot(page, "ayuntamientos-03-page-3");

    await nav.getByRole("button", { name: "Anterior" }).click();
    await expect.poll(() => path()).toBe("/ayuntamientos?page=2");
    await page.getByRole("searchbox", { name: "Buscar por ayuntamiento, CIF o dirección" }).fill("ECIJA");
    await page.getByRole("button", { name: "Buscar", exact: true }).click();
    await expect.poll(() => path()).toBe("/ayuntamientos?search=ECIJA");
    await expect.poll(() => page.getByRole("row").count()).toBe(2);
    expect(await nav.count()).toBe(0);
  });

  test("select mode: choosing a person for an abandonment links the entry and returns to the record", async () => {
    await page.evaluate((context) => sessionStorage.setItem("animalRegistrationContext", JSON.stringify(context)), {
      mode: "selectPersonEntrada",
      ...seeded.abandono,
    });
    await page.goto(`${server.url}/personas?mode=select&search=garcia`);
    const banner = page.getByRole("region", { name: "Modo selección" });
    await banner.waitFor();
    expect(await banner.textContent()).toContain(`Seleccione o cree la persona que entrega el animal para la ficha registral nº ${seeded.abandono.animalId}`);
    await screenshot(page, "seleccion-01-personas");
    const fichaReads: Request[] = [];
    const countFichaReads = (request: Request) => {
      if (request.url().endsWith("/graphql") && appOperationName(request.postData()) === "AnimalFichaPageQuery") fichaReads.push(request);
    };
    page.on("request", countFichaReads);
    await page.getByRole("button", { name: "Seleccionar a José García Núñez" }).click();

    // Back to the ficha with the E/S the choice was for selected (its pending form is for that one),
    // saying the person is linked; on the General tab, where the process began.
    await expect.poll(() => path()).toBe(`/animales?id=${seeded.abandono.animalId}&es=${seeded.abandono.entradaSalidaId}`);
    await expect.poll(() => toast(page).textContent()).toContain("Persona vinculada correctamente");
    // The refresh flag the people screen set is taken by the ficha, which reads itself once more so
    // the new link shows (on a busy machine the flag can be gone before this line runs).
    await expect.poll(() => session("animalRegistrationRefresh")).toBeNull();
    await expect.poll(() => fichaReads.length).toBe(2);
    page.off("request", countFichaReads);
    expect(await session("animalRegistrationContext")).toBeNull();
    // The process goes on where it began: half a second on, the ficha asks for the abandonment's
    // form (and takes the stored step), which says what of the shelter's data it lacks.
    await expect.poll(() => session("pendingReportForm")).toBeNull();
    await toast(page).filter({ hasText: "Faltan datos del refugio para generar el documento" }).waitFor();
    const refused = await api("DELETE", `/api/personas/${(await api("GET", "/api/personas/dni/12345678Z")).body.persona.id}`);
    expect(refused.status).toBe(409);
  });

  test("select mode: editing a person does not choose them; 'Cancelar y Volver' returns without linking anything", async () => {
    await page.evaluate(() => sessionStorage.clear());
    await page.evaluate((context) => sessionStorage.setItem("animalRegistrationContext", JSON.stringify(context)), {
      mode: "selectPersonSalidaGeneral",
      ...seeded.general,
    });
    await page.goto(`${server.url}/persons?mode=select&search=zamora1`);
    await page.getByRole("button", { name: "Editar a Vecino1 Zamora1" }).click();
    const dialog = page.getByRole("dialog", { name: "Modificar Persona" });
    await dialog.getByLabel("Teléfono 2").fill("611222333");
    await dialog.getByRole("button", { name: "Modificar" }).click();
    await expect.poll(() => toast(page).textContent()).toContain("Persona modificada correctamente");
    expect(path()).toBe("/persons?mode=select&search=zamora1");
    expect(await session("animalRegistrationContext")).not.toBeNull();
    await page.getByRole("button", { name: "Cancelar y Volver" }).click();
    await expect.poll(() => path()).toBe(`/animales?id=${seeded.general.animalId}`);
    expect(await session("animalRegistrationRefresh")).toBeNull();
    expect(await session("animalRegistrationContext")).toBeNull();
  });

  test("select mode: a town hall created from the selection is linked at once", async () => {
    await page.evaluate((context) => sessionStorage.setItem("animalRegistrationContext", JSON.stringify(context)), {
      mode: "selectMunicipality",
      ...seeded.general,
    });
    await page.goto(`${server.url}/ayuntamientos?mode=select`);
    await page.getByRole("region", { name: "Modo selección" }).waitFor();
    expect(await page.getByRole("button", { name: /^Seleccionar/ }).count()).toBe(10);
    await page.getByRole("button", { name: "Nuevo Ayuntamiento" }).click();
    const dialog = page.getByRole("dialog", { name: "Nuevo Ayuntamiento" });
    await dialog.getByLabel("CIF").fill("P4217300C");
    await dialog.getByLabel("Ayuntamiento").fill("Ayuntamiento de Soria");
    await dialog.getByRole("button", { name: "Guardar" }).click();
    await expect.poll(() => path()).toBe(`/animales?id=${seeded.general.animalId}&es=${seeded.general.entradaSalidaId}&tab=ayuntamiento`);
    await expect.poll(() => toast(page).textContent()).toContain("Ayuntamiento vinculado correctamente");
    // The ficha takes the refresh flag as it opens and shows the town hall just linked, on its tab.
    expect(await page.getByRole("tab", { name: "Ayuntamiento", exact: true }).getAttribute("aria-selected")).toBe("true");
    await expect.poll(() => page.getByRole("tabpanel").getByLabel("CIF").inputValue()).toBe("P4217300C");
    expect(await page.getByRole("tabpanel").getByLabel("Ayuntamiento").inputValue()).toBe("Ayuntamiento de Soria");
    expect(await session("animalRegistrationRefresh")).toBeNull();
    expect(await session("pendingReportForm")).toBeNull();
  });

  test("town halls: a taken CIF shows on its field; one named on an E/S shows the spec's dialog instead of going", async () => {
    await page.goto(`${server.url}/ayuntamientos?search=P0000001C`);
    await page.getByRole("button", { name: "Editar Ayuntamiento de Villa 01" }).click();
    const dialog = page.getByRole("dialog", { name: "Modificar Ayuntamiento" });
    await dialog.waitFor();
    expect(await dialog.getByLabel("CIF").inputValue()).toBe("P0000001C");
    await expectNumberTaken(dialog, {
      field: "CIF",
      taken: "p4217300c",
      next: "Dirección",
      message: "Ya existe un ayuntamiento con ese CIF",
      screenshot: "ayuntamientos-04-cif-taken",
    });
    await dialog.getByRole("button", { name: "Cancelar" }).click();
    await expect.poll(() => dialog.count()).toBe(0);

    await page.goto(`${server.url}/ayuntamientos?search=soria`);
    await expectDeleteRefusedWhileLinked({
      kind: "ayuntamiento",
      button: "Eliminar Ayuntamiento de Soria",
      name: "Ayuntamiento de Soria",
      row: /P4217300C/,
      refusal:
        "No se puede eliminar el ayuntamiento porque está vinculado a fichas registrales. Primero debe desvincularlo de todas las fichas antes de poder eliminarlo.",
      screenshots: ["ayuntamientos-05-delete-confirm", "ayuntamientos-05-delete-linked"],
    });
  });

  test("select mode without a stored context says so and offers no Seleccionar", async () => {
    await page.goto(`${server.url}/personas?mode=select`);
    await page.getByText("No hay ninguna ficha registral esperando esta selección.", { exact: false }).waitFor();
    expect(await page.getByRole("button", { name: /^Seleccionar/ }).count()).toBe(0);
    await screenshot(page, "seleccion-02-sin-contexto");
  });

  test("every list's Acciones header lines up with its buttons", async () => {
    expect((await api("POST", "/api/ayuntamientos", { cif: "P4100000A", ayuntamiento: "Ayuntamiento de Alineación" })).status).toBe(201);
    for (const list of ["/animales/lista", "/personas", "/ayuntamientos", "/usuarios"]) {
      await page.goto(`${server.url}${list}`);
      await page.getByRole("columnheader", { name: "Acciones" }).waitFor();
      await page.locator("tbody tr button").first().waitFor();
      // The right edges of the header's text and of the first row's buttons, in CSS pixels.
      const edges = await page.evaluate(() => {
        const header = [...document.querySelectorAll<HTMLElement>("thead th")].find((h) => h.textContent?.trim() === "Acciones")!;
        const text = document.createRange();
        text.selectNodeContents(header);
        const column = [...header.parentElement!.children].indexOf(header);
        const cell = document.querySelector("tbody tr")!.children[column]!;
        const buttons = [...cell.querySelectorAll("button")].map((b) => b.getBoundingClientRect());
        return { header: text.getBoundingClientRect().right, buttons: Math.max(...buttons.map((b) => b.right)) };
      });
      expect(Math.abs(edges.header - edges.buttons), `${list}: ${JSON.stringify(edges)}`).toBeLessThanOrEqual(2);
      await screenshot(page, `acciones${list.replaceAll("/", "-")}`);
    }
  });

  test("'Eliminar' is the same red in the record list, the people list and the town hall list", async () => {
    const colours = new Map<string, string>();
    for (const list of ["/animales/lista", "/personas", "/ayuntamientos"]) {
      await page.goto(`${server.url}${list}`);
      const button = page
        .locator("tbody tr")
        .first()
        .getByRole("button", { name: /^Eliminar/ });
      await button.waitFor();
      colours.set(list, await button.evaluate((b) => getComputedStyle(b).color));
    }
    expect(new Set(colours.values()).size, JSON.stringify(Object.fromEntries(colours))).toBe(1);
  });

  test("the database holds exactly the links the selections made", async () => {
    await browser.close();
    expect(await server.stop()).toBe(0);
    const rows = await withDataDirDatabase(server.dataDir, (db) =>
      db.entradaSalida.findMany({ include: { datosEntrada: true, ayuntamiento: true }, orderBy: { id: "asc" } }),
    );
    const byId = new Map(rows.map((row) => [row.id, row]));
    expect(byId.get(seeded.abandono.entradaSalidaId)).toMatchObject({ datosEntrada: { dni: "12345678Z" }, datosSalidaId: null, ayuntamientoId: null });
    expect(byId.get(seeded.general.entradaSalidaId)).toMatchObject({ datosEntradaId: null, datosSalidaId: null, ayuntamiento: { cif: "P4217300C" } });
  });
});
