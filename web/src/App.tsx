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

/** Each login or logout starts from a fresh Relay environment, so no cached data crosses sessions. */
export function App() {
  const [state, setState] = useState(newSessionState);
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
  return (
    <RelayEnvironmentProvider environment={state.environment}>
      <SessionContext.Provider value={session}>
        <Suspense fallback={<LoadingScreen text="Inicializando aplicación..." />}>
          <AppGate gateRef={state.gateRef} environment={state.environment} />
        </Suspense>
      </SessionContext.Provider>
    </RelayEnvironmentProvider>
  );
}
