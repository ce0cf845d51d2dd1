/**
 * On PostgreSQL the app's statements are prepared once per connection (db/preparedStatements.ts),
 * text searches excepted. PostgreSQL only (TEST_DB=postgres): PGlite runs in the process and has
 * no connections to prepare on.
 */
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { openTestDatabase, type TestDatabase } from "../helpers/testDatabase.ts";

describe.runIf(process.env.TEST_DB === "postgres")("prepared statements on PostgreSQL", () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(() => database.drop());

  test("a model read and a list's statement stay prepared on their connection; a LIKE search does not", async () => {
    const prepared = await database.prisma.$transaction(async (tx) => {
      await tx.animal.findUnique({ where: { id: 1 } });
      await tx.$queryRaw`SELECT id FROM personas ORDER BY id DESC LIMIT ${25}`;
      await tx.$queryRaw`SELECT id FROM personas WHERE busqueda LIKE ${"%garcia%"}`;
      return tx.$queryRaw<{ name: string; statement: string }[]>`SELECT name, statement FROM pg_prepared_statements`;
    });
    const statements = prepared.map((row) => row.statement);
    expect(statements.some((sql) => sql.includes('"public"."animales"'))).toBe(true);
    expect(statements).toContain("SELECT id FROM personas ORDER BY id DESC LIMIT $1");
    expect(statements.filter((sql) => /like/i.test(sql))).toEqual([]);
    expect(prepared.every((row) => row.name.startsWith("r_"))).toBe(true);
  });

  test("a prepared statement answers the same once the server plans it generically (after five runs)", async () => {
    const answers = [];
    for (let run = 0; run < 8; run++) answers.push(await database.prisma.rol.findMany({ where: { id: { in: [1, 3] } }, orderBy: { id: "asc" } }));
    expect(answers.map((roles) => roles.map((rol) => rol.id))).toEqual(Array(8).fill([1, 3]));
  });
});
