import { type ReactNode, type RefObject, useEffect, useRef, useState } from "react";

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

/** The text a table shows when it has no rows (pass it as TableBody's renderEmptyState). */
export function EmptyState({ children }: { children: ReactNode }) {
  return <p className="px-3 py-8 text-center text-sm text-slate-500">{children}</p>;
}
