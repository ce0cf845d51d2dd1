/**
 * Signing in the browser (issue 28): an adoption contract signed at the shelter on a phone-sized
 * touch screen (390 px), a reconocimiento sent for remote signing and signed from the e-mailed
 * link at 1024 px (a real SMTP server on loopback), and both verified on /verificar.
 */
import { createHash } from "node:crypto";
import type { Page } from "playwright-core";
import { describe, expect, test } from "vitest";
import { hashPassword } from "../../api/src/domain/auth/passwords.ts";
import { login, screenshot } from "../helpers/browser.ts";
import { forSuite } from "../helpers/forSuite.ts";
import { apiLogin, browserForSuite, openPage } from "../helpers/journey.ts";
import { pdfImages, readPdf } from "../helpers/pdf.ts";
import { withDataDirDatabase } from "../helpers/seed.ts";
import { startSmtpServer } from "../helpers/smtpServer.ts";
import { SHELTER } from "../helpers/fixtures.ts";

const TOUCH = { hasTouch: true, isMobile: true };

/** The seeded adoption's animal and E/S. */
const seeded = { animalId: 0, entradaSalidaId: 0 };

async function seed(dataDir: string) {
  await withDataDirDatabase(dataDir, async (db) => {
    await db.usuario.create({
      data: { username: "gestora", password: await hashPassword("secreto1"), email: "g@refugio.test", rolId: 1, nombreCompleto: "Gestora del Refugio" },
    });
    await db.refugio.create({ data: { id: 1, ...SHELTER } });
    const persona = await db.persona.create({
      data: {
        dni: "X1234567L",
        nombre: "Lucía",
        apellido1: "Peña",
        localidad: "Écija",
        provincia: "Sevilla",
        telefono1: "955000000",
        email: "lucia@correo.test",
        mayorEdad: true,
      },
    });
    const animal = await db.animal.create({
      data: { registro: "2026/FI-1", nombre: "Canela", identificacion: "941000024681357", esterilizado: true, tipoId: 1, tallaId: 2, sexoId: 2 },
    });
    seeded.animalId = animal.id;
    const stay = await db.entradaSalida.create({
      data: {
        animalId: animal.id,
        procedenciaId: 1,
        destinoId: 3,
        fechaLlegada: new Date(Date.UTC(2026, 0, 10)),
        fechaSalida: new Date(Date.UTC(2026, 1, 1)),
        datosSalidaId: persona.id,
      },
    });
    seeded.entradaSalidaId = stay.id;
  });
}

/** A signature drawn with the pointer across the pad named `label`. */
async function drawSignature(page: Page, label: string) {
  const pad = page.getByRole("img", { name: label });
  // The mouse moves in the viewport's coordinates: the pad must be on screen.
  await pad.scrollIntoViewIfNeeded();
  const box = await pad.boundingBox();
  if (!box) throw new Error(`No signature pad ${label}`);
  await page.mouse.move(box.x + 20, box.y + box.height * 0.7);
  await page.mouse.down();
  for (let step = 1; step <= 12; step++)
    await page.mouse.move(box.x + 20 + step * ((box.width - 40) / 12), box.y + box.height * (0.7 - 0.4 * Math.sin(step / 2)), { steps: 3 });
  await page.mouse.up();
}

