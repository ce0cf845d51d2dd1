import type { ReactNode } from "react";
import { Input, NumberField as AriaNumberField, type NumberFieldProps as AriaNumberFieldProps } from "react-aria-components";
import { cn } from "./cn.ts";
import { FieldFooter, FieldLabel, inputClass } from "./Field.tsx";

export type NumberFieldProps = AriaNumberFieldProps & {
  label: string;
  description?: ReactNode;
  errorMessage?: string;
};

/** A numeric input; react-aria keeps the value within minValue/maxValue and parses es-ES. */
export function NumberField({ label, description, errorMessage, className, ...props }: NumberFieldProps) {
  return (
    <AriaNumberField formatOptions={{ useGrouping: false }} {...props} className={cn("flex flex-col gap-1", className as string)}>
      <FieldLabel isRequired={props.isRequired}>{label}</FieldLabel>
      <Input className={inputClass} />
      <FieldFooter description={description} errorMessage={errorMessage} />
    </AriaNumberField>
  );
}
