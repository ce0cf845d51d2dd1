import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { useNavigation } from "react-router";
import { Button } from "../../ui/Button.tsx";
import { Pagination } from "../../ui/Pagination.tsx";
import { SearchField } from "../../ui/SearchField.tsx";
import { EmptyState, Table, TableBody, TableFrame, TableHeader } from "../../ui/Table.tsx";
import { cn } from "../../ui/cn.ts";
import { SelectionBanner } from "../registro/SelectionBanner.tsx";
import { usePageParams } from "./listParams.ts";
import type { ListPageState } from "./useListPage.ts";

type Props<Node extends { id: string }> = {
  title: string;
  /** The page of the list's connection, with its numbers. */
  connection: { totalCount: number; page: number; totalPages: number; edges: readonly { node: Node }[] };
  /** How to count the rows: ['persona', 'personas']. */
  noun: [singular: string, plural: string];
  searchLabel: string;
  /** The 'Nueva ...' button. */
  newButton: { label: string; icon: LucideIcon };
  /** What `useListPage` keeps: the select-mode banner and the 'Nueva' button's dialog. */
  list: Pick<ListPageState<unknown>, "selection" | "openNew">;
  /** The table's accessible name, its header cells, what it says when empty, and a row. */
  table: { label: string; columns: ReactNode; empty: string; row: (node: Node) => ReactNode };
  /** The form and delete dialogs. */
  children: ReactNode;
};

/**
 * The layout the people and town hall screens share: title and total, the 'Nueva' button,
 * the select-mode banner, the search box, the table and the pagination control. The table dims
 * while the next page or search loads.
 */
export function ListPage<Node extends { id: string }>({ title, connection, noun, searchLabel, newButton, list, table, children }: Props<Node>) {
  const { search, setSearch, setPage } = usePageParams();
  const navigation = useNavigation();
  const busy = navigation.state === "loading" && navigation.location?.pathname === window.location.pathname;
  const total = connection.totalCount;
  const NewIcon = newButton.icon;
  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-5">
      <header className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold text-slate-900">{title}</h1>
          <p className="mt-1 text-sm text-slate-500" data-testid="list-total">
            {total === 1 ? `1 ${noun[0]}` : `${total} ${noun[1]}`}
            {search && ` que ${total === 1 ? "coincide" : "coinciden"} con «${search}»`}
          </p>
        </div>
        <Button onPress={list.openNew}>
          <NewIcon size={16} aria-hidden />
          {newButton.label}
        </Button>
      </header>
      <SelectionBanner selection={list.selection} />
      <SearchField label={searchLabel} value={search} onSearch={setSearch} />
      <div className={cn("flex flex-col gap-4 transition-opacity", busy && "opacity-60")} aria-busy={busy}>
        <TableFrame>
          <Table aria-label={table.label} phoneCards>
            <TableHeader>{table.columns}</TableHeader>
            <TableBody items={connection.edges.map((edge) => edge.node)} renderEmptyState={() => <EmptyState>{table.empty}</EmptyState>}>
              {table.row}
            </TableBody>
          </Table>
        </TableFrame>
        <Pagination page={connection.page} totalPages={connection.totalPages} onPageChange={(n) => setPage(n)} isDisabled={busy} />
      </div>
      {children}
    </div>
  );
}
