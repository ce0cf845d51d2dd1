import type { MutationError_error$key } from "../__generated__/MutationError_error.graphql.ts";
import { toastError } from "../ui/Toast.tsx";
import { type MutationError, readMutationError } from "./MutationError.ts";

type Outcome = {
  /** The toast's title when the server refuses or the call is lost. */
  failed: string;
  /** The toast's text when the call never answers; without it, the network's own message. */
  lost?: string;
  /** What else a refusal does (marks its fields). */
  onRefused?: (error: MutationError) => void;
};

/**
 * Sends a mutation whose payload may carry its `error`: answers the payload when it succeeded, or
 * null once the refusal or the lost call is toasted, so the caller goes on only with a success.
 */
export async function sendOrToast<P extends { readonly error?: MutationError_error$key | null }>(
  send: () => Promise<P>,
  { failed, lost, onRefused }: Outcome,
): Promise<P | null> {
  let payload: P;
  try {
    payload = await send();
  } catch (error) {
    if (lost) toastError(lost);
    else toastError((error as Error).message, failed);
    return null;
  }
  const error = readMutationError(payload.error);
  if (!error) return payload;
  onRefused?.(error);
  toastError(error.message, failed);
  return null;
}
