/**
 * The public adoptables (issue 29), without login: the feed other sites and the widget read, and
 * the photos and logo the cards show. Each route has its own request limit per client, counted in
 * the database on PostgreSQL (db/counters.ts) so it holds across instances. Any site may read them
 * (`Access-Control-Allow-Origin: *`, no credentials) and embed the images
 * (`Cross-Origin-Resource-Policy: cross-origin`).
 */
import { createHash } from "node:crypto";
import type { FastifyInstance, FastifyReply } from "fastify";
import { z } from "zod";
import { PHOTO_UPLOAD } from "../domain/rules/photo.ts";
import { LOGO_UPLOAD } from "../domain/rules/refugio.ts";
import { documented, fileAnswer, revalidatedJsonAnswer } from "./routeDoc.ts";
import { type Adoptable, listAdoptables, publicLogo, publicPhoto } from "../domain/adoptables/publicAdoptables.ts";
import { sendFile } from "./fileReply.ts";
import { type QueryOf, queryString } from "./queryString.ts";
import { publicOrigin } from "../publicOrigin.ts";

/**
 * Requests a minute per client and route. A visitor reads a page or the feed a few times a minute
 * (the answers are cached for one); a page of 24 cards then loads 24 photos. A scraper reaches them.
 */
export const PUBLIC_PAGE_LIMIT = { max: 120, timeWindow: "1 minute" } as const;
export const PUBLIC_FILE_LIMIT = { max: 600, timeWindow: "1 minute" } as const;

const FEED_QUERY = { ...queryString("especie", "sexo", "talla", "cursor", "limit"), config: { rateLimit: PUBLIC_PAGE_LIMIT, anonymous: true } } as const;
export const PUBLIC_FILE_ROUTE = { config: { rateLimit: PUBLIC_FILE_LIMIT, anonymous: true } } as const;

/** The feed answers for a minute from any cache; after that, a request with its ETag gets a 304 while nothing changed. */
const FEED_CACHING = "public, max-age=60";

/** The site's own address as the request names it, for absolute photo URLs (the widget shows them on another site). */

export const publicPhotoPath = (animal: Pick<Adoptable, "id" | "fotoVersion">) =>
  animal.fotoVersion === null ? null : `/api/public/adoptables/${animal.id}/foto?v=${animal.fotoVersion}`;

const adoptableJson = z.object({
  registro: z.string(),
  nombre: z.string(),
  especie: z.string().nullable(),
  raza: z.string().nullable(),
  sexo: z.string().nullable(),
  edad: z.string().nullable(),
  talla: z.string().nullable(),
  color: z.string().nullable(),
  descripcion: z.string().nullable(),
  dias_en_refugio: z.number(),
  foto_url: z.string().nullable(),
});
const feedAnswer = z.object({ data: z.array(adoptableJson), pagination: z.object({ siguiente: z.string().nullable() }) });

/** A card in the feed: exactly these fields (a test holds the list). */
export function toAdoptableJson(animal: Adoptable, origin: string): z.infer<typeof adoptableJson> {
  const photo = publicPhotoPath(animal);
  return {
    registro: animal.registro,
    nombre: animal.nombre,
    especie: animal.especie,
    raza: animal.raza,
    sexo: animal.sexo,
    edad: animal.edad,
    talla: animal.talla,
    color: animal.color,
    descripcion: animal.descripcion,
    dias_en_refugio: animal.diasEnRefugio,
    foto_url: photo && `${origin}${photo}`,
  };
}

function shareable(reply: FastifyReply): FastifyReply {
  return reply.header("access-control-allow-origin", "*").header("cross-origin-resource-policy", "cross-origin");
}

/** If-None-Match holds this tag (or `*`). */
const matches = (header: string | undefined, etag: string) => !!header && header.split(",").some((tag) => [etag, "*"].includes(tag.trim()));

export async function publicRoutes(api: FastifyInstance): Promise<void> {
  const feedDoc = { summary: "Los animales en adopción (sin sesión).", answer: revalidatedJsonAnswer(feedAnswer) };
  api.get<QueryOf<typeof FEED_QUERY>>("/public/adoptables", documented(feedDoc, FEED_QUERY), async (request, reply) => {
    // First, so another site's page can read a refusal's message too.
    shareable(reply);
    const page = await listAdoptables(api.deps, request.query);
    const origin = publicOrigin(request);
    const body = JSON.stringify({ data: page.animales.map((animal) => toAdoptableJson(animal, origin)), pagination: { siguiente: page.siguiente } });
    const etag = `W/"${createHash("sha256").update(body).digest("base64url")}"`;
    reply.header("cache-control", FEED_CACHING).header("etag", etag);
    if (matches(request.headers["if-none-match"], etag)) return reply.code(304).send();
    return reply.type("application/json; charset=utf-8").send(body);
  });

  const photoDoc = { summary: "La foto de un animal en adopción, en tamaño web (sin sesión).", answer: fileAnswer(...Object.keys(PHOTO_UPLOAD.types)) };
  api.get<{ Params: { id: string } }>("/public/adoptables/:id/foto", documented(photoDoc, PUBLIC_FILE_ROUTE), async (request, reply) =>
    sendFile(shareable(reply), await publicPhoto(api.deps, request.params.id), { disposition: "inline", caching: "public" }),
  );

  const logoDoc = { summary: "El logotipo del refugio (sin sesión).", answer: fileAnswer(...Object.keys(LOGO_UPLOAD.types)) };
  api.get("/public/logo", documented(logoDoc, PUBLIC_FILE_ROUTE), async (_request, reply) =>
    sendFile(shareable(reply), await publicLogo(api.deps), { disposition: "inline", caching: "public" }),
  );
}
