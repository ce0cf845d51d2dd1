import { createContext, useContext } from "react";

export type Session = {
  /** Stores the token and reloads everything as the new user. */
  startSession(token: string): void;
  /** Clears local storage and cached data; the login screen follows. */
  endSession(): void;
  /** A login or logout is under way: the screen it leaves stays until the next one is ready. */
  isChanging: boolean;
};

export const SessionContext = createContext<Session | null>(null);

export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error("useSession fuera de SessionContext");
  return session;
}
