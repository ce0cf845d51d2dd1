/**
 * buildApp(config): one Fastify server with Yoga at /graphql, the REST facade under /api and
 * the built web app (with an SPA fallback) for every other GET; while it listens, the scheduled
 * jobs' runner.
 */
import cookie from "@fastify/cookie";
import rateLimit from "@fastify/rate-limit";
import Fastify, { type FastifyInstance } from "fastify";
import { adoptaRoutes } from "./adopta/adopta.routes.ts";
import { createBackupStore } from "./backup/backupStore.ts";
import type { Config } from "./config.ts";
import { type Database, databaseTarget, openDatabase } from "./db/client.ts";
import { countersIn, routeLimitStore } from "./db/counters.ts";
import { listenToChanges } from "./db/databaseChanges.ts";
import { API_KEY_REQUESTS_PER_MINUTE } from "./domain/apiKeys/apiKeys.ts";
import { createLoginThrottle } from "./domain/auth/loginThrottle.ts";
import { createSessionUsers } from "./domain/auth/sessionUsers.ts";
import { sessionKey } from "./domain/auth/tokens.ts";
import type { Deps } from "./domain/deps.ts";
import { forgetLookups } from "./domain/lookups/lookups.ts";
import { pdfPoolErrors } from "./domain/errors.ts";
import { importUploadedFiles } from "./files/uploadsImport.ts";
import { createPdfPool } from "./pdf/pool.ts";
import { loadPersistedDocuments, type PersistedDocuments } from "./graphql/persistedOperations.ts";
import { registerGraphQL } from "./graphql/yoga.ts";
import { answerClientError, registerRequestGuards } from "./requestGuards.ts";
import { registerRequestLog, requestLogController } from "./requestLog.ts";
import { registerSecurityHeaders } from "./securityHeaders.ts";
import { appJobs } from "./jobs/appJobs.ts";
import { type JobRunner, startJobRunner } from "./jobs/jobRunner.ts";
import type { ScheduledJob } from "./jobs/scheduledJob.ts";
import { answerBadUrl, restErrorHandler } from "./rest/errors.ts";
import { registerRestRoutes } from "./rest/index.ts";
import { assertSecretsMatchDatabase, type InstanceSecrets } from "./secretFingerprints.ts";
import { loadOrCreateSecret, secretsFromEnvironment } from "./secrets.ts";
import { registerWebApp } from "./webApp.ts";

declare module "fastify" {
  interface FastifyInstance {
    deps: Deps;
  }
}

/** Users whose session rows one instance keeps (auth/sessionUsers.ts): a shelter has a few dozen. */
const SESSION_USERS_KEPT = 1000;

export type AppOptions = {
  config: Config;
  /** An already open database (tests); otherwise the one the config names is opened and owned. */
  database?: Database;
  /** Where log lines go instead of standard output (tests read them back). */
  logStream?: { write(line: string): void };
  /** The scheduled jobs; the app's own by default (jobs/appJobs.ts). */
  jobs?: readonly ScheduledJob[];
  /** The GraphQL operations anyone may run; the web app's (relay-compiler's file) by default. */
  persistedDocuments?: PersistedDocuments;
};

