import { createHash } from "node:crypto";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { openMigratedPglite } from "../../../tests/helpers/testDatabase.ts";
import type { Database } from "../db/client.ts";
import { fileInfo, locate, readFile, readVariant, removeFiles, saveFile, saveVariant } from "./fileStore.ts";
import { detectImage } from "./imageType.ts";

const sha256 = (text: string) => createHash("sha256").update(text).digest("hex");
const content = (text: string, mime = "image/png") => ({ bytes: Buffer.from(text), mime, extension: "png" });

describe("file store", () => {
  let database: Database;
  beforeAll(async () => {
    database = await openMigratedPglite();
  });
  afterAll(() => database.close());

  test("keeps the bytes under a generated name with their type, size and SHA-256, and finds them again", async () => {
    const db = database.prisma;
    const file = await saveFile(db, "fotos", content("abc"));
    expect(file.apiPath).toMatch(/^\/api\/uploads\/fotos\/[0-9a-f-]{36}\.png$/);
    expect(locate(file.apiPath)).toEqual(file);
    expect(await fileInfo(db, file.apiPath)).toEqual({ mime: "image/png", size: 3, sha256: sha256("abc") });
    expect(await readFile(db, file.apiPath)).toEqual({ mime: "image/png", size: 3, sha256: sha256("abc"), bytes: Buffer.from("abc") });
    expect(await removeFiles(db, [file.apiPath, null])).toEqual({ archivosEliminados: 1, archivosNoEncontrados: 0 });
    expect(await removeFiles(db, [file.apiPath])).toEqual({ archivosEliminados: 0, archivosNoEncontrados: 1 });
    expect(await readFile(db, file.apiPath)).toBeNull();
    expect(await fileInfo(db, file.apiPath)).toBeNull();
  });

  test("a file written in a transaction that fails is not kept", async () => {
    const db = database.prisma;
    let apiPath = "";
    await expect(
      db.$transaction(async (tx) => {
        apiPath = (await saveFile(tx, "documentos", content("%PDF-1.4", "application/pdf"))).apiPath;
        throw new Error("la escritura se rechaza");
      }),
    ).rejects.toThrow("la escritura se rechaza");
    expect(apiPath).not.toBe("");
    expect(await fileInfo(db, apiPath)).toBeNull();
  });

  test("a variant is kept apart from its file, replaced whole, and removed with it", async () => {
    const db = database.prisma;
    const file = await saveFile(db, "fotos", content("original"));
    expect(await readVariant(db, file.apiPath, "display")).toBeNull();
    expect(await saveVariant(db, file.apiPath, "display", { bytes: Buffer.from("copia 1"), mime: "image/jpeg" })).toBe(true);
    expect(await saveVariant(db, file.apiPath, "display", { bytes: Buffer.from("copia 2"), mime: "image/jpeg" })).toBe(true);
    expect(await readVariant(db, file.apiPath, "display")).toMatchObject({ bytes: Buffer.from("copia 2"), mime: "image/jpeg", sha256: sha256("copia 2") });
    expect(await fileInfo(db, file.apiPath, "display")).toEqual({ mime: "image/jpeg", size: 7, sha256: sha256("copia 2") });
    expect(await readFile(db, file.apiPath)).toMatchObject({ bytes: Buffer.from("original") });

    expect(await removeFiles(db, [file.apiPath])).toMatchObject({ archivosEliminados: 1 });
    expect(await readVariant(db, file.apiPath, "display")).toBeNull();
    expect(await db.archivoVariante.count({ where: { ruta: file.apiPath } })).toBe(0);
    expect(await saveVariant(db, file.apiPath, "display", { bytes: Buffer.from("huérfana"), mime: "image/jpeg" })).toBe(false);
    expect(await db.archivoVariante.count({ where: { ruta: file.apiPath } })).toBe(0);
    await expect(saveVariant(db, file.apiPath, "../../x", { bytes: Buffer.from("x"), mime: "image/jpeg" })).rejects.toThrow();
  });

  test("paths it did not generate name nothing", async () => {
    for (const apiPath of [
      "/api/uploads/fotos/../../secreto.txt",
      "/api/uploads/../secreto.txt",
      "/api/uploads/fotos/secreto.txt",
      "/api/uploads/otros/123e4567-e89b-12d3-a456-426614174000.png",
      "/api/uploads/fotos/123e4567-e89b-12d3-a456-426614174000.png/x",
      "/etc/passwd",
      "data:image/png;base64,AAAA",
    ]) {
      expect(locate(apiPath)).toBeNull();
    }
    await expect(saveFile(database.prisma, "fotos", { ...content("x"), extension: "../png" })).rejects.toThrow();
  });

  test("images are recognised by their bytes", async () => {
    expect(
      await detectImage(Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==", "base64")),
    ).toEqual({
      mime: "image/png",
      extension: "png",
    });
    expect(await detectImage(Buffer.from("%PDF-1.4\n"))).toBeNull();
    expect(await detectImage(Buffer.alloc(0))).toBeNull();
  });
});
