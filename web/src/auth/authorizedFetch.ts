import { serverFetch } from "../http/serverFetch.ts";
import { getToken } from "./session.ts";

/**
 * A request to the REST facade with the session's bearer token: a PDF made by a POST, a document
 * read into the page for its preview. (A plain <img> or link needs none: the session cookie opens
 * stored files.) `init.headers` is a plain object.
 */
export function authorizedFetch(url: string, init: RequestInit & { headers?: Record<string, string> } = {}): Promise<Response> {
  const token = getToken();
  return serverFetch(url, { ...init, headers: { ...init.headers, ...(token ? { authorization: `Bearer ${token}` } : {}) } });
}
