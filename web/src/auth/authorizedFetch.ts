import { getToken } from "./session.ts";

/**
 * A request to the REST facade with the session's bearer token: images an <img> cannot fetch,
 * files to download. `init.headers` is a plain object.
 */
export function authorizedFetch(url: string, init: RequestInit & { headers?: Record<string, string> } = {}): Promise<Response> {
  const token = getToken();
  return fetch(url, { ...init, headers: { ...init.headers, ...(token ? { authorization: `Bearer ${token}` } : {}) } });
}
