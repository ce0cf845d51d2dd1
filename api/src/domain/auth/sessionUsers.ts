/**
 * The session users this process has read, kept so that a request does not read its caller's row
 * again (issue 25: that read was half the statements of every screen). The cache is trusted only
 * while something tells it of every change to those rows: db/databaseChanges.ts listens to the
 * database's trigger on `usuarios`, which fires whatever path changed the row. Before a kept user
 * is used, the listener confirms it has heard every change committed until then (one tiny query
 * shared by the requests waiting, on PostgreSQL), so a change on another instance is never
 * missed by a request that follows it. While nothing listens (before it starts, or after its
 * connection was lost until it is back) every request reads the row, as if there were no cache.
 */

/** What a session is checked against (session.ts actorFromToken). */
export type SessionUser = { id: number; username: string; rolId: number; activo: boolean; sesionVersion: number };

/** How the database's changes reach the cache (db/databaseChanges.ts). */
export type UserChangeListener = {
  /**
   * Listening: from now on every change is heard (what was kept before may have missed some).
   * `caughtUp` resolves once every change committed before the call has been heard, to false when
   * that cannot be known; without it, changes are heard before the statement that made them answers.
   */
  listening(caughtUp?: () => Promise<boolean>): void;
  /** No longer listening: changes may go unheard, so nothing kept is trusted until listening() again. */
  deaf(): void;
  changed(userId: number): void;
  changedAll(): void;
};

export type SessionUsers = UserChangeListener & {
  /** The user, from the cache when trusted, else read (and kept while nothing changed during the read). */
  get(userId: number, read: () => Promise<SessionUser | null>): Promise<SessionUser | null>;
  /** Whether a request is answered from the cache now (the tests wait on it after a lost connection). */
  readonly trusted: boolean;
};

/** At most `capacity` users, the least recently used leaving first. */
export function createSessionUsers(capacity: number): SessionUsers {
  const kept = new Map<number, SessionUser>();
  let trusted = false;
  let caughtUp: () => Promise<boolean> = async () => true;
  // Any change while a read is under way may have come after the row was read: that read is not kept.
  let generation = 0;
  const forgetAll = () => {
    kept.clear();
    generation++;
  };

  return {
    get trusted() {
      return trusted;
    },
    listening(confirm) {
      forgetAll();
      caughtUp = confirm ?? (async () => true);
      trusted = true;
    },
    deaf() {
      trusted = false;
      forgetAll();
    },
    changed(userId) {
      kept.delete(userId);
      generation++;
    },
    changedAll: forgetAll,
    async get(userId, read) {
      // A change heard while confirming forgets the user: it is looked up after.
      const hit = trusted && kept.has(userId) && (await caughtUp()) && trusted ? kept.get(userId) : undefined;
      if (hit) {
        kept.delete(userId);
        kept.set(userId, hit);
        return hit;
      }
      const readAt = generation;
      const user = await read();
      if (user && trusted && readAt === generation) {
        kept.set(userId, user);
        if (kept.size > capacity) kept.delete(kept.keys().next().value!);
      }
      return user;
    },
  };
}
