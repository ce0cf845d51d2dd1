import { TextArea as AriaTextArea, TextField as AriaTextField } from "react-aria-components";
import { cn, withBaseClass } from "./cn.ts";
import { FieldFooter, FieldLabel, inputClass } from "./Field.tsx";
import { useFieldError } from "./Form.tsx";
import type { TextFieldProps } from "./TextField.tsx";

/**
 * A multi-line text field; with maxLength it shows how many characters are used, and past
 * `warnAbove` the count turns red.
 */
export function TextArea({
  label,
  description,
  errorMessage,
  placeholder,
  className,
  rows = 3,
  warnAbove,
  ...props
}: TextFieldProps & { rows?: number; warnAbove?: number }) {
  const error = useFieldError(props.name, errorMessage, props.value);
  const length = typeof props.value === "string" ? props.value.length : undefined;
  const counter =
    props.maxLength !== undefined && length !== undefined ? (
      <span className={cn("tabular-nums", warnAbove !== undefined && length > warnAbove && "font-medium text-red-700")} data-testid="contador">
        {length}/{props.maxLength}
      </span>
    ) : undefined;
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
      <AriaTextArea rows={rows} className={cn(inputClass, "h-auto resize-y py-2")} placeholder={placeholder} />
      <FieldFooter description={description ?? counter} errorMessage={error.message} />
    </AriaTextField>
  );
}
