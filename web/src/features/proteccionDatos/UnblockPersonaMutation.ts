import { graphql } from "react-relay/hooks";
import type { UnblockPersonaMutation as Mutation } from "../../__generated__/UnblockPersonaMutation.graphql.ts";
import { useInputMutation } from "../../relay/useAsyncMutation.ts";

const mutation = graphql`
  mutation UnblockPersonaMutation($input: UnblockPersonaInput!) {
    unblockPersona(input: $input) {
      __typename
      ...MutationError_error @alias(as: "error")
    }
  }
`;

export const useUnblockPersonaMutation = () => useInputMutation<Mutation>(mutation, "unblockPersona");
