/** The session token lives in local storage (spec section 4 "Session"). */
const TOKEN_KEY = "token";

export function getToken(): string | null {
  return localStorage.getItem(TOKEN_KEY);
}

/**
 * Whether this page's gate has accepted the stored token. Until it has, a refused read is the
 * gate's to answer (a stored token that no longer works: the login page, saying why); after, the
 * session ended while in use (sessionEndedByServer).
 */
let acceptedByGate = false;

/** The gate found a user behind the stored token. */
export function sessionAccepted(): void {
  acceptedByGate = true;
}

export function setToken(token: string): void {
  acceptedByGate = false;
  localStorage.setItem(TOKEN_KEY, token);
}

/** Logout clears all local storage, not just the token. */
export function clearSession(): void {
  acceptedByGate = false;
  localStorage.clear();
}

/** What the login page says after the server ended the session. */
export const SESSION_ENDED_NOTICE = "Su sesión ha terminado. Inicie sesión de nuevo.";

/** Set in the tab's session storage while the login page owes the notice that the session ended. */
const ENDED_NOTICE_KEY = "sesionTerminada";

/**
 * The server no longer accepts the session the page works with (it ended elsewhere: a logout, a
 * new password, a deactivation, its expiry): forget it as a logout does and load the page again,
 * which then shows the login page, on the same address, saying why. Before the gate has accepted
 * the session, nothing: the gate's own answer shows the login page.
 */
export function sessionEndedByServer(): void {
  if (!acceptedByGate) return;
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
  acceptedByGate = false;
  localStorage.removeItem(TOKEN_KEY);
}
