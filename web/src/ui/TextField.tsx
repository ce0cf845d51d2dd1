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

export function TextField({ label, description, errorMessage, placeholder, className, ...props }: TextFieldProps) {
  const error = useFieldError(props.name, errorMessage, props.value);
  return (
    <AriaTextField
      {...props}
      isInvalid={props.isInvalid ?? error.isInvalid}
      onChange={(value) => {
        error.edited();
        props.onChange?.(value);
      }}
      className={withBaseClass(className, "flex flex-col gap-1")}
    >
      <FieldLabel isRequired={props.isRequired}>{label}</FieldLabel>
      <Input className={inputClass} placeholder={placeholder} />
      <FieldFooter description={description} errorMessage={error.message} />
    </AriaTextField>
  );
}
