import { graphql } from "react-relay";
import type { CreateObservacionInput, CreateObservacionMutation as Mutation } from "../../__generated__/CreateObservacionMutation.graphql.ts";
import { useAsyncMutation } from "../../relay/useAsyncMutation.ts";

const mutation = graphql`
  mutation CreateObservacionMutation($input: CreateObservacionInput!) {
    createObservacion(input: $input) {
      __typename
      ... on CreateObservacionPayload {
        observacion {
          id
          databaseId
        }
      }
      ...MutationError_error @alias(as: "error")
    }
  }
`;

/** Adds an observation; the tab then reads its first page again (numbered pages, newest first). */
export function useCreateObservacionMutation() {
  const [run, isInFlight] = useAsyncMutation<Mutation>(mutation);
  const create = async (input: CreateObservacionInput) => (await run({ variables: { input } })).createObservacion;
  return [create, isInFlight] as const;
}
