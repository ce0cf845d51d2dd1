/**
 * Public adoptables in the browser (issue 29): an employee publishes an animal from its ficha; it
 * appears on /adopta at 390 px (no session, no cookies, no JavaScript needed) and in the widget on
 * a plain HTML page of another origin (another 127.0.0.1 port); un-published, it is gone from both.
 */
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import type { Browser, Page } from "playwright-core";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import type { Db } from "../../api/src/db/client.ts";
import { screenshot, screenshotDir, toast } from "../helpers/browser.ts";
import { insertAnimal, insertStay, SHELTER } from "../helpers/fixtures.ts";
import { apiLogin, browserForSuite, DIRECTORA, openPage } from "../helpers/journey.ts";
import { withDataDirDatabase } from "../helpers/seed.ts";

const PHONE = { width: 390, height: 844 };

async function seed(db: Db) {
  await db.refugio.upsert({ where: { id: 1 }, create: { id: 1, ...SHELTER }, update: SHELTER });
  const canela = await insertAnimal(db, { nombre: "Canela", registro: "2026/0101", tipoId: 1, sexoId: 2, tallaId: 2, color: "Canela" });
  await insertStay(db, canela.id);
  // Already published, a cat: the widget asks for dogs only.
  const tizon = await insertAnimal(db, { nombre: "Tizón", registro: "2026/0102", tipoId: 2, sexoId: 1, tallaId: 1, publicadoAdopcion: true });
  await insertStay(db, tizon.id);
  return canela.id;
}

/** A shelter's own website on another origin, with the one line a volunteer pastes. */
function otherSite(appUrl: string): Promise<Server> {
  const html = `<!doctype html><html lang="es"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Protectora amiga</title></head><body><main><h1>Adopta un perro</h1>
<script src="${appUrl}/adopta/widget.js" data-especie="perro"></script></main></body></html>`;
  const server = createServer((_request, response) => response.writeHead(200, { "content-type": "text/html; charset=utf-8" }).end(html));
  return new Promise((resolve) => server.listen(0, "127.0.0.1", () => resolve(server)));
}

