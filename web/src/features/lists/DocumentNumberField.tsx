import { useState } from "react";
import { useRelayEnvironment } from "react-relay/hooks";
import { TextField } from "../../ui/TextField.tsx";
import { DOCUMENT_MAX_LENGTH, type FindRecord } from "./RecordField.tsx";

type Props = {
  name: string;
  label: string;
  /** 'Ya existe una persona con ese DNI'. */
  takenMessage: string;
  /** The saved row being edited: its own number is not taken. Null in a new form. */
  saved: { readonly id: string; readonly number: string } | null;
  /** The kind's lookup by number (its DocumentSpec). */
  find: FindRecord;
};

/**
 * The DNI or CIF field, first in its form. On leaving it, it warns at once, before the save,
 * when another row holds the number; the server checks again when saving.
 */
export function DocumentNumberField({ name, label, takenMessage, saved, find }: Props) {
  const environment = useRelayEnvironment();
  const [taken, setTaken] = useState(false);

  function check(number: string) {
    // The row's own number (stored upper case) needs no lookup.
    if (!number.trim() || number.trim().toUpperCase() === saved?.number) return;
    find(environment, number).then(
      (holder) => setTaken(!!holder && holder.id !== saved?.id),
      () => setTaken(false),
    );
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
      errorMessage={taken ? takenMessage : undefined}
    />
  );
}
