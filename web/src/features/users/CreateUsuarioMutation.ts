import { graphql } from "react-relay/hooks";
import { ConnectionHandler } from "relay-runtime";
import type { CreateUsuarioInput, CreateUsuarioMutation as Mutation } from "../../__generated__/CreateUsuarioMutation.graphql.ts";
import { setTotalCount, useAsyncMutation } from "../../relay/useAsyncMutation.ts";

/** The users table's connection, so a new account appears in it without a reload. */
const usersConnectionId = () => ConnectionHandler.getConnectionID("client:root", "UsersPage_usuarios");

const mutation = graphql`
  mutation CreateUsuarioMutation($input: CreateUsuarioInput!, $connections: [ID!]!) {
    createUsuario(input: $input) {
      __typename
      ... on CreateUsuarioPayload {
        usuarioEdge @appendEdge(connections: $connections) {
          node {
            id
            username
            ...UsersPage_row
            ...UserDialog_user
          }
        }
        totalCount
      }
      ...MutationError_error @alias(as: "error")
    }
  }
`;

/** Creates an account; it joins the users table and its total. */
export function useCreateUsuarioMutation() {
  const [run, isInFlight] = useAsyncMutation<Mutation>(mutation);
  const create = async (input: CreateUsuarioInput) => {
    const connections = [usersConnectionId()];
    const response = await run({
      variables: { input, connections },
      updater: (store, data) => setTotalCount(store, connections, data?.createUsuario.totalCount),
    });
    return response.createUsuario;
  };
  return [create, isInFlight] as const;
}
