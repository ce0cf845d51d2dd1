import type { ReactNode } from "react";
import { Input, TextField as AriaTextField, type TextFieldProps as AriaTextFieldProps } from "react-aria-components";
import { withBaseClass } from "./cn.ts";
import { FieldFooter, FieldLabel, inputClass } from "./Field.tsx";

export type TextFieldProps = Omit<AriaTextFieldProps, "children"> & {
  label: string;
  description?: ReactNode;
  errorMessage?: string;
  placeholder?: string;
};

export function TextField({ label, description, errorMessage, placeholder, className, ...props }: TextFieldProps) {
  return (
    <AriaTextField {...props} className={withBaseClass(className, "flex flex-col gap-1")}>
      <FieldLabel isRequired={props.isRequired}>{label}</FieldLabel>
      <Input className={inputClass} placeholder={placeholder} />
      <FieldFooter description={description} errorMessage={errorMessage} />
    </AriaTextField>
  );
}
