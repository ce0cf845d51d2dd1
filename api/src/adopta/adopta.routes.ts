/**
 * The public adoption page and its widget (issue 29): `/adopta`, rendered on the server, and
 * `/adopta/widget.js`, the script another site pastes to show the same cards. No login and no
 * cookies; each with its own request limit per client, like the feed (rest/public.routes.ts).
 */
import { readFileSync } from "node:fs";
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { adoptableFilters, listAdoptables, publicShelter } from "../domain/adoptables/publicAdoptables.ts";
import { AppError } from "../domain/errors.ts";
import { PUBLIC_FILE_ROUTE, PUBLIC_PAGE_LIMIT, publicPhotoPath } from "../rest/public.routes.ts";
import { type QueryOf, queryString } from "../rest/queryString.ts";
import { restErrorHandler } from "../rest/errors.ts";
import { type AdoptaFilters, renderAdoptaBusyPage, renderAdoptaPage } from "./adoptaPage.tsx";
import { publicOrigin } from "../publicOrigin.ts";

const answerError = restErrorHandler();

/** A page, so its request limit answers a page too (in a browser, JSON would show as raw text). */
function answerPageError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  if (error.statusCode !== 429) return answerError(error, request, reply);
  return reply.code(429).header("cache-control", "no-store").type("text/html; charset=utf-8").send(renderAdoptaBusyPage());
}

const PAGE_QUERY = { ...queryString("especie", "sexo", "talla", "cursor"), config: { rateLimit: PUBLIC_PAGE_LIMIT }, errorHandler: answerPageError };

/** The widget's code, read once: it is part of the release, like the server's own sources. */
export const WIDGET_SOURCE = readFileSync(new URL("./widget.js", import.meta.url), "utf8");

/** A filter's value as one text (a repeated name keeps its first). */
const single = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value) || undefined;

export async function adoptaRoutes(app: FastifyInstance): Promise<void> {
  app.get<QueryOf<typeof PAGE_QUERY>>("/adopta", PAGE_QUERY, async (request, reply) => {
    const filters: AdoptaFilters = { especie: single(request.query.especie), sexo: single(request.query.sexo), talla: single(request.query.talla) };
    const [shelter, choices] = await Promise.all([publicShelter(app.deps), adoptableFilters(app.deps)]);
    const listed = await listAdoptables(app.deps, { ...filters, cursor: single(request.query.cursor) }).then(
      (page) => ({ page, error: null }),
      (error: unknown) => {
        // A filter or cursor that names nothing is shown on the page, in Spanish; anything else is a server error.
        if (error instanceof AppError && error.httpStatus === 400) return { page: null, error: error.message };
        throw error;
      },
    );
    const html = renderAdoptaPage({ shelter, choices, filters, ...listed, origin: publicOrigin(request), photoPath: publicPhotoPath });
    return reply
      .code(listed.error ? 400 : 200)
      .header("cache-control", "public, max-age=60")
      .type("text/html; charset=utf-8")
      .send(html);
  });

  app.get("/adopta/widget.js", PUBLIC_FILE_ROUTE, async (_request, reply) =>
    reply
      .header("cache-control", "public, max-age=3600")
      .header("cross-origin-resource-policy", "cross-origin")
      .header("access-control-allow-origin", "*")
      .type("text/javascript; charset=utf-8")
      .send(WIDGET_SOURCE),
  );
}
