/** The REST facade (spec section 7): thin routes over the domain, under /api. */
import type { FastifyInstance } from "fastify";
import type { Actor } from "../domain/actor.ts";
import { isApiKey, requireLoggedIn, requireWriter } from "../domain/policies.ts";
import { requestActor } from "../requestActor.ts";
import { animalesRoutes } from "./animales.routes.ts";
import { authRoutes } from "./auth.routes.ts";
import { entradasSalidasRoutes } from "./entradasSalidas.routes.ts";
import { firmasRoutes } from "./firmas.routes.ts";
import { ayuntamientosRoutes } from "./ayuntamientos.routes.ts";
import { restErrorHandler } from "./errors.ts";
import { observacionesRoutes } from "./observaciones.routes.ts";
import { personasRoutes } from "./personas.routes.ts";
import { publicRoutes } from "./public.routes.ts";
import { planSanitarioRoutes } from "./planSanitario.routes.ts";
import { refugioRoutes } from "./refugio.routes.ts";
import { configurationRoutes } from "./configuration.routes.ts";
import { listadosRoutes } from "./listados.routes.ts";
import { logsRoutes } from "./logs.routes.ts";
import { lookupsRoutes } from "./lookups.routes.ts";
import { backupsRoutes } from "./backups.routes.ts";
import { registerMultipart } from "./multipart.ts";
import { registerOpenApi } from "./openapi.ts";
import { queryString } from "./queryString.ts";
import { reportsRoutes } from "./reports.routes.ts";
import { statsRoutes } from "./stats.routes.ts";
import { uploadsRoutes } from "./uploads.routes.ts";
import { usuariosRoutes } from "./usuarios.routes.ts";

declare module "fastify" {
  interface FastifyRequest {
    actor: Actor;
  }
  interface FastifyContextConfig {
    /**
     * A public route (no login): it answers everyone alike, so the caller's token is never read.
     * A stale or bad one sent along (an API key header left in a client) neither refuses the
     * answer nor spends that key's budget.
     */
    anonymous?: true;
    /**
     * A route that also answers callers without a session (logout, first-run setup): the token is
     * read when one is sent. Every other route refuses them before reading the body.
     */
    guests?: true;
    /** A POST that only reads (a filter too long for a query string): read-only API keys may call it. */
    reads?: true;
  }
}

const READING_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

export async function registerRestRoutes(api: FastifyInstance): Promise<void> {
  api.decorateRequest("actor", null);
  // A route reads only the query names it declares (queryString.ts); one that declares none gets none.
  api.addHook("onRoute", (route) => {
    if (!route.schema?.querystring) route.schema = { ...route.schema, querystring: queryString().schema.querystring };
  });
  // Before the body is read: a caller without a session, a read-only key asking to change
  // something, or a role the route is not for, is refused whatever the body holds (malformed, too large).
  api.addHook("onRequest", async (request) => {
    const { anonymous, guests, reads } = request.routeOptions.config;
    if (anonymous) return;
    request.actor = await requestActor(api.deps, request);
    if (!guests) requireLoggedIn(request.actor);
    if (isApiKey(request.actor) && !READING_METHODS.has(request.method) && !reads) requireWriter(request.actor);
    if (request.actor) request.routeOptions.schema?.doc?.callers?.require(request.actor);
  });
  api.setErrorHandler(restErrorHandler());
  // Before the routes: it describes each one as it is registered.
  await registerOpenApi(api);
  await registerMultipart(api);
  await api.register(authRoutes);
  await api.register(usuariosRoutes);
  await api.register(statsRoutes);
  await api.register(personasRoutes);
  await api.register(ayuntamientosRoutes);
  await api.register(logsRoutes);
  await api.register(configurationRoutes);
  await api.register(animalesRoutes);
  await api.register(entradasSalidasRoutes);
  await api.register(lookupsRoutes);
  await api.register(uploadsRoutes);
  await api.register(listadosRoutes);
  await api.register(observacionesRoutes);
  await api.register(refugioRoutes);
  await api.register(reportsRoutes);
  await api.register(firmasRoutes);
  await api.register(backupsRoutes);
  await api.register(publicRoutes);
  await api.register(planSanitarioRoutes);
}
