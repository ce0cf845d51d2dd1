import { Suspense, useRef } from "react";
import { RouterProvider as AriaRouterProvider } from "react-aria-components";
import { graphql } from "react-relay/hooks";
import { Outlet, useHref, useNavigate } from "react-router";
import type { ShellQuery as ShellQueryType } from "../../__generated__/ShellQuery.graphql.ts";
import { useRouteQuery } from "../../relay/useRouteQuery.ts";
import { LoadingScreen } from "../../ui/Spinner.tsx";
import { RefugioPendingProvider } from "../refugio/shellQueryData.tsx";
import { Sidebar } from "./Sidebar.tsx";
import { usePageFollowsRoute } from "./usePageFollowsRoute.ts";

/** Also what the notice of incomplete 'Datos del refugio' reads, so no screen asks for it again. */
export const ShellQuery = graphql`
  query ShellQuery {
    viewer {
      ...Sidebar_viewer
    }
    ...SidebarCounts_query
    ...Sidebar_query
    ...RefugioIncompleteNotice_query
  }
`;

/**
 * The logged-in frame: sidebar on the left, the route's page on the right. The first Tab stop is
 * 'Saltar al contenido', shown only while it has the focus, which passes over the sidebar's links.
 */
export function Shell() {
  const data = useRouteQuery<ShellQueryType>(ShellQuery);
  const navigate = useNavigate();
  const main = useRef<HTMLElement>(null);
  usePageFollowsRoute(main);
  if (!data.viewer) return null;
  return (
    <AriaRouterProvider navigate={navigate} useHref={useHref}>
      {/* biome-ignore lint/a11y/useValidAnchor: a skip link is a link to the content (WCAG G1); the click only keeps the fragment from the router */}
      <a
        href="#contenido"
        // Focus moves itself: a change of the URL's fragment would be a navigation for the router.
        onClick={(event) => {
          event.preventDefault();
          main.current?.focus();
        }}
        // Above the top edge and transparent until it has the focus (a page captured whole, or
        // pulled past its top, would show it there); still read by screen readers.
        className="fixed top-2 left-2 z-[60] -translate-y-[200%] opacity-0 focus:opacity-100 rounded-md bg-brand-700 px-4 py-2 text-sm font-medium text-white shadow-lg outline-none focus:translate-y-0 focus:ring-2 focus:ring-brand-600 focus:ring-offset-2"
      >
        Saltar al contenido
      </a>
      <div className="flex min-h-screen">
        <Sidebar viewer={data.viewer} query={data} />
        <main id="contenido" ref={main} tabIndex={-1} className="min-w-0 flex-1 p-3 outline-none sm:p-6 lg:p-8">
          <Suspense fallback={<LoadingScreen />}>
            <RefugioPendingProvider query={data}>
              <Outlet />
            </RefugioPendingProvider>
          </Suspense>
        </main>
      </div>
    </AriaRouterProvider>
  );
}
