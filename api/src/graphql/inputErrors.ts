/**
 * graphql-js explains a value it could not coerce by printing it back ("got invalid value
 * { smtpPassword: … }"): a password typed into a form would reach the answer, the client's
 * toast and any log. These helpers replace such messages with Spanish ones that name the field
 * and never the value.
 */
import { type ASTVisitor, GraphQLError, type ValidationContext, type ValidationRule, ValuesOfCorrectTypeRule, visitInParallel } from "graphql";

const IDENTIFIER = /^[_A-Za-z][_0-9A-Za-z]{0,63}$/;

/** Reasons our own scalars give, which never contain the value: these are kept in the answer. */
const VALUE_FREE_REASONS = new Set<string>();

/** For a scalar's parser: a Spanish reason that names no value, shown to the client as it is. */
export function valueFreeInputError(reason: string): GraphQLError {
  VALUE_FREE_REASONS.add(reason);
  return new GraphQLError(reason);
}

function inputError(message: string, source?: GraphQLError): GraphQLError {
  return new GraphQLError(message, {
    nodes: source?.nodes,
    extensions: { code: "VALIDATION", http: { status: 400 } },
  });
}

/** "input.port", or the variable alone when the path says nothing more. */
function fieldMessage(path: string, unknownField: string | undefined, missing: boolean, reason?: string): string {
  if (reason !== undefined && VALUE_FREE_REASONS.has(reason)) return `${reason} (campo «${path}»)`;
  if (unknownField) return `El campo «${path ? `${path}.` : ""}${unknownField}» no existe`;
  if (missing) return `Falta el campo obligatorio «${path}»`;
  return `Valor no válido en el campo «${path}»`;
}

function detailsOf(reason: string): { unknownField?: string; missingField?: string } {
  const unknown = /^Field "([^"]*)" is not defined by type/.exec(reason)?.[1];
  const missing = /^Field "([^"]*)" of required type "[^"]*" was not provided/.exec(reason)?.[1];
  return {
    unknownField: unknown !== undefined && IDENTIFIER.test(unknown) ? unknown : undefined,
    missingField: missing !== undefined && IDENTIFIER.test(missing) ? missing : undefined,
  };
}

/**
 * A variable coercion error (raised before execution) in Spanish, naming the variable and the
 * field; undefined when `error` is not one.
 */
export function variableErrorWithoutValues(error: GraphQLError): GraphQLError | undefined {
  const variable = /^Variable "\$([_0-9A-Za-z]+)" /.exec(error.message)?.[1];
  if (!variable) return undefined;
  if (/ (was not provided|must not be null)\.?$/.test(error.message) && !error.message.includes(" got invalid value ")) {
    return inputError(`Falta el valor obligatorio «${variable}»`, error);
  }
  // graphql-js: `Variable "$v" got invalid value <value>[ at "v.path"]; <reason>`; the value
  // itself may contain quotes and semicolons, so only the trailing path and reason are read.
  const at = / at "([_0-9A-Za-z.[\]]+)"; (.*)$/s.exec(error.message);
  const path = at?.[1] ?? variable;
  const reason = at?.[2] ?? error.message.slice(error.message.lastIndexOf("; ") + 2);
  const { unknownField, missingField } = detailsOf(reason);
  return inputError(missingField ? fieldMessage(`${path}.${missingField}`, undefined, true) : fieldMessage(path, unknownField, false, reason), error);
}

/**
 * graphql-js' ValuesOfCorrectTypeRule with the same checks, reporting in Spanish with the
 * argument and input-field path instead of the literal it found.
 */
export const ValuesOfCorrectTypeWithoutValuesRule: ValidationRule = (context) => {
  const path: string[] = [];
  const reporting = new Proxy(context, {
    get(target, property, receiver) {
      if (property === "reportError") {
        return (error: GraphQLError) => {
          const { unknownField, missingField } = detailsOf(error.message);
          const field = path.join(".");
          target.reportError(
            inputError(
              missingField
                ? fieldMessage(`${field}.${missingField}`, undefined, true)
                : fieldMessage(unknownField ? path.slice(0, -1).join(".") : field, unknownField, false, error.message),
              error,
            ),
          );
        };
      }
      const value = Reflect.get(target, property, receiver);
      return typeof value === "function" ? value.bind(target) : value;
    },
  }) as ValidationContext;
  const inner = ValuesOfCorrectTypeRule(reporting);
  const withPath: ASTVisitor = {
    Argument: { enter: (node) => void path.push(node.name.value), leave: () => void path.pop() },
    ObjectField: { enter: (node) => void path.push(node.name.value), leave: () => void path.pop() },
  };
  // In parallel: when the rule skips a node it found invalid, the path still leaves it.
  return visitInParallel([withPath, inner]);
};

/** The validation rules with ValuesOfCorrectTypeRule replaced by the one above. */
export function withoutValuesInErrors(rules: readonly ValidationRule[]): ValidationRule[] {
  return rules.map((rule) => (rule === ValuesOfCorrectTypeRule ? ValuesOfCorrectTypeWithoutValuesRule : rule));
}
