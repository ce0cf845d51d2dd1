import { ChevronDown } from "lucide-react";
import type { ReactNode } from "react";
import { Button, type Key, Select as AriaSelect, type SelectProps as AriaSelectProps, SelectValue, Text } from "react-aria-components";
import { cn, withBaseClass } from "./cn.ts";
import { FieldFooter, FieldLabel } from "./Field.tsx";
import { useFieldError } from "./Form.tsx";
import { OptionsPopover } from "./OptionsPopover.tsx";

/** `description` is shown under the label in the list only, so the closed select stays short. */
export type SelectOption = { id: string | number; label: string; description?: string };

/** The chosen option's id where ids are numbers (lookups, roles), or null when none is chosen. */
export function numericKey(key: Key | null): number | null {
  return key === null ? null : Number(key);
}

export type SelectProps = Omit<AriaSelectProps<SelectOption>, "children"> & {
  label: string;
  options: SelectOption[];
  description?: ReactNode;
  errorMessage?: string;
  placeholder?: string;
};

export function Select({ label, options, description, errorMessage, placeholder = "Seleccione...", className, ...props }: SelectProps) {
  const error = useFieldError(props.name, errorMessage, props.selectedKey);
  return (
    <AriaSelect
      {...props}
      isInvalid={props.isInvalid ?? error.isInvalid}
      onSelectionChange={error.editing(props.onSelectionChange)}
      placeholder={placeholder}
      className={withBaseClass(className, "flex flex-col gap-1")}
    >
      <FieldLabel isRequired={props.isRequired}>{label}</FieldLabel>
      <Button
        className={cn(
          "flex h-10 w-full items-center justify-between rounded-md border border-slate-300 bg-white px-3 text-left text-sm outline-none",
          "focus-visible:border-brand-600 focus-visible:ring-2 focus-visible:ring-brand-600/30 disabled:bg-slate-100 disabled:text-slate-500",
        )}
      >
        <SelectValue className="truncate data-placeholder:text-slate-500 [&_[slot=description]]:hidden" />
        <ChevronDown size={16} aria-hidden className="text-slate-500" />
      </Button>
      <FieldFooter description={description} errorMessage={error.message} />
      <OptionsPopover items={options}>
        {(option) => (
          <span className="flex min-w-0 flex-col">
            <Text slot="label">{option.label}</Text>
            {option.description && (
              <Text slot="description" className="text-xs font-normal text-slate-500">
                {option.description}
              </Text>
            )}
          </span>
        )}
      </OptionsPopover>
    </AriaSelect>
  );
}
