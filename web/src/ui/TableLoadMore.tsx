/**
 * Endless tables: put the loaded rows in <TableRows items={...}> and a <TableLoadMore> after them
 * inside TableBody; it asks for the next page when the scroll nears the end of the TableFrame.
 */
import { Loader2 } from "lucide-react";
import { Collection, TableLoadMoreItem } from "react-aria-components";

export { Collection as TableRows };

export function TableLoadMore({ onLoadMore, isLoading }: { onLoadMore?: () => void; isLoading: boolean }) {
  return (
    <TableLoadMoreItem onLoadMore={onLoadMore} isLoading={isLoading} className="text-center">
      <span role="status" className="flex items-center justify-center gap-2 py-3 text-sm text-slate-500">
        <Loader2 size={16} className="animate-spin" aria-hidden />
        Cargando más...
      </span>
    </TableLoadMoreItem>
  );
}
