/** The built web app: its files, and index.html for every page path (the client routes them). */
import { existsSync } from "node:fs";
import path from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance } from "fastify";

/**
 * A page is a path without a file extension: a missing script, image or map keeps its 404 even
 * though browsers ask for those accepting any type.
 */
export function isPagePath(url: string): boolean {
  const pathname = url.split(/[?#]/, 1)[0] ?? "";
  return !/\.[^/]+$/.test(pathname);
}

// Whether an Accept header lets the answer be HTML: text/html, text/* or */* (curl's default);
// no header at all admits anything.
export function admitsHtml(accept: string | undefined): boolean {
  if (!accept) return true;
  return accept.split(",").some((range) => {
    const [type = "", ...params] = range.split(";").map((part) => part.trim().toLowerCase());
    const quality = params.find((param) => param.startsWith("q="));
    return ["text/html", "text/*", "*/*"].includes(type) && (quality === undefined || Number(quality.slice(2)) > 0);
  });
}

/** Serves the built SPA; unknown /api and /graphql paths stay JSON 404s. */
export async function registerWebApp(app: FastifyInstance, webDist: string): Promise<void> {
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
    const wantsPage = (request.method === "GET" || request.method === "HEAD") && isPagePath(request.url) && admitsHtml(request.headers.accept);
    if (isApi || !hasWeb || !wantsPage) {
      return reply.code(404).send({ message: "Ruta no encontrada", code: "NOT_FOUND" });
    }
    return reply.header("cache-control", "no-cache").sendFile("index.html");
  });
}
