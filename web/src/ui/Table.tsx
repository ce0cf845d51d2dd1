/**
 * Styled react-aria table parts. Compose them as react-aria's Table: <Table> <TableHeader>
 * <Column> ... </TableHeader> <TableBody> <Row> <Cell> ... </TableBody> </Table>.
 */
import { type ReactNode, type RefObject, useEffect, useRef, useState } from "react";
import {
  Cell as AriaCell,
  type CellProps,
  Column as AriaColumn,
  type ColumnProps,
  type Key,
  Row as AriaRow,
  type RowProps,
  Table as AriaTable,
  TableBody as AriaTableBody,
  type TableBodyProps,
  TableHeader as AriaTableHeader,
  type TableHeaderProps,
  type TableProps,
} from "react-aria-components";
import { cn, withBaseClass } from "./cn.ts";

/**
 * `phoneCards`: in a TableFrame narrower than 640 px each row is drawn as a card (theme.css) so that
 * a phone or a half-width panel shows the key fields and the actions without sideways scrolling;
 * cells say how with `phone` and `label`.
 * `onOpenRow`: a row opens with a double click, Enter or a tap, while a click only selects it
 * (react-aria's single selection with the 'replace' behaviour), so its own buttons still work.
 * `dense`: for a table of many columns that must fit a desk's width: narrower cell padding and
 * headers that wrap onto a second line (a phone's cards keep their own spacing, theme.css).
 */
export function Table({ phoneCards, onOpenRow, dense, ...props }: TableProps & { phoneCards?: boolean; onOpenRow?: (key: Key) => void; dense?: boolean }) {
  const opening = onOpenRow ? ({ selectionMode: "single", selectionBehavior: "replace", onRowAction: onOpenRow } as const) : {};
  return (
    <AriaTable
      {...opening}
      {...props}
      className={withBaseClass(
        props.className,
        cn(
          "w-full border-collapse text-sm",
          phoneCards && "phone-cards",
          dense && "[&_td]:px-1.5 [&_td]:py-1.5 [&_th]:px-1.5 [&_th]:align-bottom [&_th]:tracking-normal [&_th]:whitespace-normal",
        ),
      )}
    />
  );
}

/** Whether the element's content is wider than the element, as it resizes and as its content changes. */
function useOverflowsSideways(frame: RefObject<HTMLElement | null>): boolean {
  const [overflows, setOverflows] = useState(false);
  useEffect(() => {
    const element = frame.current;
    if (!element) return;
    const measure = () => setOverflows(element.scrollWidth > element.clientWidth + 1);
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    for (const child of element.children) observer.observe(child);
    measure();
    return () => observer.disconnect();
  }, [frame]);
  return overflows;
}

/**
 * Scroll container with a border; `maxHeight` fixes the scrolling height (e.g. "24rem"). Its outer
 * box is the container whose width turns phoneCards rows into cards (theme.css). When the table is
 * wider than the frame, a shadow marks each edge where columns are cut (theme.css), and with
 * `label` the frame is a region of that name in the Tab order, so the keyboard can scroll it too.
 */
export function TableFrame({ children, maxHeight, label }: { children: ReactNode; maxHeight?: string; label?: string }) {
  const frame = useRef<HTMLDivElement>(null);
  const overflows = useOverflowsSideways(frame);
  const region = overflows && label ? ({ role: "region", "aria-label": label, tabIndex: 0 } as const) : {};
  return (
    <div className="table-container">
      <div
        ref={frame}
        {...region}
        data-overflowing={overflows || undefined}
        className="table-frame overflow-auto rounded-lg border border-slate-200 bg-white outline-none focus-visible:ring-2 focus-visible:ring-brand-600"
        style={maxHeight ? { maxHeight } : undefined}
      >
        {children}
      </div>
    </div>
  );
}

export function TableHeader<T extends object>(props: TableHeaderProps<T>) {
  return <AriaTableHeader {...props} className="sticky top-0 z-10 bg-slate-50 text-left text-xs font-semibold tracking-wide text-slate-600 uppercase" />;
}

export function Column(props: ColumnProps) {
  return <AriaColumn {...props} className={withBaseClass(props.className, "border-b border-slate-200 px-3 py-2.5 whitespace-nowrap outline-none")} />;
}

export function TableBody<T extends object>(props: TableBodyProps<T>) {
  return <AriaTableBody {...props} />;
}

export function Row<T extends object>(props: RowProps<T>) {
  return (
    <AriaRow
      {...props}
      className={withBaseClass(
        props.className,
        "border-b border-slate-100 outline-none last:border-0 hover:bg-slate-50 data-focus-visible:bg-brand-50 data-selected:bg-brand-50",
      )}
    />
  );
}

/**
 * How a cell shows on a phone card: `title` heads the card, `actions` goes last across the card,
 * `hide` is left out; the others follow the title, named by `label`.
 */
export type PhoneCellRole = "title" | "actions" | "hide";

export function Cell({ phone, label, ...props }: CellProps & { phone?: PhoneCellRole; label?: string }) {
  return <AriaCell {...props} data-phone={phone} data-label={label} className={withBaseClass(props.className, "px-3 py-2 text-slate-800 outline-none")} />;
}

/** The text a table shows when it has no rows (pass it as TableBody's renderEmptyState). */
export function EmptyState({ children }: { children: ReactNode }) {
  return <p className="px-3 py-8 text-center text-sm text-slate-500">{children}</p>;
}

/** A column of a ListTable: its heading, with its own classes where it needs them (an end column's `text-right`). */
export type ListColumn = string | { name: string; className: string };

/**
 * A table whose rows all show at once, in its frame, with phone cards: the first column names
 * each row, and `empty` says there are none.
 */
export function ListTable({ label, columns, empty, children }: { label: string; columns: readonly ListColumn[]; empty: string; children: ReactNode }) {
  return (
    <TableFrame>
      <Table aria-label={label} phoneCards>
        <TableHeader>
          {columns.map((column, index) => {
            const { name, className } = typeof column === "string" ? { name: column, className: undefined } : column;
            return (
              <Column key={name} isRowHeader={index === 0} className={className}>
                {name}
              </Column>
            );
          })}
        </TableHeader>
        <TableBody renderEmptyState={() => <EmptyState>{empty}</EmptyState>}>{children}</TableBody>
      </Table>
    </TableFrame>
  );
}
