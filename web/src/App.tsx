import { Suspense, useMemo, useState } from "react";
import { loadQuery, RelayEnvironmentProvider } from "react-relay/hooks";
import type { PreloadedQuery } from "react-relay/hooks";
import type { Environment } from "relay-runtime";
import { clearSession, getToken, setToken } from "./auth/session.ts";
import { AppGate, AppGateQuery, disposeAppRouter, preloadAppRouter } from "./features/session/AppGate.tsx";
import type { AppGateQuery as AppGateQueryType } from "./__generated__/AppGateQuery.graphql.ts";
import { SessionContext } from "./features/session/SessionContext.ts";
import { createRelayEnvironment } from "./relay/environment.ts";
import { LoadingScreen } from "./ui/Spinner.tsx";

type SessionState = { environment: Environment; gateRef: PreloadedQuery<AppGateQueryType> };

function newSessionState(): SessionState {
  const environment = createRelayEnvironment();
  // With a stored token the gate will most likely open the app: its router starts beside the query.
  if (getToken() !== null) void preloadAppRouter(environment);
  return { environment, gateRef: loadQuery<AppGateQueryType>(environment, AppGateQuery, {}) };
}

/**
 * The page load's session, made once: until the first screen is drawn, App keeps no state of its
 * own (nothing of it is committed), and each render that waits begins again from here.
 */
let pageLoadSession: SessionState | undefined;
const pageLoadSessionState = () => (pageLoadSession ??= newSessionState());

/** Each login or logout starts from a fresh Relay environment, so no cached data crosses sessions. */
export function App() {
  const [state, setState] = useState(pageLoadSessionState);
  const session = useMemo(() => {
    /** The next session's state; the last one's router stops following the history. */
    function replaceSession() {
      const next = newSessionState();
      setState((previous) => {
        disposeAppRouter(previous.environment);
        return next;
      });
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
  const gate = <AppGate gateRef={state.gateRef} environment={state.environment} />;
  return (
    <RelayEnvironmentProvider environment={state.environment}>
      <SessionContext.Provider value={session}>
        {state === pageLoadSession ? (
          // The page load waits with index.html's own loading text, so the first screen React draws
          // is whole (the shell with the screen's heading): a loading state drawn first would hold
          // back the next by React's throttle of Suspense reveals (300 ms).
          gate
        ) : (
          <Suspense fallback={<LoadingScreen text="Inicializando aplicación..." />}>{gate}</Suspense>
        )}
      </SessionContext.Provider>
    </RelayEnvironmentProvider>
  );
}
