import { graphql } from "react-relay/hooks";
import type { AnonymisePersonasMutation as Mutation } from "../../__generated__/AnonymisePersonasMutation.graphql.ts";
import { useAsyncMutation } from "../../relay/useAsyncMutation.ts";

const mutation = graphql`
  mutation AnonymisePersonasMutation {
    anonymisePersonasFueraDePlazo {
      __typename
      ... on AnonymisePersonasFueraDePlazoPayload {
        anonimizadas
        quedan
      }
      ...MutationError_error @alias(as: "error")
    }
  }
`;

/** One batch of the retention screen's anonymisation; answers the payload. */
export function useAnonymisePersonasMutation() {
  const [run, isInFlight] = useAsyncMutation<Mutation>(mutation);
  const anonymise = async () => (await run({ variables: {} })).anonymisePersonasFueraDePlazo;
  return [anonymise, isInFlight] as const;
}
