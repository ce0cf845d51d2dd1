import { Check } from "lucide-react";
import type { ReactNode } from "react";
import { ListBox, ListBoxItem, Popover } from "react-aria-components";

type Option = { id: string | number; label: string };

/**
 * The list a Select or a ComboBox opens: `children` draws an option's text, a check marks the
 * chosen one. Without `items` the list shows its field's (a ComboBox filters them).
 */
export function OptionsPopover<T extends Option>({ items, emptyText, children }: { items?: T[]; emptyText?: string; children: (option: T) => ReactNode }) {
  return (
    <Popover className="min-w-(--trigger-width) rounded-md border border-slate-200 bg-white p-1 shadow-lg">
      <ListBox<T>
        {...(items && { items })}
        className="max-h-72 overflow-auto outline-none"
        renderEmptyState={emptyText === undefined ? undefined : () => <p className="px-2 py-1.5 text-sm text-slate-500">{emptyText}</p>}
      >
        {(option) => (
          <ListBoxItem
            id={option.id}
            textValue={option.label}
            className="flex cursor-default items-center justify-between gap-2 rounded px-2 py-1.5 text-sm outline-none data-focused:bg-brand-50 data-selected:font-medium"
          >
            {({ isSelected }) => (
              <>
                {children(option)}
                {isSelected && <Check size={14} aria-hidden className="text-brand-700" />}
              </>
            )}
          </ListBoxItem>
        )}
      </ListBox>
    </Popover>
  );
}
