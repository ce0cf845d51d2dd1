/**
 * The queries that people and town halls share (spec section 3): the directory's list, searched
 * word by word and paged, and the lookup by document number the forms ask before saving. The REST
 * paths of the same directories are `rest/directoryRoutes.ts`.
 */
import type { ObjectRef } from "@pothos/core";
import type { Actor } from "../domain/actor.ts";
import type { Deps } from "../domain/deps.ts";
import { type BuilderTypes, builder } from "./builder.ts";
import { pageArg, pageFields, resolvePagedConnection, type RowsAndTotal } from "./pagedConnection.ts";

type DomainCall<T> = (deps: Deps, actor: Actor, input: unknown) => Promise<T>;

/** A directory's node and edge, its domain functions and the names and Spanish descriptions of its queries. */
type Directory<Row> = {
  node: ObjectRef<BuilderTypes, Row>;
  edge: ObjectRef<BuilderTypes, { cursor: string; node: Row }>;
  /** `<field>(search, page)`: the rows holding every word of `search`; `rows` names them in the page argument. */
  list: { field: string; description: string; rows: string; search: DomainCall<RowsAndTotal<Row>> };
  connection: { name: string; description: string; totalCount: string };
  /** `<field>(<arg>)`: the row with that document number (DNI, CIF), or null. */
  lookup: { field: string; arg: string; description: string; argDescription: string; find: DomainCall<Row | null> };
};

export function directoryQueries<Row extends object>({ node, edge, list, connection, lookup }: Directory<Row>): void {
  // Pothos cannot resolve a field's shape from a type parameter; any row is an object to it.
  const type: ObjectRef<BuilderTypes, object> = node;
  builder.queryField(list.field, (t) =>
    t.connection(
      {
        type,
        description: list.description,
        authScopes: { loggedIn: true },
        args: { search: t.arg.string({ description: "Palabras a buscar." }), page: pageArg(t.arg, list.rows) },
        resolve: (_root, { search, ...paging }, ctx) => resolvePagedConnection(paging, (window) => list.search(ctx.deps, ctx.viewer, { search, ...window })),
      },
      { name: connection.name, description: connection.description, fields: (c) => pageFields(c, connection.totalCount) },
      edge,
    ),
  );

  builder.queryField(lookup.field, (t) =>
    t.field({
      type,
      nullable: true,
      description: lookup.description,
      authScopes: { loggedIn: true },
      args: { [lookup.arg]: t.arg.string({ required: true, description: lookup.argDescription }) },
      resolve: (_root, args, ctx) => lookup.find(ctx.deps, ctx.viewer, args),
    }),
  );
}
