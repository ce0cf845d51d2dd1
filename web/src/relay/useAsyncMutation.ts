import { useCallback } from "react";
import { type GraphQLTaggedNode, useMutation, type UseMutationConfig } from "react-relay/hooks";
import type { MutationParameters, RecordSourceSelectorProxy } from "relay-runtime";
import { commitAsync } from "./commitAsync.ts";

export type MutationConfig<T extends MutationParameters> = Omit<UseMutationConfig<T>, "onCompleted" | "onError">;

/**
 * A mutation as `[run, isInFlight]`, `run` answering a promise of the response: what every
 * `use<Verb><Noun>Mutation` hook builds on. Network failures reject; typed errors arrive in the
 * response, read with `readMutationError`.
 */
export function useAsyncMutation<T extends MutationParameters>(mutation: GraphQLTaggedNode) {
  const [commit, isInFlight] = useMutation<T>(mutation);
  const run = useCallback((config: MutationConfig<T>) => commitAsync(commit, config), [commit]);
  return [run, isInFlight] as const;
}

/**
 * A mutation whose one variable is `input`, as `[send, isInFlight]`: `send(input)` answers the
 * payload, the response's `field`.
 */
export function useInputMutation<T extends MutationParameters & { variables: { input: unknown } }>(mutation: GraphQLTaggedNode, field: keyof T["response"]) {
  const [run, isInFlight] = useAsyncMutation<T>(mutation);
  const send = useCallback(
    async (input: T["variables"]["input"]): Promise<T["response"][keyof T["response"]]> => (await run({ variables: { input } as T["variables"] }))[field],
    [run, field],
  );
  return [send, isInFlight] as const;
}

/**
 * Puts a payload's `totalCount` on the lists it changed, so their totals follow a create or a
 * delete; a list of numbered pages of `pageSize` rows gets its `totalPages` again too.
 */
export function setTotalCount(store: RecordSourceSelectorProxy, connections: readonly string[], total: number | null | undefined, pageSize?: number): void {
  if (typeof total !== "number") return;
  for (const id of connections) {
    const connection = store.get(id);
    connection?.setValue(total, "totalCount");
    if (connection && pageSize) connection.setValue(Math.ceil(total / pageSize), "totalPages");
  }
}

/**
 * Moves the totals of searched lists by `step` when a row joins (1) or leaves (-1) the matches
 * shown: the payload's `totalCount` counts the whole list, which a searched list must not take.
 */
export function stepTotalCount(store: RecordSourceSelectorProxy, connections: readonly string[], step: 1 | -1, pageSize?: number): void {
  for (const id of connections) {
    const connection = store.get(id);
    const count = connection?.getValue("totalCount");
    if (typeof count === "number") setTotalCount(store, [id], Math.max(0, count + step), pageSize);
  }
}
