import type { GraphQLTaggedNode } from "react-relay/hooks";
import type { MutationParameters } from "relay-runtime";
import type { MutationError_error$key } from "../__generated__/MutationError_error.graphql.ts";
import { readMutationError } from "./MutationError.ts";
import { useAsyncMutation } from "./useAsyncMutation.ts";

/** How an upload ended: stored, refused with the server's message, or lost on the way (no message). */
export type UploadOutcome = { ok: true } | { ok: false; message?: string };

type FileUpload = MutationParameters & {
  variables: { input: { id: string } };
  response: Record<string, { readonly error?: MutationError_error$key | null }>;
};

/**
 * A mutation that sends one file for a saved row, whose payload is the response's `field`: its
 * input is `{ id, <fileField> }`, and the file goes as the uploadable "input.<fileField>".
 * `upload(id, file)` answers how it ended instead of throwing, as the row stays saved whatever
 * happens to its file.
 */
export function useFileUploadMutation<T extends FileUpload>(
  mutation: GraphQLTaggedNode,
  field: keyof T["response"],
  fileField: Exclude<keyof T["variables"]["input"], "id"> & string,
) {
  const [run, isInFlight] = useAsyncMutation<T>(mutation);
  const upload = async (id: string, file: File): Promise<UploadOutcome> => {
    try {
      // The file travels beside the variables; its own field in them is null.
      const variables = { input: { id, [fileField]: null } } as T["variables"];
      const response = await run({ variables, uploadables: { [`input.${fileField}`]: file } });
      const error = readMutationError(response[field]?.error);
      return error ? { ok: false, message: error.message } : { ok: true };
    } catch {
      return { ok: false };
    }
  };
  return [upload, isInFlight] as const;
}
