import { Check, ChevronDown } from "lucide-react";
import type { ReactNode } from "react";
import {
  Button,
  ComboBox as AriaComboBox,
  type ComboBoxProps as AriaComboBoxProps,
  Input,
  ListBox,
  ListBoxItem,
  Popover,
} from "react-aria-components";
import { cn } from "./cn.ts";
import { FieldFooter, FieldLabel, inputClass } from "./Field.tsx";

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
  return (
    <AriaComboBox {...props} items={items} className={cn("flex flex-col gap-1", className as string)}>
      <FieldLabel isRequired={props.isRequired}>{label}</FieldLabel>
      <div className="relative">
        <Input placeholder={placeholder} className={cn(inputClass, "pr-10")} />
        <Button aria-label={`Mostrar ${label.toLowerCase()}`} className="absolute inset-y-0 right-0 flex w-10 items-center justify-center text-slate-500 outline-none">
          <ChevronDown size={16} aria-hidden />
        </Button>
      </div>
      <FieldFooter description={description} errorMessage={errorMessage} />
      <Popover className="min-w-(--trigger-width) rounded-md border border-slate-200 bg-white p-1 shadow-lg">
        <ListBox<ComboBoxOption>
          className="max-h-72 overflow-auto outline-none"
          renderEmptyState={() => <p className="px-2 py-1.5 text-sm text-slate-500">{emptyText}</p>}
        >
          {(option) => (
            <ListBoxItem
              id={option.id}
              textValue={option.label}
              className="flex cursor-default items-center justify-between gap-2 rounded px-2 py-1.5 text-sm outline-none data-focused:bg-brand-50 data-selected:font-medium"
            >
              {({ isSelected }) => (
                <>
                  <span className="truncate">{option.label}</span>
                  {isSelected && <Check size={14} aria-hidden className="text-brand-700" />}
                </>
              )}
            </ListBoxItem>
          )}
        </ListBox>
      </Popover>
    </AriaComboBox>
  );
}