describe("public adoptables in the browser", () => {
  let canelaId: number;
  const { server, browser, page } = browserForSuite({
    seed: async (dataDir) => {
      canelaId = await withDataDirDatabase(dataDir, seed);
    },
    users: [DIRECTORA],
    page: { viewport: { width: 1366, height: 900 } },
    login: DIRECTORA,
  });
  let site: Server;
  let siteUrl: string;

  beforeAll(async () => {
    site = await otherSite(server.url);
    siteUrl = `http://127.0.0.1:${(site.address() as AddressInfo).port}/`;
    const token = await apiLogin(server.url, DIRECTORA);
    const upload = async (url: string, field: string, bytes: Buffer) => {
      const form = new FormData();
      form.append(field, new Blob([new Uint8Array(bytes)], { type: "image/png" }), `${field}.png`);
      expect((await fetch(`${server.url}${url}`, { method: "POST", headers: { authorization: `Bearer ${token}` }, body: form })).status).toBe(200);
    };
    const image = (width: number, height: number, background: string) =>
      sharp({ create: { width, height, channels: 4, background } })
        .png()
        .toBuffer();
    await upload(`/api/animales/${canelaId}/upload-photo`, "photo", await image(1600, 1200, "#c2410cff"));
    await upload("/api/refugio/logo", "logo", await image(200, 200, "#14532dff"));
  });
  afterAll(() => new Promise<void>((resolve) => site.close(() => resolve())));

  /** A visitor: a new browser context (no session, no cache) at 390 px. */
  async function visitor(run: (visit: Page) => Promise<void>, options: { javaScript?: boolean } = {}) {
    const visit = await openPage(browser as Browser, PHONE, { javaScriptEnabled: options.javaScript ?? true });
    try {
      await run(visit);
      expect(await visit.context().cookies()).toEqual([]);
    } finally {
      await visit.context().close();
    }
  }

  async function setPublished(on: boolean, description?: string) {
    await page.goto(`${server.url}/animales?id=${canelaId}`);
    const box = page.getByRole("checkbox", { name: "Publicar en adopción" });
    await box.waitFor({ state: "attached" });
    if ((await box.isChecked()) !== on) await page.getByText("Publicar en adopción", { exact: true }).click();
    if (description !== undefined) await page.getByLabel("Descripción pública").fill(description);
    await page.getByRole("button", { name: "Modificar" }).click();
    await expect.poll(() => toast(page).textContent()).toContain("Ficha registral modificada correctamente");
  }

  test("publishing from the ficha puts the animal on /adopta, at 390 px and without JavaScript", async () => {
    await setPublished(true, "Tranquila, buena con niños y con otros perros.");
    await screenshot(page, "adopta-01-ficha-publicada");

    await visitor(async (visit) => {
      await visit.goto(`${server.url}/adopta`);
      expect(await visit.title()).toBe(`Animales en adopción · ${SHELTER.nombre}`);
      const card = visit.getByRole("listitem").filter({ has: visit.getByRole("heading", { name: "Canela" }) });
      await card.waitFor();
      await expect.poll(() => card.textContent()).toContain("Tranquila, buena con niños y con otros perros.");
      await card.getByRole("img", { name: "Foto de Canela" }).evaluate((image: HTMLImageElement) => image.decode());
      expect(await card.getByRole("img").evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(720);
      await visit.getByRole("heading", { name: "Tizón" }).waitFor();
      await visit.getByRole("img", { name: `Logotipo de ${SHELTER.nombre}` }).evaluate((image: HTMLImageElement) => image.decode());
      expect(await visit.getByRole("link", { name: SHELTER.email }).getAttribute("href")).toBe(`mailto:${SHELTER.email}`);
      expect(await visit.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
      await screenshot(visit, "adopta-02-pagina-390");
    });

    await visitor(
      async (visit) => {
        await visit.goto(`${server.url}/adopta`);
        await visit.getByLabel("Especie").selectOption("gato");
        await visit.getByRole("button", { name: "Filtrar" }).click();
        await visit.waitForURL(/especie=gato/);
        await visit.getByRole("heading", { name: "Tizón" }).waitFor();
        expect(await visit.getByRole("heading", { name: "Canela" }).count()).toBe(0);
        // axe needs JavaScript in the page; the same page was checked with it above.
        await visit.screenshot({ path: path.join(screenshotDir, "adopta-03-filtro-sin-javascript.png"), fullPage: true });
      },
      { javaScript: false },
    );
  });

  test("the widget shows the same cards on another site, in its own shadow DOM", async () => {
    await visitor(async (visit) => {
      await visit.goto(siteUrl);
      const widget = visit.locator(".refugio-adopta");
      await widget.getByRole("heading", { name: "Canela" }).waitFor();
      expect(await widget.evaluate((host) => host.shadowRoot !== null && host.shadowRoot.mode === "open")).toBe(true);
      // data-especie="perro": the cat is not there.
      expect(await widget.getByRole("heading", { name: "Tizón" }).count()).toBe(0);
      const photo = widget.getByRole("img", { name: "Foto de Canela" });
      await photo.evaluate((image: HTMLImageElement) => image.decode());
      expect(await photo.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(720);
      expect(await widget.getByRole("link", { name: "Ver todos los animales en adopción" }).getAttribute("href")).toBe(`${server.url}/adopta`);
      await screenshot(visit, "adopta-04-widget-otro-sitio");
    });
  });

  test("un-published, the animal is gone from /adopta and from the widget", async () => {
    await setPublished(false);
    await visitor(async (visit) => {
      await visit.goto(`${server.url}/adopta`);
      await visit.getByRole("heading", { name: "Tizón" }).waitFor();
      expect(await visit.getByRole("heading", { name: "Canela" }).count()).toBe(0);
      await screenshot(visit, "adopta-05-despublicada");
    });
    await visitor(async (visit) => {
      await visit.goto(siteUrl);
      await visit.locator(".refugio-adopta").getByText("Ahora no hay animales en adopción.").waitFor();
      await screenshot(visit, "adopta-06-widget-vacio");
    });
  });
});
