/** Plugins, context and scalars only: every type registers itself from its own file. */
import SchemaBuilder from "@pothos/core";
import ErrorsPlugin from "@pothos/plugin-errors";
import PrismaPlugin from "@pothos/plugin-prisma";
import RelayPlugin from "@pothos/plugin-relay";
import ScopeAuthPlugin from "@pothos/plugin-scope-auth";
import WithInputPlugin from "@pothos/plugin-with-input";
import type { FileUpload } from "graphql-upload-minimal";
import type PrismaTypes from "../db/generated/pothos-types.ts";
import { getDatamodel } from "../db/generated/pothos-types.ts";
import { AppError, ValidationError, forbidden, unauthenticated } from "../domain/errors.ts";
import { isAdmin, isPlanEditor, mayWrite, readOnlyKey } from "../domain/policies.ts";
import type { GraphQLContext } from "./context.ts";
import { recordIdsPlugin } from "./globalIds.ts";
import { nodeVisibilityPlugin, visibleNode } from "./nodeVisibility.ts";

/** The Spanish descriptions of what plugin-relay adds to every node and connection, by its option's name. */
const RELAY_DESCRIPTIONS = {
  idFieldOptions: "Identificador global (Relay) del objeto.",
  nodeTypeOptions: "Un objeto que se puede volver a leer por su identificador global.",
  pageInfoTypeOptions: "Dónde está la página dentro de la lista.",
  hasNextPageFieldOptions: "Hay filas después de esta página.",
  hasPreviousPageFieldOptions: "Hay filas antes de esta página.",
  startCursorFieldOptions: "Cursor de la primera fila de la página.",
  endCursorFieldOptions: "Cursor de la última fila de la página.",
  pageInfoFieldOptions: "Posición de la página dentro de la lista.",
  edgesFieldOptions: "Las filas de la página.",
  cursorFieldOptions: "Posición de la fila, para pedir la página siguiente o la anterior.",
  nodeFieldOptions: "El objeto de la fila.",
  firstArgOptions: "Cuántas filas desde el principio (o desde `after`).",
  afterArgOptions: "Cursor tras el que empieza la página.",
  lastArgOptions: "Cuántas filas desde el final (o hasta `before`).",
  beforeArgOptions: "Cursor antes del que acaba la página.",
};

const descriptionsOnly = <Option extends string>(descriptions: Record<Option, string>) =>
  Object.fromEntries(Object.entries(descriptions).map(([option, description]) => [option, { description }])) as Record<Option, { description: string }>;

export const builder = new SchemaBuilder<{
  Context: GraphQLContext;
  PrismaTypes: PrismaTypes;
  AuthScopes: { loggedIn: boolean; admin: boolean; planEditor: boolean; writer: boolean };
  DefaultFieldNullability: false;
  Scalars: {
    Date: { Input: Date; Output: Date };
    DateTime: { Input: Date; Output: Date };
    Upload: { Input: Promise<FileUpload>; Output: never };
  };
}>({
  defaultFieldNullability: false,
  // Errors first, so a failed auth check on a mutation is returned as a typed AppError.
  plugins: [ErrorsPlugin, ScopeAuthPlugin, PrismaPlugin, RelayPlugin, WithInputPlugin, nodeVisibilityPlugin, recordIdsPlugin],
  errors: {
    // ValidationError first: it is also an AppError, and the first matching class wins.
    defaultTypes: [ValidationError, AppError],
    directResult: true,
    defaultUnionOptions: {
      name: ({ fieldName }) => `${fieldName[0]!.toUpperCase()}${fieldName.slice(1)}Result`,
    },
  },
  scopeAuth: {
    // A type's scopes are checked once per object, not once per field of it: a page of 25 fichas
    // was 500 checks. A refused object is refused as a whole, at the field that returned it.
    runScopesOnType: true,
    authScopes: (ctx) => ({ loggedIn: ctx.viewer !== null, admin: isAdmin(ctx.viewer), planEditor: isPlanEditor(ctx.viewer), writer: mayWrite(ctx.viewer) }),
    // A read-only API key is told why a mutation is refused (requireWriter's words).
    unauthorizedError: (_parent, ctx, info) => {
      if (!ctx.viewer) return unauthenticated();
      if (info.operation.operation === "mutation" && !mayWrite(ctx.viewer)) return readOnlyKey();
      return forbidden();
    },
  },
  prisma: {
    client: (ctx) => ctx.deps.db,
    dmmf: getDatamodel(),
    exposeDescriptions: false,
    filterConnectionTotalCount: true,
    onUnusedQuery: process.env.NODE_ENV === "production" ? null : "error",
  },
  relay: {
    clientMutationId: "omit",
    cursorType: "String",
    ...descriptionsOnly(RELAY_DESCRIPTIONS),
    nodeQueryOptions: {
      description: "El objeto con este identificador global; null si no existe o si quien pregunta no puede verlo.",
      args: { id: { description: "Identificador global." } },
      resolve: (_root, { id }, ctx, info, resolveNode) => visibleNode(ctx, info, id, resolveNode),
    },
    // Unused by the client; one lookup per id through node(id:) keeps one rule for unseen ids.
    nodesQueryOptions: false,
  },
  withInput: {
    typeOptions: { name: ({ fieldName }) => `${fieldName[0]!.toUpperCase()}${fieldName.slice(1)}Input` },
    argOptions: { required: true, description: "Los datos de la operación." },
  },
});

/** The builder's type parameters, for helpers that take its field builders. */
export type BuilderTypes = typeof builder.$inferSchemaTypes;

builder.queryType({ description: "Lecturas." });
builder.mutationType({ description: "Cambios." });
