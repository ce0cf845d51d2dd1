/**
 * The server log keeps error level for what needs a look: a caller's mistake (no session, a
 * refused value, a malformed id, a value of the wrong type) is logged at info, so hostile or
 * careless traffic cannot bury the one real failure, which stays at error with its stack.
 */
import { describe, expect, test } from "vitest";
import { testAppForSuite } from "../helpers/testApp.ts";

type LogLine = { level: number; msg?: string; err?: { stack?: string; message?: string } };

describe("GraphQL errors in the server log", () => {
  const log: string[] = [];
  const t = testAppForSuite({ log, users: { directora: 1 } });

  /** The answer, and the log lines the request wrote beside those Fastify writes for every request. */
  async function logged(query: string, variables?: Record<string, unknown>, token?: string) {
    log.length = 0;
    const answer = await t.graphql(query, variables, token);
    const lines = log.map((line) => JSON.parse(line) as LogLine).filter((line) => line.msg !== "incoming request" && line.msg !== "request completed");
    return { answer, lines, errorLines: lines.filter((line) => line.level >= 50) };
  }

  test("an anonymous query is logged at info, not as an error", async () => {
    const { answer, lines, errorLines } = await logged("{ animales(first: 1) { totalCount } }");
    expect(answer.errors?.[0]).toMatchObject({ message: "Debe iniciar sesión", extensions: { code: "UNAUTHENTICATED" } });
    expect(errorLines).toEqual([]);
    expect(lines.some((line) => line.level === 30 && JSON.stringify(line).includes("UNAUTHENTICATED"))).toBe(true);
  });

  test("refused values, malformed ids and values of the wrong type are logged at info, not as errors", async () => {
    const token = t.tokens.directora;
    const search = await logged(`query ($s: String) { animales(search: $s) { totalCount } }`, { s: "x".repeat(101) }, token);
    expect(search.answer.errors?.[0]).toMatchObject({ message: "La búsqueda no puede superar 100 caracteres", extensions: { code: "VALIDATION" } });
    expect(search.errorLines).toEqual([]);
    const id = await logged(`{ node(id: "zzz") { id } }`, {}, token);
    expect(id.answer.errors?.[0]).toMatchObject({ extensions: { code: "INVALID_ID" } });
    expect(id.errorLines).toEqual([]);
    const date = await logged(`query ($d: Date) { registrosActividad(fromDate: $d) { totalCount } }`, { d: "ayer" }, token);
    expect(date.answer.errors?.[0]?.message).toContain("Fecha no válida");
    expect(date.errorLines).toEqual([]);
  });

  test("an unexpected failure is logged at error with its stack", async () => {
    await t.db.prisma.$executeRawUnsafe("ALTER TABLE roles RENAME TO roles_apartados");
    try {
      const { answer, errorLines } = await logged("{ roles { rol } }", {}, t.tokens.directora);
      expect(answer.errors?.[0]).toMatchObject({ message: "Error interno del servidor", extensions: { code: "INTERNAL_SERVER_ERROR" } });
      expect(errorLines).toHaveLength(1);
      expect(errorLines[0]!.err?.stack).toMatch(/\n\s+at /);
    } finally {
      await t.db.prisma.$executeRawUnsafe("ALTER TABLE roles_apartados RENAME TO roles");
    }
  });
});
