import type { ReactNode } from "react";
import { useNavigation } from "react-router";
import { Pagination } from "../../ui/Pagination.tsx";
import { SearchField } from "../../ui/SearchField.tsx";
import { cn } from "../../ui/cn.ts";
import { usePageParams } from "./listParams.ts";

type Props = {
  title: string;
  total: number;
  /** How to count the rows: ['persona', 'personas']. */
  noun: [singular: string, plural: string];
  searchLabel: string;
  /** The 'Nueva ...' button. */
  action: ReactNode;
  /** The select-mode banner, when there is one. */
  banner?: ReactNode;
  page: number;
  totalPages: number;
  /** The table. */
  children: ReactNode;
};

/**
 * The layout the people and town hall screens share: title and total, the 'Nueva' button,
 * the search box, the table and the pagination control. The table dims while the next page
 * or search loads.
 */
export function ListPage({ title, total, noun, searchLabel, action, banner, page, totalPages, children }: Props) {
  const { search, setSearch, setPage } = usePageParams();
  const navigation = useNavigation();
  const busy = navigation.state === "loading" && navigation.location?.pathname === window.location.pathname;
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
        {action}
      </header>
      {banner}
      <SearchField label={searchLabel} value={search} onSearch={setSearch} />
      <div className={cn("flex flex-col gap-4 transition-opacity", busy && "opacity-60")} aria-busy={busy}>
        {children}
        <Pagination page={page} totalPages={totalPages} onPageChange={(n) => setPage(n)} isDisabled={busy} />
      </div>
    </div>
  );
}
