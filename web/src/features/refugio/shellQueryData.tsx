/**
 * The shell's query (features/shell/Shell.tsx), given to the screens drawn inside it: the notice of
 * incomplete 'Datos del refugio' reads its fragment from there. Apart from the notice, so the shell
 * does not load the notice's code.
 */
import { createContext, type ReactNode } from "react";
import type { RefugioIncompleteNotice_query$key } from "../../__generated__/RefugioIncompleteNotice_query.graphql.ts";

export const ShellQueryData = createContext<RefugioIncompleteNotice_query$key | null>(null);

export function RefugioPendingProvider({ query, children }: { query: RefugioIncompleteNotice_query$key; children: ReactNode }) {
  return <ShellQueryData value={query}>{children}</ShellQueryData>;
}
