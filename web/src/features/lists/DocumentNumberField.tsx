import { useState } from "react";
import { useRelayEnvironment } from "react-relay/hooks";
import { InlineWarning } from "../../ui/InlineWarning.tsx";
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
  /** Its DocumentSpec's note on a number that may be mistyped. */
  warn?: (number: string) => string | null;
};

/**
 * The DNI or CIF field, first in its form. On leaving it, it warns at once, before the save,
 * when another row holds the number (the server checks again when saving), and notes a number
 * its kind says may be mistyped (`warn`).
 */
export function DocumentNumberField({ name, label, takenMessage, saved, find, warn }: Props) {
  const environment = useRelayEnvironment();
  const [taken, setTaken] = useState(false);
  const [warning, setWarning] = useState<string | null>(null);

  function check(number: string) {
    setWarning(warn?.(number) ?? null);
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
      onChange={() => {
        setTaken(false);
        setWarning(null);
      }}
      onBlur={(event) => check((event.target as HTMLInputElement).value)}
      errorMessage={taken ? takenMessage : undefined}
      description={warning && <InlineWarning>{warning}</InlineWarning>}
    />
  );
}
