import type { LucideIcon } from "lucide-react";
import type { ComponentType, ReactNode } from "react";
import { useNavigation } from "react-router";
import { Button } from "../../ui/Button.tsx";
import { Pagination } from "../../ui/Pagination.tsx";
import { SearchField } from "../../ui/SearchField.tsx";
import { Column, Table, TableBody, TableHeader } from "../../ui/Table.tsx";
import { EmptyState, TableFrame } from "../../ui/TableFrame.tsx";
import { cn } from "../../ui/cn.ts";
import { SelectionBanner } from "../registro/SelectionBanner.tsx";
import type { SelectionKind } from "../registro/useRegistrationSelection.ts";
import type { DeleteDialogProps } from "./DeleteDialog.tsx";
import { usePageParams } from "./listParams.ts";
import type { RecordFormDialogProps } from "./RecordFormDialog.tsx";
import type { RowActionHandlers } from "./RowActions.tsx";
import { type LinkMutation, useListPage } from "./useListPage.ts";

/** A directory's list screen, as one kind (people, town halls) words and draws it. */
export type Directory<Node> = {
  kind: SelectionKind;
  title: string;
  /** How to count the rows: ['persona', 'personas']. */
  noun: [singular: string, plural: string];
  searchLabel: string;
  /** The 'Nueva ...' button. */
  newButton: { label: string; icon: LucideIcon };
  /** Toast titles when linking fails in select mode: for a chosen row, and for one just created. */
  linkFailure: { chosen: string; created: string };
  /** The table's accessible name, its header cells before Acciones (the first names the row), and what it says when empty. */
  table: { label: string; columns: string[]; empty: string };
  /** A row, its Acciones cell holding `actions` (RowActions). */
  row: (node: Node, actions: RowActionHandlers) => ReactNode;
  FormDialog: ComponentType<RecordFormDialogProps<Node>>;
  DeleteDialog: ComponentType<DeleteDialogProps>;
};

type Props<Node extends { id: string }> = {
  directory: Directory<Node>;
  /** The page of the list's connection, with its numbers. */
  connection: {
    readonly __id: string;
    readonly totalCount: number;
    readonly page: number;
    readonly totalPages: number;
    readonly edges: readonly { readonly node: Node }[];
  };
  /** Select mode's link of a chosen row (the kind's link mutation). */
  link: LinkMutation;
};

/**
 * The people and town hall screens: title and total, the 'Nueva' button, the select-mode banner,
 * the search box, the table and the pagination control, then the form and delete dialogs. The
 * table dims while the next page or search loads.
 */
export function ListPage<Node extends { id: string }>({ directory, connection, link }: Props<Node>) {
  const { kind, title, noun, searchLabel, newButton, linkFailure, table, row, FormDialog, DeleteDialog } = directory;
  const list = useListPage<Node>({ kind, connection, link, linkFailure });
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
            <TableHeader>
              {table.columns.map((column, index) => (
                <Column key={column} isRowHeader={index === 0}>
                  {column}
                </Column>
              ))}
              <Column className="text-right">Acciones</Column>
            </TableHeader>
            <TableBody items={connection.edges.map((edge) => edge.node)} renderEmptyState={() => <EmptyState>{table.empty}</EmptyState>}>
              {(node) => row(node, list.rowActions(node))}
            </TableBody>
          </Table>
        </TableFrame>
        <Pagination page={connection.page} totalPages={connection.totalPages} onPageChange={(n) => setPage(n)} isLoading={busy} />
      </div>
      <FormDialog {...list.formDialog} />
      <DeleteDialog {...list.deleteDialog} />
    </div>
  );
}
