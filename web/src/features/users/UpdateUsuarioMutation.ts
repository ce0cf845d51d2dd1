import { graphql } from "react-relay/hooks";
import type { UpdateUsuarioMutation as Mutation } from "../../__generated__/UpdateUsuarioMutation.graphql.ts";
import { useInputMutation } from "../../relay/useAsyncMutation.ts";

const mutation = graphql`
  mutation UpdateUsuarioMutation($input: UpdateUsuarioInput!) {
    updateUsuario(input: $input) {
      __typename
      ... on UpdateUsuarioPayload {
        usuario {
          id
          username
          ...UsersPage_row
          ...UserDialog_user
        }
      }
      ...MutationError_error @alias(as: "error")
    }
  }
`;

/** Saves an account's changes; the table and the form read them from the store. */
export function useUpdateUsuarioMutation() {
  return useInputMutation<Mutation>(mutation, "updateUsuario");
}
