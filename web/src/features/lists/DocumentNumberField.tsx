import { useState } from "react";
import { fetchQuery, type GraphQLTaggedNode, useRelayEnvironment } from "react-relay";
import type { Environment, Observable, OperationType } from "relay-runtime";
import { TextField } from "../../ui/TextField.tsx";
import { DOCUMENT_MAX_LENGTH } from "./RecordField.tsx";

/** Looks a DNI or CIF up: the id of the person or town hall holding it, or null. */
export type FindHolder = (environment: Environment, number: string) => Observable<string | null>;

type HolderQuery = OperationType & { variables: { number: string }; response: { readonly holder?: { readonly id: string } | null } };

/** The lookup by a query that takes the number as `$number` and names its one field `holder`. */
export function findHolderBy<Q extends HolderQuery>(query: GraphQLTaggedNode): FindHolder {
  return (environment, number) => fetchQuery<Q>(environment, query, { number }).map((data) => data.holder?.id ?? null);
}

type Props = {
  name: string;
  label: string;
  /** 'Ya existe una persona con ese DNI'. */
  takenMessage: string;
  /** The saved row being edited: its own number is not taken. Null in a new form. */
  saved: { readonly id: string; readonly number: string } | null;
  findHolder: FindHolder;
};

/**
 * The DNI or CIF field, first in its form. On leaving it, it warns at once, before the save,
 * when another row holds the number; the server checks again when saving.
 */
export function DocumentNumberField({ name, label, takenMessage, saved, findHolder }: Props) {
  const environment = useRelayEnvironment();
  const [taken, setTaken] = useState(false);

  function check(number: string) {
    // The row's own number (stored upper case) needs no lookup.
    if (!number.trim() || number.trim().toUpperCase() === saved?.number) return;
    findHolder(environment, number).subscribe({
      next: (holderId) => setTaken(!!holderId && holderId !== saved?.id),
      error: () => setTaken(false),
    });
  }

  return (
    <TextField
      name={name}
      label={label}
      isRequired
      maxLength={DOCUMENT_MAX_LENGTH}
      defaultValue={saved?.number}
      autoFocus
      onChange={() => setTaken(false)}
      onBlur={(event) => check((event.target as HTMLInputElement).value)}
      isInvalid={taken || undefined}
      errorMessage={taken ? takenMessage : undefined}
    />
  );
}
