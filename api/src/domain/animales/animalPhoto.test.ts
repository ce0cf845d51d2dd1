import { describe, expect, test } from "vitest";
import { incomingBytes, insertAnimal, JPEG_24X12, jpegOfSize, PNG_1X1, realJpegOfSize, TEXT_AS_JPG } from "../../../../tests/helpers/fixtures.ts";
import { domainWorldForSuite } from "../../../../tests/helpers/domainDeps.ts";
import { isStored, storedBytes, storedVariants } from "../../../../tests/helpers/storedFiles.ts";
import { removeAnimalPhoto, uploadAnimalPhoto } from "./animalPhoto.ts";
import { MAX_PHOTO_BYTES } from "../rules/photo.ts";

describe("the ficha's photo", () => {
  const world = domainWorldForSuite(2);

  test("an image is stored by content under a generated name and the version goes up", async () => {
    const animal = await insertAnimal(world.deps.db);
    const updated = await uploadAnimalPhoto(world.deps, world.user, { id: animal.id, photo: incomingBytes(PNG_1X1) });
    expect(updated.fotografia).toMatch(/^\/api\/uploads\/fotos\/[0-9a-f-]{36}\.png$/);
    expect(updated.fotoVersion).toBe(1);
    expect(await storedBytes(world.deps.db, updated.fotografia!)).toEqual(PNG_1X1);
    expect(await storedVariants(world.deps.db, updated.fotografia!)).toEqual(["display", "web"]);
  });

  test("a non-image is refused by its content, whatever it is called, and nothing is stored", async () => {
    const animal = await insertAnimal(world.deps.db);
    const before = await world.storedFiles("fotos");
    await expect(uploadAnimalPhoto(world.deps, world.user, { id: animal.id, photo: incomingBytes(TEXT_AS_JPG) })).rejects.toMatchObject({
      httpStatus: 400,
      message: "Solo se permiten archivos de imagen",
    });
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    await expect(uploadAnimalPhoto(world.deps, world.user, { id: animal.id, photo: incomingBytes(svg) })).rejects.toMatchObject({ httpStatus: 400 });
    expect(await world.storedFiles("fotos")).toEqual(before);
    expect((await world.deps.db.animal.findUniqueOrThrow({ where: { id: animal.id } })).fotografia).toBeNull();
  });

  test("more than 5 MB is refused before anything is stored; exactly 5 MB is accepted", async () => {
    const animal = await insertAnimal(world.deps.db);
    const before = await world.storedFiles("fotos");
    await expect(uploadAnimalPhoto(world.deps, world.user, { id: animal.id, photo: incomingBytes(jpegOfSize(6 * 1024 * 1024)) })).rejects.toMatchObject({
      httpStatus: 413,
      message: "El archivo es demasiado grande. Máximo 5MB",
    });
    expect(await world.storedFiles("fotos")).toEqual(before);
    const atLimit = await uploadAnimalPhoto(world.deps, world.user, { id: animal.id, photo: incomingBytes(realJpegOfSize(MAX_PHOTO_BYTES)) });
    expect(atLimit.fotografia).toMatch(/\.jpg$/);
  });

  test("a missing file and an unknown animal are refused before reading anything", async () => {
    const animal = await insertAnimal(world.deps.db);
    await expect(uploadAnimalPhoto(world.deps, world.user, { id: animal.id, photo: null })).rejects.toMatchObject({
      message: "No se ha recibido ninguna fotografía",
    });
    let read = false;
    const spy = {
      read: async () => {
        read = true;
        return PNG_1X1;
      },
    };
    await expect(uploadAnimalPhoto(world.deps, world.user, { id: 987654, photo: spy })).rejects.toMatchObject({ httpStatus: 404 });
    await expect(uploadAnimalPhoto(world.deps, null, { id: animal.id, photo: spy })).rejects.toMatchObject({ httpStatus: 401 });
    expect(read).toBe(false);
  });

  test("a replaced photo's file is deleted; removing the photo deletes its file", async () => {
    const animal = await insertAnimal(world.deps.db);
    const first = await uploadAnimalPhoto(world.deps, world.user, { id: animal.id, photo: incomingBytes(PNG_1X1) });
    const second = await uploadAnimalPhoto(world.deps, world.user, { id: animal.id, photo: incomingBytes(JPEG_24X12) });
    expect(second.fotoVersion).toBe(2);
    expect(await isStored(world.deps.db, first.fotografia!)).toBe(false);
    expect(await storedVariants(world.deps.db, first.fotografia!)).toEqual([]);
    expect(await isStored(world.deps.db, second.fotografia!)).toBe(true);

    const removed = await removeAnimalPhoto(world.deps, world.user, { id: animal.id });
    expect(removed).toMatchObject({ fotografia: null, fotoVersion: 3 });
    expect(await isStored(world.deps.db, second.fotografia!)).toBe(false);
    expect(await removeAnimalPhoto(world.deps, world.user, { id: animal.id })).toMatchObject({ fotografia: null, fotoVersion: 3 });
  });

  test("when the database refuses the change, the new file and its copy do not stay behind", async () => {
    const animal = await insertAnimal(world.deps.db);
    const db = world.deps.db;
    await db.$executeRawUnsafe(`
      CREATE FUNCTION refuse_photo() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN RAISE EXCEPTION 'foto bloqueada por la prueba'; END $$`);
    await db.$executeRawUnsafe(`CREATE TRIGGER refuse_photo BEFORE UPDATE ON animales FOR EACH ROW EXECUTE FUNCTION refuse_photo()`);
    const before = await world.storedFiles("fotos");
    try {
      await expect(uploadAnimalPhoto(world.deps, world.user, { id: animal.id, photo: incomingBytes(PNG_1X1) })).rejects.toThrow(/foto bloqueada/);
    } finally {
      await db.$executeRawUnsafe(`DROP TRIGGER refuse_photo ON animales`);
      await db.$executeRawUnsafe(`DROP FUNCTION refuse_photo()`);
    }
    expect(await world.storedFiles("fotos")).toEqual(before);
    expect(await world.deps.db.archivoVariante.count({ where: { ruta: { notIn: before.map((name) => `/api/uploads/fotos/${name}`) } } })).toBe(0);
  });
});
