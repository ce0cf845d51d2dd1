import { NOT_ISO_WARNING } from "@rules/microchip.ts";
import { InlineWarning } from "../../ui/InlineWarning.tsx";

/** The ficha's and the list's warning for an identification that is not an ISO 11784 microchip (issue 26). */
export function NonIsoWarning() {
  return <InlineWarning>{NOT_ISO_WARNING}</InlineWarning>;
}