export async function buildApp({ config, database, logStream, jobs, persistedDocuments }: AppOptions): Promise<FastifyInstance> {
  const operations = persistedDocuments ?? (await loadPersistedDocuments());
  const db = database ?? (await openDatabase(databaseTarget(config)));
  const secrets = await instanceSecrets(config, db).catch(async (error: unknown) => {
    if (!database) await db.close();
    throw error;
  });
  const counters = countersIn(db);
  const app = Fastify({
    logger: {
      level: config.logLevel,
      ...(logStream ? { stream: logStream } : {}),
      redact: ["req.headers.authorization", "req.body.password", "req.body.newPassword", "req.body.currentPassword"],
    },
    // Written by requestLog.ts, failures only at the default level.
    logController: requestLogController(),
    // 6 MB: photos are capped at 5 MB by the spec, plus multipart overhead.
    bodyLimit: 6 * 1024 * 1024,
    trustProxy: config.trustProxy,
    clientErrorHandler: answerClientError,
    frameworkErrors: answerBadUrl,
  });
  if (!database) app.addHook("onClose", () => db.close());

  app.decorate("publicOrigin", config.publicOrigin);
  app.decorate("deps", {
    db: db.prisma,
    jwtSecret: sessionKey(secrets.JWT_SECRET),
    jwtExpiresIn: config.jwtExpiresIn,
    sessionUsers: createSessionUsers(SESSION_USERS_KEPT),
    encryptionKey: secrets.ENCRYPTION_KEY,
    timeZone: config.timeZone,
    healthReminderHour: config.healthReminderHour,
    loginThrottle: createLoginThrottle(counters),
    apiKeyLimit: counters({ keyPrefix: "clave", points: API_KEY_REQUESTS_PER_MINUTE, duration: 60 }),
    pdf: createPdfPool(config.pdfWorkers, pdfPoolErrors),
    backups: createBackupStore({
      dir: config.backupDir,
      keep: config.backupKeep,
      dataDir: config.dataDir,
      source: db.snapshotSource,
      pool: db.pool,
      secretsFromEnvironment: secretsFromEnvironment(config),
    }),
  } satisfies Deps);
  app.addHook("onClose", () => app.deps.pdf.close());
  const changes = await listenToChanges(db, { users: app.deps.sessionUsers, lookupsChanged: () => forgetLookups(app.deps.db) }, app.log);
  app.addHook("preClose", () => changes.close());
  try {
    await setUp(app, { config, db, counters, jobs: jobs ?? appJobs(config, db.kind), operations });
  } catch (error) {
    // A start that fails leaves nothing open: the listening connection is not the app's plugin, so closed first.
    await changes.close();
    await app.close().catch(() => {});
    throw error;
  }
  return app;
}

/** Everything after the database and its listener: a failure here closes both (buildApp). */
async function setUp(
  app: FastifyInstance,
  {
    config,
    db,
    counters,
    jobs,
    operations,
  }: { config: Config; db: Database; counters: ReturnType<typeof countersIn>; jobs: readonly ScheduledJob[]; operations: PersistedDocuments },
): Promise<void> {
  // Files from before they were kept in the database; a start that cannot move them does not serve.
  await importUploadedFiles(db.prisma, config.dataDir, app.log);

  let jobRunner: JobRunner | undefined;
  app.addHook("onListen", async () => {
    jobRunner = startJobRunner({ jobs, database: db, deps: app.deps, log: app.log });
  });
  // Before the database closes: a running job ends first.
  app.addHook("preClose", async () => jobRunner?.stop());

  // Outside /api and /graphql too (/adopta's request limit, a body sent to an unknown path): Spanish, never Fastify's English.
  app.setErrorHandler(restErrorHandler());
  registerRequestLog(app);
  registerRequestGuards(app, config);
  registerSecurityHeaders(app);
  await app.register(rateLimit, { global: false, store: routeLimitStore(counters) });
  // Parses the session cookie (sessionCookie.ts); it is not signed: it holds the signed token itself.
  await app.register(cookie);

  await registerGraphQL(app, config, operations);
  await app.register(registerRestRoutes, { prefix: "/api" });
  await app.register(adoptaRoutes);
  await registerWebApp(app, config.webDist);
}

/** From the environment or generated once into DATA_DIR/secrets, and the same as the database's other instances use. */
async function instanceSecrets(config: Config, database: Database): Promise<InstanceSecrets> {
  const secrets = {
    JWT_SECRET: await loadOrCreateSecret(config.dataDir, "jwt.key", config.jwtSecret),
    ENCRYPTION_KEY: Buffer.from(await loadOrCreateSecret(config.dataDir, "encryption.key", config.encryptionKey), "hex"),
  };
  await assertSecretsMatchDatabase(database.prisma, secrets);
  return secrets;
}
