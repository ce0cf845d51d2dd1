import { graphql } from "react-relay/hooks";
import type { RegistrarActuacionInput, RegistrarActuacionMutation as Mutation } from "../../__generated__/RegistrarActuacionMutation.graphql.ts";
import { useAsyncMutation } from "../../relay/useAsyncMutation.ts";
import { addToAnimalItems } from "./animalItems.ts";

const mutation = graphql`
  mutation RegistrarActuacionMutation($input: RegistrarActuacionInput!) {
    registrarActuacion(input: $input) {
      __typename
      ... on RegistrarActuacionPayload {
        actuacion {
          id
          ...SaludItem_actuacion
        }
        siguiente {
          id
          fechaPrevista
          ...SaludItem_actuacion
        }
      }
      ...MutationError_error @alias(as: "error")
    }
  }
`;

/**
 * Records an item as given. The item's row follows in the store; the next one, when the
 * actuación repeats, joins the animal's list when `animalId` (its global id) is given.
 */
export function useRegistrarActuacionMutation() {
  const [run, isInFlight] = useAsyncMutation<Mutation>(mutation);
  const registrar = async (input: RegistrarActuacionInput, animalId: string | null) => {
    const response = await run({
      variables: { input },
      updater: (store) => {
        const siguiente = store.getRootField("registrarActuacion")?.getLinkedRecord("siguiente");
        if (animalId && siguiente) addToAnimalItems(store, animalId, siguiente);
      },
    });
    return response.registrarActuacion;
  };
  return [registrar, isInFlight] as const;
}
