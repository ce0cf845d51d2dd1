/**
 * Issue 26, "Adoption preconditions", at a desk (1280) and on a phone (390): an adoption refused
 * with the list of what it lacks (the adopter, the núcleo zoológico), each item a link that opens
 * the field that fixes it, read before Adopción is chosen; the administrator's override with its written reason; and the adoption
 * pack, 'Información del animal para el adoptante', generated from the exit and read back.
 */
import type { Page, Request, Route } from "playwright-core";
import { describe, expect, test } from "vitest";
import { hashPassword } from "../../api/src/domain/auth/passwords.ts";
import { chooseOption, login, screenshot, toast } from "../helpers/browser.ts";
import { browserForSuite, openPage } from "../helpers/journey.ts";
import { readPdf } from "../helpers/pdf.ts";
import { appOperationName } from "../helpers/persistedOperations.ts";
import { withDataDirDatabase } from "../helpers/seed.ts";

/** An administrator, a chipped and sterilised dog in the shelter with its adopter linked, who may not adopt; no núcleo zoológico. */
function seed(dataDir: string): Promise<number> {
  return withDataDirDatabase(dataDir, async (db) => {
    await db.usuario.create({ data: { username: "directora", password: await hashPassword("secreto1"), email: "d@refugio.test", rolId: 1 } });
    await db.usuario.create({ data: { username: "cuidadora", password: await hashPassword("secreto1"), email: "c@refugio.test", rolId: 2 } });
    await db.refugio.create({ data: { id: 1, nombre: "Refugio de Écija" } });
    const adopter = await db.persona.create({
      data: { dni: "33333333P", nombre: "Lucía", apellido1: "Adoptante", localidad: "Osuna", provincia: "Sevilla", telefono1: "600123123", adopcion: false },
    });
    const animal = await db.animal.create({
      data: { registro: "2026/AD-1", nombre: "Canela", identificacion: "941000024681357", esterilizado: true, tipoId: 1, tallaId: 2, sexoId: 2 },
    });
    const stay = await db.entradaSalida.create({
      data: { animalId: animal.id, procedenciaId: 2, destinoId: 6, fechaLlegada: new Date(Date.UTC(2026, 0, 10)), datosSalidaId: adopter.id },
    });
    await db.observacion.create({
      data: { entradaSalidaId: stay.id, descripcion: "Vacuna polivalente", tratamiento: true, tratamientoFechaInicio: new Date(Date.UTC(2026, 0, 12, 9)) },
    });
    return animal.id;
  });
}

const CANNOT_ADOPT = "El adoptante no está marcado como 'Puede adoptar'";
const AGE_UNKNOWN = "No consta que el adoptante sea mayor de edad";
const NO_NUCLEO = "Falta el nº de registro de núcleo zoológico del refugio";

