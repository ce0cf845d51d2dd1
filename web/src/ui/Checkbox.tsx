import { Check } from "lucide-react";
import { Checkbox as AriaCheckbox, type CheckboxProps } from "react-aria-components";
import { cn, withBaseClass } from "./cn.ts";

export function Checkbox({ children, className, ...props }: CheckboxProps & { children: React.ReactNode }) {
  return (
    <AriaCheckbox {...props} className={withBaseClass(className, "group flex items-center gap-2 text-sm text-slate-700 disabled:opacity-60")}>
      {({ isSelected }) => (
        <>
          <span
            aria-hidden
            className={cn(
              "flex h-5 w-5 items-center justify-center rounded border",
              "group-focus-visible:ring-2 group-focus-visible:ring-brand-600 group-focus-visible:ring-offset-1",
              isSelected ? "border-brand-700 bg-brand-700 text-white" : "border-slate-400 bg-white",
            )}
          >
            {isSelected && <Check size={14} strokeWidth={3} />}
          </span>
          {children}
        </>
      )}
    </AriaCheckbox>
  );
}
