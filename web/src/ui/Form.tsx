import { createContext, type FormEvent, type ReactNode, type Ref, useCallback, useContext, useEffect, useMemo, useRef, useState } from "react";
import { Form as AriaForm } from "react-aria-components";
import { focusFirstInvalidField } from "../forms/focusField.ts";
import { dismissErrorToasts } from "./Toast.tsx";

export type FieldErrors = Record<string, string>;

type FormErrors = {
  /** The form's message for the field `name`, unless the field was edited since. */
  errorOf(name: string): string | undefined;
  /** The field `name` was edited: its message goes at once. */
  edited(name: string): void;
};

const FormErrorsContext = createContext<FormErrors | null>(null);

/** The form is sending: its SubmitButton waits (Button.tsx). */
export const FormSendingContext = createContext(false);

const NONE: ReadonlySet<string> = new Set();

/**
 * A form whose errors (the shared rules' check, the server's answer) land on the fields by name.
 * A field's message stays until that field is edited and goes as it is edited, keystroke by
 * keystroke. It is not react-aria's `validationErrors`, which are cleared when the field loses
 * focus: that is the press on 'Guardar' itself, and the message's line vanishing there moved the
 * button from under the pointer before the click ended, so the first click after an error did
 * nothing. A new `validationErrors` object (a new check) shows each of its messages again: pass a
 * stable one (state, or memoised) between checks. A submit dismisses the previous error toast: a
 * new attempt has begun, and it brings its own answer. While `isSending`, another submit is
 * ignored: the waiting SubmitButton is no submit button then, so Enter in a form's only text field
 * would otherwise send it again. A new `validationErrors` with messages takes the keyboard to the
 * first field it marks (docs/development.md "Shared rules").
 */
export function Form({
  children,
  onSubmit,
  validationErrors,
  isSending = false,
  className,
  ref,
}: {
  children: ReactNode;
  onSubmit: (data: Record<string, string>) => void;
  validationErrors?: FieldErrors;
  isSending?: boolean;
  className?: string;
  ref?: Ref<HTMLFormElement>;
}) {
  const [edited, setEdited] = useState<{ of?: FieldErrors; names: ReadonlySet<string> }>({ of: validationErrors, names: NONE });
  const names = edited.of === validationErrors ? edited.names : NONE;
  const errors = useMemo<FormErrors>(
    () => ({
      errorOf: (name) => (names.has(name) ? undefined : validationErrors?.[name]),
      edited: (name) => {
        if (!validationErrors?.[name] || names.has(name)) return;
        setEdited((current) => ({ of: validationErrors, names: new Set(current.of === validationErrors ? current.names : NONE).add(name) }));
      },
    }),
    [validationErrors, names],
  );
  const form = useRef<HTMLFormElement | null>(null);
  const setForm = useCallback(
    (node: HTMLFormElement | null) => {
      form.current = node;
      if (typeof ref === "function") ref(node);
      else if (ref) ref.current = node;
    },
    [ref],
  );
  useEffect(() => {
    if (validationErrors && Object.keys(validationErrors).length > 0) focusFirstInvalidField(form.current);
  }, [validationErrors]);
  return (
    <FormErrorsContext.Provider value={errors}>
      <FormSendingContext.Provider value={isSending}>
        <AriaForm
          ref={setForm}
          validationBehavior="aria"
          className={className ?? "flex flex-col gap-4"}
          onSubmit={(event: FormEvent<HTMLFormElement>) => {
            event.preventDefault();
            if (isSending) return;
            dismissErrorToasts();
            onSubmit(Object.fromEntries(new FormData(event.currentTarget)) as Record<string, string>);
          }}
        >
          {children}
        </AriaForm>
      </FormSendingContext.Provider>
    </FormErrorsContext.Provider>
  );
}

/**
 * What a field wrapper (TextField, Select, DatePicker...) shows of its form's errors: `own` (the
 * field's own message, such as a DNI another person holds) or else the form's message for `name`,
 * as `message` and react-aria's `isInvalid` (undefined without a message, so react-aria's own
 * checks still speak). `editing(handler)` wraps the caller's change handler so that the change
 * counts as an edit first; a `value` that changes, whoever changed it, counts as one too.
 */
export function useFieldError(name: string | undefined, own: string | undefined, value?: unknown) {
  const form = useContext(FormErrorsContext);
  const message = own ?? (name ? form?.errorOf(name) : undefined);
  const edited = () => {
    if (name) form?.edited(name);
  };
  const shown = String(value);
  const last = useRef(shown);
  useEffect(() => {
    if (shown === last.current) return;
    last.current = shown;
    if (name) form?.edited(name);
  }, [shown, name, form]);
  return {
    message,
    isInvalid: message ? true : undefined,
    edited,
    editing:
      <A extends unknown[]>(handler?: (...args: A) => void) =>
      (...args: A) => {
        edited();
        handler?.(...args);
      },
  };
}
