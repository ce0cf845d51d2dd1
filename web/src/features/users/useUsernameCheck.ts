import { USERNAME_TAKEN_MESSAGE } from "@rules/user.ts";
import { useEffect, useRef, useState } from "react";
import { fetchQuery, graphql, useRelayEnvironment } from "react-relay/hooks";
import type { useUsernameCheckQuery } from "../../__generated__/useUsernameCheckQuery.graphql.ts";

/** Spec section 5: the check starts at 3 characters. */
const MIN_LENGTH = 3;
const DEBOUNCE_MS = 300;

const query = graphql`
  query useUsernameCheckQuery($username: String!) {
    usernameAvailable(username: $username)
  }
`;

/** Live, case-insensitive uniqueness of a new username, asked of the server as the user types. */
export function useUsernameCheck(enabled: boolean) {
  const environment = useRelayEnvironment();
  const [username, setUsername] = useState("");
  const [error, setError] = useState<string | undefined>();
  const latest = useRef("");

  useEffect(() => {
    const name = username.trim();
    latest.current = name;
    if (!enabled || name.length < MIN_LENGTH) {
      setError(undefined);
      return;
    }
    const timer = setTimeout(() => {
      fetchQuery<useUsernameCheckQuery>(environment, query, { username: name }, { fetchPolicy: "network-only" })
        .toPromise()
        .then((data) => {
          // Only the answer for what is typed now counts.
          if (latest.current === name) setError(data?.usernameAvailable === false ? USERNAME_TAKEN_MESSAGE : undefined);
        })
        .catch(() => {
          // The server checks again on save; a failed live check blocks nothing.
        });
    }, DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [enabled, environment, username]);

  return { error, onChange: setUsername };
}
