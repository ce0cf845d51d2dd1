import { graphql } from "react-relay";
import type { UpdateUsuarioInput, UpdateUsuarioMutation as Mutation } from "../../__generated__/UpdateUsuarioMutation.graphql.ts";
import { useAsyncMutation } from "../../relay/useAsyncMutation.ts";

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
  const [run, isInFlight] = useAsyncMutation<Mutation>(mutation);
  const update = async (input: UpdateUsuarioInput) => (await run({ variables: { input } })).updateUsuario;
  return [update, isInFlight] as const;
}
