/**
 * A bounded fuzzer over every REST route and every GraphQL query and mutation, on a real socket
 * on 127.0.0.1: a few thousand generated requests, then it stops. Routes come from the server's
 * own route table, the query-string names each route reads from its declaration
 * (rest/queryString.ts, read back through Fastify's `request.routeOptions`), and inputs from the
 * GraphQL schema's argument and input types, so new routes, query parameters, queries and
 * mutations are fuzzed without listing them here. Hostile input must get a 4xx (or a GraphQL
 * error with a code), never a 5xx, an internal error ("Error interno del servidor") or a stack trace.
 */
import { getNamedType, type GraphQLInputType, isEnumType, isInputObjectType, isListType, isNonNullType, isScalarType } from "graphql";
import { beforeAll, describe, expect, test } from "vitest";
import { hashPassword } from "../../api/src/domain/auth/passwords.ts";
import { schema } from "../../api/src/graphql/schema.ts";
import { bodyVocabulary, routeTable } from "../helpers/apiSurface.ts";
import { testAppForSuite } from "../helpers/testApp.ts";

/** Generated requests after the sweep of query parameters (which sends one per route, name and value). */
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
const pick = <T>(items: readonly T[]): T => items[Math.floor(rand() * items.length)]!;
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
/** Every Relay node type: global ids of each with numbers past the id range, negative or not numbers at all. */
const NODE_TYPES = schema.getPossibleTypes(schema.getType("Node") as never).map((type) => type.name);
const HOSTILE_GLOBAL_IDS = NODE_TYPES.flatMap((type) =>
  [2 ** 31, 9_999_999_999, 2 ** 53, -1, 0, "1.5", "abc"].map((id) => Buffer.from(`${type}:${id}`).toString("base64")),
);
/** Query-string values: the numbers and strings above as a client would write them, plus a repeated name. */
const QUERY_VALUES: (string | string[])[] = [
  ...HOSTILE_STRINGS,
  ...HOSTILE_NUMBERS.map(String),
  "9007199254740993",
  "abc",
  "true",
  "list",
  "SEGURO",
  ["1", "2"],
];
const queryPart = (name: string, value: string | string[]) => (Array.isArray(value) ? value : [value]).map((item) => `${uri(name)}=${uri(item)}`).join("&");

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
      case "ID":
        return rand() < 0.6 ? pick(HOSTILE_GLOBAL_IDS) : pick(HOSTILE_STRINGS);
      default:
        return pick(HOSTILE_STRINGS);
    }
  }
  return null;
}

/** Every mutation, and every query field that takes arguments, with generated variables. */
function operationRequests(): () => { query: string; variables: Record<string, unknown> } {
  const operations = [
    ...Object.values(schema.getQueryType()!.getFields())
      .filter((field) => field.args.length > 0)
      .map((field) => ({ kind: "query", field })),
    ...Object.values(schema.getMutationType()!.getFields()).map((field) => ({ kind: "mutation", field })),
  ];
  return () => {
    const { kind, field } = pick(operations);
    const definitions = field.args.map((arg) => `$${arg.name}: ${arg.type.toString()}`).join(", ");
    const args = field.args.map((arg) => `${arg.name}: $${arg.name}`).join(", ");
    const selection = isScalarType(getNamedType(field.type)) || isEnumType(getNamedType(field.type)) ? "" : "{ __typename }";
    return {
      query: `${kind} Fuzz${definitions ? `(${definitions})` : ""} { ${field.name}${args ? `(${args})` : ""} ${selection} }`,
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
    () => ({
      headers: { "content-type": "multipart/form-data; boundary=X" },
      body: '--X\r\nContent-Disposition: form-data; name="operations"\r\n\r\n{"query":',
    }),
    () => ({
      headers: { "content-type": "multipart/form-data; boundary=X" },
      body: '--X\r\nContent-Disposition: form-data; name="map"\r\n\r\n{}\r\n--X--\r\n',
    }),
    () => ({ headers: { "content-type": "multipart/form-data; boundary=X" }, body: Buffer.from(Array.from({ length: 512 }, () => Math.floor(rand() * 256))) }),
    () => ({ headers: { "content-type": "text/plain" }, body: "hola" }),
    () => ({ headers: { "content-type": "application/x-www-form-urlencoded" }, body: "a=1&b=%00" }),
  ])();
}

