import { ChevronLeft, ChevronRight } from "lucide-react";
import { Button } from "./Button.tsx";
import { cn } from "./cn.ts";
import { pageWindow } from "./pageWindow.ts";

export type PaginationProps = {
  page: number;
  totalPages: number;
  onPageChange: (page: number) => void;
  isDisabled?: boolean;
};

/** Anterior, up to 5 page numbers with the first and last page, Siguiente (spec section 2). */
export function Pagination({ page, totalPages, onPageChange, isDisabled }: PaginationProps) {
  if (totalPages <= 1) return null;
  const window = pageWindow(page, totalPages);
  const number = (n: number) => (
    <Button
      key={n}
      size="sm"
      variant={n === page ? "primary" : "ghost"}
      aria-label={`Página ${n}`}
      aria-current={n === page ? "page" : undefined}
      isDisabled={isDisabled}
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
      <Button variant="secondary" size="sm" isDisabled={isDisabled || page <= 1} onPress={() => onPageChange(page - 1)}>
        <ChevronLeft size={16} aria-hidden />
        Anterior
      </Button>
      {window.first && number(1)}
      {window.leadingGap && gap}
      {window.pages.map(number)}
      {window.trailingGap && gap}
      {window.last && number(totalPages)}
      <Button variant="secondary" size="sm" isDisabled={isDisabled || page >= totalPages} onPress={() => onPageChange(page + 1)}>
        Siguiente
        <ChevronRight size={16} aria-hidden />
      </Button>
    </nav>
  );
}
