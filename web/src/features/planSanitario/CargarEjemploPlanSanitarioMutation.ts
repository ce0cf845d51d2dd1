import { graphql } from "react-relay/hooks";
import type { CargarEjemploPlanSanitarioMutation as Mutation } from "../../__generated__/CargarEjemploPlanSanitarioMutation.graphql.ts";
import { useAsyncMutation } from "../../relay/useAsyncMutation.ts";

const mutation = graphql`
  mutation CargarEjemploPlanSanitarioMutation {
    cargarEjemploPlanSanitario {
      __typename
      ... on CargarEjemploPlanSanitarioPayload {
        actuacionesAnadidas
      }
      ...MutationError_error @alias(as: "error")
    }
  }
`;

/** The example set, added once; the screen reads the catalogue again afterwards. */
export function useCargarEjemploPlanSanitarioMutation() {
  const [run, isInFlight] = useAsyncMutation<Mutation>(mutation);
  const load = async () => (await run({ variables: {} })).cargarEjemploPlanSanitario;
  return [load, isInFlight] as const;
}
