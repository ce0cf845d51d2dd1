import type { LucideIcon } from "lucide-react";
import { type ReactNode, type Ref, useContext } from "react";
import { Button as AriaButton, type ButtonProps as AriaButtonProps, Link as AriaLink, type LinkProps as AriaLinkProps } from "react-aria-components";
import { cn, withBaseClass } from "./cn.ts";
import { FormSendingContext } from "./Form.tsx";

export type ButtonVariant = "primary" | "secondary" | "destructive" | "ghost" | "destructiveGhost" | "success";
type ButtonSize = "sm" | "md" | "icon";

const variants: Record<ButtonVariant, string> = {
  primary: "bg-brand-700 text-white hover:bg-brand-800 data-pressed:bg-brand-900",
  secondary: "border border-slate-300 bg-white text-slate-800 hover:bg-slate-100 data-pressed:bg-slate-200",
  destructive: "bg-red-600 text-white hover:bg-red-700 data-pressed:bg-red-800",
  ghost: "text-slate-700 hover:bg-slate-100 data-pressed:bg-slate-200",
  /** A quiet destructive action, e.g. in every row of a table. */
  destructiveGhost: "text-red-700 hover:bg-red-50 data-pressed:bg-red-100",
  success: "bg-emerald-700 text-white hover:bg-emerald-800 data-pressed:bg-emerald-900",
};

const sizes: Record<ButtonSize, string> = {
  sm: "h-8 px-3 text-sm",
  md: "h-10 px-4 text-sm",
  icon: "h-9 w-9",
};

/** The look of a button, shared by buttons and by links that act as buttons. */
export function buttonClass(variant: ButtonVariant = "primary", size: ButtonSize = "md"): string {
  return cn(
    "inline-flex cursor-default items-center justify-center gap-2 rounded-md font-medium outline-none transition-colors",
    "focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:ring-offset-2",
    "disabled:cursor-not-allowed disabled:opacity-50 data-pending:cursor-wait data-pending:opacity-70",
    sizes[size],
    variants[variant],
  );
}

export type ButtonProps = AriaButtonProps & { variant?: ButtonVariant; size?: ButtonSize; ref?: Ref<HTMLButtonElement> };

export function Button({ variant, size, className, ...props }: ButtonProps) {
  return <AriaButton {...props} className={withBaseClass(className, buttonClass(variant, size))} />;
}

export type LinkButtonProps = AriaLinkProps & { variant?: ButtonVariant; size?: ButtonSize };

/** A navigation link that looks like a button. */
export function LinkButton({ variant, size, className, ...props }: LinkButtonProps) {
  return <AriaLink {...props} className={withBaseClass(className, buttonClass(variant, size))} />;
}

type SubmitButtonProps = Omit<ButtonProps, "type" | "children" | "isPending"> & {
  pendingLabel?: string;
  icon?: LucideIcon;
  children: ReactNode;
};

/**
 * A form's submit button: its icon and label; while its Form is sending, 'Guardando...' (or
 * `pendingLabel`) and pending: it ignores presses but keeps the keyboard's focus, which a disabled
 * button drops to the page (so after a refusal the next Tab would start from the top).
 */
export function SubmitButton({ pendingLabel = "Guardando...", icon: Icon, children, ...props }: SubmitButtonProps) {
  const isSending = useContext(FormSendingContext);
  return (
    <Button {...props} type="submit" isPending={isSending}>
      {Icon && <Icon size={16} aria-hidden />}
      {isSending ? pendingLabel : children}
    </Button>
  );
}
