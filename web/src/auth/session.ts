/** The session token lives in local storage (spec section 4 "Session"). */
const TOKEN_KEY = "token";

export function getToken(): string | null {
  return localStorage.getItem(TOKEN_KEY);
}

export function setToken(token: string): void {
  localStorage.setItem(TOKEN_KEY, token);
}

/** Logout clears all local storage, not just the token. */
export function clearSession(): void {
  localStorage.clear();
}

export function dropToken(): void {
  localStorage.removeItem(TOKEN_KEY);
}
