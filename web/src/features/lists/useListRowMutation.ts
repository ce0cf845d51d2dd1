import type { GraphQLTaggedNode } from "react-relay/hooks";
import type { MutationParameters } from "relay-runtime";
import { setTotalCount, stepTotalCount, useAsyncMutation } from "../../relay/useAsyncMutation.ts";
import { LIST_PAGE_SIZE, usePageParams } from "./listParams.ts";

type RowChange = MutationParameters & {
  variables: { input: unknown; connections: readonly string[] };
  response: Record<string, { readonly totalCount?: number }>;
};

/**
 * A create or a delete on the people or town hall list, whose payload is the response's `field`:
 * the row joins (`@prependEdge`) or leaves (`@deleteEdge`) the pages shown (`connections`), and
 * their totals and page counts follow: the payload's `totalCount` on the whole list, one more
 * (`step` 1) or one fewer (-1) on a searched one. `change(input, connections)` answers the payload.
 */
export function useListRowMutation<T extends RowChange>(mutation: GraphQLTaggedNode, field: keyof T["response"], step: 1 | -1) {
  const [run, isInFlight] = useAsyncMutation<T>(mutation);
  const { search } = usePageParams();
  const change = async (input: T["variables"]["input"], connections: string[]): Promise<T["response"][keyof T["response"]]> => {
    const response = await run({
      variables: { input, connections } as T["variables"],
      updater: (store, data) => {
        const total = data?.[field]?.totalCount;
        if (typeof total !== "number") return;
        if (search) stepTotalCount(store, connections, step, LIST_PAGE_SIZE);
        else setTotalCount(store, connections, total, LIST_PAGE_SIZE);
      },
    });
    return response[field];
  };
  return [change, isInFlight] as const;
}
