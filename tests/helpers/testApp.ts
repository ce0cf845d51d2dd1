/**
 * The whole API in-process (Fastify inject, no socket) over a fresh test database, with
 * helpers to call GraphQL and REST as a given user.
 */
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from "fastify";
import { buildApp } from "../../api/src/app.ts";
import { loadConfig } from "../../api/src/config.ts";
import { hashPassword } from "../../api/src/domain/auth/passwords.ts";
import type { OpenOptions } from "../../api/src/db/client.ts";
import type { PersistedDocuments } from "../../api/src/graphql/persistedOperations.ts";
import { signSessionToken } from "../../api/src/domain/auth/tokens.ts";
import { openTestDatabase, type TestDatabase } from "./testDatabase.ts";
import { forSuite } from "./forSuite.ts";
import { persistedBody, persistedUrl, testDocuments } from "./persistedOperations.ts";

export type Role = 1 | 2 | 3;

/**
 * A GraphQL answer's data as the tests read it: the query's text gives its shape and the assertions
 * check the values, so a type per query would only repeat its selection.
 */
// biome-ignore lint/suspicious/noExplicitAny: an answer's shape is the query text's, checked by the assertions
export type GraphqlData = any;

export type TestApp = {
  app: FastifyInstance;
  db: TestDatabase;
  dataDir: string;
  /** POST /graphql; returns the parsed body. */
  graphql<T = GraphqlData>(query: string, variables?: Record<string, unknown>, token?: string): Promise<{ data?: T; errors?: { message: string }[] }>;
  /**
   * Any REST call; `token` adds the bearer header. A GraphQL document in a /graphql request is
   * registered as a persisted operation and sent by its id (persistedOperations.ts).
   */
  rest(options: InjectOptions & { token?: string }): Promise<LightMyRequestResponse>;
  /** Creates a user directly in the database and returns a session token for it. */
  userToken(role: Role, username?: string): Promise<string>;
  /** A fresh token for an existing user, signed as login would (no login throttles involved). */
  sessionToken(username: string): Promise<string>;
  close(): Promise<void>;
};

/**
 * `options.onQuery` hears every SQL statement the app runs (the statement-count test); `log`
 * collects the server's log lines (level info and up) instead of dropping them; `env` adds
 * settings to the configuration (`TRUST_PROXY: "true"`); `persistedDocuments` replaces the store the
 * test's own documents are registered in (testDocuments).
 */
export async function createTestApp({
  log,
  env,
  persistedDocuments = testDocuments,
  ...options
}: OpenOptions & { log?: string[]; env?: Record<string, string>; persistedDocuments?: PersistedDocuments } = {}): Promise<TestApp> {
  const db = await openTestDatabase(options);
  const dataDir = await mkdtemp(path.join(tmpdir(), "refugio-test-"));
  const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: log ? "info" : "silent", ...env });
  const app = await buildApp({ config, database: db, logStream: log && { write: (line) => void log.push(line) }, persistedDocuments });

  async function rest({ token, headers, url, payload, ...options }: InjectOptions & { token?: string }) {
    const graphql = typeof url === "string" && url.startsWith("/graphql");
    return app.inject({
      ...options,
      url: graphql ? persistedUrl(url) : url,
      payload: graphql ? persistedBody(payload) : payload,
      headers: { ...headers, ...(token ? { authorization: `Bearer ${token}` } : {}) },
    });
  }

  let users = 0;
  return {
    app,
    db,
    dataDir,
    rest,
    async graphql(query, variables, token) {
      const response = await rest({ method: "POST", url: "/graphql", payload: { query, variables }, token });
      return response.json();
    },
    async userToken(role, username = `usuario${role}_${++users}`) {
      const password = "secreto123";
      await db.prisma.usuario.create({
        data: { username, password: await hashPassword(password), email: `${username}@refugio.test`, rolId: role },
      });
      const response = await rest({ method: "POST", url: "/api/auth/login", payload: { username, password } });
      return response.json().token as string;
    },
    async sessionToken(username) {
      const user = await db.prisma.usuario.findFirstOrThrow({ where: { username } });
      return signSessionToken(app.deps, user);
    },
    async close() {
      await app.close();
      await db.drop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * The enclosing describe block's app, opened before its tests and closed after them (see
 * forSuite). `users` (username → role) are created and logged in as it opens: their tokens are
 * `t.tokens.<username>`.
 */
export function testAppForSuite<Username extends string = never>({
  users,
  ...options
}: Parameters<typeof createTestApp>[0] & { users?: Record<Username, Role> } = {}): TestApp & { tokens: Record<Username, string> } {
  return forSuite(async () => {
    const app = await createTestApp(options);
    const tokens = {} as Record<Username, string>;
    try {
      for (const [username, role] of Object.entries(users ?? {}) as [Username, Role][]) tokens[username] = await app.userToken(role, username);
    } catch (error) {
      await app.close();
      throw error;
    }
    return { ...app, tokens };
  });
}
