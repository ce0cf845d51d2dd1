import { useMemo, useState, useTransition } from "react";
import { loadQuery, RelayEnvironmentProvider } from "react-relay/hooks";
import type { PreloadedQuery } from "react-relay/hooks";
import type { Environment } from "relay-runtime";
import { clearSession, getToken, setToken } from "./auth/session.ts";
import { AppGate, AppGateQuery, disposeAppRouter, preloadAppRouter } from "./features/session/AppGate.tsx";
import type { AppGateQuery as AppGateQueryType } from "./__generated__/AppGateQuery.graphql.ts";
import { SessionContext } from "./features/session/SessionContext.ts";
import { createRelayEnvironment } from "./relay/environment.ts";

type SessionState = { environment: Environment; gateRef: PreloadedQuery<AppGateQueryType>; withToken: boolean };

function newSessionState(): SessionState {
  const environment = createRelayEnvironment();
  const withToken = getToken() !== null;
  // With a stored token the gate will most likely open the app: its router starts beside the query.
  if (withToken) void preloadAppRouter(environment);
  return { environment, gateRef: loadQuery<AppGateQueryType>(environment, AppGateQuery, {}), withToken };
}

/**
 * The page load's session, made once: until the first screen is drawn, App keeps no state of its
 * own (nothing of it is committed), and each render that waits begins again from here.
 */
let pageLoadSession: SessionState | undefined;
const pageLoadSessionState = () => (pageLoadSession ??= newSessionState());

/**
 * Each login or logout starts from a fresh Relay environment, so no cached data crosses sessions.
 * There is no loading state above the gate: the page load waits with index.html's own loading
 * text, and a login or logout is a transition that keeps the screen it left (its button waiting,
 * `isChanging`) until the next one draws whole, the shell with the screen's heading. A loading
 * state there would also catch any suspension in the shell and blank the whole app for its moment.
 */
export function App() {
  const [state, setState] = useState(pageLoadSessionState);
  const [isChanging, startChanging] = useTransition();
  const actions = useMemo(() => {
    /** The next session's state; the last one's router stops following the history. */
    function replaceSession() {
      const next = newSessionState();
      startChanging(() =>
        setState((previous) => {
          disposeAppRouter(previous.environment);
          return next;
        }),
      );
    }
    return {
      startSession(token: string) {
        setToken(token);
        replaceSession();
      },
      endSession() {
        clearSession();
        replaceSession();
      },
    };
  }, []);
  const session = useMemo(() => ({ ...actions, isChanging }), [actions, isChanging]);
  return (
    <RelayEnvironmentProvider environment={state.environment}>
      <SessionContext.Provider value={session}>
        <AppGate gateRef={state.gateRef} environment={state.environment} withToken={state.withToken} />
      </SessionContext.Provider>
    </RelayEnvironmentProvider>
  );
}
