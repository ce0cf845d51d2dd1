import { Search, X } from "lucide-react";
import { Button, Input, SearchField as AriaSearchField, type SearchFieldProps as AriaSearchFieldProps } from "react-aria-components";
import { cn } from "./cn.ts";
import { FieldLabel, inputClass } from "./Field.tsx";

export type SearchFieldProps = AriaSearchFieldProps & { label: string; placeholder?: string; hideLabel?: boolean };

/** A search box: Enter submits (onSubmit), Escape or the × button clears it. */
export function SearchField({ label, placeholder, hideLabel, className, ...props }: SearchFieldProps) {
  return (
    <AriaSearchField {...props} className={cn("group flex flex-col gap-1", className as string)}>
      <span className={hideLabel ? "sr-only" : undefined}>
        <FieldLabel>{label}</FieldLabel>
      </span>
      <div className="relative">
        <Search size={16} aria-hidden className="pointer-events-none absolute top-1/2 left-3 -translate-y-1/2 text-slate-400" />
        <Input placeholder={placeholder} className={cn(inputClass, "pr-9 pl-9 [&::-webkit-search-cancel-button]:hidden")} />
        <Button
          aria-label="Borrar búsqueda"
          className="absolute top-1/2 right-2 flex h-6 w-6 -translate-y-1/2 items-center justify-center rounded text-slate-500 outline-none group-data-[empty]:hidden hover:text-slate-800"
        >
          <X size={14} aria-hidden />
        </Button>
      </div>
    </AriaSearchField>
  );
}
