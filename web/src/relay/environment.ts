import { Environment, type FetchFunction, Network, RecordSource, Store } from "relay-runtime";
import { getToken } from "../auth/session.ts";

/** Sends every operation to /graphql with the stored bearer token. */
const fetchGraphQL: FetchFunction = async (operation, variables) => {
  const token = getToken();
  const response = await fetch("/graphql", {
    method: "POST",
    headers: {
      "content-type": "application/json",
      accept: "application/graphql-response+json, application/json",
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify({ query: operation.text, variables }),
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
