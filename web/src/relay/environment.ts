import { Environment, type FetchFunction, Network, RecordSource, Store, type UploadableMap } from "relay-runtime";
import { getToken, sessionEndedByServer } from "../auth/session.ts";
import { serverFetch } from "../http/serverFetch.ts";

/**
 * Every operation is persisted by relay-compiler (relay.config.js): only its id travels, in the
 * `persistedQuery` extension the server reads (api/src/graphql/persistedOperations.ts).
 */
function operationBody(id: string | null | undefined, variables: Record<string, unknown>) {
  return { variables, extensions: { persistedQuery: { version: 1, sha256Hash: id } } };
}

/**
 * A mutation with files becomes a GraphQL multipart request: each uploadable's key is its
 * variable path (e.g. "input.photo"), sent as null in `operations` and mapped to its file part.
 */
function multipartBody(id: string | null | undefined, variables: Record<string, unknown>, uploadables: UploadableMap): FormData {
  const keys = Object.keys(uploadables);
  const form = new FormData();
  form.append("operations", JSON.stringify(operationBody(id, variables)));
  form.append("map", JSON.stringify(Object.fromEntries(keys.map((key, index) => [index, [`variables.${key}`]]))));
  for (const [index, key] of keys.entries()) form.append(String(index), uploadables[key]!);
  return form;
}

const isUnauthenticated = (error: { extensions?: { code?: unknown } }) => error.extensions?.code === "UNAUTHENTICATED";

/** Sends every operation's id to /graphql with the stored bearer token. */
const fetchGraphQL: FetchFunction = async (operation, variables, _cacheConfig, uploadables) => {
  const token = getToken();
  const response = await serverFetch("/graphql", {
    method: "POST",
    headers: {
      // The browser sets the multipart content type (with its boundary) itself.
      ...(uploadables ? {} : { "content-type": "application/json" }),
      accept: "application/graphql-response+json, application/json",
      // The server refuses /graphql requests without it unless a CORS preflight vouched for them.
      "x-graphql-yoga-csrf": "1",
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: uploadables ? multipartBody(operation.id, variables, uploadables) : JSON.stringify(operationBody(operation.id, variables)),
  });
  const body = await response.json().catch(() => null);
  if (!body) throw new Error(`${response.status}: ${response.statusText}`);
  // Only on a read: a save refused this way keeps its form on screen, with the server's message.
  if (token && operation.operationKind === "query" && body.errors?.some(isUnauthenticated)) sessionEndedByServer();
  if (body.errors?.length && !body.data) throw new Error(body.errors[0].message);
  return body;
};

/** A fresh environment (empty cache) per session, so no data outlives a logout. */
export function createRelayEnvironment(): Environment {
  return new Environment({ network: Network.create(fetchGraphQL), store: new Store(new RecordSource()) });
}
