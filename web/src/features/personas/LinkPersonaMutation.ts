import { graphql } from "react-relay/hooks";
import type { LinkPersonaMutation as Mutation } from "../../__generated__/LinkPersonaMutation.graphql.ts";
import { useInputMutation } from "../../relay/useAsyncMutation.ts";
import type { LinkMutation } from "../lists/useListPage.ts";
import { personSelectionOf, type RegistrationContext } from "../registro/registrationContext.ts";

const mutation = graphql`
  mutation LinkPersonaMutation($input: LinkPersonaToEntradaSalidaInput!) {
    linkPersonaToEntradaSalida(input: $input) {
      __typename
      ... on LinkPersonaToEntradaSalidaPayload {
        animalId
        pendingReport
      }
      ...MutationError_error @alias(as: "error")
    }
  }
`;

/**
 * Select mode: names a person on the entry or the exit of the context's E/S, as its mode says, and
 * whether for a document process; a mode that names no person sends nothing.
 */
export function useLinkPersonaMutation(): LinkMutation {
  const [send, isInFlight] = useInputMutation<Mutation>(mutation, "linkPersonaToEntradaSalida");
  const link = async (context: RegistrationContext, personaId: string) => {
    const how = personSelectionOf(context.mode);
    return how ? send({ entradaSalidaId: context.entradaSalidaId, personaId, role: how.role, forProcess: how.forProcess }) : undefined;
  };
  return [link, isInFlight];
}
