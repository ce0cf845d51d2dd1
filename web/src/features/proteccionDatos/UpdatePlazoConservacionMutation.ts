import { graphql } from "react-relay/hooks";
import type { UpdatePlazoConservacionMutation as Mutation } from "../../__generated__/UpdatePlazoConservacionMutation.graphql.ts";
import { useInputMutation } from "../../relay/useAsyncMutation.ts";

const mutation = graphql`
  mutation UpdatePlazoConservacionMutation($input: UpdatePlazoConservacionInput!) {
    updatePlazoConservacion(input: $input) {
      __typename
      ...MutationError_error @alias(as: "error")
    }
  }
`;

export const useUpdatePlazoConservacionMutation = () => useInputMutation<Mutation>(mutation, "updatePlazoConservacion");
