import { authorizedFetch } from "../../auth/authorizedFetch.ts";
import { toast, toastError } from "../../ui/Toast.tsx";

/**
 * Opens a stored document in a new tab. Documents are served only with the session's token, so
 * the tab gets a private blob: URL of the fetched file, never the document's API path.
 */
export async function openDocument(apiPath: string): Promise<void> {
  // Opened now, while the click still counts as the user's: a tab opened later would be taken for a pop-up.
  const tab = window.open("", "_blank");
  if (!tab) return toast("Pop-up bloqueado", "Permita pop-ups para este sitio en la configuración de su navegador", "destructive");
  try {
    const response = await authorizedFetch(apiPath);
    if (!response.ok) throw new Error(`${response.status}: ${await response.text()}`);
    tab.location.href = URL.createObjectURL(await response.blob());
  } catch (error) {
    tab.close();
    toastError((error as Error).message, "No se pudo abrir el documento");
  }
}
