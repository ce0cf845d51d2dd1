/**
 * Request logging at the default (production) level: refusals and failures only, one line each, a
 * failure in full (request, status, time and the error with its stack). Its cost is measured by
 * bench/requestLog.ts.
 */
import { describe, expect, test } from "vitest";
import { testAppForSuite } from "../helpers/testApp.ts";

describe("request log", () => {
  const log: string[] = [];
  const t = testAppForSuite({ log, users: { empleada: 2, directora: 1 } });

  type Line = {
    level: number;
    msg: string;
    req?: { method: string; url: string };
    res?: { statusCode: number };
    responseTime?: number;
    err?: { message: string; stack: string };
  };
  const requestLines = () => log.map((line) => JSON.parse(line) as Line).filter((line) => line.msg === "request completed" || line.msg === "incoming request");

  test("an answered request writes no line; a refusal writes one at info with its request and status", async () => {
    log.length = 0;
    expect((await t.rest({ method: "GET", url: "/api/animales/lista?page=1", token: t.tokens.empleada })).statusCode).toBe(200);
    expect(requestLines()).toEqual([]);
    expect((await t.rest({ method: "GET", url: "/api/animales/lista?page=1" })).statusCode).toBe(401);
    const lines = requestLines();
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({
      level: 30,
      msg: "request completed",
      req: { method: "GET", url: "/api/animales/lista?page=1" },
      res: { statusCode: 401 },
    });
    expect(lines[0]!.responseTime).toBeGreaterThanOrEqual(0);
  });

  test("a failed request writes one line at error with its request, status, time and the error's stack", async () => {
    await t.db.prisma.$executeRawUnsafe("ALTER TABLE roles RENAME TO roles_apartados");
    try {
      log.length = 0;
      expect((await t.rest({ method: "GET", url: "/api/roles", token: t.tokens.directora })).statusCode).toBe(500);
    } finally {
      await t.db.prisma.$executeRawUnsafe("ALTER TABLE roles_apartados RENAME TO roles");
    }
    const lines = requestLines();
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ level: 50, msg: "request completed", req: { method: "GET", url: "/api/roles" }, res: { statusCode: 500 } });
    expect(lines[0]!.responseTime).toBeGreaterThanOrEqual(0);
    expect(lines[0]!.err?.message).toContain("roles");
    expect(lines[0]!.err?.stack).toMatch(/\n\s+at /);
    // That line is the failure's only one: no other line at error or above repeats it.
    expect(log.map((line) => JSON.parse(line) as Line).filter((line) => line.level >= 50)).toEqual([lines[0]]);
  });
});