describe("adoption conditions in the browser", () => {
  let animalId = 0;
  const { server, browser, page } = browserForSuite({
    seed: async (dataDir) => {
      animalId = await seed(dataDir);
    },
    page: { viewport: { width: 1280, height: 1000 } },
    login: { username: "directora", password: "secreto1" },
  });

  const panel = () => page.getByRole("tabpanel");
  const conditions = () => panel().getByTestId("condiciones-adopcion");
  const focusedField = () => page.evaluate(() => document.activeElement?.closest("[data-field]")?.getAttribute("data-field"));
  const openFicha = () => page.goto(`${server.url}/animales?id=${animalId}`);
  async function chooseAdopcion(p: Page) {
    await chooseOption(p, "Destino", "Adopción");
  }

  test("1. the blocked adoption lists what is missing at 1280 and 390 px; each link opens the field that fixes it", async () => {
    await openFicha();
    await chooseAdopcion(page);
    await expect.poll(() => conditions().textContent()).toContain(CANNOT_ADOPT);
    const listed = (await conditions().textContent()) ?? "";
    expect(listed).toContain(AGE_UNKNOWN);
    expect(listed).toContain(NO_NUCLEO);
    await screenshot(page, "adopcion-01-condiciones-1280");
    await page.setViewportSize({ width: 390, height: 844 });
    await conditions().scrollIntoViewIfNeeded();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await screenshot(page, "adopcion-01-condiciones-390");
    await page.setViewportSize({ width: 1280, height: 1000 });

    // The adopter's confirmation: the Salida tab opens with its field focused.
    await conditions().getByRole("link", { name: "Ir a «Es mayor de edad» en los datos del adoptante" }).click();
    await expect.poll(() => page.getByRole("tab", { name: "Salida", exact: true }).getAttribute("aria-selected")).toBe("true");
    await expect.poll(focusedField).toBe("mayorEdad");
    await screenshot(page, "adopcion-02-enlace-adoptante");

    // Back on General, the destino chosen before following the link is still there, unsaved.
    await page.getByRole("tab", { name: "General", exact: true }).click();
    expect(
      await panel()
        .getByRole("button", { name: /Destino$/ })
        .textContent(),
    ).toContain("Adopción");
    await expect.poll(() => conditions().textContent()).toContain(CANNOT_ADOPT);

    // An employee, who cannot open 'Datos del refugio', is told whom to ask instead of given a link there.
    const employee = await openPage(browser, { width: 1280, height: 1000 });
    await employee.goto(server.url);
    await login(employee, "cuidadora", "secreto1");
    await employee.goto(`${server.url}/animales?id=${animalId}`);
    await chooseAdopcion(employee);
    const employeeConditions = employee.getByRole("tabpanel").getByTestId("condiciones-adopcion");
    await expect.poll(() => employeeConditions.textContent()).toContain("(Ley 7/2023, art. 58.4). Pida a un administrador que complete los datos del refugio.");
    const employeeLinks = await employeeConditions.getByRole("link", { name: "Ir a Datos del refugio" }).count();
    await employee.context().close();
    expect(employeeLinks).toBe(0);

    // The núcleo zoológico: 'Datos del refugio' opens on it.
    await conditions().getByRole("link", { name: "Ir a Datos del refugio" }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe("/datos-refugio");
    await expect.poll(focusedField).toBe("nucleoZoologico");
    await screenshot(page, "adopcion-03-enlace-refugio");
  });

  test("2. the conditions are read as the Destino list opens: choosing Adopción shows them without waiting for the server", async () => {
    await openFicha();
    const isConditionsQuery = (request: Request) => request.url().endsWith("/graphql") && appOperationName(request.postData()) === "AdoptionConditionsQuery";
    const read = page.waitForResponse((response) => isConditionsQuery(response.request()));
    await panel()
      .getByRole("button", { name: /Destino$/ })
      .click();
    await read;
    // From here on the server never answers them: what shows can only come from the read above.
    const held: Route[] = [];
    await page.route("**/graphql", (route) => (isConditionsQuery(route.request()) ? void held.push(route) : route.fallback()));
    try {
      await page.getByRole("option", { name: /^Adopción/ }).click();
      await expect.poll(() => conditions().textContent()).toContain(CANNOT_ADOPT);
    } finally {
      await Promise.all(held.map((route) => route.continue()));
      await page.unroute("**/graphql");
    }
  });

  test("3. saving is refused; the administrator overrides with a written reason", async () => {
    await openFicha();
    await chooseAdopcion(page);
    await expect.poll(() => conditions().textContent()).toContain(CANNOT_ADOPT);
    await panel().getByRole("button", { name: "Guardar" }).click();
    const dialog = page.getByRole("alertdialog", { name: "Registrar sin cumplir las condiciones" });
    await dialog.waitFor();
    expect(await dialog.textContent()).toContain(`No se puede registrar la adopción: ${CANNOT_ADOPT}`);
    await dialog.getByRole("button", { name: "Registrar igualmente" }).click();
    await expect.poll(() => dialog.textContent()).toContain("Escriba el motivo para registrar la adopción sin cumplir las condiciones");
    await dialog.getByLabel("Motivo de la excepción").fill("La junta lo aprobó; el núcleo zoológico está en trámite");
    await screenshot(page, "adopcion-04-excepcion");
    await dialog.getByRole("button", { name: "Registrar igualmente" }).click();
    await expect.poll(() => toast(page).textContent()).toContain("Entrada/salida guardada correctamente");
    await expect.poll(() => page.getByRole("grid", { name: "Entradas y salidas" }).getByRole("row").nth(1).textContent()).toContain("Adopción");
    await screenshot(page, "adopcion-05-registrada");
  });

  test("4. the adoption pack from the exit: its preview, and the PDF read back", async () => {
    await openFicha();
    await chooseOption(panel(), "Tipo de informe", "Información del animal para el adoptante");
    const [response] = await Promise.all([
      page.waitForResponse((answer) => new URL(answer.url()).pathname.startsWith("/api/reports/documentos/")),
      panel().getByRole("button", { name: "Generar informe" }).click(),
    ]);
    const preview = page.getByRole("dialog", { name: "Vista previa: Información del animal para el adoptante" });
    await preview.waitFor();
    await screenshot(page, "adopcion-06-informacion-adoptante");
    const bytes = await page.evaluate(async (path) => {
      const answer = await fetch(path, { headers: { authorization: `Bearer ${localStorage.getItem("token")}` } });
      return Array.from(new Uint8Array(await answer.arrayBuffer()));
    }, new URL(response.url()).pathname);
    const text = (await readPdf(Buffer.from(bytes))).text.replace(/[\s\u00a0]+/g, " ");
    for (const expected of ["Información del animal para el adoptante", "Canela", "941000024681357", "Vacuna polivalente", "Certificado veterinario"]) {
      expect(text).toContain(expected);
    }
  });
});
