import { ChevronLeft, ChevronRight } from "lucide-react";
import { Button } from "./Button.tsx";
import { cn } from "./cn.ts";
import { pageWindow } from "./pageWindow.ts";

export type PaginationProps = {
  page: number;
  totalPages: number;
  onPageChange: (page: number) => void;
  /** A page is loading: the buttons wait (react-aria's pending state), keeping the keyboard's focus, which a disabled button drops. */
  isLoading?: boolean;
};

/** Anterior, up to 5 page numbers with the first and last page, Siguiente (spec section 2). */
export function Pagination({ page, totalPages, onPageChange, isLoading }: PaginationProps) {
  if (totalPages <= 1) return null;
  const window = pageWindow(page, totalPages);
  const number = (n: number) => (
    <Button
      key={n}
      size="sm"
      variant={n === page ? "primary" : "ghost"}
      aria-label={`Página ${n}`}
      aria-current={n === page ? "page" : undefined}
      isPending={isLoading}
      onPress={() => n !== page && onPageChange(n)}
      className="min-w-8 px-2 tabular-nums"
    >
      {n}
    </Button>
  );
  const gap = (
    <span aria-hidden className="px-1 text-slate-400">
      …
    </span>
  );
  return (
    <nav aria-label="Paginación" className={cn("flex flex-wrap items-center justify-center gap-1")}>
      <Button variant="secondary" size="sm" isDisabled={page <= 1} isPending={isLoading} onPress={() => onPageChange(page - 1)}>
        <ChevronLeft size={16} aria-hidden />
        Anterior
      </Button>
      {window.first && number(1)}
      {window.leadingGap && gap}
      {window.pages.map(number)}
      {window.trailingGap && gap}
      {window.last && number(totalPages)}
      <Button variant="secondary" size="sm" isDisabled={page >= totalPages} isPending={isLoading} onPress={() => onPageChange(page + 1)}>
        Siguiente
        <ChevronRight size={16} aria-hidden />
      </Button>
    </nav>
  );
}
