import { graphql } from "react-relay/hooks";
import type { SelectorStoreUpdater } from "relay-runtime";
import type { SaveEntradaSalidaGeneralMutation as MutationType } from "../../__generated__/SaveEntradaSalidaGeneralMutation.graphql.ts";
import { useAsyncMutation } from "../../relay/useAsyncMutation.ts";

/**
 * Guardar in the General tab; the updated node refreshes the table row and the tab. Treatments
 * the exit date ended are counted in `tratamientosFinalizados`.
 */
export const SaveEntradaSalidaGeneralMutation = graphql`
  mutation SaveEntradaSalidaGeneralMutation($input: SaveEntradaSalidaGeneralInput!) {
    saveEntradaSalidaGeneral(input: $input) {
      __typename
      ... on SaveEntradaSalidaGeneralPayload {
        entradaSalida {
          id
          ...EntradaSalidaTable_entradasSalidas
          ...GeneralTab_entradaSalida
        }
        tratamientosFinalizados
      }
      ...MutationError_error @alias(as: "error")
    }
  }
`;

export const useSaveEntradaSalidaGeneralMutation = () => useAsyncMutation<MutationType>(SaveEntradaSalidaGeneralMutation);

/**
 * After treatments were ended, the E/S's observations in the store are out of date: marking the
 * E/S stale makes the Observaciones tab read them again when it next opens.
 */
export const invalidateEndedTreatments =
  (entradaSalidaId: string): SelectorStoreUpdater<MutationType["response"]> =>
  (store, response) => {
    const result = response?.saveEntradaSalidaGeneral;
    if (result?.__typename === "SaveEntradaSalidaGeneralPayload" && (result.tratamientosFinalizados ?? 0) > 0) store.get(entradaSalidaId)?.invalidateRecord();
  };
