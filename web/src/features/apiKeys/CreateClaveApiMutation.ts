import { graphql } from "react-relay/hooks";
import type { CreateClaveApiInput, CreateClaveApiMutation as Mutation } from "../../__generated__/CreateClaveApiMutation.graphql.ts";
import { useAsyncMutation } from "../../relay/useAsyncMutation.ts";

const mutation = graphql`
  mutation CreateClaveApiMutation($input: CreateClaveApiInput!) {
    createClaveApi(input: $input) {
      __typename
      ... on CreateClaveApiPayload {
        clave
        claveApi {
          ...ApiKeysPage_clave @relay(mask: false)
        }
      }
      ...MutationError_error @alias(as: "error")
    }
  }
`;

/** A new key: the key itself, shown this once, and its row put first in the screen's list. */
export function useCreateClaveApiMutation() {
  const [run, isInFlight] = useAsyncMutation<Mutation>(mutation);
  const create = async (input: CreateClaveApiInput) =>
    (
      await run({
        variables: { input },
        updater: (store) => {
          const created = store.getRootField("createClaveApi")?.getLinkedRecord("claveApi");
          const root = store.getRoot();
          if (created) root.setLinkedRecords([created, ...(root.getLinkedRecords("clavesApi") ?? [])], "clavesApi");
        },
      })
    ).createClaveApi;
  return [create, isInFlight] as const;
}
