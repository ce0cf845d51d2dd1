/**
 * Files are kept with the records that name them (files/fileStore.ts): a write the server refuses,
 * or one whose transaction fails, leaves no file behind; a replaced or deleted record takes its
 * files with it, and the cascade deletes count them. After every step, each kept file is named by
 * a record and each copy belongs to a kept file.
 */
import { describe, expect, test } from "vitest";
import { insertAnimal, insertObservation, insertStay, JPEG_24X12, PNG_1X1, TEXT_AS_JPG } from "../helpers/fixtures.ts";
import { multipartBody } from "../helpers/multipart.ts";
import { pdfWithText } from "../helpers/pdf.ts";
import { testAppForSuite } from "../helpers/testApp.ts";

describe("files are kept with the records that name them", () => {
  const t = testAppForSuite({ users: { directora: 1 } });

  const upload = (url: string, field: string, contentType: string, bytes: Buffer) =>
    t.rest({ method: "POST", url, token: t.tokens.directora, ...multipartBody([{ field, filename: "archivo", contentType, bytes }]) });

  /** Every kept file's path, and those no record names (which must never exist). */
  async function keptFiles(): Promise<{ files: number; variants: number; unnamed: string[] }> {
    const unnamed = await t.db.prisma.$queryRaw<{ ruta: string }[]>`
      SELECT ruta FROM archivos a
      WHERE NOT EXISTS (SELECT 1 FROM animales WHERE fotografia = a.ruta)
        AND NOT EXISTS (SELECT 1 FROM observaciones WHERE documentacion = a.ruta)
        AND NOT EXISTS (SELECT 1 FROM refugio WHERE logo = a.ruta)
        AND NOT EXISTS (SELECT 1 FROM documentos_generados WHERE archivo = a.ruta)`;
    return { files: await t.db.prisma.archivo.count(), variants: await t.db.prisma.archivoVariante.count(), unnamed: unnamed.map((row) => row.ruta) };
  }

  /** Makes every UPDATE of `table` fail inside its transaction, as a database error would. */
  async function refusingUpdates<T>(table: string, work: () => Promise<T>): Promise<T> {
    await t.db.prisma.$executeRawUnsafe(
      `CREATE FUNCTION refuse_update() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION 'rechazado por la prueba'; END $$`,
    );
    await t.db.prisma.$executeRawUnsafe(`CREATE TRIGGER refuse_update BEFORE UPDATE ON ${table} FOR EACH ROW EXECUTE FUNCTION refuse_update()`);
    try {
      return await work();
    } finally {
      await t.db.prisma.$executeRawUnsafe(`DROP TRIGGER refuse_update ON ${table}`);
      await t.db.prisma.$executeRawUnsafe("DROP FUNCTION refuse_update()");
    }
  }

  test("refused writes leave no file: a non-image photo, an unknown ficha, a failing transaction, a document for an unknown observation", async () => {
    const animal = await insertAnimal(t.db.prisma);
    const stay = await insertStay(t.db.prisma, animal.id);
    const observacion = await insertObservation(t.db.prisma, stay.id);
    const before = await keptFiles();

    expect((await upload(`/api/animales/${animal.id}/upload-photo`, "photo", "image/jpeg", TEXT_AS_JPG)).statusCode).toBe(400);
    expect((await upload("/api/animales/987654/upload-photo", "photo", "image/jpeg", JPEG_24X12)).statusCode).toBe(404);
    const failed = await refusingUpdates("animales", () => upload(`/api/animales/${animal.id}/upload-photo`, "photo", "image/jpeg", JPEG_24X12));
    expect(failed.statusCode).toBe(500);
    const failedDocument = await refusingUpdates("observaciones", () =>
      upload(`/api/animales/${animal.id}/entradas-salidas/${stay.id}/observaciones/${observacion.id}/upload`, "document", "application/pdf", pdfWithText("x")),
    );
    expect(failedDocument.statusCode).toBe(500);
    const failedLogo = await refusingUpdates("refugio", () => upload("/api/refugio/logo", "logo", "image/png", PNG_1X1));
    expect(failedLogo.statusCode).toBe(500);

    expect(await keptFiles()).toEqual(before);
    expect(await t.db.prisma.animal.findUniqueOrThrow({ where: { id: animal.id }, select: { fotografia: true } })).toEqual({ fotografia: null });
  });

  test("a replaced photo takes its copy with it; the cascade delete counts what it removed and leaves nothing", async () => {
    const animal = await insertAnimal(t.db.prisma);
    const stay = await insertStay(t.db.prisma, animal.id);
    const observacion = await insertObservation(t.db.prisma, stay.id);
    const before = await keptFiles();
    expect((await upload(`/api/animales/${animal.id}/upload-photo`, "photo", "image/png", PNG_1X1)).statusCode).toBe(200);
    expect((await upload(`/api/animales/${animal.id}/upload-photo`, "photo", "image/jpeg", JPEG_24X12)).statusCode).toBe(200);
    const documentUrl = `/api/animales/${animal.id}/entradas-salidas/${stay.id}/observaciones/${observacion.id}/upload`;
    expect((await upload(documentUrl, "document", "application/pdf", pdfWithText("primero"))).statusCode).toBe(200);
    expect((await upload(documentUrl, "document", "application/pdf", pdfWithText("segundo"))).statusCode).toBe(200);
    // One photo with its two copies (display and web) and one document: the replaced ones went in the same transactions.
    expect(await keptFiles()).toEqual({ files: before.files + 2, variants: before.variants + 2, unnamed: [] });

    const deleted = await t.rest({
      method: "DELETE",
      url: `/api/animales/${animal.id}/cascada`,
      token: t.tokens.directora,
      payload: { confirmacion: "SEGURO" },
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(deleted.json().detalles).toMatchObject({ archivosEliminados: 2, archivosNoEncontrados: 0 });
    expect(await keptFiles()).toEqual(before);
  });
});
