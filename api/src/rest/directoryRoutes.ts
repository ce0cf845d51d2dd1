/** The REST paths that people and town halls share (spec section 7 "People and municipalities"). */
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { type BodyDoc, created, deletedAnswer, documented, jsonAnswer, paginationAnswer } from "./routeDoc.ts";
import type { Actor } from "../domain/actor.ts";
import type { Deps } from "../domain/deps.ts";
import type { Pagination } from "../domain/paging.ts";
import { type QueryOf, queryString } from "./queryString.ts";

type DomainCall<T> = (deps: Deps, actor: Actor, input: unknown) => Promise<T>;

/** A directory's domain functions and its JSON shapes; each route only translates between them. */
export type DirectoryResource<Row> = {
  /** `/api/<path>`: 'personas', 'ayuntamientos'. */
  path: string;
  /** The lookup by document number: `/api/<path>/<param>/:<param>` answers `{exists, <found>}`. */
  lookup: { param: string; found: string; find: DomainCall<Row | null> };
  /** What toJson writes, and what create and update read (routeDoc.ts). */
  json: z.ZodObject;
  body: BodyDoc;
  toJson: (row: Row) => object;
  fromJson: (body: unknown) => Record<string, unknown>;
  page: DomainCall<{ items: Row[]; pagination: Pagination }>;
  search: DomainCall<{ items: Row[] }>;
  get: DomainCall<Row>;
  create: DomainCall<Row>;
  createFromFicha: DomainCall<Row>;
  update: DomainCall<Row>;
  updateFromFicha: DomainCall<Row>;
  remove: DomainCall<{ id: number }>;
  /** What DELETE answers beside the id. */
  deletedMessage: string;
};

type IdParams = { Params: { id: string } };
const LIST_QUERY = queryString("paginated", "page", "limit", "search");

/** The nine paths of a directory: list (all or `paginated=true`), lookup, one, create, update and delete, with and without the ficha's rules. */
export function directoryRoutes<Row>(api: FastifyInstance, d: DirectoryResource<Row>): void {
  const base = `/${d.path}`;
  const one = jsonAnswer(d.json);
  const listAnswer = z.union([z.array(d.json), z.object({ data: z.array(d.json), pagination: paginationAnswer })]);
  const lookupAnswer = z.object({ exists: z.boolean(), [d.lookup.found]: d.json.nullable() });

  const listDoc = { summary: "Todos (una lista) o una página con `paginated=true` ({data, pagination}).", answer: jsonAnswer(listAnswer) };
  api.get<QueryOf<typeof LIST_QUERY>>(base, documented(listDoc, LIST_QUERY), async (request) => {
    const { paginated, page, limit, search } = request.query;
    if (paginated === "true") {
      const result = await d.page(api.deps, request.actor, { page, limit, search });
      return { data: result.items.map(d.toJson), pagination: result.pagination };
    }
    const { items } = await d.search(api.deps, request.actor, { search, offset: 0 });
    return items.map(d.toJson);
  });

  const lookupDoc = { summary: `Busca por ${d.lookup.param}.`, answer: jsonAnswer(lookupAnswer) };
  api.get<{ Params: Record<string, string> }>(`${base}/${d.lookup.param}/:${d.lookup.param}`, documented(lookupDoc), async (request) => {
    const found = await d.lookup.find(api.deps, request.actor, { [d.lookup.param]: request.params[d.lookup.param] });
    return { exists: found !== null, [d.lookup.found]: found && d.toJson(found) };
  });

  api.get<IdParams>(`${base}/:id`, documented({ summary: "Uno.", answer: one }), async (request) =>
    d.toJson(await d.get(api.deps, request.actor, { id: request.params.id })),
  );

  for (const [suffix, create] of [
    ["", d.create],
    ["/from-ficha", d.createFromFicha],
  ] as const) {
    const createDoc = { summary: suffix ? "Crea uno con las reglas de la ficha." : "Crea uno.", body: d.body, answer: created(d.json) };
    api.post(`${base}${suffix}`, documented(createDoc), async (request, reply) =>
      reply.code(201).send(d.toJson(await create(api.deps, request.actor, d.fromJson(request.body)))),
    );
  }

  for (const [suffix, update] of [
    ["", d.update],
    ["/from-ficha", d.updateFromFicha],
  ] as const) {
    const updateDoc = { summary: suffix ? "Guarda uno con las reglas de la ficha." : "Guarda uno.", body: d.body, answer: one };
    api.put<IdParams>(`${base}/:id${suffix}`, documented(updateDoc), async (request) =>
      d.toJson(await update(api.deps, request.actor, { ...d.fromJson(request.body), id: request.params.id })),
    );
  }

  api.delete<IdParams>(`${base}/:id`, documented({ summary: "Borra uno.", answer: jsonAnswer(deletedAnswer) }), async (request) => {
    const { id } = await d.remove(api.deps, request.actor, { id: request.params.id });
    return { id, message: d.deletedMessage };
  });
}
