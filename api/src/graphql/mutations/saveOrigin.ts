/**
 * The person and town-hall forms' `fromFicha` flag picks which of the domain's two saves runs
 * (`fromListAndFicha` in domain/saveOrigin.ts): the list screen's, or the animal record tab's,
 * with the ficha's messages.
 */
import type { Actor } from "../../domain/actor.ts";
import type { Deps } from "../../domain/deps.ts";
import type { GraphQLContext } from "../context.ts";

type Save<Row> = (deps: Deps, actor: Actor, input: unknown) => Promise<Row>;

/** `resolve: fromListOrFicha(createPersona, createPersonaFromFicha)`: the form's fields go to the save its flag names. */
export const fromListOrFicha =
  <Row>(fromList: Save<Row>, fromFicha: Save<Row>) =>
  ({ fromFicha: onFicha, ...input }: { fromFicha?: boolean | null }, ctx: GraphQLContext) =>
    (onFicha ? fromFicha : fromList)(ctx.deps, ctx.viewer, input);
