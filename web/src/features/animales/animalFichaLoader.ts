/** The ficha's route loader, apart from the page's code (see relay/routeLoader.ts). */
import { loadQuery } from "react-relay/hooks";
import type { LoaderFunctionArgs } from "react-router";
import type { Environment } from "relay-runtime";
import { recordIdOf } from "@rules/recordId.ts";
import AnimalFichaPageQuery, { type AnimalFichaPageQuery as AnimalFichaPageQueryType } from "../../__generated__/AnimalFichaPageQuery.graphql.ts";

/** /animales and /animals: a new ficha, or with ?id= an existing one, always read fresh. */
export function animalFichaLoader(environment: Environment) {
  return ({ request }: LoaderFunctionArgs) => {
    const id = new URL(request.url).searchParams.get("id");
    // A malformed id names no animal: nothing is asked for, and the page says the ficha is missing
    // (it must not open an empty ficha instead).
    const databaseId = recordIdOf(id);
    return loadQuery<AnimalFichaPageQueryType>(
      environment,
      AnimalFichaPageQuery,
      { databaseId: databaseId ?? 0, hasAnimal: databaseId !== null },
      { fetchPolicy: "network-only" },
    );
  };
}
