/**
 * npx tsx bench/graphqlLimits.ts: what the web client's GraphQL operations measure against each
 * document limit (api/src/graphql/documentLimits.ts), from the operations relay-compiler persisted.
 * The limits are set from these figures with room to grow (docs/security.md). Prints; asserts nothing.
 */
import { costLimitRule } from "@escape.tech/graphql-armor-cost-limit";
import { maxAliasesRule } from "@escape.tech/graphql-armor-max-aliases";
import { maxDepthRule } from "@escape.tech/graphql-armor-max-depth";
import { maxDirectivesRule } from "@escape.tech/graphql-armor-max-directives";
import { Kind, Lexer, parse, Source, TokenKind, validate, visit, type ValidationRule } from "graphql";
import { DOCUMENT_LIMITS } from "../api/src/graphql/documentLimits.ts";
import { loadPersistedDocuments } from "../api/src/graphql/persistedOperations.ts";
import { schema } from "../api/src/graphql/schema.ts";

// The web client's operations, as relay-compiler persisted them.
const operations = [...(await loadPersistedDocuments()).values()];

/** The figure a graphql-armor rule computes for a document, read from its onAccept callback. */
function armorFigure(makeRule: (onAccept: (ctx: unknown, details: { n: number }) => void) => ValidationRule, text: string): number {
  let figure = 0;
  validate(schema, parse(text), [
    makeRule((_ctx, details) => {
      figure = Math.max(figure, details.n);
    }),
  ]);
  return figure;
}

function tokens(text: string): number {
  const lexer = new Lexer(new Source(text));
  let count = 0;
  while (lexer.advance().kind !== TokenKind.EOF) count++;
  return count;
}

function repeatedField(text: string): number {
  let most = 1;
  visit(parse(text), {
    SelectionSet(node) {
      const seen = new Map<string, number>();
      for (const selection of node.selections) {
        if (selection.kind !== Kind.FIELD) continue;
        const key = selection.alias?.value ?? selection.name.value;
        seen.set(key, (seen.get(key) ?? 0) + 1);
        most = Math.max(most, seen.get(key)!);
      }
    },
  });
  return most;
}

const figures = {
  tokens: (text: string) => tokens(text),
  depth: (text: string) => armorFigure((onAccept) => maxDepthRule({ n: 1e9, flattenFragments: true, ignoreIntrospection: false, onAccept: [onAccept] }), text),
  aliases: (text: string) => armorFigure((onAccept) => maxAliasesRule({ n: 1e9, onAccept: [onAccept] }), text),
  directives: (text: string) => armorFigure((onAccept) => maxDirectivesRule({ n: 1e9, onAccept: [onAccept] }), text),
  cost: (text: string) => armorFigure((onAccept) => costLimitRule({ maxCost: 1e9, ignoreIntrospection: false, onAccept: [onAccept] }), text),
  repeatedField: (text: string) => repeatedField(text),
  bodyBytes: (text: string) => Buffer.byteLength(JSON.stringify({ query: text })),
};

console.log(`${operations.length} operaciones del cliente web`);
for (const [name, measure] of Object.entries(figures)) {
  const values = operations.map(measure);
  const worst = Math.max(...values);
  const limit = DOCUMENT_LIMITS[name as keyof typeof DOCUMENT_LIMITS];
  console.log(`  ${name.padEnd(14)} máximo del cliente ${String(worst).padStart(6)}   límite ${String(limit).padStart(7)}   (${(limit / worst).toFixed(1)}×)`);
}
