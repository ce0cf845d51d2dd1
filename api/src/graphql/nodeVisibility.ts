/**
 * `node(id:)` answers null for a record that does not exist and for one the
 * caller may not see, alike: neither an error nor a log line tells anyone which ids exist.
 * Who may see a type is read from that type's own authScopes, so the rule lives once: this
 * module's Pothos plugin reads them through Pothos' plugin API (`onTypeConfig`, the options as
 * plugin-scope-auth types them) when the schema is built and keeps the answer on the type
 * (`extensions.visibleTo`). A Pothos upgrade that changed those options fails the typecheck or the
 * build instead of opening records; a type the plugin did not mark is seen by no one.
 */
import SchemaBuilder, { BasePlugin, type PothosTypeConfig, type SchemaTypes } from "@pothos/core";
import { type GraphQLResolveInfo, isObjectType } from "graphql";
import type { Actor } from "../domain/actor.ts";
import type { Deps } from "../domain/deps.ts";
import { AppError } from "../domain/errors.ts";
import { isAdmin } from "../domain/policies.ts";
import type { GraphQLContext } from "./context.ts";

/** Who may read a type's objects: every logged-in user, or administrators only. */
export type Visibility = "loggedIn" | "admin";

declare global {
  export namespace PothosSchemaTypes {
    export interface Plugins<Types extends SchemaTypes> {
      nodeVisibility: NodeVisibilityPlugin<Types>;
    }
  }
}

declare module "graphql" {
  interface GraphQLObjectTypeExtensions {
    /** Set by NodeVisibilityPlugin on every object type that declares its authScopes. */
    visibleTo?: Visibility;
    /** A record type's row-level rule (recordNode's `readableRow`), e.g. a blocked person. */
    readableRow?: (viewer: Actor, row: never, deps: Deps) => boolean | Promise<boolean>;
  }
}

/** A type's authScopes as node(id:) understands them; any other form stops the build rather than guess. */
export function visibilityOf(typename: string, scopes: unknown): Visibility | undefined {
  if (scopes === undefined) return undefined;
  const map = typeof scopes === "object" && scopes !== null ? (scopes as Record<string, unknown>) : {};
  if (map.admin === true) return "admin";
  if (map.loggedIn === true && Object.keys(map).length === 1) return "loggedIn";
  throw new Error(`${typename}: node(id:) only reads authScopes { loggedIn: true } or { admin: true }`);
}

export class NodeVisibilityPlugin<Types extends SchemaTypes> extends BasePlugin<Types> {
  override onTypeConfig(typeConfig: PothosTypeConfig): PothosTypeConfig {
    if (typeConfig.kind !== "Object") return typeConfig;
    const visibleTo = visibilityOf(typeConfig.name, typeConfig.pothosOptions.authScopes);
    return visibleTo ? { ...typeConfig, extensions: { ...typeConfig.extensions, visibleTo } } : typeConfig;
  }
}

/** The plugin's name, as the builder lists it. */
export const nodeVisibilityPlugin = "nodeVisibility";
SchemaBuilder.registerPlugin(nodeVisibilityPlugin, NodeVisibilityPlugin);

function mayView(ctx: GraphQLContext, info: GraphQLResolveInfo, typename: string): boolean {
  const type = info.schema.getType(typename);
  const visibleTo = isObjectType(type) ? type.extensions.visibleTo : undefined;
  if (!visibleTo || ctx.viewer === null) return false;
  return visibleTo === "loggedIn" || isAdmin(ctx.viewer);
}

/** Prisma's "no record" (P2025), raised by the node loader's findUniqueOrThrow. */
const isMissingRecord = (error: unknown) => (error as { code?: string }).code === "P2025";

async function mayViewRow(ctx: GraphQLContext, info: GraphQLResolveInfo, typename: string, row: unknown): Promise<boolean> {
  const type = info.schema.getType(typename);
  const readableRow = isObjectType(type) ? type.extensions.readableRow : undefined;
  return !readableRow || readableRow(ctx.viewer, row as never, ctx.deps);
}

export async function visibleNode(ctx: GraphQLContext, info: GraphQLResolveInfo, id: NodeId, resolveNode: (id: NodeId) => unknown): Promise<unknown> {
  if (!mayView(ctx, info, id.typename)) return null;
  try {
    const row = (await resolveNode(id)) ?? null;
    return row !== null && (await mayViewRow(ctx, info, id.typename, row)) ? row : null;
  } catch (error) {
    if (isMissingRecord(error) || (error instanceof AppError && error.code === "NOT_FOUND")) return null;
    throw error;
  }
}

type NodeId = { typename: string; id: string };
