/**
 * The Observaciones tab as a veterinarian uses it, in a browser whose clock is not the shelter's
 * (America/Bogota against Europe/Madrid): a treatment with a real PDF through the dialog (the
 * counter, 'Es tratamiento', an end before the start), the row in the tab and in 'Tratamientos en
 * curso', the document opened in a new tab through its authorised URL, 'Solo los tratamientos',
 * the treatment edited into a plain observation, its delete with the file, an upload refused by
 * content that keeps its observation, a sanitary observation marked in the tab and carried into the
 * adopter's information; at desktop width and at 390 px.
 */
import { CalendarDateTime, toZoned } from "@internationalized/date";
import { beforeAll, describe, expect, test } from "vitest";
import { chooseOption, screenshot, toast } from "../helpers/browser.ts";
import { apiLogin, browserForSuite } from "../helpers/journey.ts";
import { pdfWithText, readPdf } from "../helpers/pdf.ts";
import { appOperationName } from "../helpers/persistedOperations.ts";
import { seedVeterinariaWithAnimal, VETERINARIA, type SeededAnimal, withDataDirDatabase } from "../helpers/seed.ts";

const SHELTER_ZONE = "Europe/Madrid";
const BROWSER_ZONE = "America/Bogota";
/** 02/03/2026 00:30 in the shelter, 01/03/2026 18:30 in the browser's zone. */
const SEEDED_AT = new Date("2026-03-01T23:30:00Z");
const PAUTA = pdfWithText("Pauta: amoxicilina cada 12 horas");
const EXECUTABLE_AS_PDF = Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0]), Buffer.alloc(120, 0x90)]);

/** Canela's open E/S with two observations, and an earlier stay that ended in an adoption (she was returned). */
async function seed(dataDir: string): Promise<SeededAnimal & { adoptedStayId: number }> {
  const seeded = await seedVeterinariaWithAnimal(dataDir, "2026/OBS-1", [
    { descripcion: "Come bien", fechaHora: new Date("2026-02-21T09:00:00Z") },
    { descripcion: "Colirio", fechaHora: SEEDED_AT, tratamiento: true, tratamientoFechaInicio: SEEDED_AT },
  ]);
  const adopted = await withDataDirDatabase(dataDir, (db) =>
    db.entradaSalida.create({
      data: { animalId: seeded.animalId, procedenciaId: 2, destinoId: 3, fechaLlegada: new Date("2025-03-01"), fechaSalida: new Date("2025-05-10") },
    }),
  );
  return { ...seeded, adoptedStayId: adopted.id };
}

