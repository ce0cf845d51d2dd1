/**
 * A screen's route loader apart from its page (routes.tsx): React Router's lazy object loads the
 * loader and the page's code side by side, so the screen's query starts as soon as the operation's
 * generated artefact (a few KiB) arrives, not after the page, its components and their libraries.
 */
import { loadQuery } from "react-relay/hooks";
import type { LoaderFunction } from "react-router";
import type { ConcreteRequest, Environment, FetchPolicy } from "relay-runtime";

/** The loader of a screen whose query takes no variables, given the import of its artefact. */
export function queryLoader(environment: Environment, artefact: () => Promise<{ default: ConcreteRequest }>, fetchPolicy: FetchPolicy) {
  return async (): Promise<LoaderFunction> => {
    const query = (await artefact()).default;
    return () => loadQuery(environment, query, {}, { fetchPolicy });
  };
}
