import { lazy, use, useEffect } from "react";
import { graphql, usePreloadedQuery, type PreloadedQuery } from "react-relay/hooks";
import type { Environment } from "relay-runtime";
import type { AppGateQuery as AppGateQueryType } from "../../__generated__/AppGateQuery.graphql.ts";
import { dropToken, getToken } from "../../auth/session.ts";
import { LoginPage } from "./LoginPage.tsx";

// The login page loads only its own code: the logged-in app (router, shell, screens) and the
// first-run setup are separate chunks, fetched when the gate needs them (App's Suspense waits).
const appRouterChunk = () => import("../../routes.tsx");
type AppRouterInstance = ReturnType<Awaited<ReturnType<typeof appRouterChunk>>["createAppRouter"]>;

/** Each session's router (one per Relay environment), made once. */
const routers = new WeakMap<Environment, Promise<AppRouterInstance>>();

/**
 * The session's router, made as soon as its code arrives: it starts loading the shell's query
 * and the screen of the URL (its code and its query) at once. App calls it beside the gate's
 * query when a token is stored, so those wait for neither the gate's answer nor its render.
 */
export function preloadAppRouter(environment: Environment): Promise<AppRouterInstance> {
  let router = routers.get(environment);
  if (!router) {
    router = appRouterChunk().then((m) => m.createAppRouter(environment));
    routers.set(environment, router);
  }
  return router;
}

/** Stops a session's router, if one was made: it no longer follows the browser's history nor loads. */
export function disposeAppRouter(environment: Environment) {
  void routers.get(environment)?.then((router) => router.dispose());
  routers.delete(environment);
}

const AppRouter = lazy(() => appRouterChunk().then((m) => ({ default: m.AppRouter })));
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
    // The token no longer identifies an active user (expired, deactivated): forget it, and the
    // router made for it.
    if (staleToken) {
      dropToken();
      disposeAppRouter(environment);
    }
  }, [staleToken, environment]);

  if (viewer) return <AppRouter router={use(preloadAppRouter(environment))} />;
  if (!appStatus.hasUsers) return <SetupFlow />;
  return <LoginPage smtpAvailable={appStatus.smtpAvailable} />;
}
