/**
 * Persisted operations: the Relay compiler writes every operation the web app uses, keyed by the
 * SHA-256 of its text (relay.config.js persistConfig), and the client sends only that id. The
 * server runs those documents for everyone and arbitrary ones only for callers the domain allows
 * (mayRunArbitraryDocuments). A known document is parsed, bounded and validated once, at start-up
 * (or on first use, for one added to the store later, as tests do) instead of on every request.
 */
import { readFile } from "node:fs/promises";
import path from "node:path";
// An envelop plugin factory, not a React hook: renamed so the hooks lint does not mistake it.
import { usePersistedOperations as yogaPersistedOperations } from "@graphql-yoga/plugin-persisted-operations";
import { type DocumentNode, GraphQLError, type GraphQLSchema, NoSchemaIntrospectionCustomRule, specifiedRules, validate } from "graphql";
import type { FastifyBaseLogger } from "fastify";
import type { Plugin } from "graphql-yoga";
import type { Actor } from "../domain/actor.ts";
import { mayRunArbitraryDocuments } from "../domain/policies.ts";
import { projectRoot } from "../projectRoot.ts";
import { checkDocumentLimits, parseBounded } from "./documentLimits.ts";
import { withoutValuesInErrors } from "./inputErrors.ts";

/** Operation id → document text, as relay-compiler writes it. */
export type PersistedDocuments = Map<string, string>;

export const PERSISTED_OPERATIONS_FILE = path.join(projectRoot, "web/src/__generated__/persistedOperations.json");

export async function loadPersistedDocuments(file = PERSISTED_OPERATIONS_FILE): Promise<PersistedDocuments> {
  const text = await readFile(file, "utf8").catch((error: NodeJS.ErrnoException) => {
    if (error.code === "ENOENT") throw new Error(`Falta ${file}: genérelo con "npm run gen" antes de arrancar el servidor.`);
    throw error;
  });
  return new Map(Object.entries(JSON.parse(text) as Record<string, string>));
}

/**
 * Documents that passed every check the request pipeline would run (token bound, limits,
 * validation) and describe no schema: requests with them skip those checks. One per persisted
 * id, so the set is as bounded as the store.
 */
export type VettedDocuments = WeakSet<DocumentNode>;

/** The known operations by id: their vetted document, or their text when they do not pass. */
export type PersistedStore = {
  /** The vetted document, the text of one that does not pass (it then goes through every check), or null when the id is unknown. */
  lookup(id: string): DocumentNode | string | null;
};

/**
 * Parses, bounds and validates every persisted document once: one that passes is added to
 * `vetted`; one that does not is kept as its text, which then goes through the ordinary pipeline
 * and gets the refusal an arbitrary document gets. A refused one is logged at start (for the
 * app's own operations, a broken build).
 */
export function persistedStore(schema: GraphQLSchema, documents: PersistedDocuments, vetted: VettedDocuments, log: FastifyBaseLogger): PersistedStore {
  const byId = new Map<string, DocumentNode | string>();
  const passes = (text: string): DocumentNode | undefined => {
    let document: DocumentNode;
    try {
      document = parseBounded(text);
    } catch {
      return undefined;
    }
    const clean =
      checkDocumentLimits(schema, document).length === 0 &&
      validate(schema, document, withoutValuesInErrors(specifiedRules)).length === 0 &&
      validate(schema, document, [NoSchemaIntrospectionCustomRule]).length === 0;
    return clean ? document : undefined;
  };
  const vet = (id: string, text: string): DocumentNode | string => {
    const document = passes(text);
    if (document) vetted.add(document);
    byId.set(id, document ?? text);
    return document ?? text;
  };
  const refused = [...documents].filter(([id, text]) => typeof vet(id, text) === "string").map(([id]) => id);
  // Still served: each refused one gets the answer an arbitrary document would get.
  if (refused.length > 0) log.warn({ refused }, "Operaciones persistidas que no pasan las comprobaciones de GraphQL");
  return {
    lookup(id) {
      const known = byId.get(id);
      if (known !== undefined) return known;
      const text = documents.get(id);
      return text === undefined ? null : vet(id, text);
    },
  };
}

/**
 * The id a request names in Apollo's `persistedQuery` extension, read as Yoga's plugin reads it by
 * default; both the plugin and the direct path (directExecution.ts) read it here.
 */
export function persistedOperationId(extensions: unknown): string | null {
  const persisted = (extensions as { persistedQuery?: { version?: unknown; sha256Hash?: unknown } } | null | undefined)?.persistedQuery;
  return persisted?.version === 1 && typeof persisted.sha256Hash === "string" ? persisted.sha256Hash : null;
}

const refusal = (message: string, code: string) => new GraphQLError(message, { extensions: { code, http: { status: 400 } } });

/**
 * Yoga's persisted-operations plugin over the store, ids sent as Apollo's `persistedQuery`
 * extension (what Relay's id and other clients send alike). Arbitrary documents are decided by
 * the caller, known before Yoga starts.
 */
export function persistedOperationsPlugin<Context extends { viewer: Actor }>(store: PersistedStore): Plugin<Context> {
  const persisted = yogaPersistedOperations({
    extractPersistedOperationId: (params) => persistedOperationId(params.extensions),
    getPersistedOperation: (id) => store.lookup(id),
    // Decided in onParams below, where the caller is known.
    allowArbitraryOperations: true,
    customErrors: {
      notFound: () => refusal("Esta operación no existe en esta versión de la aplicación: recargue la página", "PERSISTED_QUERY_NOT_FOUND"),
      keyNotFound: () => refusal("La petición no indica ninguna operación", "PERSISTED_QUERY_ID_REQUIRED"),
    },
  });
  return {
    ...persisted,
    onParams(payload) {
      if (payload.params.query && !mayRunArbitraryDocuments((payload.context as Context).viewer)) {
        throw refusal("Solo se admiten las operaciones de la aplicación: la consulta no es una de ellas", "PERSISTED_QUERY_ONLY");
      }
      return persisted.onParams?.(payload);
    },
  } as Plugin<Context>;
}
