/**
 * `node(id:)` answers null for a record that does not exist and for one the
 * caller may not see, alike: neither an error nor a log line tells anyone which ids exist.
 * Who may see a type is read from that type's own authScopes, so the rule lives once.
 */
import type { GraphQLResolveInfo } from "graphql";
import { AppError } from "../domain/errors.ts";
import { isAdmin } from "../domain/policies.ts";
import type { GraphQLContext } from "./context.ts";

type NodeId = { typename: string; id: string };

function mayView(ctx: GraphQLContext, info: GraphQLResolveInfo, typename: string): boolean {
  const type = info.schema.getType(typename);
  if (!type) return false;
  const scopes = (type.extensions as { pothosOptions?: { authScopes?: { admin?: boolean } } }).pothosOptions?.authScopes;
  // Every record type needs a session; some need an administrator.
  return ctx.viewer !== null && (!scopes?.admin || isAdmin(ctx.viewer));
}

/** Prisma's "no record" (P2025), raised by the node loader's findUniqueOrThrow. */
const isMissingRecord = (error: unknown) => (error as { code?: string }).code === "P2025";

export async function visibleNode(ctx: GraphQLContext, info: GraphQLResolveInfo, id: NodeId, resolveNode: (id: NodeId) => unknown): Promise<unknown> {
  if (!mayView(ctx, info, id.typename)) return null;
  try {
    return (await resolveNode(id)) ?? null;
  } catch (error) {
    if (isMissingRecord(error) || (error instanceof AppError && error.code === "NOT_FOUND")) return null;
    throw error;
  }
}
