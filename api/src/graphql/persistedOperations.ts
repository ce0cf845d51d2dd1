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

/**
 * The parsed document of each id that passes, or its text when it does not: the text then goes
 * through the ordinary pipeline, which answers with the same refusal an arbitrary document gets.
 */
function vetter(schema: GraphQLSchema, documents: PersistedDocuments, vetted: VettedDocuments) {
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
  return {
    /** The ids whose documents do not pass (for the app's own operations, a broken build). */
    vetAll(): string[] {
      return [...documents].filter(([id, text]) => typeof vet(id, text) === "string").map(([id]) => id);
    },
    lookup(id: string): DocumentNode | string | null {
      const known = byId.get(id);
      if (known !== undefined) return known;
      const text = documents.get(id);
      return text === undefined ? null : vet(id, text);
    },
  };
}

const refusal = (message: string, code: string) => new GraphQLError(message, { extensions: { code, http: { status: 400 } } });

/**
 * Yoga's persisted-operations plugin over the store, ids sent as Apollo's `persistedQuery`
 * extension (what Relay's id and other clients send alike). Arbitrary documents are decided by
 * the caller, known before Yoga starts.
 */
export function persistedOperationsPlugin<Context extends { viewer: Actor }>(
  schema: GraphQLSchema,
  documents: PersistedDocuments,
  vetted: VettedDocuments,
  log: FastifyBaseLogger,
): Plugin<Context> {
  const store = vetter(schema, documents, vetted);
  // Still served: each refused one gets the answer an arbitrary document would get.
  const refused = store.vetAll();
  if (refused.length > 0) log.warn({ refused }, "Operaciones persistidas que no pasan las comprobaciones de GraphQL");
  const persisted = yogaPersistedOperations({
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
