import type { FormEvent, ReactNode } from "react";
import { Form as AriaForm } from "react-aria-components";

export type FieldErrors = Record<string, string>;

/**
 * A form whose server-side errors land on the fields by name (`validationErrors`), with
 * native validation bubbles replaced by react-aria's inline errors.
 */
export function Form({
  children,
  onSubmit,
  validationErrors,
  className,
}: {
  children: ReactNode;
  onSubmit: (data: Record<string, string>) => void;
  validationErrors?: FieldErrors;
  className?: string;
}) {
  return (
    <AriaForm
      validationBehavior="aria"
      validationErrors={validationErrors}
      className={className ?? "flex flex-col gap-4"}
      onSubmit={(event: FormEvent<HTMLFormElement>) => {
        event.preventDefault();
        onSubmit(Object.fromEntries(new FormData(event.currentTarget)) as Record<string, string>);
      }}
    >
      {children}
    </AriaForm>
  );
}
