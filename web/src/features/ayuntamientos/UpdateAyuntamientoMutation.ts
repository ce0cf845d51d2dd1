import { graphql } from "react-relay";

export const UpdateAyuntamientoMutation = graphql`
  mutation UpdateAyuntamientoMutation($input: UpdateAyuntamientoInput!) {
    updateAyuntamiento(input: $input) {
      __typename
      ... on Ayuntamiento {
        id
        ...AyuntamientoRow_ayuntamiento @alias
        ...AyuntamientoFormDialog_ayuntamiento @alias
      }
      ...MutationError_error @alias(as: "error")
    }
  }
`;
