/**
 * buildApp(config): one Fastify server with Yoga at /graphql, the REST facade under /api and
 * the built web app (with an SPA fallback) for every other GET.
 */
import { existsSync } from "node:fs";
import path from "node:path";
import helmet from "@fastify/helmet";
import rateLimit from "@fastify/rate-limit";
import fastifyStatic from "@fastify/static";
import Fastify, { type FastifyInstance, type FastifyRequest } from "fastify";
import type { Config } from "./config.ts";
import { type Database, databaseTarget, openDatabase } from "./db/client.ts";
import { createLoginThrottle } from "./domain/auth/loginThrottle.ts";
import { actorFromToken } from "./domain/auth/session.ts";
import { sessionKey } from "./domain/auth/tokens.ts";
import type { Actor } from "./domain/actor.ts";
import type { Deps } from "./domain/deps.ts";
import { createFileStore } from "./files/fileStore.ts";
import { registerGraphQL } from "./graphql/yoga.ts";
import { registerRequestGuards } from "./requestGuards.ts";
import { registerRestRoutes } from "./rest/index.ts";
import { loadOrCreateSecret } from "./secrets.ts";

declare module "fastify" {
  interface FastifyInstance {
    deps: Deps;
  }
}

export type AppOptions = {
  config: Config;
  /** An already open database (tests); otherwise the one the config names is opened and owned. */
  database?: Database;
  /** Where log lines go instead of standard output (tests read them back). */
  logStream?: { write(line: string): void };
};

export function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  return header?.startsWith("Bearer ") ? header.slice(7).trim() || undefined : undefined;
}

export function requestActor(app: FastifyInstance, request: FastifyRequest): Promise<Actor> {
  return actorFromToken(app.deps, bearerToken(request));
}

export async function buildApp({ config, database, logStream }: AppOptions): Promise<FastifyInstance> {
  const db = database ?? (await openDatabase(databaseTarget(config)));
  const app = Fastify({
    logger: {
      level: config.logLevel,
      ...(logStream ? { stream: logStream } : {}),
      redact: ["req.headers.authorization", "req.body.password", "req.body.newPassword", "req.body.currentPassword"],
    },
    // 6 MB: photos are capped at 5 MB by the spec, plus multipart overhead.
    bodyLimit: 6 * 1024 * 1024,
    trustProxy: config.trustProxy,
  });
  if (!database) app.addHook("onClose", () => db.close());

  app.decorate("deps", {
    db: db.prisma,
    jwtSecret: sessionKey(await loadOrCreateSecret(config.dataDir, "jwt.key", config.jwtSecret)),
    jwtExpiresIn: config.jwtExpiresIn,
    encryptionKey: Buffer.from(await loadOrCreateSecret(config.dataDir, "encryption.key", config.encryptionKey), "hex"),
    timeZone: config.timeZone,
    files: createFileStore(config.dataDir),
    loginThrottle: createLoginThrottle(),
  } satisfies Deps);

  registerRequestGuards(app, config);
  await app.register(helmet, {
    // Sent by requestGuards.ts, on answers to HTTPS requests only: over plain HTTP it would be
    // ignored at best, and would pin a name that has no certificate at worst.
    hsts: false,
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        imgSrc: ["'self'", "data:", "blob:"],
        // react-aria positions overlays with inline style attributes.
        styleSrc: ["'self'", "'unsafe-inline'"],
        frameSrc: ["'self'", "blob:"],
        objectSrc: ["'self'", "blob:"],
        upgradeInsecureRequests: null,
      },
    },
  });
  await app.register(rateLimit, { global: false });

  await registerGraphQL(app, config);
  await app.register(registerRestRoutes, { prefix: "/api" });
  await registerWebApp(app, config.webDist);
  return app;
}

/** Serves the built SPA; unknown /api and /graphql paths stay JSON 404s. */
async function registerWebApp(app: FastifyInstance, webDist: string): Promise<void> {
  const hasWeb = existsSync(path.join(webDist, "index.html"));
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: webDist,
      // Files are listed once at start (the build precedes the start); everything else is the SPA.
      wildcard: false,
      index: false,
      // The build writes .br and .gz copies (web/precompress.ts): sent to browsers that accept them.
      preCompressed: true,
      setHeaders: (reply, filePath) => {
        // Vite fingerprints everything under assets/, so those never change.
        if (filePath.includes(`${path.sep}assets${path.sep}`)) reply.header("cache-control", "public, max-age=31536000, immutable");
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const isApi = /^\/(api|graphql)(\/|$|\?)/.test(request.url);
    // Only page navigations get the SPA; a missing script or image stays a 404.
    const wantsPage = (request.method === "GET" || request.method === "HEAD") && !!request.headers.accept?.includes("text/html");
    if (isApi || !hasWeb || !wantsPage) {
      return reply.code(404).send({ message: "Ruta no encontrada", code: "NOT_FOUND" });
    }
    return reply.header("cache-control", "no-cache").sendFile("index.html");
  });
}
