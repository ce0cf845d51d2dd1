import { useCallback } from "react";
import { graphql, useMutation } from "react-relay";
import type { useLogNavigationMutation } from "../../__generated__/useLogNavigationMutation.graphql.ts";

/**
 * Spec section 2: every navigation from the main menu first records an activity entry
 * ('Acceso a Lista personas'...). Recording never holds up or blocks the navigation.
 */
export function useLogNavigation(): (destination: string) => void {
  const [commit] = useMutation<useLogNavigationMutation>(graphql`
    mutation useLogNavigationMutation($input: LogNavigationInput!) {
      logNavigation(input: $input) {
        __typename
      }
    }
  `);
  return useCallback((destination: string) => commit({ variables: { input: { actividad: `Acceso a ${destination}` } } }), [commit]);
}
