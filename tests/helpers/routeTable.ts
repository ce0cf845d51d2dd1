/** The server's REST routes, read from its own route table, so tests cover routes added later. */
import type { FastifyInstance } from "fastify";

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
