import { useEffect, useRef } from "react";

/**
 * Refetches when the window regains focus or the network comes back, for lists that must never
 * show stale data (spec section 9: users and roles are always refetched).
 */
export function useRefetchOnFocusAndReconnect(refetch: () => void): void {
  const latest = useRef(refetch);
  latest.current = refetch;
  useEffect(() => {
    const run = () => latest.current();
    window.addEventListener("focus", run);
    window.addEventListener("online", run);
    return () => {
      window.removeEventListener("focus", run);
      window.removeEventListener("online", run);
    };
  }, []);
}
