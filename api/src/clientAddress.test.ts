import { describe, expect, test } from "vitest";
import { clientKey } from "./clientAddress.ts";

describe("clientKey", () => {
  test("an IPv4 client is its address, also when it reached an IPv6 socket", () => {
    expect(clientKey("203.0.113.7")).toBe("203.0.113.7");
    expect(clientKey("::ffff:203.0.113.7")).toBe("203.0.113.7");
  });

  test("an IPv6 client is its /64: every address of one subscriber's network is one client", () => {
    expect(clientKey("2001:db8:1:2::1")).toBe("2001:db8:1:2::/64");
    expect(clientKey("2001:0db8:0001:0002:ffff:ffff:ffff:fffe")).toBe("2001:db8:1:2::/64");
    expect(clientKey("fe80::1%eth0")).toBe("fe80::/64");
    expect(clientKey("::1")).toBe("::/64");
  });

  test("two networks stay two clients", () => {
    expect(clientKey("2001:db8:1:3::1")).not.toBe(clientKey("2001:db8:1:2::1"));
  });

  test("what is not an address is kept as it is", () => {
    expect(clientKey("desconocido")).toBe("desconocido");
  });
});
