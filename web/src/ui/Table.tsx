/**
 * Styled react-aria table parts. Compose them as react-aria's Table: <Table> <TableHeader>
 * <Column> ... </TableHeader> <TableBody> <Row> <Cell> ... </TableBody> </Table>.
 */
import type { ReactNode } from "react";
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
import { CELL_CLASS, COLUMN_CLASS, HEADER_CLASS, type PhoneCellRole, ROW_CLASS, TABLE_CLASS } from "./StaticTable.tsx";
import { EmptyState, TableFrame } from "./TableFrame.tsx";

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
          TABLE_CLASS,
          phoneCards && "phone-cards",
          dense && "[&_td]:px-1.5 [&_td]:py-1.5 [&_th]:px-1.5 [&_th]:align-bottom [&_th]:tracking-normal [&_th]:whitespace-normal",
        ),
      )}
    />
  );
}

export function TableHeader<T extends object>(props: TableHeaderProps<T>) {
  return <AriaTableHeader {...props} className={HEADER_CLASS} />;
}

export function Column(props: ColumnProps) {
  return <AriaColumn {...props} className={withBaseClass(props.className, COLUMN_CLASS)} />;
}

export function TableBody<T extends object>(props: TableBodyProps<T>) {
  return <AriaTableBody {...props} />;
}

export function Row<T extends object>(props: RowProps<T>) {
  return <AriaRow {...props} className={withBaseClass(props.className, cn(ROW_CLASS, "data-focus-visible:bg-brand-50 data-selected:bg-brand-50"))} />;
}

export function Cell({ phone, label, ...props }: CellProps & { phone?: PhoneCellRole; label?: string }) {
  return <AriaCell {...props} data-phone={phone} data-label={label} className={withBaseClass(props.className, CELL_CLASS)} />;
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
