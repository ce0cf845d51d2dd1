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

/** What the login page says after the server ended the session. */
export const SESSION_ENDED_NOTICE = "Su sesión ha terminado. Inicie sesión de nuevo.";

/** Set in the tab's session storage while the login page owes the notice that the session ended. */
const ENDED_NOTICE_KEY = "sesionTerminada";

/**
 * The server no longer accepts the session the page works with (it ended elsewhere: a logout, a
 * new password, a deactivation, its expiry): forget it as a logout does and load the page again,
 * which then shows the login page, on the same address, saying why.
 */
export function sessionEndedByServer(): void {
  clearSession();
  sessionStorage.setItem(ENDED_NOTICE_KEY, "1");
  window.location.reload();
}

/** Whether the login page owes the notice that the session ended on the server. */
export function sessionEndedNoticeDue(): boolean {
  return sessionStorage.getItem(ENDED_NOTICE_KEY) !== null;
}

/** The notice was shown: the next login page (after a logout, say) does not repeat it. */
export function sessionEndedNoticeShown(): void {
  sessionStorage.removeItem(ENDED_NOTICE_KEY);
}

export function dropToken(): void {
  localStorage.removeItem(TOKEN_KEY);
}
