import { graphql } from "react-relay/hooks";
import type { DeleteAnimalMutation as Mutation } from "../../__generated__/DeleteAnimalMutation.graphql.ts";
import { setTotalCount, stepTotalCount, useAsyncMutation } from "../../relay/useAsyncMutation.ts";
import { ANIMAL_LIST_CONNECTION, ANIMAL_LIST_PAGE_SIZE } from "./animalListConnection.ts";

const mutation = graphql`
  mutation DeleteAnimalMutation($input: DeleteAnimalInput!, $connections: [ID!]!) {
    deleteAnimal(input: $input) {
      __typename
      ... on DeleteAnimalPayload {
        deletedId @deleteEdge(connections: $connections)
        totalCount
        detalles {
          entradasSalidasEliminadas
          observacionesEliminadas
          archivosEliminados
          archivosNoEncontrados
        }
      }
      ...MutationError_error @alias(as: "error")
    }
  }
`;

type Input = { id: string; confirmacion: string; from: "list" | "ficha" };

/**
 * Deletes a ficha in cascade; it leaves the lists shown (`connections`) and the record list's
 * total follows the answer. A searched list counts its own matches: it loses the one row.
 */
export function useDeleteAnimalMutation() {
  const [run, isInFlight] = useAsyncMutation<Mutation>(mutation);
  const remove = async (input: Input, connections: string[]) => {
    const all = [...new Set([ANIMAL_LIST_CONNECTION, ...connections])];
    const response = await run({
      variables: { input, connections: all },
      updater: (store, data) => {
        const total = data?.deleteAnimal.totalCount;
        if (typeof total !== "number") return;
        setTotalCount(store, [ANIMAL_LIST_CONNECTION], total, ANIMAL_LIST_PAGE_SIZE);
        stepTotalCount(
          store,
          all.filter((id) => id !== ANIMAL_LIST_CONNECTION),
          -1,
        );
      },
    });
    return response.deleteAnimal;
  };
  return [remove, isInFlight] as const;
}
