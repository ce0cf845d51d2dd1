import { startTransition, useEffect, useRef } from "react";

/**
 * Refetches when the window regains focus or the network comes back, for lists that must never
 * show stale data (spec section 9: users and roles are always refetched). The refetch is a
 * transition: the list stays on screen while the fresh one loads, rather than a loading state.
 */
export function useRefetchOnFocusAndReconnect(refetch: () => void): void {
  const latest = useRef(refetch);
  latest.current = refetch;
  useEffect(() => {
    const run = () => startTransition(() => latest.current());
    window.addEventListener("focus", run);
    window.addEventListener("online", run);
    return () => {
      window.removeEventListener("focus", run);
      window.removeEventListener("online", run);
    };
  }, []);
}
