import type { ReactNode } from "react";
import { Input, TextField as AriaTextField, type TextFieldProps as AriaTextFieldProps } from "react-aria-components";
import { withBaseClass } from "./cn.ts";
import { FieldFooter, FieldLabel, inputClass } from "./Field.tsx";
import { useFieldError } from "./Form.tsx";

export type TextFieldProps = Omit<AriaTextFieldProps, "children"> & {
  label: string;
  description?: ReactNode;
  /** The field's own message; without it, the form's message for the field's name. */
  errorMessage?: string;
  placeholder?: string;
};

export function TextField({ placeholder, ...props }: TextFieldProps) {
  return (
    <TextFieldFrame {...props}>
      <Input className={inputClass} placeholder={placeholder} />
    </TextFieldFrame>
  );
}

/**
 * What TextField, TextArea and PasswordField share: react-aria's text field with the label above
 * its input (`children`), the description and the error below, the error being its form's for the
 * field's name (ui/Form.tsx) unless it has its own.
 */
export function TextFieldFrame({
  label,
  description,
  errorMessage,
  className,
  children,
  ...props
}: Omit<TextFieldProps, "placeholder"> & { children: ReactNode }) {
  const error = useFieldError(props.name, errorMessage, props.value);
  return (
    <AriaTextField
      {...props}
      isInvalid={props.isInvalid ?? error.isInvalid}
      onChange={error.editing(props.onChange)}
      className={withBaseClass(className, "flex flex-col gap-1")}
    >
      <FieldLabel isRequired={props.isRequired}>{label}</FieldLabel>
      {children}
      <FieldFooter description={description} errorMessage={error.message} />
    </AriaTextField>
  );
}
