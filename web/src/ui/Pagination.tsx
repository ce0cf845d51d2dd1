import { ChevronLeft, ChevronRight } from "lucide-react";
import { useEffect, useRef } from "react";
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
  const nav = useRef<HTMLElement>(null);
  const edgePage = useRef<number | null>(null);
  // Anterior on page 2 or Siguiente on the one before the last disables itself, which drops the
  // keyboard's focus to the page: it goes to the page now shown instead.
  useEffect(() => {
    if (edgePage.current !== page) return;
    edgePage.current = null;
    nav.current?.querySelector<HTMLElement>('[aria-current="page"]')?.focus();
  }, [page]);
  if (totalPages <= 1) return null;
  const go = (to: number) => {
    edgePage.current = to === 1 || to === totalPages ? to : null;
    onPageChange(to);
  };
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
    <nav ref={nav} aria-label="Paginación" className={cn("flex flex-wrap items-center justify-center gap-1")}>
      <Button variant="secondary" size="sm" isDisabled={page <= 1} isPending={isLoading} onPress={() => go(page - 1)}>
        <ChevronLeft size={16} aria-hidden />
        Anterior
      </Button>
      {window.first && number(1)}
      {window.leadingGap && gap}
      {window.pages.map(number)}
      {window.trailingGap && gap}
      {window.last && number(totalPages)}
      <Button variant="secondary" size="sm" isDisabled={page >= totalPages} isPending={isLoading} onPress={() => go(page + 1)}>
        Siguiente
        <ChevronRight size={16} aria-hidden />
      </Button>
    </nav>
  );
}
