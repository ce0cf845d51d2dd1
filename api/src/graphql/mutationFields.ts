/**
 * How a mutation is declared: its name, its Spanish description, its input, the payload it
 * answers and the one domain call behind it. Every mutation gets the errors plugin's union
 * (`<Mutation>Result = <Payload> | AppError | ValidationError`), so expected failures reach the
 * client as typed errors.
 */
import type { ArgBuilder, InputFieldMap, InputShapeFromFields, MaybePromise, OutputRef } from "@pothos/core";
import { type BuilderTypes, builder } from "./builder.ts";
import type { GraphQLContext } from "./context.ts";
import { databaseIdOf } from "./globalIds.ts";

/** What builds the fields of an input object: a mutation's `input`, or a form's fields shared by two mutations. */
export type InputFields = PothosSchemaTypes.InputFieldBuilder<BuilderTypes, "InputObject">;

/** The input with its `id`, a global id of `typename`, read as the record id the domain takes. */
export const withDatabaseId = <Input extends { id: string | number }>(input: Input, typename: string) => ({
  ...input,
  id: databaseIdOf(input.id, typename),
});

type MutationOptions<Shape> = {
  description: string;
  payload: OutputRef<Shape>;
  /**
   * Who may call it: a logged-in user or a writing API key unless said otherwise. Checked (plugin-scope-auth) before the
   * resolver reads any input, so a caller without the right learns nothing of the input's rules;
   * the domain checks again.
   */
  access?: "public" | "admin" | "planEditor";
};

/**
 * A mutation's payload and resolver, which its declaration checked against each other, as an
 * object payload: Pothos' types work out a field of a known shape, never one of a type parameter.
 */
function asObjectPayload<Input, Shape extends object>(options: {
  payload: OutputRef<Shape>;
  resolve: (input: Input, ctx: GraphQLContext) => MaybePromise<Shape>;
}) {
  const payload: OutputRef<object> = options.payload;
  const resolve: (input: Input, ctx: GraphQLContext) => MaybePromise<object> = options.resolve;
  return { payload, resolve };
}

// Logged-in callers who may write: every person, and API keys with the escritura scope (domain/policies.ts mayWrite).
const authScopes = (access: MutationOptions<object>["access"]) => (access === "public" ? undefined : access ? { [access]: true } : { writer: true });

/**
 * `mutationWithInput("updatePersona", { description, input: (t) => ({ ... }), payload, resolve: (input, ctx) => ... })`:
 * one `input` argument of its own `<Mutation>Input` type, holding the fields `input` builds.
 */
export function mutationWithInput<Fields extends InputFieldMap, Shape extends object>(
  name: string,
  options: MutationOptions<Shape> & {
    input: (t: InputFields) => Fields;
    resolve: (input: InputShapeFromFields<Fields>, ctx: GraphQLContext) => MaybePromise<Shape>;
  },
) {
  const { payload, resolve } = asObjectPayload(options);
  builder.mutationField(name, (t) =>
    t.fieldWithInput({
      description: options.description,
      authScopes: authScopes(options.access),
      input: options.input(t.input),
      type: payload,
      errors: {},
      // plugin-with-input's argument type is a mapped type of Fields that TypeScript cannot resolve here; `input` is what it holds.
      resolve: (_root, args, ctx) => resolve((args as { input: InputShapeFromFields<Fields> }).input, ctx),
    }),
  );
}

/**
 * `mutationWithArgs("logout", { description, payload, resolve: (args, ctx) => ... })`: no input
 * object of its own, but the arguments `args` builds, if any (an upload, or an input type two
 * mutations share).
 */
export function mutationWithArgs<Shape extends object, Args extends InputFieldMap = Record<string, never>>(
  name: string,
  options: MutationOptions<Shape> & {
    args?: (t: ArgBuilder<BuilderTypes>) => Args;
    resolve: (args: InputShapeFromFields<Args>, ctx: GraphQLContext) => MaybePromise<Shape>;
  },
) {
  const { payload, resolve } = asObjectPayload(options);
  builder.mutationField(name, (t) =>
    t.field({
      description: options.description,
      authScopes: authScopes(options.access),
      args: options.args?.(t.arg),
      type: payload,
      errors: {},
      resolve: (_root, args, ctx) => resolve(args, ctx),
    }),
  );
}
