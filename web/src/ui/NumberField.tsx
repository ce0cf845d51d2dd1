import { NumberParser } from "@internationalized/number";
import { type ReactNode, useState } from "react";
import { Input, NumberField as AriaNumberField, type NumberFieldProps as AriaNumberFieldProps, useLocale } from "react-aria-components";
import { withBaseClass } from "./cn.ts";
import { FieldFooter, FieldLabel, inputClass } from "./Field.tsx";
import { useFieldError } from "./Form.tsx";

export type NumberFieldProps = Omit<AriaNumberFieldProps, "minValue" | "maxValue" | "validate"> & {
  label: string;
  description?: ReactNode;
  /** The field's own message; without it, the form's message for the field's name. */
  errorMessage?: string;
  minValue?: number;
  maxValue?: number;
  /** The field's own message for a value outside minValue..maxValue. */
  rangeMessage?: string | ((value: number) => string);
};

/**
 * A numeric input that parses es-ES. A value outside minValue..maxValue is kept as typed and
 * marked with `rangeMessage`: react-aria would clamp it on blur, silently saving another number.
 * The range is checked on the text as it is typed, not only on the number react-aria commits when
 * the field loses focus, so the message comes and goes while typing and never moves the form's
 * buttons at the moment one is pressed.
 */
export function NumberField({ label, description, errorMessage, minValue, maxValue, rangeMessage, className, ...props }: NumberFieldProps) {
  const { locale } = useLocale();
  const formatOptions = props.formatOptions ?? { useGrouping: false };
  /** What is typed since react-aria last committed a number; null once committed. */
  const [typed, setTyped] = useState<string | null>(null);
  const error = useFieldError(props.name, errorMessage, props.value);

  const rangeProblem = (value: number) => {
    const outOfRange = (minValue !== undefined && value < minValue) || (maxValue !== undefined && value > maxValue);
    if (!Number.isFinite(value) || !outOfRange) return null;
    if (typeof rangeMessage === "function") return rangeMessage(value);
    return rangeMessage ?? "El valor está fuera del rango permitido";
  };
  const typedProblem = typed === null ? null : rangeProblem(new NumberParser(locale, formatOptions).parse(typed));
  const message = error.message ?? typedProblem ?? undefined;

  return (
    <AriaNumberField
      {...props}
      formatOptions={formatOptions}
      // The committed number's range, until something else is typed.
      validate={typed === null ? rangeProblem : undefined}
      isInvalid={props.isInvalid ?? (message ? true : undefined)}
      onChange={(value) => {
        setTyped(null);
        error.edited();
        props.onChange?.(value);
      }}
      onBlur={(event) => {
        setTyped(null);
        props.onBlur?.(event);
      }}
      className={withBaseClass(className, "flex flex-col gap-1")}
    >
      <FieldLabel isRequired={props.isRequired}>{label}</FieldLabel>
      <Input
        className={inputClass}
        onInput={(event) => {
          setTyped(event.currentTarget.value);
          error.edited();
        }}
      />
      <FieldFooter description={description} errorMessage={message} />
    </AriaNumberField>
  );
}
