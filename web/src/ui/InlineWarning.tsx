import { TriangleAlert } from "lucide-react";
import type { ReactNode } from "react";

/** A warning beside or under a value that does not stop anything (a chip that is not ISO, a DNI's letter). */
export function InlineWarning({ children }: { children: ReactNode }) {
  return (
    <span className="inline-flex items-center gap-1 text-xs font-medium text-amber-800">
      <TriangleAlert size={13} aria-hidden className="shrink-0 text-amber-600" />
      {children}
    </span>
  );
}
