import type { UseMutationConfig } from "react-relay/hooks";
import type { Disposable, MutationParameters } from "relay-runtime";

/**
 * A Relay mutation as a promise, for flows that chain several (save the animal, then upload its
 * photo). Network failures reject; typed errors arrive in the resolved response.
 */
export function commitAsync<T extends MutationParameters>(
  commit: (config: UseMutationConfig<T>) => Disposable,
  config: Omit<UseMutationConfig<T>, "onCompleted" | "onError">,
): Promise<T["response"]> {
  return new Promise((resolve, reject) => {
    commit({ ...config, onCompleted: (response) => resolve(response), onError: reject });
  });
}
