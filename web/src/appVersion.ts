/**
 * A page open across an update: its screens' code files are named by their content, so the ones
 * it has not fetched yet are gone once a new version is installed.
 */
import { useEffect } from "react";

/** When the page was last loaded again for code it could not fetch (this tab's session storage). */
const RELOADED_AT_KEY = "recargadaPorCodigo";
/** A failure this soon after such a reload is not an update (the network, a missing file): it is shown. */
const RELOAD_WINDOW_MS = 30_000;

/** What a screen whose code could not be fetched says, in place of the browser's own words. */
export const CODE_UNAVAILABLE = "No se pudo descargar esta pantalla. Compruebe la conexión y recargue la página.";

/** Chromium's, Firefox's and Safari's words for an import() that could not be fetched. */
const FAILED_IMPORT = /dynamically imported module|Importing a module script failed/;

const isFailedImport = (error: unknown) => error instanceof Error && FAILED_IMPORT.test(error.message);

/** An error's message for a person: a failed download of code in Spanish, the rest as it is. */
export function errorMessage(error: unknown): string {
  if (!(error instanceof Error)) return "Error desconocido";
  return isFailedImport(error) ? CODE_UNAVAILABLE : error.message;
}

/**
 * An error page's: when its error is code that could not be fetched, the page is loaded again on
 * its address, once, and the installed version's code comes with it. A second failure within
 * RELOAD_WINDOW_MS stays on screen.
 */
export function useReloadForNewVersion(error: unknown): void {
  useEffect(() => {
    if (!isFailedImport(error)) return;
    const last = Number(sessionStorage.getItem(RELOADED_AT_KEY) ?? 0);
    if (Date.now() - last < RELOAD_WINDOW_MS) return;
    sessionStorage.setItem(RELOADED_AT_KEY, String(Date.now()));
    window.location.reload();
  }, [error]);
}
