import { beforeAll, describe, expect, test } from "vitest";
import { insertAnimal } from "../../../../tests/helpers/fixtures.ts";
import { domainWorldForSuite } from "../../../../tests/helpers/domainDeps.ts";
import { normaliseForSearch } from "../search/searchText.ts";
import { animalBatches, pageAnimals, searchAnimals } from "./searchAnimals.ts";

describe("searching the record list", () => {
  const world = domainWorldForSuite(3);
  let ids: Record<string, number>;
  beforeAll(async () => {
    const db = world.deps.db;
    ids = {
      pena: (await insertAnimal(db, { registro: "PEÑA-2026-01", nombre: "Óscar", identificacion: "941000ÁBC" })).id,
      gato: (await insertAnimal(db, { registro: "GAT-77", nombre: "Misi", identificacion: null })).id,
      otro: (await insertAnimal(db, { registro: "X-1", nombre: "Kira", identificacion: "chip-abc-55" })).id,
    };
  });

  const search = (term: string | null, window = { offset: 0 }) => searchAnimals(world.deps, world.user, { search: term, ...window });
  const registros = async (term: string) => (await search(term)).items.map((a) => a.registro);

  test("folding ignores case and accents", () => {
    expect(normaliseForSearch("PEÑA Ávila Çà")).toBe("pena avila ca");
  });

  test("registro fragments match ignoring case and accents", async () => {
    expect(await registros("pena")).toEqual(["PEÑA-2026-01"]);
    expect(await registros("PEÑA-2026")).toEqual(["PEÑA-2026-01"]);
    expect(await registros("gat")).toEqual(["GAT-77"]);
  });

  test("identificación and name fragments match too; every word must match", async () => {
    expect(await registros("abc")).toEqual(["X-1", "PEÑA-2026-01"]);
    expect(await registros("oscar")).toEqual(["PEÑA-2026-01"]);
    expect(await registros("KIRA chip")).toEqual(["X-1"]);
    expect(await registros("kira misi")).toEqual([]);
  });

  test("a whole number also finds the ficha with that Nº Id, and only as a whole", async () => {
    expect(await registros(String(ids.gato))).toContain("GAT-77");
    expect(await registros("99999999999")).toEqual([]);
  });

  test("no filter lists everything newest first with the total; pages are windows of it", async () => {
    const all = await search("   ");
    expect(all.items.map((r) => r.id)).toEqual([ids.otro, ids.gato, ids.pena]);
    expect(all.total).toBe(3);
    const second = await search(null, { offset: 1, limit: 1 } as { offset: number });
    expect(second).toEqual({ items: [expect.objectContaining({ id: ids.gato })], total: 3 });
    expect(await search(null, { offset: 10, limit: 5 } as { offset: number })).toEqual({ items: [], total: 3 });
    const page = await pageAnimals(world.deps, world.user, { page: "2", limit: "2" });
    expect(page.items.map((a) => a.id)).toEqual([ids.pena]);
    expect(page.items[0]).toMatchObject({ talla: { talla: expect.any(String) }, sexo: { sexo: expect.any(String) } });
    expect(page.pagination).toEqual({ page: 2, totalPages: 2, hasNext: false, hasPrev: true });
  });

  test("the unpaged list comes in batches, newest first, with the lookup rows", async () => {
    const batches = [];
    for await (const batch of await animalBatches(world.deps, world.user, { search: "a" })) batches.push(batch);
    expect(batches.flat().map((a) => a.id)).toEqual([ids.otro, ids.gato, ids.pena]);
    expect(batches[0]![0]).toMatchObject({ tipo: { tipo: expect.any(String) } });
    const small = [];
    for await (const batch of await animalBatches(world.deps, world.user, {}, 2)) small.push(batch.map((a) => a.id));
    expect(small).toEqual([[ids.otro, ids.gato], [ids.pena]]);
  });

  test("wildcards are plain text; nothing matches a stranger's text", async () => {
    expect(await registros("%")).toEqual([]);
    expect(await registros("_")).toEqual([]);
    expect(await search("zzz")).toEqual({ items: [], total: 0 });
    expect((await search("gat")).total).toBe(1);
  });

  test("an overlong term is refused with the shared message, whichever way the list is read", async () => {
    const long = "x".repeat(101);
    const refused = { httpStatus: 400, message: "La búsqueda no puede superar 100 caracteres" };
    await expect(search(long)).rejects.toMatchObject(refused);
    await expect(pageAnimals(world.deps, world.user, { search: long })).rejects.toMatchObject(refused);
    await expect(animalBatches(world.deps, world.user, { search: long })).rejects.toMatchObject(refused);
    expect((await search("x".repeat(100))).items).toEqual([]);
  });

  test("anonymous callers are refused", async () => {
    await expect(searchAnimals(world.deps, null, { offset: 0 })).rejects.toMatchObject({ httpStatus: 401 });
    await expect(animalBatches(world.deps, null, {})).rejects.toMatchObject({ httpStatus: 401 });
  });
});
