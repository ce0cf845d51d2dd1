import { lazy, use, useEffect } from "react";
import { graphql, usePreloadedQuery, type PreloadedQuery } from "react-relay/hooks";
import type { Environment } from "relay-runtime";
import type { AppGateQuery as AppGateQueryType } from "../../__generated__/AppGateQuery.graphql.ts";
import { dropToken, sessionAccepted } from "../../auth/session.ts";
import { LoginPage } from "./LoginPage.tsx";

// The login page loads only its own code: the logged-in app (router, shell, screens) and the
// first-run setup are separate chunks, fetched when the gate needs them (App waits).
const appRouterChunk = () => import("../../routes.tsx");
type RoutesModule = Awaited<ReturnType<typeof appRouterChunk>>;
type Router = ReturnType<RoutesModule["createAppRouter"]>;
/**
 * A session's router, the component that renders it (both from the routes chunk), and when its
 * first navigation has loaded (the shell's and the screen's loaders, the screen's code).
 */
type SessionRouter = { router: Router; AppRouter: RoutesModule["AppRouter"]; loaded: Promise<void> };

/** Each session's router (one per Relay environment), made once. */
const routers = new WeakMap<Environment, Promise<SessionRouter>>();

/**
 * The session's router, made as soon as its code arrives: it starts loading the shell's query
 * and the screen of the URL (its code and its query) at once. App calls it beside the gate's
 * query when a token is stored, so those wait for neither the gate's answer nor its render.
 */
export function preloadAppRouter(environment: Environment): Promise<SessionRouter> {
  let session = routers.get(environment);
  if (!session) {
    session = appRouterChunk().then((m) => {
      const router = m.createAppRouter(environment);
      return { router, AppRouter: m.AppRouter, loaded: firstNavigationLoaded(router) };
    });
    routers.set(environment, session);
  }
  return session;
}

/** Resolves once the router's first navigation has loaded (its state is `initialized`). */
function firstNavigationLoaded(router: Router): Promise<void> {
  return new Promise((resolve) => {
    if (router.state.initialized) return resolve();
    const stop = router.subscribe((state) => {
      if (!state.initialized) return;
      stop();
      resolve();
    });
  });
}

/** Stops a session's router, if one was made: it no longer follows the browser's history nor loads. */
export function disposeAppRouter(environment: Environment) {
  void routers.get(environment)?.then(({ router }) => router.dispose());
  routers.delete(environment);
}

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

/**
 * Not logged in: first-run setup when there are no users, otherwise the login screen. `withToken`:
 * the gate's query was asked with a stored token (not the one a login stores while this screen
 * stays, waiting for the next session).
 */
export function AppGate({ gateRef, environment, withToken }: { gateRef: PreloadedQuery<AppGateQueryType>; environment: Environment; withToken: boolean }) {
  const { viewer, appStatus } = usePreloadedQuery<AppGateQueryType>(AppGateQuery, gateRef);
  const staleToken = !viewer && withToken;
  useEffect(() => {
    // The token no longer identifies an active user (expired, deactivated): forget it, and the
    // router made for it.
    if (staleToken) {
      dropToken();
      disposeAppRouter(environment);
    }
  }, [staleToken, environment]);
  useEffect(() => {
    if (viewer) sessionAccepted();
  }, [viewer]);

  if (viewer) {
    const { router, AppRouter, loaded } = use(preloadAppRouter(environment));
    // The first screen draws whole, its heading in the shell, rather than a loading state first.
    use(loaded);
    return <AppRouter router={router} />;
  }
  if (!appStatus.hasUsers) return <SetupFlow />;
  return <LoginPage smtpAvailable={appStatus.smtpAvailable} staleToken={staleToken} />;
}
