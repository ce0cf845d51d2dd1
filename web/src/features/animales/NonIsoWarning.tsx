import { NOT_ISO_WARNING } from "@rules/microchip.ts";
import { TriangleAlert } from "lucide-react";

/** The ficha's and the list's warning for an identification that is not an ISO 11784 microchip (issue 26). */
export function NonIsoWarning() {
  return (
    <span className="inline-flex items-center gap-1 text-xs font-medium text-amber-800">
      <TriangleAlert size={13} aria-hidden className="shrink-0 text-amber-600" />
      {NOT_ISO_WARNING}
    </span>
  );
}
