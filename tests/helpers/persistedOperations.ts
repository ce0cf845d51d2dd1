/**
 * The server runs only persisted GraphQL operations for non-administrators. Tests send their own
 * documents the way the web client sends its compiled ones: each is registered, under the
 * SHA-256 of its text, in the store the test's apps are built with, and only its id travels.
 * The server still vets every registered document as it vets the app's own.
 */
import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { PERSISTED_OPERATIONS_FILE, type PersistedDocuments } from "../../api/src/graphql/persistedOperations.ts";

/** The store given to every app a test file builds through these helpers. */
export const testDocuments: PersistedDocuments = new Map();

/** Registers `query` and returns the `persistedQuery` extension that names it. */
export function persistedExtension(query: string) {
  const id = createHash("sha256").update(query).digest("hex");
  testDocuments.set(id, query);
  return { persistedQuery: { version: 1, sha256Hash: id } };
}

/**
 * A GraphQL request body with its document replaced by the registered id: a JSON body, or the
 * `operations` part of a multipart one (GraphQL uploads). Any other body is left as it is.
 */
export function persistedBody<Body>(body: Body): Body {
  if (Buffer.isBuffer(body)) return persistedMultipart(body) as Body;
  if (typeof body !== "object" || body === null || !("query" in body) || typeof body.query !== "string") return body;
  const { query, ...rest } = body;
  return { ...rest, extensions: persistedExtension(query) } as Body;
}

const OPERATIONS_PART = Buffer.from('name="operations"\r\n\r\n');

function persistedMultipart(payload: Buffer): Buffer {
  const start = payload.indexOf(OPERATIONS_PART);
  if (start < 0) return payload;
  const from = start + OPERATIONS_PART.length;
  const end = payload.indexOf("\r\n--", from);
  let operations: unknown;
  try {
    operations = JSON.parse(payload.subarray(from, end).toString("utf8"));
  } catch {
    return payload;
  }
  return Buffer.concat([payload.subarray(0, from), Buffer.from(JSON.stringify(persistedBody(operations))), payload.subarray(end)]);
}

/** A /graphql URL with its `query` parameter replaced by the registered id (GET requests). */
export function persistedUrl(url: string): string {
  const parsed = new URL(url, "http://localhost");
  const query = parsed.searchParams.get("query");
  if (parsed.pathname !== "/graphql" || query === null) return url;
  parsed.searchParams.delete("query");
  parsed.searchParams.set("extensions", JSON.stringify(persistedExtension(query)));
  return `${parsed.pathname}${parsed.search}`;
}

let appOperationNames: Map<string, string> | undefined;

/** The web app's persisted operations: id → operation name. */
function appOperations(): Map<string, string> {
  appOperationNames ??= new Map(
    Object.entries(JSON.parse(readFileSync(PERSISTED_OPERATIONS_FILE, "utf8")) as Record<string, string>).map(([id, text]) => [
      id,
      /^\s*(?:query|mutation)\s+(\w+)/.exec(text)?.[1] ?? "?",
    ]),
  );
  return appOperationNames;
}

/** The id the web client sends for its operation `name`. */
export function persistedIdOf(name: string): string {
  const found = [...appOperations()].find(([, operation]) => operation === name);
  if (!found) throw new Error(`La aplicación no tiene la operación ${name}`);
  return found[0];
}

/**
 * The name of the web app's operation a /graphql request body names by its id ("?" for any
 * other body), for browser tests that watch the requests a page sends.
 */
export function appOperationName(body: string | null): string {
  const id = (JSON.parse(body ?? "null") as { extensions?: { persistedQuery?: { sha256Hash?: string } } } | null)?.extensions?.persistedQuery?.sha256Hash;
  return (id && appOperations().get(id)) || "?";
}
