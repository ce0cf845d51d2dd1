import { graphql } from "react-relay/hooks";
import type { CreateActuacionPuntualInput, CreateActuacionPuntualMutation as Mutation } from "../../__generated__/CreateActuacionPuntualMutation.graphql.ts";
import { useAsyncMutation } from "../../relay/useAsyncMutation.ts";
import { addToAnimalItems } from "./animalItems.ts";

const mutation = graphql`
  mutation CreateActuacionPuntualMutation($input: CreateActuacionPuntualInput!) {
    createActuacionPuntual(input: $input) {
      __typename
      ... on CreateActuacionPuntualPayload {
        record: actuacion {
          id
          ...SaludItem_actuacion
        }
      }
      ...MutationError_error @alias(as: "error")
    }
  }
`;

/** Schedules a one-off item; it joins the animal's list on the 'Salud' tab. */
export function useCreateActuacionPuntualMutation() {
  const [run, isInFlight] = useAsyncMutation<Mutation>(mutation);
  const create = async (input: CreateActuacionPuntualInput) => {
    const response = await run({
      variables: { input },
      updater: (store) => {
        // Stored under the field's own name, whatever the alias.
        const created = store.getRootField("createActuacionPuntual")?.getLinkedRecord("actuacion");
        if (created) addToAnimalItems(store, input.animalId, created);
      },
    });
    return response.createActuacionPuntual;
  };
  return [create, isInFlight] as const;
}
