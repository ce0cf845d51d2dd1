import { getToken } from "./session.ts";

/** A GET of an API resource with the session's bearer token (images and files an <img> cannot fetch). */
export function authorizedFetch(url: string, init: RequestInit = {}): Promise<Response> {
  const token = getToken();
  return fetch(url, { ...init, headers: { ...init.headers, ...(token ? { authorization: `Bearer ${token}` } : {}) } });
}
