import { ChevronDown } from "lucide-react";
import type { ReactNode } from "react";
import { Button, ComboBox as AriaComboBox, type ComboBoxProps as AriaComboBoxProps, Input } from "react-aria-components";
import { cn, withBaseClass } from "./cn.ts";
import { FieldFooter, FieldLabel, inputClass } from "./Field.tsx";
import { useFieldError } from "./Form.tsx";
import { OptionsPopover } from "./OptionsPopover.tsx";

export type ComboBoxOption = { id: string | number; label: string };

export type ComboBoxProps = Omit<AriaComboBoxProps<ComboBoxOption>, "children" | "items" | "defaultItems"> & {
  label: string;
  /** The options matching what is typed; the caller filters them (often on the server). */
  items: ComboBoxOption[];
  description?: ReactNode;
  errorMessage?: string;
  placeholder?: string;
  emptyText?: string;
};

/** A searchable choice for long lists (town halls): type to narrow, arrow keys to pick. */
export function ComboBox({ label, items, description, errorMessage, placeholder, emptyText = "Sin coincidencias", className, ...props }: ComboBoxProps) {
  const error = useFieldError(props.name, errorMessage, props.selectedKey);
  return (
    <AriaComboBox
      {...props}
      isInvalid={props.isInvalid ?? error.isInvalid}
      onInputChange={error.editing(props.onInputChange)}
      onSelectionChange={error.editing(props.onSelectionChange)}
      items={items}
      className={withBaseClass(className, "flex flex-col gap-1")}
    >
      <FieldLabel isRequired={props.isRequired}>{label}</FieldLabel>
      <div className="relative">
        <Input placeholder={placeholder} className={cn(inputClass, "pr-10")} />
        <Button
          aria-label={`Mostrar ${label.toLowerCase()}`}
          className="absolute inset-y-0 right-0 flex w-10 items-center justify-center text-slate-500 outline-none"
        >
          <ChevronDown size={16} aria-hidden />
        </Button>
      </div>
      <FieldFooter description={description} errorMessage={error.message} />
      <OptionsPopover<ComboBoxOption> emptyText={emptyText}>{(option) => <span className="truncate">{option.label}</span>}</OptionsPopover>
    </AriaComboBox>
  );
}