describe("observations and treatments in the browser", () => {
  let seeded: Awaited<ReturnType<typeof seed>>;
  const { server, page } = browserForSuite({
    seed: async (dataDir) => {
      seeded = await seed(dataDir);
    },
    env: { TIME_ZONE: SHELTER_ZONE },
    page: { viewport: { width: 1440, height: 1000 }, timezoneId: BROWSER_ZONE },
    login: VETERINARIA,
  });
  let token: string;
  /** Reads of the tab's page from the server since login: saving and deleting must not cause any. */
  let tabRefetches = 0;
  beforeAll(async () => {
    token = await apiLogin(server.url, VETERINARIA);
    page.on("request", (request) => {
      if (request.url().endsWith("/graphql") && appOperationName(request.postData()) === "ObservacionesTabRefetchQuery") tabRefetches++;
    });
  });

  const table = () => page.getByRole("grid", { name: /Observaciones de la entrada\/salida/ });
  const rows = () => table().getByRole("row");
  const row = (text: string) => rows().filter({ hasText: text });
  const dialog = () => page.getByRole("dialog");
  /** Ticks or unticks 'Es tratamiento' by its label, as a pointer does (the input itself is visually hidden). */
  const setTratamiento = async (checked: boolean) => {
    await dialog().getByText("Es tratamiento", { exact: true }).click();
    await expect.poll(() => dialog().getByRole("checkbox", { name: "Es tratamiento" }).isChecked()).toBe(checked);
  };
  const toastWith = (text: string) => toast(page).filter({ hasText: text }).first();
  const restObservaciones = async () =>
    (await fetch(`${server.url}/api/entradas-salidas/${seeded.entradaSalidaId}/observaciones`, { headers: { authorization: `Bearer ${token}` } })).json();
  /**
   * The documents the observations name, each served; every document named before and no longer
   * is checked to be gone from the server (the files live in its database).
   */
  const everyDocument = new Set<string>();
  const documents = async () => {
    const named: string[] = (await restObservaciones()).flatMap((o: { documentacion: string | null }) => (o.documentacion ? [o.documentacion] : []));
    for (const document of named) everyDocument.add(document);
    for (const document of everyDocument) {
      const answer = await fetch(`${server.url}${document}`, { headers: { authorization: `Bearer ${token}` } });
      expect(answer.status, document).toBe(named.includes(document) ? 200 : 404);
    }
    return named;
  };
  /** A date picker's segments as numbers: { día, mes, año, hora, minuto } (es-ES labels). */
  const pickerValue = async (label: string) => {
    const segments = dialog().getByRole("group", { name: label }).getByRole("spinbutton");
    const values: Record<string, number | null> = {};
    for (const segment of await segments.all()) {
      const name = ((await segment.getAttribute("aria-label")) ?? "").toLowerCase();
      const now = await segment.getAttribute("aria-valuenow");
      values[name] = now === null ? null : Number(now);
    }
    const find = (word: string) => Object.entries(values).find(([name]) => name.includes(word))?.[1] ?? null;
    return { day: find("día"), month: find("mes"), year: find("año"), hour: find("hora"), minute: find("minuto") };
  };

  test("1. the tab shows the shelter's times, not the browser's", async () => {
    await page.goto(`${server.url}/animales?id=${seeded.animalId}&es=${seeded.entradaSalidaId}&tab=observaciones`);
    await row("Colirio").waitFor();
    const colirio = await row("Colirio").textContent();
    expect(colirio).toContain("02/03/2026 00:30");
    expect(colirio).not.toContain("18:30");
    expect(await rows().count()).toBe(3);
  });

  test("2. a new treatment: the counter turns red above 200, 'Es tratamiento' starts it now, the end is never before the start", async () => {
    await page.getByRole("button", { name: "Nueva observación" }).click();
    await dialog().getByRole("heading", { name: "Nueva observación" }).waitFor();
    const descripcion = dialog().getByLabel("Descripción");
    const counter = dialog().getByTestId("contador");
    await descripcion.fill("a".repeat(200));
    expect(await counter.textContent()).toBe("200/250");
    expect(await counter.getAttribute("class")).not.toContain("text-red");
    const normalColor = await counter.evaluate((el) => getComputedStyle(el).color);
    await descripcion.fill("a".repeat(201));
    expect(await counter.textContent()).toBe("201/250");
    expect(await counter.getAttribute("class")).toContain("text-red-700");
    expect(await counter.evaluate((el) => getComputedStyle(el).color)).not.toBe(normalColor);
    await screenshot(page, "obs-01-contador-en-rojo");

    await descripcion.fill("Antibiótico cada 12 horas");
    await setTratamiento(true);
    // The start is now on the shelter's clock: its fields read back as a Madrid instant within minutes of now.
    const inicio = await pickerValue("Inicio del tratamiento");
    const startedAt = toZoned(new CalendarDateTime(inicio.year!, inicio.month!, inicio.day!, inicio.hour!, inicio.minute!), SHELTER_ZONE).toDate();
    expect(Math.abs(startedAt.getTime() - Date.now())).toBeLessThan(3 * 60_000);
    expect(await pickerValue("Fin del tratamiento")).toEqual({ day: null, month: null, year: null, hour: null, minute: null });

    // An end in 2020, long before the start, is refused and the dialog stays open.
    await dialog().getByRole("group", { name: "Fin del tratamiento" }).getByRole("spinbutton").first().click();
    await page.keyboard.type("010120201000");
    expect(await pickerValue("Fin del tratamiento")).toMatchObject({ day: 1, month: 1, year: 2020, hour: 10, minute: 0 });
    await dialog().getByRole("button", { name: "Guardar" }).click();
    await toastWith("La fecha de fin no puede ser anterior a la fecha de inicio").waitFor();
    await dialog().getByText("La fecha de fin no puede ser anterior a la fecha de inicio").waitFor();
    await screenshot(page, "obs-02-fin-antes-del-inicio");

    // Unticking clears both dates; ticking again starts it now with no end.
    await setTratamiento(false);
    expect(await dialog().getByRole("group", { name: "Fin del tratamiento" }).count()).toBe(0);
    await setTratamiento(true);
    expect((await pickerValue("Fin del tratamiento")).year).toBeNull();
    expect((await pickerValue("Inicio del tratamiento")).year).toBe(inicio.year);

    await dialog().locator('input[type="file"]').setInputFiles({ name: "pauta.pdf", mimeType: "application/pdf", buffer: PAUTA });
    expect(await dialog().getByTestId("documento-elegido").textContent()).toBe("pauta.pdf");
    tabRefetches = 0;
    await dialog().getByRole("button", { name: "Guardar" }).click();
    await toastWith("Observación creada correctamente").waitFor();
    await dialog().waitFor({ state: "detached" });

    // The new row is on top of the first page, with its document, straight from the mutation's answer.
    await expect.poll(() => rows().count()).toBe(4);
    const first = rows().nth(1);
    await expect.poll(() => first.textContent()).toContain("Antibiótico cada 12 horas");
    await first.getByRole("link", { name: "Ver documento" }).waitFor();
    expect(await first.textContent()).toContain("Sí");
    expect(await first.textContent()).toContain("-"); // no end
    expect(tabRefetches).toBe(0);
    expect(await documents()).toHaveLength(1);
    await screenshot(page, "obs-03-tratamiento-creado");
  });

  test("3. the document opens in a new tab on its API path, with the session's cookie", async () => {
    const [tab] = await Promise.all([page.context().waitForEvent("page"), row("Antibiótico").getByRole("link", { name: "Ver documento" }).click()]);
    const response = await tab.waitForResponse((answer) => answer.url().includes("/api/uploads/documentos/"));
    expect(response.status()).toBe(200);
    expect(new URL(tab.url()).pathname).toMatch(/^\/api\/uploads\/documentos\/[0-9a-f-]{36}\.pdf$/);
    expect((await response.request().allHeaders()).authorization).toBeUndefined();
    await tab.waitForLoadState();
    expect(await tab.evaluate(() => document.contentType)).toBe("application/pdf");
    await tab.close();

    // What the server sends: the same bytes as a PDF with a session, and nothing without one.
    const withSession = await fetch(response.url(), { headers: { authorization: `Bearer ${token}` } });
    expect(withSession.headers.get("content-type")).toBe("application/pdf");
    const bytes = Buffer.from(await withSession.arrayBuffer());
    expect(bytes.equals(PAUTA)).toBe(true);
    expect((await readPdf(bytes)).text).toContain("Pauta: amoxicilina cada 12 horas");
    expect((await fetch(response.url())).status).toBe(401);
  });

  test("4. 'Tratamientos en curso' lists it, on the shelter's clock, and leads back to the tab", async () => {
    await page.getByRole("link", { name: "Tratamientos en curso" }).click();
    await page.getByRole("heading", { name: "Tratamientos en curso" }).waitFor();
    const list = page.getByRole("grid", { name: "Tratamientos en curso" });
    const nuevo = list.getByRole("row").filter({ hasText: "Antibiótico cada 12 horas" });
    await nuevo.waitFor();
    expect(await nuevo.textContent()).toContain("0 días");
    expect(await nuevo.textContent()).toContain("Sin fecha de fin");
    expect(await list.getByRole("row").filter({ hasText: "Colirio" }).textContent()).toContain("02/03/2026 00:30");
    expect(await page.getByTestId("tratamientos-total").textContent()).toBe("2 tratamientos · 1 animal en tratamiento");
    await screenshot(page, "obs-04-tratamientos-en-curso");

    await nuevo.getByRole("link", { name: /Ver ficha de Canela/ }).click();
    await row("Antibiótico").waitFor();
  });

  test("5. 'Solo los tratamientos', then the treatment edited into a plain observation loses its dates", async () => {
    tabRefetches = 0;
    await page.getByText("Solo los tratamientos", { exact: true }).click();
    await expect.poll(() => rows().count()).toBe(3);
    expect(await row("Come bien").count()).toBe(0);
    // The switch does read from the server: the count of reads above would see one.
    expect(tabRefetches).toBe(1);
    await screenshot(page, "obs-05-solo-tratamientos");

    await row("Antibiótico")
      .getByRole("button", { name: /^Editar/ })
      .click();
    await dialog().getByRole("heading", { name: "Modificar observación" }).waitFor();
    await setTratamiento(false);
    await dialog().getByLabel("Descripción").fill("Antibiótico suspendido");
    tabRefetches = 0;
    await dialog().getByRole("button", { name: "Modificar" }).click();
    await toastWith("Observación modificada correctamente").waitFor();
    // No longer a treatment: it leaves the filtered table at once.
    await expect.poll(() => rows().count()).toBe(2);
    expect(tabRefetches).toBe(0);

    await page.getByText("Solo los tratamientos", { exact: true }).click();
    await row("Antibiótico suspendido").waitFor();
    const cells = await row("Antibiótico suspendido").getByRole("gridcell").allTextContents();
    expect(cells.slice(1, 4)).toEqual(["No", "-", "-"]);
    const stored = (await restObservaciones()).find((o: { descripcion: string }) => o.descripcion === "Antibiótico suspendido");
    expect(stored).toMatchObject({ tratamiento: false, tratamiento_fecha_inicio: null, tratamiento_fecha_fin: null });
    expect(stored.documentacion).toMatch(/^\/api\/uploads\/documentos\//);
  });

  test("6. deleting asks first, then removes the row and its document file", async () => {
    tabRefetches = 0;
    await row("Antibiótico suspendido")
      .getByRole("button", { name: /^Eliminar/ })
      .click();
    const confirm = page.getByRole("alertdialog", { name: "Eliminar observación" });
    await confirm.getByText("¿Está seguro de que desea eliminar esta observación?").waitFor();
    await confirm.getByRole("button", { name: "Eliminar" }).click();
    await toastWith("Observación eliminada correctamente").waitFor();
    await expect.poll(() => row("Antibiótico suspendido").count()).toBe(0);
    expect(await rows().count()).toBe(3);
    expect(tabRefetches).toBe(0);
    expect(await documents()).toEqual([]);
    expect((await restObservaciones()).map((o: { descripcion: string }) => o.descripcion)).toEqual(["Colirio", "Come bien"]);
  });

  test("7. an executable renamed .pdf is refused by content; the observation stays without it", async () => {
    await page.getByRole("button", { name: "Nueva observación" }).click();
    await dialog().getByLabel("Descripción").fill("Radiografía de la cadera");
    await dialog().locator('input[type="file"]').setInputFiles({ name: "radiografia.pdf", mimeType: "application/pdf", buffer: EXECUTABLE_AS_PDF });
    await dialog().getByRole("button", { name: "Guardar" }).click();
    await toastWith("Error al subir el documento").waitFor();
    expect(await toastWith("Error al subir el documento").textContent()).toContain(
      "Solo se permiten documentos PDF, JPEG, PNG o WebP. La observación se ha guardado sin él.",
    );
    await row("Radiografía de la cadera").waitFor();
    expect(await row("Radiografía de la cadera").getByRole("link", { name: "Ver documento" }).count()).toBe(0);
    expect(await documents()).toEqual([]);
    const kept = (await restObservaciones()).find((o: { descripcion: string }) => o.descripcion === "Radiografía de la cadera");
    expect(kept).toMatchObject({ documentacion: null });
    await screenshot(page, "obs-06-error-al-subir");
  });

  test("8. 'Sanitaria' ticked in the dialog: the row shows the mark and the adopter's information carries the observation", async () => {
    await page.getByRole("button", { name: "Nueva observación" }).click();
    await dialog().getByLabel("Descripción").fill("Otitis leve, limpieza de oídos");
    await dialog()
      .getByText(/^Sanitaria/)
      .click();
    await expect
      .poll(() =>
        dialog()
          .getByRole("checkbox", { name: /^Sanitaria/ })
          .isChecked(),
      )
      .toBe(true);
    await dialog().getByRole("button", { name: "Guardar" }).click();
    await toastWith("Observación creada correctamente").waitFor();
    const mark = (text: string) => row(text).getByTestId("observacion-sanitaria");
    await expect.poll(() => mark("Otitis leve").count()).toBe(1);
    expect(await mark("Otitis leve").textContent()).toBe("Sanitaria");
    // A treatment is sanitary by rule, ticked or not.
    expect(await mark("Colirio").count()).toBe(1);
    expect(await mark("Come bien").count()).toBe(0);
    expect(await mark("Radiografía de la cadera").count()).toBe(0);
    const stored = (await restObservaciones()).find((o: { descripcion: string }) => o.descripcion === "Otitis leve, limpieza de oídos");
    expect(stored).toMatchObject({ sanitaria: true, tratamiento: false });
    await screenshot(page, "obs-09-sanitaria");

    // The pack of Canela's earlier adoption holds the sanitary observations of all her stays, and no other.
    await page.goto(`${server.url}/animales?id=${seeded.animalId}&es=${seeded.adoptedStayId}`);
    const panel = page.getByRole("tabpanel");
    await chooseOption(panel, "Tipo de informe", "Información del animal para el adoptante");
    const [response] = await Promise.all([
      // A PDF made while the other suites load the machine can take longer than a click's wait.
      page.waitForResponse((answer) => new URL(answer.url()).pathname.startsWith("/api/reports/documentos/"), { timeout: 60_000 }),
      panel.getByRole("button", { name: "Generar informe" }).click(),
    ]);
    const preview = page.getByRole("dialog", { name: "Vista previa: Información del animal para el adoptante" });
    await preview.waitFor();
    const pdf = await fetch(response.url(), { headers: { authorization: `Bearer ${token}` } });
    const text = (await readPdf(Buffer.from(await pdf.arrayBuffer()))).text.replace(/[\s\u00a0]+/g, " ");
    expect(text).toContain("Otitis leve, limpieza de oídos");
    expect(text).toContain("Colirio");
    expect(text).not.toContain("Come bien");
    expect(text).not.toContain("Radiografía de la cadera");
    await preview.getByRole("button", { name: "Cerrar" }).click();
    // On that closed stay, a treatment left without an end ends with the stay, and the dialog says so.
    await page.getByRole("tab", { name: "Observaciones" }).click();
    await page.getByRole("button", { name: "Nueva observación" }).click();
    await setTratamiento(true);
    await expect.poll(() => dialog().getByText("Opcional; sin ella, termina con la estancia, el 10/05/2025").count()).toBe(1);
    // It starts on the exit day, the last it may start on (today would be refused), and saves as it is.
    expect(await pickerValue("Inicio del tratamiento")).toEqual({ day: 10, month: 5, year: 2025, hour: 0, minute: 0 });
    await dialog().getByLabel("Descripción").fill("Pipeta antiparasitaria el día de la adopción");
    await dialog().getByRole("button", { name: "Guardar" }).click();
    await expect.poll(() => toastWith("Observación creada correctamente").count()).toBe(1);
    await page.getByRole("grid").getByText("Pipeta antiparasitaria el día de la adopción").waitFor();
    await page.goto(`${server.url}/animales?id=${seeded.animalId}&es=${seeded.entradaSalidaId}&tab=observaciones`);
    await row("Otitis leve").waitFor();
  });

  test("9. at 390 px the rows are cards, the sanitary mark shows, and the dialog fits", async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.reload();
    await row("Colirio").waitFor();
    expect(await row("Otitis leve").getByTestId("observacion-sanitaria").isVisible()).toBe(true);
    await screenshot(page, "obs-07-tab-390");
    await page.getByRole("button", { name: "Nueva observación" }).click();
    await dialog().getByLabel("Descripción").fill("Curas diarias de la almohadilla");
    await setTratamiento(true);
    await screenshot(page, "obs-08-dialogo-390");
    const width = await dialog().evaluate((el) => el.getBoundingClientRect().width);
    expect(width).toBeLessThanOrEqual(390);
    await dialog().getByRole("button", { name: "Cancelar" }).click();
  });
});
