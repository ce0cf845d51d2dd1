/**
 * graphql-js words its parse and validation errors in English. Those an integrator or an
 * administrator in GraphiQL meets most are said in Spanish here, with the same names in quotes;
 * rarer ones keep graphql-js' words.
 */
import { GraphQLError } from "graphql";

type Translation = [RegExp, (...names: string[]) => string];

const N = `"([^"]*)"`;

const TRANSLATIONS: Translation[] = [
  [new RegExp(`^Cannot query field ${N} on type ${N}\\.`), (field, type) => `El campo «${field}» no existe en el tipo «${type}».`],
  [new RegExp(`^Unknown argument ${N} on field ${N}\\.`), (argument, field) => `El argumento «${argument}» no existe en el campo «${field}».`],
  [
    new RegExp(`^Field ${N} argument ${N} of type ${N} is required, but it was not provided\\.`),
    (field, argument, type) => `Falta el argumento obligatorio «${argument}» (${type}) del campo «${field}».`,
  ],
  [
    new RegExp(`^Field ${N} must not have a selection since type ${N} has no subfields\\.`),
    (field, type) => `El campo «${field}» es de tipo «${type}», que no tiene subcampos: quite su selección.`,
  ],
  [
    new RegExp(`^Field ${N} of type ${N} must have a selection of subfields\\.`),
    (field, type) => `El campo «${field}» es de tipo «${type}»: elija sus subcampos entre llaves.`,
  ],
  [new RegExp(`^Unknown type ${N}\\.`), (type) => `El tipo «${type}» no existe.`],
  [new RegExp(`^Unknown fragment ${N}\\.`), (fragment) => `El fragmento «${fragment}» no existe.`],
  [new RegExp(`^Fragment ${N} is never used\\.`), (fragment) => `El fragmento «${fragment}» no se usa.`],
  [new RegExp(`^Variable ${N} is not defined`), (variable) => `La variable «${variable}» no está declarada en la operación.`],
  [new RegExp(`^Variable ${N} is never used`), (variable) => `La variable «${variable}» no se usa en la operación.`],
  [
    new RegExp(`^Variable ${N} of type ${N} used in position expecting type ${N}\\.`),
    (variable, type, expected) => `La variable «${variable}» es de tipo «${type}», y aquí se espera «${expected}».`,
  ],
  [/^Syntax Error: Expected (.+), found (.+)\.$/, (expected, found) => `Error de sintaxis: se esperaba ${expected} y se encontró ${found}.`],
  [/^Syntax Error: Unexpected (.+)\.$/, (found) => `Error de sintaxis: no se esperaba ${found}.`],
  [/^Syntax Error: (.+)$/, (detail) => `Error de sintaxis: ${detail}`],
];

const SUGGESTION = / Did you mean (.*)\?$/s;

/** `message` in Spanish when graphql-js' wording is one of the above; a suggestion keeps its names. */
export function spanishGraphqlMessage(message: string): string {
  const suggestion = SUGGESTION.exec(message)?.[1];
  const bare = suggestion === undefined ? message : message.replace(SUGGESTION, "");
  for (const [pattern, say] of TRANSLATIONS) {
    const match = pattern.exec(bare);
    if (!match) continue;
    const said = say(...match.slice(1));
    return suggestion === undefined ? said : `${said} ¿Quería decir ${suggestion.replace(/, or /, " o ").replace(/ or /, " o ")}?`;
  }
  return message;
}

/** A validation or syntax error (no path: it came before execution) with its message in Spanish. */
export function inSpanish(error: GraphQLError): GraphQLError {
  if (error.path) return error;
  const message = spanishGraphqlMessage(error.message);
  return message === error.message
    ? error
    : new GraphQLError(message, { nodes: error.nodes, source: error.source, positions: error.positions, extensions: error.extensions });
}
