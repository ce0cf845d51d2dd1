import type { ReactNode } from "react";
import { graphql, useLazyLoadQuery } from "react-relay/hooks";
import type { AdminOnlyQuery } from "../../__generated__/AdminOnlyQuery.graphql.ts";
import { ForbiddenPage } from "../errors/ForbiddenPage.tsx";

const query = graphql`
  query AdminOnlyQuery {
    viewer {
      isAdmin
    }
  }
`;

/**
 * Administration screens show only to role 1 (spec section 6). The server refuses their data to
 * everyone else anyway; this keeps other roles from a broken page.
 */
export function AdminOnly({ children }: { children: ReactNode }) {
  return useIsAdmin() ? children : <ForbiddenPage />;
}

/** Whether the user is an administrator, for what only they are offered (the server checks again). */
export function useIsAdmin(): boolean {
  // The shell has already read the viewer, so this is answered from the store.
  const { viewer } = useLazyLoadQuery<AdminOnlyQuery>(query, {}, { fetchPolicy: "store-or-network" });
  return !!viewer?.isAdmin;
}
