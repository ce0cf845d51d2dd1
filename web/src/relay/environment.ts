import { Environment, type FetchFunction, Network, RecordSource, Store, type UploadableMap } from "relay-runtime";
import { getToken } from "../auth/session.ts";

/**
 * A mutation with files becomes a GraphQL multipart request: each uploadable's key is its
 * variable path (e.g. "input.photo"), sent as null in `operations` and mapped to its file part.
 */
function multipartBody(query: string | null | undefined, variables: Record<string, unknown>, uploadables: UploadableMap): FormData {
  const keys = Object.keys(uploadables);
  const form = new FormData();
  form.append("operations", JSON.stringify({ query, variables }));
  form.append("map", JSON.stringify(Object.fromEntries(keys.map((key, index) => [index, [`variables.${key}`]]))));
  for (const [index, key] of keys.entries()) form.append(String(index), uploadables[key]!);
  return form;
}

/** Sends every operation to /graphql with the stored bearer token. */
const fetchGraphQL: FetchFunction = async (operation, variables, _cacheConfig, uploadables) => {
  const token = getToken();
  const response = await fetch("/graphql", {
    method: "POST",
    headers: {
      // The browser sets the multipart content type (with its boundary) itself.
      ...(uploadables ? {} : { "content-type": "application/json" }),
      accept: "application/graphql-response+json, application/json",
      // The server refuses /graphql requests without it unless a CORS preflight vouched for them.
      "x-graphql-yoga-csrf": "1",
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: uploadables ? multipartBody(operation.text, variables, uploadables) : JSON.stringify({ query: operation.text, variables }),
  });
  const body = await response.json().catch(() => null);
  if (!body) throw new Error(`${response.status}: ${response.statusText}`);
  if (body.errors?.length && !body.data) throw new Error(body.errors[0].message);
  return body;
};

/** A fresh environment (empty cache) per session, so no data outlives a logout. */
export function createRelayEnvironment(): Environment {
  return new Environment({ network: Network.create(fetchGraphQL), store: new Store(new RecordSource()) });
}
