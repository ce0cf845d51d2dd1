import { TextArea as AriaTextArea, TextField as AriaTextField } from "react-aria-components";
import { cn } from "./cn.ts";
import { FieldFooter, FieldLabel, inputClass } from "./Field.tsx";
import type { TextFieldProps } from "./TextField.tsx";

/** A multi-line text field; with maxLength it shows how many characters are left. */
export function TextArea({ label, description, errorMessage, placeholder, className, rows = 3, ...props }: TextFieldProps & { rows?: number }) {
  const length = typeof props.value === "string" ? props.value.length : undefined;
  const counter = props.maxLength !== undefined && length !== undefined ? `${length}/${props.maxLength}` : undefined;
  return (
    <AriaTextField {...props} className={cn("flex flex-col gap-1", className as string)}>
      <FieldLabel isRequired={props.isRequired}>{label}</FieldLabel>
      <AriaTextArea rows={rows} className={cn(inputClass, "h-auto resize-y py-2")} placeholder={placeholder} />
      <FieldFooter description={description ?? (counter && <span className="tabular-nums">{counter}</span>)} errorMessage={errorMessage} />
    </AriaTextField>
  );
}
