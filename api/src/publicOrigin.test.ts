import type { FastifyRequest } from "fastify";
import { describe, expect, test } from "vitest";
import { linkOrigin, publicOrigin } from "./publicOrigin.ts";

/** A request to a forged Host, from a page at `origin` (or from no browser), on a server with PUBLIC_URL or without. */
const request = ({ configured, origin }: { configured?: string; origin?: string }) =>
  ({ server: { publicOrigin: configured }, headers: origin ? { origin } : {}, protocol: "http", host: "evil.example" }) as unknown as FastifyRequest;

describe("the address links point to", () => {
  test("PUBLIC_URL decides whatever the request says", () => {
    const configured = "https://refugio.example.org";
    expect(publicOrigin(request({ configured, origin: "https://otro.example" }))).toBe(configured);
    expect(linkOrigin(request({ configured, origin: "https://otro.example" }))).toBe(configured);
    expect(linkOrigin(request({ configured }))).toBe(configured);
  });

  test("without it, a public answer takes the request's address, never a page's Origin; a staff link the page's", () => {
    expect(publicOrigin(request({ origin: "https://otro.example" }))).toBe("http://evil.example");
    expect(linkOrigin(request({ origin: "http://localhost:3000" }))).toBe("http://localhost:3000");
    expect(linkOrigin(request({}))).toBe("http://evil.example");
  });
});
