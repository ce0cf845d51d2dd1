import type { ReactElement, ReactNode } from "react";
import { Tooltip as AriaTooltip, TooltipTrigger } from "react-aria-components";

/** Tooltip shown after 700 ms; moving to a neighbour within 300 ms keeps it immediate. */
export function Tooltip({
  content,
  children,
  isDisabled,
  placement = "right",
}: {
  content: ReactNode;
  children: ReactElement;
  isDisabled?: boolean;
  placement?: "right" | "top";
}) {
  return (
    <TooltipTrigger delay={700} closeDelay={300} isDisabled={isDisabled}>
      {children}
      <AriaTooltip placement={placement} offset={8} className="rounded-md bg-slate-900 px-2 py-1 text-xs text-white shadow">
        {content}
      </AriaTooltip>
    </TooltipTrigger>
  );
}
