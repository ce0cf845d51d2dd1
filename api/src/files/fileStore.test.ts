import { existsSync } from "node:fs";
import { mkdtemp, readdir, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { createFileStore, type FileStore } from "./fileStore.ts";
import { detectImage } from "./imageType.ts";

describe("file store", () => {
  let dataDir: string;
  let store: FileStore;
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), "refugio-files-"));
    store = createFileStore(dataDir);
  });
  afterAll(() => rm(dataDir, { recursive: true, force: true }));

  test("saves under DATA_DIR/uploads/<kind> with a generated name and finds it again", async () => {
    const file = await store.save("fotos", Buffer.from("abc"), "png");
    expect(file.absolutePath.startsWith(path.join(dataDir, "uploads", "fotos") + path.sep)).toBe(true);
    expect(file.apiPath).toMatch(/^\/api\/uploads\/fotos\/[0-9a-f-]{36}\.png$/);
    expect(store.locate(file.apiPath)).toEqual(file);
    const opened = await store.open(file.apiPath);
    expect(opened?.size).toBe(3);
    expect(Buffer.concat(await opened!.stream().toArray())).toEqual(Buffer.from("abc"));
    expect(await store.read(file.apiPath)).toEqual(Buffer.from("abc"));
    expect(await store.remove(file.apiPath)).toBe("removed");
    expect(await store.remove(file.apiPath)).toBe("missing");
    expect(await store.read(file.apiPath)).toBeNull();
    expect(await store.open(file.apiPath)).toBeNull();
  });

  test("a variant is kept apart from its file, replaced whole, and removed with it", async () => {
    const file = await store.save("fotos", Buffer.from("original"), "jpg");
    expect(await store.readVariant(file.apiPath, "display")).toBeNull();
    expect(await store.saveVariant(file.apiPath, "display", Buffer.from("copia 1"))).toBe(true);
    expect(await store.saveVariant(file.apiPath, "display", Buffer.from("copia 2"))).toBe(true);
    expect(await store.readVariant(file.apiPath, "display")).toEqual(Buffer.from("copia 2"));
    expect(await readdir(path.join(dataDir, "uploads", "fotos"))).toEqual([file.name]);
    expect(await readdir(path.join(dataDir, "uploads", "variantes", "fotos", file.name))).toEqual(["display"]);
    // No API path reaches the variants' folder.
    expect(store.locate(`/api/uploads/variantes/${file.name}`)).toBeNull();

    expect(await store.remove(file.apiPath)).toBe("removed");
    expect(await store.readVariant(file.apiPath, "display")).toBeNull();
    expect(await readdir(path.join(dataDir, "uploads", "variantes", "fotos"))).toEqual([]);
    expect(await store.saveVariant(file.apiPath, "display", Buffer.from("huérfana"))).toBe(false);
    await expect(store.readVariant(file.apiPath, "../../x")).rejects.toThrow();
  });

  test("paths it did not generate name nothing, so they can never reach other files", async () => {
    const secret = path.join(dataDir, "secreto.txt");
    await writeFile(secret, "no tocar");
    for (const apiPath of [
      "/api/uploads/fotos/../../secreto.txt",
      "/api/uploads/../secreto.txt",
      "/api/uploads/fotos/secreto.txt",
      "/api/uploads/otros/123e4567-e89b-12d3-a456-426614174000.png",
      "/api/uploads/fotos/123e4567-e89b-12d3-a456-426614174000.png/x",
      "/etc/passwd",
      "data:image/png;base64,AAAA",
    ]) {
      expect(store.locate(apiPath)).toBeNull();
      expect(await store.remove(apiPath)).toBe("missing");
      expect(await store.read(apiPath)).toBeNull();
    }
    expect(existsSync(secret)).toBe(true);
    await expect(store.save("fotos", Buffer.from("x"), "../png")).rejects.toThrow();
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
