/** Label, description and error laid out the same way for every field. */
import type { ReactNode } from "react";
import { FieldError, Label, Text } from "react-aria-components";
import { cn } from "./cn.ts";

export const inputClass = cn(
  "h-10 w-full rounded-md border border-slate-300 bg-white px-3 text-sm text-slate-900 outline-none",
  "placeholder:text-slate-400 focus:border-brand-600 focus:ring-2 focus:ring-brand-600/30",
  // Red only with react-aria's data-invalid, which always comes with its message; the native
  // :invalid (a type="email" mismatch) has none to show.
  "data-invalid:border-red-500 disabled:bg-slate-100 disabled:text-slate-500",
);

export function FieldLabel({ children, isRequired }: { children: ReactNode; isRequired?: boolean }) {
  return (
    // The asterisk sits outside the label so it is not part of the field's accessible name.
    <span className="flex gap-0.5">
      <Label className="text-sm font-medium text-slate-700">{children}</Label>
      {isRequired && (
        <span aria-hidden className="text-sm text-red-600">
          *
        </span>
      )}
    </span>
  );
}

export function FieldFooter({ description, errorMessage }: { description?: ReactNode; errorMessage?: string }) {
  return (
    <>
      {description && (
        <Text slot="description" className="text-xs text-slate-500">
          {description}
        </Text>
      )}
      <FieldError className="text-xs font-medium text-red-600">{errorMessage}</FieldError>
    </>
  );
}
