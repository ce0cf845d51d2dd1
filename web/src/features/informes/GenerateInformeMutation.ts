import { graphql } from "react-relay/hooks";
import { ConnectionHandler } from "relay-runtime";
import type { GenerateInformeInput, GenerateInformeMutation as Mutation } from "../../__generated__/GenerateInformeMutation.graphql.ts";
import { setTotalCount, useAsyncMutation } from "../../relay/useAsyncMutation.ts";

const mutation = graphql`
  mutation GenerateInformeMutation($input: GenerateInformeInput!, $connections: [ID!]!) {
    generateInforme(input: $input) {
      __typename
      ... on GenerateInformePayload {
        filename
        pdfUrl
        totalCount
        documentoEdge @prependEdge(connections: $connections) {
          cursor
          node {
            ...DocumentosGenerados_documento
          }
        }
      }
      ...MutationError_error @alias(as: "error")
    }
  }
`;

/** The E/S's 'Documentos generados' list, whether or not it is on screen. */
export const documentosConnectionOf = (entradaSalidaId: string) =>
  ConnectionHandler.getConnectionID(entradaSalidaId, "DocumentosGenerados_documentosGenerados");

/** Generates a legal document; the new archive row goes on top of the E/S's 'Documentos generados'. */
export function useGenerateInformeMutation() {
  const [run, isInFlight] = useAsyncMutation<Mutation>(mutation);
  const generate = async (input: GenerateInformeInput & { entradaSalidaId: string }) => {
    const connections = [documentosConnectionOf(input.entradaSalidaId)];
    const response = await run({
      variables: { input, connections },
      updater: (store, data) => setTotalCount(store, connections, data?.generateInforme.totalCount),
    });
    return response.generateInforme;
  };
  return [generate, isInFlight] as const;
}
