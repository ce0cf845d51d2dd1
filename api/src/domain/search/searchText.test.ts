import { describe, expect, test } from "vitest";
import { createDomainWorld } from "../../../../tests/helpers/domainDeps.ts";
import { forSuite } from "../../../../tests/helpers/forSuite.ts";
import { ACCENTED_LETTERS, escapeLike, normaliseForSearch, searchWords } from "./searchText.ts";

describe("search text", () => {
  const world = forSuite(() => createDomainWorld());

  test("the generated columns and the term normaliser agree letter by letter", async () => {
    const persona = await world.deps.db.persona.create({
      data: { dni: "X1", apellido1: ACCENTED_LETTERS, nombre: "Ñandú", localidad: "L", provincia: "P", telefono1: "1" },
    });
    expect(persona.busqueda).toBe(normaliseForSearch(`${ACCENTED_LETTERS}  Ñandú X1`));
    expect(persona.busqueda).toBe("aeiouaeiouaeiouaeiouncaeiouaeiouaeiouaeiounc  nandu x1");
    const ayuntamiento = await world.deps.db.ayuntamiento.create({
      data: { cif: "P4109100J", ayuntamiento: "Ayuntamiento de Écija", direccion: "Plaza de España, 1", localidad: "Écija" },
    });
    expect(ayuntamiento.busqueda).toBe(normaliseForSearch("Ayuntamiento de Écija P4109100J Plaza de España, 1 Écija"));
    const animal = await world.deps.db.animal.create({ data: { registro: "2026/ÑÚ", nombre: "Ágata", identificacion: "ÇX9" } });
    expect(animal.busqueda).toBe(normaliseForSearch("2026/ÑÚ ÇX9 Ágata"));
  });

  test("a term becomes accent-free, lower-case words; LIKE wildcards are escaped to be literal", () => {
    expect(searchWords("  José   GARCÍA ")).toEqual(["jose", "garcia"]);
    expect(searchWords("")).toEqual([]);
    expect(searchWords(null)).toEqual([]);
    expect(escapeLike("100%_a\\b")).toBe("100\\%\\_a\\\\b");
  });
});
