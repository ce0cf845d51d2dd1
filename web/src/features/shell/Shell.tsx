import { Suspense } from "react";
import { RouterProvider as AriaRouterProvider } from "react-aria-components";
import { graphql } from "react-relay";
import { Outlet, useHref, useNavigate } from "react-router";
import type { ShellQuery as ShellQueryType } from "../../__generated__/ShellQuery.graphql.ts";
import { useRouteQuery } from "../../relay/useRouteQuery.ts";
import { LoadingScreen } from "../../ui/Spinner.tsx";
import { Sidebar } from "./Sidebar.tsx";

/** Also what the notice of incomplete 'Datos del refugio' reads, so no screen asks for it again. */
export const ShellQuery = graphql`
  query ShellQuery {
    viewer {
      ...Sidebar_viewer
    }
    ...SidebarCounts_query
    ...RefugioIncompleteNotice_query
  }
`;

/** The logged-in frame: sidebar on the left, the route's page on the right. */
export function Shell() {
  const data = useRouteQuery<ShellQueryType>(ShellQuery);
  const navigate = useNavigate();
  if (!data.viewer) return null;
  return (
    <AriaRouterProvider navigate={navigate} useHref={useHref}>
      <div className="flex min-h-screen">
        <Sidebar viewer={data.viewer} query={data} />
        <main className="min-w-0 flex-1 p-3 sm:p-6 lg:p-8">
          <Suspense fallback={<LoadingScreen />}>
            <Outlet />
          </Suspense>
        </main>
      </div>
    </AriaRouterProvider>
  );
}
