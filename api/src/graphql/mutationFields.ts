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
   * Who may call it: a logged-in user unless said otherwise. Checked (plugin-scope-auth) before the
   * resolver reads any input, so a caller without the right learns nothing of the input's rules;
   * the domain checks again.
   */
  access?: "public" | "admin";
};

const authScopes = (access: MutationOptions<unknown>["access"]) =>
  access === "public" ? undefined : access === "admin" ? { admin: true } : { loggedIn: true };

/**
 * `mutationWithInput("updatePersona", { description, input: (t) => ({ ... }), payload, resolve: (input, ctx) => ... })`:
 * one `input` argument of its own `<Mutation>Input` type, holding the fields `input` builds.
 */
export function mutationWithInput<Fields extends InputFieldMap, Shape>(
  name: string,
  options: MutationOptions<Shape> & {
    input: (t: InputFields) => Fields;
    resolve: (input: InputShapeFromFields<Fields>, ctx: GraphQLContext) => MaybePromise<Shape>;
  },
) {
  builder.mutationField(name, (t) =>
    t.fieldWithInput({
      description: options.description,
      authScopes: authScopes(options.access),
      input: options.input(t.input),
      type: options.payload,
      errors: {},
      // Pothos' conditional types cannot be worked out for a generic Shape; the options' own types
      // above are what each mutation is checked against.
      resolve: (_root, args, ctx) => options.resolve((args as { input: InputShapeFromFields<Fields> }).input, ctx) as never,
    }),
  );
}

/**
 * `mutationWithArgs("logout", { description, payload, resolve: (args, ctx) => ... })`: no input
 * object of its own, but the arguments `args` builds, if any (an upload, or an input type two
 * mutations share).
 */
export function mutationWithArgs<Shape, Args extends InputFieldMap = Record<string, never>>(
  name: string,
  options: MutationOptions<Shape> & {
    args?: (t: ArgBuilder<BuilderTypes>) => Args;
    resolve: (args: InputShapeFromFields<Args>, ctx: GraphQLContext) => MaybePromise<Shape>;
  },
) {
  builder.mutationField(name, (t) =>
    t.field({
      description: options.description,
      authScopes: authScopes(options.access),
      args: options.args?.(t.arg),
      type: options.payload,
      errors: {},
      // Cast for the same reason as in mutationWithInput.
      resolve: (_root, args, ctx) => options.resolve(args as InputShapeFromFields<Args>, ctx) as never,
    }),
  );
}
