/**
 * What the API offers, read from the server itself (its route table, the GraphQL schema's
 * inputs), so tests that walk it cover routes and fields added later.
 */
import type { FastifyInstance } from "fastify";
import { isInputObjectType } from "graphql";
import { schema } from "../../api/src/graphql/schema.ts";

export type Route = { method: string; path: string };

/** Every route as [method, path with :params], from Fastify's printed route tree. */
export function routeTable(app: FastifyInstance): Route[] {
  const stack: string[] = [];
  const routes: Route[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split("\n")) {
    const match = /^((?:│ {3}| {4})*)(?:├── |└── )(\S+)(?: \(([^)]+)\))?/.exec(line);
    if (!match) continue;
    const depth = match[1]!.length / 4;
    stack[depth] = (depth > 0 ? stack[depth - 1]! : "") + match[2]!;
    stack.length = depth + 1;
    for (const method of match[3]?.split(", ") ?? []) if (method !== "HEAD" && method !== "OPTIONS") routes.push({ method, path: stack[depth]! });
  }
  return routes;
}

/** The GraphQL input field names, in the REST facade's snake_case too: the vocabulary of bodies. */
export function bodyVocabulary(): string[] {
  const names = new Set<string>();
  for (const type of Object.values(schema.getTypeMap())) {
    if (!isInputObjectType(type) || type.name.startsWith("__")) continue;
    for (const name of Object.keys(type.getFields())) {
      names.add(name);
      names.add(name.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`));
    }
  }
  return [...names];
}
