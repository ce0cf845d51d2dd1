import type { ReactNode } from "react";
import { Input, NumberField as AriaNumberField, type NumberFieldProps as AriaNumberFieldProps } from "react-aria-components";
import { withBaseClass } from "./cn.ts";
import { FieldFooter, FieldLabel, inputClass } from "./Field.tsx";

export type NumberFieldProps = Omit<AriaNumberFieldProps, "minValue" | "maxValue" | "validate"> & {
  label: string;
  description?: ReactNode;
  errorMessage?: string;
  minValue?: number;
  maxValue?: number;
  /** The field's own message for a value outside minValue..maxValue. */
  rangeMessage?: string | ((value: number) => string);
};

/**
 * A numeric input that parses es-ES. A value outside minValue..maxValue is kept as typed and
 * marked with `rangeMessage`: react-aria would clamp it on blur, silently saving another number.
 */
export function NumberField({ label, description, errorMessage, minValue, maxValue, rangeMessage, className, ...props }: NumberFieldProps) {
  const outOfRange = (value: number) => (minValue !== undefined && value < minValue) || (maxValue !== undefined && value > maxValue);
  return (
    <AriaNumberField
      formatOptions={{ useGrouping: false }}
      {...props}
      validate={(value) => {
        if (!Number.isFinite(value) || !outOfRange(value)) return null;
        if (typeof rangeMessage === "function") return rangeMessage(value);
        return rangeMessage ?? "El valor está fuera del rango permitido";
      }}
      className={withBaseClass(className, "flex flex-col gap-1")}
    >
      <FieldLabel isRequired={props.isRequired}>{label}</FieldLabel>
      <Input className={inputClass} />
      <FieldFooter description={description} errorMessage={errorMessage} />
    </AriaNumberField>
  );
}
