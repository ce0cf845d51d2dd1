import { describe, expect, test } from "vitest";
import { preparedStatementNames } from "./preparedStatements.ts";

describe("preparedStatementNames", () => {
  test("one name per statement text, the same every time and in every process", () => {
    const names = preparedStatementNames();
    const list = 'SELECT "id" FROM "public"."animales" WHERE "id" = $1';
    const name = names({ sql: list });
    expect(name).toMatch(/^r_[A-Za-z0-9_-]{27}$/);
    expect(names({ sql: list })).toBe(name);
    expect(preparedStatementNames()({ sql: list })).toBe(name);
    expect(names({ sql: `${list} LIMIT $2` })).not.toBe(name);
  });

  test("a text search is planned for each term: LIKE and ILIKE go unnamed", () => {
    const names = preparedStatementNames();
    expect(names({ sql: "SELECT id FROM personas WHERE busqueda LIKE $1" })).toBeUndefined();
    expect(names({ sql: 'SELECT "id" FROM "public"."logs" WHERE "accion"::text ILIKE $1' })).toBeUndefined();
    expect(names({ sql: "SELECT id FROM personas WHERE likes = $1" })).toMatch(/^r_/);
  });

  test("past the limit, new statements go unnamed and known ones keep their names", () => {
    const names = preparedStatementNames(2);
    const first = names({ sql: "SELECT 1" });
    expect(names({ sql: "SELECT 2" })).toMatch(/^r_/);
    expect(names({ sql: "SELECT 3" })).toBeUndefined();
    expect(names({ sql: "SELECT 1" })).toBe(first);
  });
});
