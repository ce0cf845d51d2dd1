import { Switch as AriaSwitch, type SwitchProps } from "react-aria-components";
import { cn, withBaseClass } from "./cn.ts";

/** An on/off switch with its label beside it. */
export function Switch({ children, className, ...props }: SwitchProps & { children: React.ReactNode }) {
  return (
    <AriaSwitch {...props} className={withBaseClass(className, "group flex items-center gap-2 text-sm text-slate-700 disabled:opacity-60")}>
      <span
        aria-hidden
        className={cn(
          "flex h-6 w-10 shrink-0 items-center rounded-full border border-slate-400 bg-slate-200 px-0.5 transition-colors",
          "group-data-selected:border-brand-700 group-data-selected:bg-brand-700",
          "group-data-focus-visible:ring-2 group-data-focus-visible:ring-brand-600 group-data-focus-visible:ring-offset-1",
        )}
      >
        <span className="h-4.5 w-4.5 rounded-full bg-white shadow transition-transform group-data-selected:translate-x-4" />
      </span>
      {children}
    </AriaSwitch>
  );
}
