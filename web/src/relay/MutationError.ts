import { graphql, readInlineData } from "react-relay/hooks";
import type { MutationError_error$data, MutationError_error$key } from "../__generated__/MutationError_error.graphql.ts";

/**
 * The one selection of a mutation's expected failure. Every mutation spreads it into its result
 * (`...MutationError_error @alias(as: "error")`), and reads it with `readMutationError`: the Spanish
 * message, the code the client decides on, the field it names and, for validation, every issue.
 */
const MutationErrorFragment = graphql`
  fragment MutationError_error on Error @inline {
    message
    code
    field
    ... on ValidationError {
      issues {
        path
        message
      }
    }
  }
`;

export type MutationError = MutationError_error$data;

/** The failure of a mutation's result, or null when it succeeded. */
export function readMutationError(key: MutationError_error$key | null | undefined): MutationError | null {
  return key ? readInlineData(MutationErrorFragment, key) : null;
}
