/**
 * A table of plain HTML elements, and the looks it shares with the react-aria Table (Table.tsx):
 * a module of its own so that a screen using it loads none of react-aria's table code.
 */
import { type MouseEvent, type PointerEvent, type ReactNode, useRef } from "react";
import { cn } from "./cn.ts";
import { EmptyState } from "./TableFrame.tsx";

/** The looks the react-aria table and the static one share. */
export const TABLE_CLASS = "w-full border-collapse text-sm";
export const HEADER_CLASS = "sticky top-0 z-10 bg-slate-50 text-left text-xs font-semibold tracking-wide text-slate-600 uppercase";
export const COLUMN_CLASS = "border-b border-slate-200 px-3 py-2.5 whitespace-nowrap outline-none";
export const ROW_CLASS = "border-b border-slate-100 outline-none last:border-0 hover:bg-slate-50";
export const CELL_CLASS = "px-3 py-2 text-slate-800 outline-none";

/**
 * How a cell shows on a phone card: `title` heads the card, `actions` goes last across the card,
 * `hide` is left out; the others follow the title, named by `label`.
 */
export type PhoneCellRole = "title" | "actions" | "hide";

/** A StaticTable's column: its heading, with its own classes where it needs them; `hidden` for a heading only screen readers read (a photo's). */
export type StaticColumn = string | { name: string; className?: string; hidden?: boolean };

/**
 * A read-only table of plain HTML elements, for a long list whose rows show fields and their own
 * buttons: React renders it once, without react-aria's grid (a collection built, then rendered
 * again with each cell's focus and selection hooks), which on a mid-range phone held the record
 * list's first render for over a second. Tab reaches each row's buttons; there is no row
 * selection or arrow-key movement between rows. `phoneCards` is Table's.
 */
export function StaticTable({
  label,
  phoneCards,
  className,
  columns,
  empty,
  children,
}: {
  label: string;
  phoneCards?: boolean;
  className?: string;
  columns: readonly StaticColumn[];
  /** What the body says when it has no rows. */
  empty: string;
  children: ReactNode[];
}) {
  return (
    <table aria-label={label} className={cn(TABLE_CLASS, phoneCards && "phone-cards", className)}>
      <thead className={HEADER_CLASS}>
        <tr>
          {columns.map((column) => {
            const { name, className: columnClass, hidden } = typeof column === "string" ? { name: column } : column;
            return (
              <th key={name} scope="col" className={cn(COLUMN_CLASS, columnClass)}>
                {hidden ? <span className="sr-only">{name}</span> : name}
              </th>
            );
          })}
        </tr>
      </thead>
      <tbody>
        {children.length > 0 ? (
          children
        ) : (
          <tr>
            <td colSpan={columns.length}>
              <EmptyState>{empty}</EmptyState>
            </td>
          </tr>
        )}
      </tbody>
    </table>
  );
}

const ROW_CONTROLS = "button, a, input, select, textarea";

/**
 * A StaticTable's row. `onOpen` opens it on a double click (the spec's gesture at a desk) or a
 * tap on a phone, but not when the press is on one of the row's own buttons or links.
 */
export function StaticRow({ onOpen, children }: { onOpen?: () => void; children: ReactNode }) {
  const touched = useRef(false);
  const outsideControls = (event: MouseEvent) => !(event.target as Element).closest(ROW_CONTROLS);
  const opening = onOpen && {
    onPointerDown: (event: PointerEvent) => {
      touched.current = event.pointerType === "touch";
    },
    onClick: (event: MouseEvent) => {
      if (touched.current && outsideControls(event)) onOpen();
    },
    onDoubleClick: (event: MouseEvent) => {
      if (outsideControls(event)) onOpen();
    },
  };
  return (
    <tr className={cn(ROW_CLASS, onOpen && "cursor-default")} {...opening}>
      {children}
    </tr>
  );
}

/** A StaticTable's cell: `phone` and `label` as Cell's; `rowHeader` for the cell that names the row. */
export function StaticCell({
  phone,
  label,
  rowHeader,
  className,
  children,
}: {
  phone?: PhoneCellRole;
  label?: string;
  rowHeader?: boolean;
  className?: string;
  children?: ReactNode;
}) {
  return (
    <td role={rowHeader ? "rowheader" : undefined} data-phone={phone} data-label={label} className={cn(CELL_CLASS, className)}>
      {children}
    </td>
  );
}
