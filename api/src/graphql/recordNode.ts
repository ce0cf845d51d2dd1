/**
 * A table's row as a Relay node, declared the one way every record type is: its global id is the
 * `id` column, `node(id:)` reads it back (a malformed id is INVALID_ID, never a crash) and
 * `databaseId` shows the number the REST API and the addresses use (a type may describe it in its
 * own words by declaring it among its fields). Logged-in users see it unless `authScopes` says
 * otherwise.
 *
 *   export const Persona = recordNode("Persona", { description: "Una persona…", fields: (t) => ({ … }) });
 */
import type PrismaTypes from "../db/generated/pothos-types.ts";
import type { Actor } from "../domain/actor.ts";
import type { Deps } from "../domain/deps.ts";
import { builder } from "./builder.ts";
import { DATABASE_ID } from "./databaseId.ts";
import { nodeDatabaseId } from "./globalIds.ts";

type RecordModel = { [Name in keyof PrismaTypes]: PrismaTypes[Name]["Shape"] extends { id: number } ? Name : never }[keyof PrismaTypes];

type NodeOptions<Name extends RecordModel> = Parameters<typeof builder.prismaNode<Name, [], unknown, unknown, "id">>[1];

/** Who may read a record type, a plain map: node(id:) reads the same (graphql/nodeVisibility.ts). */
type RecordScopes = { loggedIn: true } | { admin: true };

/** A row-level rule on top of the type's scopes: node(id:) answers null for a row it refuses. */
type ReadableRow<Name extends RecordModel> = (viewer: Actor, row: PrismaTypes[Name]["Shape"], deps: Deps) => boolean | Promise<boolean>;

export function recordNode<Name extends RecordModel>(
  name: Name,
  {
    fields,
    authScopes = { loggedIn: true },
    readableRow,
    ...options
  }: Omit<NodeOptions<Name>, "id" | "findUnique" | "authScopes"> & { authScopes?: RecordScopes; readableRow?: ReadableRow<Name> },
) {
  // The permission is checked against plugin-scope-auth's own option, outside the cast below.
  const scopes: NodeOptions<Name>["authScopes"] = authScopes;
  const nodeOptions = {
    ...options,
    authScopes: scopes,
    extensions: { recordIds: true, ...(readableRow && { readableRow }) },
    id: { field: "id" },
    findUnique: (id: string) => ({ id: nodeDatabaseId(id) }),
    fields: (t: Parameters<NonNullable<typeof fields>>[0]) => ({
      databaseId: t.int({ ...DATABASE_ID, resolve: (row: { id: number }) => row.id }),
      ...fields?.(t),
    }),
  };
  // TypeScript cannot follow Pothos's option types through the model parameter; each caller's
  // options are checked against its own model by the signature above.
  return builder.prismaNode(name, nodeOptions as unknown as NodeOptions<Name>);
}
