import { useCallback } from "react";
import { useLogNavigationMutation } from "./LogNavigationMutation.ts";

/**
 * Spec section 2: every navigation from the main menu first records an activity entry
 * ('Acceso a Lista personas'...). Recording never holds up or blocks the navigation.
 */
export function useLogNavigation(): (destination: string) => void {
  const [log] = useLogNavigationMutation();
  return useCallback((destination: string) => void log({ actividad: `Acceso a ${destination}` }).catch(() => undefined), [log]);
}
