/**
 * A bounded fuzzer over every REST route and every GraphQL mutation, on a real socket on
 * 127.0.0.1: a few thousand generated requests, then it stops. Routes come from the server's
 * own route table and inputs from the GraphQL input types, so new routes and mutations are
 * fuzzed without listing them here. Hostile input must get a 4xx (or a GraphQL error with a
 * code), never a 5xx, an "Unexpected error." or a stack trace.
 */
import {
  getNamedType,
  type GraphQLInputType,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  isScalarType,
} from "graphql";
import { beforeAll, describe, expect, test } from "vitest";
import { schema } from "../../api/src/graphql/schema.ts";
import { bodyVocabulary, routeTable } from "../helpers/apiSurface.ts";
import { testAppForSuite } from "../helpers/testApp.ts";

const REQUESTS = 2400;
const IN_FLIGHT = 4;

/** Small seeded PRNG (mulberry32): the same run every time, so a failure can be replayed. */
function random(seed: number) {
  let a = seed;
  return () => {
    a |= 0;
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const rand = random(20261123);
const pick = <T,>(items: readonly T[]): T => items[Math.floor(rand() * items.length)]!;
/** Percent-encoded; a lone surrogate becomes the invalid UTF-8 bytes a hostile client would send. */
const uri = (value: unknown) => {
  try {
    return encodeURIComponent(String(value));
  } catch {
    return "%ED%A0%80";
  }
};

const HOSTILE_STRINGS = [
  "",
  " ",
  "a\u0000b",
  "\u0000",
  "x".repeat(10_000),
  "'; DROP TABLE usuarios; --",
  "<script>alert(1)</script>",
  "𝔘𝔫𝔦𝔠𝔬𝔡𝔢 ñandú 🐕",
  "\uD800",
  "0x10",
  "1e3",
  "2147483648",
  "-1",
  "9".repeat(40),
  "null",
  "../../etc/passwd",
  "%00",
  "2024-02-30",
  "VXNlcjox",
  Buffer.from("Persona:2147483648").toString("base64"),
  Buffer.from("Animal:abc").toString("base64"),
];
const HOSTILE_NUMBERS = [0, -1, 1, 2 ** 31, 2 ** 31 - 1, -(2 ** 31) - 1, 2 ** 53, 1e308, 0.5, -0];
const ANYTHING = [...HOSTILE_STRINGS, ...HOSTILE_NUMBERS, true, false, null, [], {}, [1, 2], { a: 1 }];

/** A value for a GraphQL input type: usually well typed but hostile, sometimes anything at all. */
function inputValue(type: GraphQLInputType, depth = 0): unknown {
  if (rand() < 0.08) return pick(ANYTHING);
  if (isNonNullType(type)) return inputValue(type.ofType, depth);
  if (rand() < 0.1) return null;
  if (isListType(type)) return depth > 3 ? [] : Array.from({ length: Math.floor(rand() * 3) }, () => inputValue(type.ofType, depth + 1));
  if (isInputObjectType(type)) {
    if (depth > 3) return {};
    const object = Object.fromEntries(Object.values(type.getFields()).map((field) => [field.name, inputValue(field.type, depth + 1)]));
    if (rand() < 0.1) object[pick(["id", "extra", "__proto__", "constructor"])] = pick(ANYTHING);
    return object;
  }
  if (isEnumType(type)) return pick([...type.getValues().map((value) => value.name), "NO_EXISTE"]);
  if (isScalarType(type)) {
    switch (type.name) {
      case "Int":
      case "Float":
        return pick(HOSTILE_NUMBERS);
      case "Boolean":
        return pick([true, false, "true", 1]);
      default:
        return pick(HOSTILE_STRINGS);
    }
  }
  return null;
}

function mutationRequests(): () => { query: string; variables: Record<string, unknown> } {
  const fields = Object.values(schema.getMutationType()!.getFields());
  return () => {
    const field = pick(fields);
    const definitions = field.args.map((arg) => `$${arg.name}: ${arg.type.toString()}`).join(", ");
    const args = field.args.map((arg) => `${arg.name}: $${arg.name}`).join(", ");
    const selection = getNamedType(field.type).toString() === "Boolean" ? "" : "{ __typename }";
    return {
      query: `mutation Fuzz${definitions ? `(${definitions})` : ""} { ${field.name}${args ? `(${args})` : ""} ${selection} }`,
      variables: Object.fromEntries(field.args.map((arg) => [arg.name, inputValue(arg.type)])),
    };
  };
}

type Probe = { method: string; path: string; headers: Record<string, string>; body?: string | Buffer };

function malformedBody(): { headers: Record<string, string>; body: string | Buffer } {
  return pick([
    () => ({ headers: { "content-type": "application/json" }, body: "{mal" }),
    () => ({ headers: { "content-type": "application/json" }, body: JSON.stringify(pick(ANYTHING)) }),
    () => ({ headers: { "content-type": "multipart/form-data" }, body: "sin límite" }),
    () => ({ headers: { "content-type": "multipart/form-data; boundary=X" }, body: "--X\r\nContent-Disposition: form-data; name=\"operations\"\r\n\r\n{\"query\":" }),
    () => ({ headers: { "content-type": "multipart/form-data; boundary=X" }, body: "--X\r\nContent-Disposition: form-data; name=\"map\"\r\n\r\n{}\r\n--X--\r\n" }),
    () => ({ headers: { "content-type": "multipart/form-data; boundary=X" }, body: Buffer.from(Array.from({ length: 512 }, () => Math.floor(rand() * 256))) }),
    () => ({ headers: { "content-type": "text/plain" }, body: "hola" }),
    () => ({ headers: { "content-type": "application/x-www-form-urlencoded" }, body: "a=1&b=%00" }),
  ])();
}

describe("a bounded fuzzer finds no 5xx and no stack trace", () => {
  const t = testAppForSuite({ users: { fuzz_admin: 1 } });
  let base: string;
  beforeAll(async () => {
    await t.app.listen({ port: 0, host: "127.0.0.1" });
    const address = t.app.server.address();
    base = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`;
  });

  test(`${REQUESTS} generated requests over every route and mutation`, async () => {
    const routes = routeTable(t.app).filter((route) => route.path.startsWith("/api/"));
    expect(routes.length).toBeGreaterThan(30);
    const vocabulary = bodyVocabulary();
    const nextMutation = mutationRequests();
    let admin = t.tokens.fuzz_admin;

    function probe(): Probe {
      const headers: Record<string, string> = { "x-graphql-yoga-csrf": "1" };
      if (rand() < 0.7) headers.authorization = `Bearer ${admin}`;
      if (rand() < 0.4) {
        const { query, variables } = nextMutation();
        if (rand() < 0.1) return { method: "POST", path: "/graphql", ...malformedBody(), headers: { ...headers, ...malformedBody().headers } };
        return { method: "POST", path: "/graphql", headers: { ...headers, "content-type": "application/json" }, body: JSON.stringify({ query, variables }) };
      }
      const route = pick(routes);
      const path = route.path.replace(/:[a-z]+/g, () => uri(pick([...HOSTILE_STRINGS, ...HOSTILE_NUMBERS, "1", "abc"])));
      const query = rand() < 0.5 ? `?${pick(vocabulary)}=${uri(pick(ANYTHING))}&search=${uri(pick(HOSTILE_STRINGS))}&page=${pick(HOSTILE_NUMBERS)}` : "";
      if (route.method === "GET" || route.method === "DELETE") return { method: route.method, path: path + query, headers };
      if (rand() < 0.25) {
        const malformed = malformedBody();
        return { method: route.method, path, headers: { ...headers, ...malformed.headers }, body: malformed.body };
      }
      const body = Object.fromEntries(Array.from({ length: 1 + Math.floor(rand() * 8) }, () => [pick(vocabulary), pick(ANYTHING)]));
      return { method: route.method, path: path + query, headers: { ...headers, "content-type": "application/json" }, body: JSON.stringify(body) };
    }

    const failures: string[] = [];
    let sent = 0;
    async function worker() {
      while (sent < REQUESTS && failures.length < 20) {
        sent++;
        const request = probe();
        const response = await fetch(base + request.path, { method: request.method, headers: request.headers, body: request.body as BodyInit | undefined });
        const text = await response.text();
        const unexpected = response.status >= 500 || /\n\s+at |node_modules|Unexpected error|Error: /.test(text);
        if (unexpected) failures.push(`${response.status} ${request.method} ${request.path} ${String(request.body ?? "").slice(0, 300)}\n  → ${text.slice(0, 300)}`);
        // Fuzzed logouts and password changes end the admin's session: take a new one.
        if (response.status === 401 || (sent % 50 === 0)) admin = await t.sessionToken("fuzz_admin");
      }
    }
    await Promise.all(Array.from({ length: IN_FLIGHT }, worker));
    expect(failures).toEqual([]);
    expect(sent).toBeGreaterThanOrEqual(REQUESTS);
  }, 300_000);
});
