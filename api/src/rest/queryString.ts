/**
 * The query-string names a REST route reads, declared on the route with Fastify's own route
 * schema: `const LIST_QUERY = queryString("filtro", "page", "limit")`, then
 * `api.get<QueryOf<typeof LIST_QUERY>>(path, LIST_QUERY, handler)`. Only the declared names reach
 * the handler (Fastify drops the others before it runs), and a route that declares none gets no
 * query at all (rest/index.ts), so the declaration is always the whole list. The fuzzer reads it
 * from each route to send hostile values to exactly those names (docs/security.md).
 */

type QueryString<Names extends string> = {
  schema: { querystring: { type: "object"; properties: Record<Names, object>; additionalProperties: false } };
};

/** Route options declaring `names`; each value is kept as sent, for the domain to read. */
export function queryString<const Names extends string>(...names: Names[]): QueryString<Names> {
  const properties = Object.fromEntries(names.map((name) => [name, {}])) as Record<Names, object>;
  return { schema: { querystring: { type: "object", properties, additionalProperties: false } } };
}

/** The route generic typing `request.query`: each declared name as sent (a list when repeated). */
export type QueryOf<Options> = Options extends QueryString<infer Names> ? { Querystring: { [Name in Names]?: string | string[] } } : never;
