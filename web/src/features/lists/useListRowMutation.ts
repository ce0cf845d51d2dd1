import type { GraphQLTaggedNode } from "react-relay";
import type { MutationParameters } from "relay-runtime";
import { setTotalCount, useAsyncMutation } from "../../relay/useAsyncMutation.ts";
import { LIST_PAGE_SIZE } from "./listParams.ts";

type RowChange = MutationParameters & {
  variables: { input: unknown; connections: readonly string[] };
  response: Record<string, { readonly totalCount?: number }>;
};

/**
 * A create or a delete on the people or town hall list, whose payload is the response's `field`:
 * the row joins (`@prependEdge`) or leaves (`@deleteEdge`) the pages shown (`connections`), and
 * their totals and page counts follow the payload's `totalCount`. `change(input, connections)`
 * answers the payload.
 */
export function useListRowMutation<T extends RowChange>(mutation: GraphQLTaggedNode, field: keyof T["response"]) {
  const [run, isInFlight] = useAsyncMutation<T>(mutation);
  const change = async (input: T["variables"]["input"], connections: string[]): Promise<T["response"][keyof T["response"]]> => {
    const response = await run({
      variables: { input, connections } as T["variables"],
      updater: (store, data) => setTotalCount(store, connections, data?.[field]?.totalCount, LIST_PAGE_SIZE),
    });
    return response[field];
  };
  return [change, isInFlight] as const;
}
