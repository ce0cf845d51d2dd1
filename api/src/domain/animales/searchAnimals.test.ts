import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { insertAnimal } from "../../../../tests/helpers/fixtures.ts";
import { createDomainWorld, type DomainWorld } from "../../../../tests/helpers/domainDeps.ts";
import type { LoggedIn } from "../policies.ts";
import { normaliseForSearch } from "../search/searchText.ts";
import { countAnimals, listAnimalRows, searchAnimals } from "./searchAnimals.ts";

describe("searching the record list", () => {
  let world: DomainWorld;
  let user: LoggedIn;
  let ids: Record<string, number>;
  beforeAll(async () => {
    world = await createDomainWorld();
    user = await world.actor(3);
    const db = world.deps.db;
    ids = {
      pena: (await insertAnimal(db, { registro: "PEÑA-2026-01", nombre: "Óscar", identificacion: "941000ÁBC" })).id,
      gato: (await insertAnimal(db, { registro: "GAT-77", nombre: "Misi", identificacion: null })).id,
      otro: (await insertAnimal(db, { registro: "X-1", nombre: "Kira", identificacion: "chip-abc-55" })).id,
    };
  });
  afterAll(() => world.close());

  const registros = async (search: string) => (await listAnimalRows(world.deps, user, { search })).map((a) => a.registro);

  test("folding ignores case and accents", () => {
    expect(normaliseForSearch("PEÑA Ávila Çà")).toBe("pena avila ca");
  });

  test("registro fragments match ignoring case and accents", async () => {
    expect(await registros("pena")).toEqual(["PEÑA-2026-01"]);
    expect(await registros("PEÑA-2026")).toEqual(["PEÑA-2026-01"]);
    expect(await registros("gat")).toEqual(["GAT-77"]);
  });

  test("identificación fragments match too, and the id matches exactly", async () => {
    expect(await registros("abc")).toEqual(["X-1", "PEÑA-2026-01"]);
    expect(await registros(String(ids.gato))).toContain("GAT-77");
  });

  test("no filter lists everything newest first, with the lookup texts", async () => {
    const rows = await listAnimalRows(world.deps, user, {});
    expect(rows.map((r) => r.id)).toEqual([ids.otro, ids.gato, ids.pena]);
    expect(rows[0]).toMatchObject({ talla: { talla: expect.any(String) }, sexo: { sexo: expect.any(String) } });
    expect(await countAnimals(world.deps, user, { search: "   " })).toBe(3);
  });

  test("wildcards are plain text; nothing matches a stranger's text", async () => {
    expect(await registros("%")).toEqual([]);
    expect(await registros("_")).toEqual([]);
    expect(await searchAnimals(world.deps, user, { search: "zzz" })).toEqual([]);
    expect(await countAnimals(world.deps, user, { search: "gat" })).toBe(1);
  });

  test("anonymous callers are refused", async () => {
    await expect(listAnimalRows(world.deps, null, {})).rejects.toMatchObject({ httpStatus: 401 });
  });
});
