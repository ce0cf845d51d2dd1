/** Request logging at the default level: refusals and failures only, one line each. */
import { describe, expect, test } from "vitest";
import { testAppForSuite } from "../helpers/testApp.ts";

describe("request log", () => {
  const log: string[] = [];
  const t = testAppForSuite({ log, users: { empleada: 2 } });

  type Line = { level: number; msg: string; req?: { method: string; url: string }; res?: { statusCode: number }; responseTime?: number };
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
});
