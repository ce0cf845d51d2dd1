import { graphql } from "react-relay/hooks";
import type { RevokeClaveApiMutation as Mutation } from "../../__generated__/RevokeClaveApiMutation.graphql.ts";
import { useInputMutation } from "../../relay/useAsyncMutation.ts";

const mutation = graphql`
  mutation RevokeClaveApiMutation($input: RevokeClaveApiInput!) {
    revokeClaveApi(input: $input) {
      __typename
      ... on RevokeClaveApiPayload {
        claveApi {
          ...ApiKeysPage_clave @relay(mask: false)
        }
      }
      ...MutationError_error @alias(as: "error")
    }
  }
`;

/** Revokes a key; the answer's row (with its date) updates the list through its id. */
export function useRevokeClaveApiMutation() {
  return useInputMutation<Mutation>(mutation, "revokeClaveApi");
}
