import { startTransition, useEffect } from "react";
import { graphql, useRefetchableFragment } from "react-relay/hooks";
import type { SidebarCounts_query$key } from "../../__generated__/SidebarCounts_query.graphql.ts";

export const COUNTS_REFRESH_MS = 30_000;

/** Live totals in the expanded sidebar, refreshed every 30 s. */
export function SidebarCounts({ query }: { query: SidebarCounts_query$key }) {
  const [data, refetch] = useRefetchableFragment(
    graphql`
      fragment SidebarCounts_query on Query @refetchable(queryName: "SidebarCountsRefetchQuery") {
        counts {
          animales
          personas
          ayuntamientos
          actuacionesPendientes
        }
      }
    `,
    query,
  );
  useEffect(() => {
    // A transition: the shell keeps showing the last totals while the fresh ones load (a plain
    // refetch suspended the whole app for the moment of the request).
    const refresh = () =>
      startTransition(() => {
        refetch({}, { fetchPolicy: "network-only" });
      });
    const timer = setInterval(refresh, COUNTS_REFRESH_MS);
    return () => clearInterval(timer);
  }, [refetch]);

  const rows = [
    ["Animales", data.counts.animales],
    ["Personas", data.counts.personas],
    ["Ayuntamientos", data.counts.ayuntamientos],
    ["Pendientes", data.counts.actuacionesPendientes],
  ] as const;
  return (
    <section aria-label="Totales" className="mx-1 rounded-lg bg-slate-50 p-3">
      <h2 className="mb-2 text-xs font-semibold tracking-wide text-slate-500 uppercase">Totales</h2>
      <dl className="flex flex-col gap-1 text-sm">
        {rows.map(([label, value]) => (
          <div key={label} className="flex justify-between">
            <dt className="text-slate-600">{label}</dt>
            <dd className="font-semibold text-slate-900 tabular-nums" data-testid={`count-${label.toLowerCase()}`}>
              {value}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
