import { lazy, useEffect } from "react";
import { graphql, usePreloadedQuery, type PreloadedQuery } from "react-relay/hooks";
import type { Environment } from "relay-runtime";
import type { AppGateQuery as AppGateQueryType } from "../../__generated__/AppGateQuery.graphql.ts";
import { dropToken, getToken } from "../../auth/session.ts";
import { LoginPage } from "./LoginPage.tsx";

// The login page loads only its own code: the logged-in app (router, shell, screens) and the
// first-run setup are separate chunks, fetched when the gate needs them (App's Suspense waits).
let appRouterChunk: Promise<typeof import("../../routes.tsx")> | null = null;

/** Starts loading the logged-in app; App calls it with the gate's query when a token is stored. */
export function preloadAppRouter() {
  appRouterChunk ??= import("../../routes.tsx");
  return appRouterChunk;
}

const AppRouter = lazy(() => preloadAppRouter().then((m) => ({ default: m.AppRouter })));
const SetupFlow = lazy(() => import("../setup/SetupFlow.tsx").then((m) => ({ default: m.SetupFlow })));

export const AppGateQuery = graphql`
  query AppGateQuery {
    viewer {
      username
    }
    appStatus {
      hasUsers
      smtpAvailable
    }
  }
`;

/** Not logged in: first-run setup when there are no users, otherwise the login screen. */
export function AppGate({ gateRef, environment }: { gateRef: PreloadedQuery<AppGateQueryType>; environment: Environment }) {
  const { viewer, appStatus } = usePreloadedQuery<AppGateQueryType>(AppGateQuery, gateRef);
  const staleToken = !viewer && getToken() !== null;
  useEffect(() => {
    // The token no longer identifies an active user (expired, deactivated): forget it.
    if (staleToken) dropToken();
  }, [staleToken]);

  if (viewer) return <AppRouter environment={environment} />;
  if (!appStatus.hasUsers) return <SetupFlow />;
  return <LoginPage smtpAvailable={appStatus.smtpAvailable} />;
}
