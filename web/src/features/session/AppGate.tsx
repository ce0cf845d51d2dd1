import { useEffect } from "react";
import { graphql, usePreloadedQuery, type PreloadedQuery } from "react-relay";
import type { Environment } from "relay-runtime";
import type { AppGateQuery as AppGateQueryType } from "../../__generated__/AppGateQuery.graphql.ts";
import { dropToken, getToken } from "../../auth/session.ts";
import { AppRouter } from "../../routes.tsx";
import { SetupFlow } from "../setup/SetupFlow.tsx";
import { LoginPage } from "./LoginPage.tsx";

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
