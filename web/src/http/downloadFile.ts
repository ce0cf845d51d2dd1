/**
 * Files come over the REST facade (GraphQL carries no binaries): POST with the session token,
 * then hand the bytes to the browser as a download with the given name.
 */
import { authorizedFetch } from "../auth/authorizedFetch.ts";

/** The server's Spanish `message`, or the spec's generic '{status}: {body}'. */
async function failureMessage(response: Response): Promise<string> {
  const text = await response.text();
  try {
    const message = (JSON.parse(text) as { message?: unknown }).message;
    if (typeof message === "string" && message) return message;
  } catch {
    // Not JSON: fall through to the generic form.
  }
  return `${response.status}: ${text || response.statusText}`;
}

async function bytesOf(response: Response): Promise<Blob> {
  if (!response.ok) throw new Error(await failureMessage(response));
  return response.blob();
}

/** POSTs a JSON body with the session token; the answer's bytes, or the server's message as an Error. */
export async function postForFile(path: string, body: unknown): Promise<Blob> {
  return bytesOf(
    await authorizedFetch(path, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(body),
    }),
  );
}

/** GETs a file served only with the session (a generated document's pdfUrl): its bytes, or the server's message as an Error. */
export async function fetchFile(path: string): Promise<Blob> {
  return bytesOf(await authorizedFetch(path));
}

export async function downloadFile(path: string, body: unknown, filename: string): Promise<void> {
  saveBlob(await postForFile(path, body), filename);
}

/** Hands bytes already in the page to the browser as a download. */
export function saveBlob(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  // Give the browser time to start reading the blob before it is released.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
