/**
 * Bounds on a GraphQL document, checked before graphql-js validates it: validation costs grow
 * faster than the document (overlapping-field checks compare fields pairwise), so an unbounded
 * document is a way to stall the server with one request. Each limit is several times what the
 * web client sends (measured by bench/graphqlLimits.ts, written down in docs/security.md).
 */
import { costLimitRule } from "@escape.tech/graphql-armor-cost-limit";
import { maxAliasesRule } from "@escape.tech/graphql-armor-max-aliases";
import { maxDepthRule } from "@escape.tech/graphql-armor-max-depth";
import { maxDirectivesRule } from "@escape.tech/graphql-armor-max-directives";
import {
  type ASTVisitor,
  type DocumentNode,
  type FieldNode,
  OperationTypeNode,
  type SelectionSetNode,
  type ValidationContext,
  GraphQLError,
  type GraphQLSchema,
  Kind,
  NoSchemaIntrospectionCustomRule,
  type ValidationRule,
  parse,
  validate,
} from "graphql";

export const DOCUMENT_LIMITS = {
  /** Lexical tokens in the whole document; counted while parsing, so parsing stops there. */
  tokens: 1000,
  /** Field nesting, fragments included, outside `__schema`. */
  depth: 12,
  /**
   * Field nesting counted through `__schema` too: the introspection query GraphiQL sends
   * (graphql-js' own) nests `ofType` 15 deep, and only callers who may introspect get this far.
   */
  introspectionDepth: 20,
  aliases: 15,
  directives: 10,
  /**
   * graphql-armor's cost: 2 per object, 1 per scalar, growing 1.5× per level. The ficha with its
   * E/S tabs and observations costs about 930,000; tokens and depth bound the rest.
   */
  cost: 5_000_000,
  /** The same response key in one selection set. */
  repeatedField: 3,
  /** Mutations that hash passwords or reach the outside world (see COSTLY_MUTATIONS). */
  costlyMutations: 1,
  /** Bytes of a non-multipart /graphql body: the query and its variables. */
  bodyBytes: 100 * 1024,
} as const;

/**
 * Each of these spends argon2 time, sends mail, opens a connection to another host, stores an
 * upload or lays out a PDF; one per document, so aliases cannot multiply the per-request
 * throttles or the PDF queue.
 */
export const COSTLY_MUTATIONS = new Set([
  "login",
  "forgotPassword",
  "setupFirstAdmin",
  "changePassword",
  "createUsuario",
  "updateUsuario",
  "testSmtpConnection",
  "saveSmtpConfig",
  "uploadRefugioLogo",
  "generateInforme",
]);

const TOO_BIG = "La consulta es demasiado grande o compleja";

export function documentLimitError(message = TOO_BIG): GraphQLError {
  return new GraphQLError(message, { extensions: { code: "BAD_REQUEST", http: { status: 400 } } });
}

/** Parses with the token limit; a longer document fails as soon as the limit is passed. */
export function parseBounded(source: string): DocumentNode {
  try {
    return parse(source, { maxTokens: DOCUMENT_LIMITS.tokens });
  } catch (error) {
    if (error instanceof GraphQLError && /tokens/.test(error.message)) throw documentLimitError();
    throw error;
  }
}

const armorOptions = { exposeLimits: false, propagateOnRejection: true } as const;

/** Cheap single-pass checks; the first that fails decides the answer. */
const LIMIT_RULES: { rule: ValidationRule; message: string }[] = [
  { rule: maxDepthRule({ ...armorOptions, n: DOCUMENT_LIMITS.depth, ignoreIntrospection: true, flattenFragments: true }), message: TOO_BIG },
  { rule: maxDepthRule({ ...armorOptions, n: DOCUMENT_LIMITS.introspectionDepth, ignoreIntrospection: false, flattenFragments: true }), message: TOO_BIG },
  { rule: maxAliasesRule({ ...armorOptions, n: DOCUMENT_LIMITS.aliases }), message: "La consulta tiene demasiados alias" },
  { rule: maxDirectivesRule({ ...armorOptions, n: DOCUMENT_LIMITS.directives }), message: TOO_BIG },
  { rule: costLimitRule({ ...armorOptions, maxCost: DOCUMENT_LIMITS.cost, ignoreIntrospection: false }), message: TOO_BIG },
  { rule: repeatedFieldRule, message: TOO_BIG },
  { rule: costlyMutationRule, message: "Una petición puede contener como máximo una operación de este tipo" },
];

/** The errors to answer with, or an empty list when the document may be validated. */
export function checkDocumentLimits(schema: GraphQLSchema, document: DocumentNode): GraphQLError[] {
  for (const { rule, message } of LIMIT_RULES) {
    if (breaks(schema, document, rule)) return [documentLimitError(message)];
  }
  return [];
}

/**
 * The schema is described (__schema, __type) to administrators only. Checked per request, not
 * in validation, whose results are cached by document whoever sent it.
 */
export function introspectionRefusal(schema: GraphQLSchema, document: DocumentNode, { admin }: { admin: boolean }): GraphQLError | undefined {
  if (admin || validate(schema, document, [NoSchemaIntrospectionCustomRule]).length === 0) return undefined;
  return new GraphQLError("La introspección del esquema está reservada a los administradores", { extensions: { code: "FORBIDDEN" } });
}

/** graphql-armor's rules throw on the first excess instead of reporting it. */
function breaks(schema: GraphQLSchema, document: DocumentNode, rule: ValidationRule): boolean {
  try {
    return validate(schema, document, [rule]).length > 0;
  } catch (error) {
    if (error instanceof GraphQLError) return true;
    throw error;
  }
}

function repeatedFieldRule(context: ValidationContext): ASTVisitor {
  return {
    SelectionSet(node) {
      const seen = new Map<string, number>();
      for (const selection of node.selections) {
        if (selection.kind !== Kind.FIELD) continue;
        const key = selection.alias?.value ?? selection.name.value;
        const count = (seen.get(key) ?? 0) + 1;
        seen.set(key, count);
        if (count > DOCUMENT_LIMITS.repeatedField) {
          context.reportError(documentLimitError());
          return false;
        }
      }
      return undefined;
    },
  };
}

function costlyMutationRule(context: ValidationContext): ASTVisitor {
  /** Root fields, looking through inline fragments and fragment spreads (each fragment once). */
  const rootFields = (selectionSet: SelectionSetNode, seenFragments: Set<string>): FieldNode[] =>
    selectionSet.selections.flatMap((selection) => {
      if (selection.kind === Kind.FIELD) return [selection];
      if (selection.kind === Kind.INLINE_FRAGMENT) return rootFields(selection.selectionSet, seenFragments);
      const fragment = context.getFragment(selection.name.value);
      if (!fragment || seenFragments.has(fragment.name.value)) return [];
      seenFragments.add(fragment.name.value);
      return rootFields(fragment.selectionSet, seenFragments);
    });
  return {
    OperationDefinition(node) {
      if (node.operation === OperationTypeNode.MUTATION) {
        const costly = rootFields(node.selectionSet, new Set()).filter((field) => COSTLY_MUTATIONS.has(field.name.value));
        if (costly.length > DOCUMENT_LIMITS.costlyMutations) context.reportError(documentLimitError());
      }
      return false;
    },
  };
}
