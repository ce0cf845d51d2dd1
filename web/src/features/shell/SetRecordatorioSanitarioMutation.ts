import { graphql } from "react-relay/hooks";
import type { SetRecordatorioSanitarioMutation as Mutation } from "../../__generated__/SetRecordatorioSanitarioMutation.graphql.ts";
import { useAsyncMutation } from "../../relay/useAsyncMutation.ts";

const mutation = graphql`
  mutation SetRecordatorioSanitarioMutation($input: SetRecordatorioSanitarioInput!) {
    setRecordatorioSanitario(input: $input) {
      __typename
      ... on SetRecordatorioSanitarioPayload {
        activo
      }
      ...MutationError_error @alias(as: "error")
    }
  }
`;

/** The caller's own opt-in to the plan sanitario's daily e-mail; the viewer's switch follows the answer. */
export function useSetRecordatorioSanitarioMutation() {
  const [run, isInFlight] = useAsyncMutation<Mutation>(mutation);
  const set = async (activo: boolean) =>
    (
      await run({
        variables: { input: { activo } },
        updater: (store) => {
          const saved = store.getRootField("setRecordatorioSanitario")?.getValue("activo");
          if (typeof saved === "boolean") store.getRoot().getLinkedRecord("viewer")?.setValue(saved, "recordatorioSanitario");
        },
      })
    ).setRecordatorioSanitario;
  return [set, isInFlight] as const;
}
