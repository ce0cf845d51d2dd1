import { TextArea as AriaTextArea } from "react-aria-components";
import { cn } from "./cn.ts";
import { inputClass } from "./Field.tsx";
import { TextFieldFrame, type TextFieldProps } from "./TextField.tsx";

/**
 * A multi-line text field; with maxLength it shows how many characters are used, and past
 * `warnAbove` the count turns red.
 */
export function TextArea({ description, placeholder, rows = 3, warnAbove, ...props }: TextFieldProps & { rows?: number; warnAbove?: number }) {
  const length = typeof props.value === "string" ? props.value.length : undefined;
  const counter =
    props.maxLength !== undefined && length !== undefined ? (
      <span className={cn("tabular-nums", warnAbove !== undefined && length > warnAbove && "font-medium text-red-700")} data-testid="contador">
        {length}/{props.maxLength}
      </span>
    ) : undefined;
  return (
    <TextFieldFrame {...props} description={description ?? counter}>
      <AriaTextArea rows={rows} className={cn(inputClass, "h-auto resize-y py-2")} placeholder={placeholder} />
    </TextFieldFrame>
  );
}
