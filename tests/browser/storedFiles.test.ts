/**
 * Stored files as the spec's client loads them (spec section 7: 'cookies are sent with every
 * request'): the ficha's photo is a plain <img> of its API path with its version, which the
 * browser loads with the session cookie and caches; a document opens in a new tab on its own URL;
 * a generated document and the photo's original download from theirs. No blob: copies, no bearer
 * token on any of these requests. At 1440 px.
 */
import { readFile } from "node:fs/promises";
import sharp from "sharp";
import { beforeAll, describe, expect, test } from "vitest";
import { screenshot } from "../helpers/browser.ts";
import { apiLogin, browserForSuite } from "../helpers/journey.ts";
import { pdfWithText } from "../helpers/pdf.ts";
import { seedVeterinariaWithAnimal, type SeededAnimal, VETERINARIA } from "../helpers/seed.ts";

const RADIOGRAFIA = pdfWithText("Radiografia de la cadera: sin lesiones");

describe("stored files in the browser", () => {
  let seeded: SeededAnimal;
  const { server, page } = browserForSuite({
    seed: async (dataDir) => {
      seeded = await seedVeterinariaWithAnimal(dataDir, "2026/FOTO-1", [{ descripcion: "Radiografía", fechaHora: new Date("2026-02-22T10:00:00Z") }]);
    },
    page: { viewport: { width: 1440, height: 1000 } },
    login: VETERINARIA,
  });
  let original: Buffer;
  /** Every request the page makes for a stored file or PDF, with the headers it carried. */
  const fileRequests: { url: string; authorization?: string; cookie?: string }[] = [];

  beforeAll(async () => {
    const token = await apiLogin(server.url, VETERINARIA);
    const upload = async (url: string, field: string, file: Blob, name: string) => {
      const form = new FormData();
      form.append(field, file, name);
      const answer = await fetch(`${server.url}${url}`, { method: "POST", headers: { authorization: `Bearer ${token}` }, body: form });
      expect(answer.status, await answer.clone().text()).toBeLessThan(300);
      return answer.json();
    };
    original = await sharp({ create: { width: 3000, height: 2000, channels: 3, background: "#b07a4a" } })
      .composite([{ input: { create: { width: 1000, height: 1000, channels: 3, background: "#f4e1c1" } }, left: 1000, top: 500 }])
      .jpeg({ quality: 90 })
      .toBuffer();
    await upload(`/api/animales/${seeded.animalId}/upload-photo`, "photo", new Blob([new Uint8Array(original)], { type: "image/jpeg" }), "canela.jpg");
    const observaciones = await (
      await fetch(`${server.url}/api/entradas-salidas/${seeded.entradaSalidaId}/observaciones`, { headers: { authorization: `Bearer ${token}` } })
    ).json();
    const path = `/api/animales/${seeded.animalId}/entradas-salidas/${seeded.entradaSalidaId}/observaciones/${observaciones[0].id}/upload`;
    await upload(path, "document", new Blob([new Uint8Array(RADIOGRAFIA)], { type: "application/pdf" }), "radiografia.pdf");
    const informe = await fetch(`${server.url}/api/reports/generate`, {
      method: "POST",
      headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
      body: JSON.stringify({ type: "ficha-registral", animalId: seeded.animalId, entradaSalidaId: seeded.entradaSalidaId }),
    });
    expect(informe.status).toBe(200);

    page.context().on("request", async (request) => {
      const { pathname } = new URL(request.url());
      if (!/^\/api\/(uploads|reports\/documentos|animales\/\d+\/photo)\//.test(pathname)) return;
      const headers = await request.allHeaders();
      fileRequests.push({ url: pathname, authorization: headers.authorization, cookie: headers.cookie });
    });
  });

  test("the ficha's photo is a plain <img> of its API path and version, loaded with the session cookie", async () => {
    await page.goto(`${server.url}/animales?id=${seeded.animalId}`);
    const img = page.getByTestId("animal-photo").locator("img");
    await expect.poll(() => img.getAttribute("src")).toMatch(/^\/api\/uploads\/fotos\/[0-9a-f-]{36}\.jpg\?v=1$/);
    await expect.poll(() => img.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth)).toBe(2000);
    expect(await img.evaluate((element: HTMLImageElement) => element.naturalHeight)).toBe(1333);
    expect(fileRequests[0]).toEqual({
      url: expect.stringMatching(/^\/api\/uploads\/fotos\//),
      authorization: undefined,
      cookie: expect.stringMatching(/(^|; )refugio_sesion=/),
    });
    expect(await page.evaluate(() => [...document.images].filter((image) => image.src.startsWith("blob:")).length)).toBe(0);
    await screenshot(page, "archivos-01-ficha-foto");
  });

  test("'Descargar original' downloads the photo exactly as it was uploaded", async () => {
    const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("link", { name: "Descargar original" }).click()]);
    expect(download.suggestedFilename()).toBe("foto-2026-foto-1.jpg");
    expect((await readFile((await download.path())!)).equals(original)).toBe(true);
  });

  test("an observation's document opens in a new tab on its own URL", async () => {
    await page.goto(`${server.url}/animales?id=${seeded.animalId}&es=${seeded.entradaSalidaId}&tab=observaciones`);
    const link = page.getByRole("row").filter({ hasText: "Radiografía" }).getByRole("link", { name: "Ver documento" });
    const href = await link.getAttribute("href");
    expect(href).toMatch(/^\/api\/uploads\/documentos\/[0-9a-f-]{36}\.pdf$/);
    await screenshot(page, "archivos-02-observacion-con-documento");
    const [tab] = await Promise.all([page.context().waitForEvent("page"), link.click()]);
    const answer = await tab.waitForResponse((response) => new URL(response.url()).pathname === href);
    expect(answer.status()).toBe(200);
    expect(new URL(tab.url()).pathname).toBe(href);
    await tab.waitForLoadState();
    expect(await tab.evaluate(() => document.contentType)).toBe("application/pdf");
    await tab.close();
  });

  test("a generated document downloads from its pdfUrl", async () => {
    await page.goto(`${server.url}/animales?id=${seeded.animalId}`);
    const documentos = page.getByRole("grid", { name: /Documentos generados/ });
    const link = documentos.getByRole("link", { name: /^Descargar Ficha registral animal del / });
    expect(await link.getAttribute("href")).toMatch(/^\/api\/reports\/documentos\/\d+$/);
    const [download] = await Promise.all([page.waitForEvent("download"), link.click()]);
    expect(download.suggestedFilename()).toMatch(/^ficha-registral-2026-foto-1-\d{4}-\d{2}-\d{2}\.pdf$/);
    expect((await readFile((await download.path())!)).subarray(0, 5).toString("latin1")).toBe("%PDF-");
    // The download went out with the cookie alone (the server answers no file without a session), and no request for a file carried the bearer token.
    expect(fileRequests.filter((request) => request.authorization !== undefined)).toEqual([]);
  });
});