describe("signing documents in the browser", () => {
  const smtp = forSuite(startSmtpServer);
  const { server, browser } = browserForSuite({ seed });
  const sha = (bytes: Buffer) => createHash("sha256").update(bytes).digest("hex");

  async function api(token: string, method: string, path: string, body?: unknown) {
    const response = await fetch(`${server.url}${path}`, {
      method,
      headers: { authorization: `Bearer ${token}`, origin: server.url, ...(body ? { "content-type": "application/json" } : {}) },
      body: body ? JSON.stringify(body) : undefined,
    });
    return response;
  }

  async function generated(token: string, type: string, params: Record<string, unknown>) {
    const response = await api(token, "POST", "/api/reports/generate", { type, ...seeded, ...params });
    expect(response.status, await response.clone().text()).toBe(200);
    return Number((await response.json()).pdfUrl.split("/").at(-1));
  }

  async function verified(page: Page, pdf: Buffer) {
    await page.goto(`${server.url}/verificar`);
    await page.getByLabel("Documento PDF").setInputFiles({ name: "firmado.pdf", mimeType: "application/pdf", buffer: pdf });
    await expect.poll(() => page.locator("output").textContent()).toContain("Coincide con un documento del archivo");
    const altered = Buffer.from(pdf);
    altered.writeUInt8(altered.readUInt8(100) ^ 1, 100);
    await page.getByLabel("Documento PDF").setInputFiles({ name: "cambiado.pdf", mimeType: "application/pdf", buffer: altered });
    await expect.poll(() => page.locator("output").textContent()).toContain("No coincide con ningún documento del archivo");
  }

  test("an adoption contract signed at the shelter on a 390 px touch screen, then verified", async () => {
    const token = await apiLogin(server.url, { username: "gestora", password: "secreto1" });
    const id = await generated(token, "contrato-adopcion", { fechaEntregaContrato: "2026-02-01", compromisoAdoptante: "" });
    const page = await openPage(browser, { width: 390, height: 844 }, TOUCH);
    try {
      await page.goto(server.url);
      await login(page, "gestora", "secreto1");
      await page.goto(`${server.url}/documentos/${id}/firmar`);
      await page.getByTitle("Documento para firmar").waitFor();
      const persona = page.getByRole("group", { name: "La persona" });
      // Prefilled from the document's person; a DNI that is not theirs is refused before anything is sent.
      await expect.poll(() => persona.getByLabel("Nombre y apellidos").inputValue()).toBe("Lucía Peña");
      expect(await persona.getByLabel("DNI/NIE").inputValue()).toBe("X1234567L");
      // 'Firmar' waits, and says for what.
      expect(await page.getByRole("button", { name: "Firmar", exact: true }).isDisabled()).toBe(true);
      expect(await page.getByTestId("firma-falta").textContent()).toBe("Para firmar, a la persona le falta marcar que ha leído el documento y la firma.");
      await persona.getByLabel("DNI/NIE").fill("00000000T");
      await persona.getByText("He leído el documento").click();
      await drawSignature(page, "Firma de la persona");
      await page.getByTestId("firma-falta").waitFor({ state: "detached" });
      const refugio = page.getByRole("group", { name: "Por el refugio" });
      // The staff member's own name, from their account.
      await expect.poll(() => refugio.getByLabel("Nombre y apellidos").inputValue()).toBe("Gestora del Refugio");
      await refugio.getByLabel("DNI/NIE").fill("12345678Z");
      await refugio.getByText("He leído el documento").click();
      await drawSignature(page, "Firma por el refugio");
      await page.getByRole("button", { name: "Firmar", exact: true }).click();
      expect(await page.getByRole("alert").textContent()).toBe("El DNI no coincide con el de la persona del documento");
      await persona.getByLabel("DNI/NIE").fill("X1234567L");
      await screenshot(page, "firma-refugio-390");
      await page.getByRole("button", { name: "Firmar", exact: true }).click();
      // The screen says so and shows the new archived version: the archive's next document.
      await page.getByRole("heading", { name: "Documento firmado" }).waitFor({ timeout: 30_000 });
      await page.getByTitle("Documento firmado").waitFor();
      await screenshot(page, "firmado-refugio-390");
      const signed = await (await api(token, "GET", `/api/reports/documentos/${id + 1}`)).arrayBuffer();
      const pdf = Buffer.from(signed);
      expect(await page.getByTestId("firma-hecha").textContent()).toContain(sha(pdf));
      expect(await page.getByTestId("firma-hecha").textContent()).toMatch(/Archivado como contrato-adopcion-.*-firmado\.pdf/);
      expect((await pdfImages(pdf)).filter((image) => image.encoding !== "smask").length).toBeGreaterThanOrEqual(2);
      const text = (await readPdf(pdf)).text.replace(/\s+/g, " ");
      expect(text).toContain("Hoja de evidencias de la firma electrónica");
      expect(text).toContain("Nombre: Gestora del Refugio");
      await verified(page, pdf);
      await screenshot(page, "verificar-390");
      // Both boxes signed: the contract's rows in the ficha offer no more signing.
      await page.goto(`${server.url}/animales?id=${seeded.animalId}`);
      const archive = page.getByRole("grid", { name: /Documentos generados/ });
      await expect.poll(() => archive.getByRole("row").filter({ hasText: "Contrato de adopción" }).count()).toBe(2);
      await archive.getByText(/^Firmado: Lucía Peña/).waitFor();
      expect(await archive.getByRole("link", { name: /^Firmar / }).count()).toBe(0);
      expect(await archive.getByRole("button", { name: /^Enviar para firmar / }).count()).toBe(0);
    } finally {
      await page.close();
    }
  });

  test("a reconocimiento sent for signing, signed from the e-mailed link at 1024 px, then verified", async () => {
    const token = await apiLogin(server.url, { username: "gestora", password: "secreto1" });
    expect((await api(token, "PUT", "/api/configuration", smtp.settingsJson())).status).toBe(200);
    const id = await generated(token, "declaracion-reconocimiento", { fechaEntregaReconocimiento: "2026-02-01", cantidadAbonadaReconocimiento: 0 });
    expect((await api(token, "POST", `/api/reports/documentos/${id}/enviar-firma`)).status).toBe(200);
    const link = /http\S+\/firmar\/[A-Za-z0-9_-]+/.exec((await smtp.nextMail()).text)?.[0] ?? "";
    const page = await openPage(browser, { width: 1024, height: 1200 }, TOUCH);
    try {
      await page.goto(link);
      await page.getByLabel("DNI/NIE").fill("X1234567L");
      await page.getByRole("button", { name: "Ver el documento" }).click();
      await page.getByTitle(/declaracion-reconocimiento/).waitFor();
      expect(await page.getByLabel("Nombre y apellidos").inputValue()).toBe("Lucía Peña");
      expect(await page.getByTestId("firma-falta").textContent()).toBe("Para firmar falta marcar que ha leído el documento y la firma.");
      await page.getByText("He leído el documento").click();
      await drawSignature(page, "Firma de la persona firmante");
      await screenshot(page, "firma-distancia-1024");
      await page.getByRole("button", { name: "Firmar el documento" }).click();
      await page.getByTestId("firma-remota-hecha").waitFor();
      expect(await page.context().cookies()).toEqual([]);
      const copies = [await smtp.nextMail(), await smtp.nextMail()];
      expect(copies.flatMap((copy) => copy.to).sort()).toEqual([SHELTER.email, "lucia@correo.test"].sort());
      const signedHash = (await page.getByTestId("firma-remota-hecha").textContent())?.match(/[0-9a-f]{64}/)?.[0] ?? "";
      await page.goto(`${server.url}/verificar`);
      await page.getByLabel("O pegue su SHA-256").fill(signedHash);
      await page.getByRole("button", { name: "Comprobar" }).click();
      await expect.poll(() => page.locator("output").textContent()).toContain("Firmado por Lucía Peña");
      // Times name their zone (the reader's; the public answer has no shelter zone).
      expect(await page.locator("output").textContent()).toMatch(/Firmado por Lucía Peña \([^)]+\) el \d{2}\/\d{2}\/\d{4}, \d{2}:\d{2} [A-Z][\w+:-]*\./);
      await screenshot(page, "verificar-1024");
      // At the shelter, the unsigned original still offers 'Firmar' for the shelter's box, and no
      // longer 'Enviar para firmar': the person has signed.
      await page.goto(server.url);
      await login(page, "gestora", "secreto1");
      await page.goto(`${server.url}/animales?id=${seeded.animalId}`);
      const rows = page
        .getByRole("grid", { name: /Documentos generados/ })
        .getByRole("row")
        .filter({ hasText: "Declaración de reconocimiento" });
      await expect.poll(() => rows.count()).toBe(2);
      const original = rows.filter({ hasNotText: "Firmado:" });
      await original.getByRole("link", { name: /^Firmar Declaración de reconocimiento/ }).waitFor();
      expect(await original.getByRole("button", { name: /^Enviar para firmar/ }).count()).toBe(0);
      await screenshot(page, "firma-pendiente-refugio-1024");
    } finally {
      await page.close();
    }
  });
});