describe("a bounded fuzzer finds no 5xx and no stack trace", () => {
  const t = testAppForSuite();
  let base: string;
  let admin: string;
  /** Each route's declared query-string names, keyed "METHOD /path", as the server reads them. */
  const queryNames = new Map<string, string[]>();

  beforeAll(async () => {
    // Added before the app starts: each request tells which query names its route declares.
    t.app.addHook("onRequest", async (request) => {
      const declared = request.routeOptions.schema?.querystring as { properties?: Record<string, unknown> } | undefined;
      queryNames.set(`${request.method} ${request.routeOptions.url}`, Object.keys(declared?.properties ?? {}));
    });
    await t.app.listen({ port: 0, host: "127.0.0.1" });
    const address = t.app.server.address();
    base = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`;
    await t.db.prisma.usuario.create({
      data: { username: "fuzz_admin", password: await hashPassword("secreto123"), email: "fuzz_admin@refugio.test", rolId: 1 },
    });
    admin = await t.sessionToken("fuzz_admin");
  });

  const apiRoutes = () => routeTable(t.app).filter((route) => route.path.startsWith("/api/"));
  const withParams = (path: string, value: () => string) => path.replace(/:[a-zA-Z]+/g, value);

  /** Sends what `next` gives, IN_FLIGHT at a time, until it gives nothing or 20 answers were wrong. */
  async function fuzz(next: () => Probe | undefined): Promise<{ sent: number; failures: string[] }> {
    const failures: string[] = [];
    let sent = 0;
    async function worker() {
      for (let request = next(); request && failures.length < 20; request = next()) {
        sent++;
        const response = await fetch(base + request.path, { method: request.method, headers: request.headers, body: request.body as BodyInit | undefined });
        const text = await response.text();
        const unexpected =
          response.status >= 500 || /\n\s+at |node_modules|Error interno del servidor|Unexpected error|Error: |Invalid input|expected \w+, received/.test(text);
        if (unexpected)
          failures.push(`${response.status} ${request.method} ${request.path} ${String(request.body ?? "").slice(0, 300)}\n  → ${text.slice(0, 300)}`);
        // Fuzzed logouts and password changes end the admin's session: take a new one.
        if (response.status === 401 || sent % 50 === 0) admin = await t.sessionToken("fuzz_admin");
      }
    }
    await Promise.all(Array.from({ length: IN_FLIGHT }, worker));
    return { sent, failures };
  }

  test("every query parameter of every route: integers at 2^31 and 2^53, negative, malformed, hostile strings", async () => {
    const routes = apiRoutes();
    // One plain request per route: the server's hook above records the names each one declares
    // (an administrator's, since a caller without a session is refused before that hook).
    const discovery = routes.map((route) => ({ method: route.method, path: withParams(route.path, () => "1") }));
    const asAdmin = () => {
      const next = discovery.shift();
      return next && { ...next, headers: { authorization: `Bearer ${admin}` } };
    };
    expect((await fuzz(asAdmin)).failures).toEqual([]);
    const declared = routes.flatMap((route) => (queryNames.get(`${route.method} ${route.path}`) ?? []).map((name) => ({ route, name })));
    expect(queryNames.get("GET /api/logs")).toEqual(expect.arrayContaining(["usuarioId"]));

    // Each name alone, so no other parameter's refusal hides what this one does.
    const sweep = declared.flatMap(({ route, name }) => QUERY_VALUES.map((value) => ({ route, query: queryPart(name, value) })));
    const { sent, failures } = await fuzz(() => {
      const next = sweep.shift();
      return (
        next && { method: next.route.method, path: `${withParams(next.route.path, () => "1")}?${next.query}`, headers: { authorization: `Bearer ${admin}` } }
      );
    });
    expect(failures).toEqual([]);
    expect(sent).toBe(declared.length * QUERY_VALUES.length);
  }, 300_000);

  test("every argument of every GraphQL query field: global ids of every type past the id range, hostile numbers and strings", async () => {
    const valuesFor = (type: GraphQLInputType): unknown[] => {
      const named = getNamedType(type);
      if (named.name === "ID") return [...HOSTILE_GLOBAL_IDS, ...HOSTILE_STRINGS];
      if (named.name === "Int" || named.name === "Float") return HOSTILE_NUMBERS;
      if (isScalarType(named)) return HOSTILE_STRINGS;
      return Array.from({ length: 5 }, () => inputValue(type));
    };
    const sweep = Object.values(schema.getQueryType()!.getFields()).flatMap((field) =>
      field.args.flatMap((arg) => valuesFor(arg.type).map((value) => ({ field, arg, value }))),
    );
    const total = sweep.length;
    const { sent, failures } = await fuzz(() => {
      const next = sweep.shift();
      if (!next) return undefined;
      const { field, arg, value } = next;
      // The argument under test alone, beside any other required one.
      const args = field.args.filter((other) => other === arg || isNonNullType(other.type));
      const definitions = args.map((other) => `$${other.name}: ${other.type.toString()}`).join(", ");
      const selection = isScalarType(getNamedType(field.type)) ? "" : "{ __typename }";
      const query = `query Fuzz(${definitions}) { ${field.name}(${args.map((other) => `${other.name}: $${other.name}`).join(", ")}) ${selection} }`;
      const variables = Object.fromEntries(args.map((other) => [other.name, other === arg ? value : inputValue(other.type)]));
      return {
        method: "POST",
        path: "/graphql",
        headers: { "content-type": "application/json", "x-graphql-yoga-csrf": "1", authorization: `Bearer ${admin}` },
        body: JSON.stringify({ query, variables }),
      };
    });
    expect(failures).toEqual([]);
    expect(sent).toBe(total);
  }, 300_000);

  test(`${REQUESTS} generated requests over every route, query and mutation`, async () => {
    const routes = apiRoutes();
    expect(routes.length).toBeGreaterThan(30);
    const vocabulary = bodyVocabulary();
    const nextOperation = operationRequests();
    let remaining = REQUESTS;

    function probe(): Probe | undefined {
      if (remaining-- <= 0) return undefined;
      const headers: Record<string, string> = { "x-graphql-yoga-csrf": "1" };
      if (rand() < 0.7) headers.authorization = `Bearer ${admin}`;
      if (rand() < 0.4) {
        const { query, variables } = nextOperation();
        if (rand() < 0.1) return { method: "POST", path: "/graphql", ...malformedBody(), headers: { ...headers, ...malformedBody().headers } };
        return { method: "POST", path: "/graphql", headers: { ...headers, "content-type": "application/json" }, body: JSON.stringify({ query, variables }) };
      }
      const route = pick(routes);
      const path = withParams(route.path, () => uri(pick([...HOSTILE_STRINGS, ...HOSTILE_NUMBERS, "1", "abc"])));
      const names = queryNames.get(`${route.method} ${route.path}`) ?? [];
      const parameters = Array.from({ length: 1 + Math.floor(rand() * 3) }, () =>
        queryPart(names.length && rand() < 0.8 ? pick(names) : pick(vocabulary), pick(QUERY_VALUES)),
      );
      const query = rand() < 0.5 ? `?${parameters.join("&")}` : "";
      if (route.method === "GET" || route.method === "DELETE") return { method: route.method, path: path + query, headers };
      if (rand() < 0.25) {
        const malformed = malformedBody();
        return { method: route.method, path, headers: { ...headers, ...malformed.headers }, body: malformed.body };
      }
      const body = Object.fromEntries(Array.from({ length: 1 + Math.floor(rand() * 8) }, () => [pick(vocabulary), pick(ANYTHING)]));
      return { method: route.method, path: path + query, headers: { ...headers, "content-type": "application/json" }, body: JSON.stringify(body) };
    }

    const { sent, failures } = await fuzz(probe);
    expect(failures).toEqual([]);
    expect(sent).toBe(REQUESTS);
  }, 300_000);
});
