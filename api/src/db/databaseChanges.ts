/**
 * Tells the caches every instance keeps of what changes elsewhere, on whichever instance or path
 * it changed (SQL by hand included): triggers NOTIFY on two channels.
 * - `usuarios_sesion` (migration 20261216090000_user_session_notify), with the user's id, for the
 *   session-user cache (domain/auth/sessionUsers.ts): strict, see below.
 * - `listas` (migration 20261220090000_lookups_notify), for the lookup lists kept in memory
 *   (domain/lookups/lookups.ts): a change, a lost connection or a new one makes the instance read
 *   them again. What they show is the lists' names and each tipo's group for the law; the adoption
 *   rule reads that column itself, so a moment's delay shows but never decides.
 *
 * On PostgreSQL one dedicated connection LISTENs (a pooled one may be handed to a query and would
 * drop the LISTEN when it is released). A notification reaches it shortly after the change
 * commits, maybe after a request that follows the change reached this instance: so before a kept
 * user is used, a `SELECT 1` is sent on that connection, and the server sends the notifications
 * of everything committed before it ahead of its answer. Requests that wait at the same time share
 * one. When that connection is lost, or that query fails, the cache is told at once that it hears
 * nothing (it then reads every row) and the connection is opened again every RETRY_MS; back, the
 * cache starts empty. On PGlite the database lives in this process and delivers its notifications
 * before the statement's answer.
 */
import { setTimeout as sleep } from "node:timers/promises";
import pg from "pg";
import type { UserChangeListener } from "../domain/auth/sessionUsers.ts";
import type { Database } from "./client.ts";

const USERS_CHANNEL = "usuarios_sesion";
const LOOKUPS_CHANNEL = "listas";
/** Tells every instance to forget every kept user (after a restore replaced the table under them). */
export const NOTIFY_ALL_USERS_CHANGED = `SELECT pg_notify('${USERS_CHANNEL}', '*')`;
/** Tells every instance to read the lookup lists again (after a restore loaded them without triggers). */
export const NOTIFY_LOOKUPS_CHANGED = `SELECT pg_notify('${LOOKUPS_CHANNEL}', '*')`;
/** The listening connection's name in pg_stat_activity (the tests end it to check a reconnection). */
export const LISTENER_APPLICATION_NAME = "refugio-cambios";
const RETRY_MS = 500;
/** A connection that stopped answering without closing (a network cut): the requests waiting read their rows. */
const CATCH_UP_TIMEOUT_MS = 2_000;

type Log = { info(message: string): void; warn(message: string): void };

export type DatabaseChanges = { close(): Promise<void> };

/** Who hears what: the session users, and `lookupsChanged` for the lookup lists. */
export type ChangeListeners = { users: UserChangeListener; lookupsChanged: () => void };

export async function listenToChanges(database: Database, to: ChangeListeners, log: Log): Promise<DatabaseChanges> {
  const source = database.snapshotSource;
  if (source.kind === "postgres") return listenOnServer(source.url, to, log);
  let closed = false;
  await source.pglite.listen(USERS_CHANNEL, (payload) => {
    if (!closed) deliverUser(to.users, payload);
  });
  await source.pglite.listen(LOOKUPS_CHANNEL, () => {
    if (!closed) to.lookupsChanged();
  });
  to.users.listening();
  return {
    close: async () => {
      closed = true;
      to.users.deaf();
    },
  };
}

function deliverUser(to: UserChangeListener, payload: string | undefined): void {
  const userId = Number(payload);
  if (Number.isSafeInteger(userId) && userId > 0) to.changed(userId);
  else to.changedAll();
}

/**
 * Resolves once `connection` has delivered every notification committed before the call. A caller
 * joins the next query not yet sent (one sent already may have been answered before its change).
 */
function caughtUpOn(connection: pg.Client): () => Promise<boolean> {
  let sent: Promise<boolean> = Promise.resolve(true);
  let next: Promise<boolean> | undefined;
  return () => {
    next ??= sent.then(() => {
      next = undefined;
      sent = connection.query("SELECT 1").then(
        () => true,
        () => {
          connection.end().catch(() => {});
          return false;
        },
      );
      return sent;
    });
    return next;
  };
}

async function listenOnServer(url: string, to: ChangeListeners, log: Log): Promise<DatabaseChanges> {
  const stop = new AbortController();
  let client: pg.Client | undefined;

  /** Listening on a new connection; `lost` settles when it is lost. */
  async function connect(): Promise<{ lost: Promise<void> }> {
    const connection = new pg.Client({
      connectionString: url,
      application_name: LISTENER_APPLICATION_NAME,
      keepAlive: true,
      query_timeout: CATCH_UP_TIMEOUT_MS,
    });
    client = connection;
    const lost = new Promise<void>((resolve) => {
      const onLost = () => {
        // Before anything else: a change from now on may go unheard.
        to.users.deaf();
        to.lookupsChanged();
        resolve();
      };
      connection.once("error", onLost);
      connection.once("end", onLost);
    });
    // A second error after the first one would otherwise be unheard, and end the process.
    connection.on("error", () => {});
    connection.on("notification", (message) => {
      if (message.channel === USERS_CHANNEL) deliverUser(to.users, message.payload);
      else to.lookupsChanged();
    });
    try {
      await connection.connect();
      await connection.query(`LISTEN ${USERS_CHANNEL}; LISTEN ${LOOKUPS_CHANNEL}`);
    } catch (error) {
      await connection.end().catch(() => {});
      throw error;
    }
    to.users.listening(caughtUpOn(connection));
    // Whatever changed while nothing listened is read again.
    to.lookupsChanged();
    return { lost };
  }

  const attempt = () =>
    connect().catch((error: unknown) => {
      if (!stop.signal.aborted)
        log.warn(
          `No se pueden escuchar los cambios de usuarios y listas (${error instanceof Error ? error.message : String(error)}); se leen de la base de datos.`,
        );
      return undefined;
    });

  async function keepListening(listening: { lost: Promise<void> } | undefined): Promise<void> {
    for (;;) {
      if (listening) {
        await listening.lost;
        if (!stop.signal.aborted)
          log.warn("Se perdió la conexión que escucha los cambios de usuarios y listas: se leen de la base de datos hasta recuperarla.");
      }
      if (!(await sleep(RETRY_MS, true, { signal: stop.signal }).catch(() => false))) return;
      listening = await attempt();
      if (listening) log.info("Se escuchan de nuevo los cambios de usuarios y listas.");
    }
  }

  const running = keepListening(await attempt());
  return {
    close: async () => {
      stop.abort();
      await client?.end().catch(() => {});
      await running;
      to.users.deaf();
    },
  };
}
