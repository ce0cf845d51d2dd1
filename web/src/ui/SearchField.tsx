import { Search, X } from "lucide-react";
import { type FormEvent, useEffect, useState } from "react";
import { Button as AriaButton, Input, SearchField as AriaSearchField } from "react-aria-components";
import { Button } from "./Button.tsx";
import { cn } from "./cn.ts";
import { inputClass } from "./Field.tsx";
import { SEARCH_MAX_LENGTH } from "@rules/search.ts";

export type SearchFieldProps = {
  /** Placeholder and accessible name, e.g. 'Buscar por nombre, apellidos o DNI'. */
  label: string;
  /** The search currently applied; the box shows it again when it changes from outside (back button). */
  value: string;
  onSearch: (term: string) => void;
  maxLength?: number;
};

/** A search box with a 'Buscar' button; Enter searches too, Escape or the cross clears the text. */
export function SearchField({ label, value, onSearch, maxLength = SEARCH_MAX_LENGTH }: SearchFieldProps) {
  const [text, setText] = useState(value);
  useEffect(() => setText(value), [value]);
  function submit(event: FormEvent) {
    event.preventDefault();
    onSearch(text.trim());
  }
  return (
    <search className="w-full max-w-xl">
      <form onSubmit={submit} className="flex gap-2">
        <AriaSearchField
          aria-label={label}
          value={text}
          onChange={setText}
          onClear={() => onSearch("")}
          maxLength={maxLength}
          className="group relative flex-1"
        >
          <Search size={16} aria-hidden className="pointer-events-none absolute top-1/2 left-3 -translate-y-1/2 text-slate-400" />
          <Input placeholder={label} className={cn(inputClass, "pr-9 pl-9 [&::-webkit-search-cancel-button]:hidden")} />
          <AriaButton
            aria-label="Borrar búsqueda"
            className="absolute top-1/2 right-2 flex h-6 w-6 -translate-y-1/2 items-center justify-center rounded text-slate-500 outline-none group-data-[empty]:hidden hover:text-slate-800"
          >
            <X size={14} aria-hidden />
          </AriaButton>
        </AriaSearchField>
        <Button type="submit" variant="secondary">
          Buscar
        </Button>
      </form>
    </search>
  );
}
