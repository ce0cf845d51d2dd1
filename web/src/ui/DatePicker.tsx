import { CalendarDays, ChevronLeft, ChevronRight } from "lucide-react";
import type { ReactNode } from "react";
import {
  Button,
  Calendar,
  CalendarCell,
  CalendarGrid,
  DateInput,
  DatePicker as AriaDatePicker,
  type DatePickerProps as AriaDatePickerProps,
  type DateValue,
  DateSegment,
  Dialog,
  Group,
  Heading,
  Popover,
} from "react-aria-components";
import { cn, withBaseClass } from "./cn.ts";
import { FieldFooter, FieldLabel } from "./Field.tsx";
import { useFieldError } from "./Form.tsx";

export type DatePickerProps<T extends DateValue> = AriaDatePickerProps<T> & {
  /** Names the field for its form's errors and for focusField (`data-field`). */
  name: string;
  label: string;
  description?: ReactNode;
  /** The field's own message; without it, the form's message for the field's name. */
  errorMessage?: string;
  /** What the form says of a date typed only in part, such as 'La fecha de salida está incompleta' (forms/incompleteDates.ts). */
  incompleteMessage: string;
};

/**
 * A date typed segment by segment (dd/mm/aaaa under the es-ES locale) or picked from a calendar.
 * Values are @internationalized/date objects, free of time zones.
 */
export function DatePicker<T extends DateValue>({ label, description, errorMessage, incompleteMessage, className, ...props }: DatePickerProps<T>) {
  const error = useFieldError(props.name, errorMessage, props.value);
  return (
    // Leading zeros: dates read dd/MM/yyyy everywhere in the app.
    <AriaDatePicker
      shouldForceLeadingZeros
      {...props}
      isInvalid={props.isInvalid ?? error.isInvalid}
      onChange={error.editing(props.onChange)}
      data-field={props.name}
      data-incomplete-message={incompleteMessage}
      className={withBaseClass(className, "flex flex-col gap-1")}
    >
      <FieldLabel isRequired={props.isRequired}>{label}</FieldLabel>
      <Group
        className={cn(
          "flex h-10 w-full items-center rounded-md border border-slate-300 bg-white pl-3 text-sm text-slate-900",
          "focus-within:border-brand-600 focus-within:ring-2 focus-within:ring-brand-600/30 data-invalid:border-red-500 data-disabled:bg-slate-100",
        )}
      >
        <DateInput className="flex flex-1">
          {(segment) => (
            <DateSegment
              segment={segment}
              className="rounded px-0.5 tabular-nums outline-none focus:bg-brand-700 focus:text-white data-placeholder:text-slate-500 focus:data-placeholder:text-white data-[type=literal]:px-0"
            />
          )}
        </DateInput>
        <Button aria-label="Abrir calendario" className="flex h-full w-10 items-center justify-center text-slate-500 outline-none hover:text-slate-800">
          <CalendarDays size={16} aria-hidden />
        </Button>
      </Group>
      <FieldFooter description={description} errorMessage={error.message} />
      <Popover className="rounded-lg border border-slate-200 bg-white shadow-lg">
        <Dialog className="p-3 outline-none">
          <Calendar>
            <header className="mb-2 flex items-center justify-between gap-2">
              <Button slot="previous" aria-label="Mes anterior" className="rounded p-1 outline-none hover:bg-slate-100">
                <ChevronLeft size={16} aria-hidden />
              </Button>
              <Heading className="text-sm font-semibold text-slate-900 capitalize" />
              <Button slot="next" aria-label="Mes siguiente" className="rounded p-1 outline-none hover:bg-slate-100">
                <ChevronRight size={16} aria-hidden />
              </Button>
            </header>
            <CalendarGrid className="border-separate border-spacing-0.5 text-sm">
              {(date) => (
                <CalendarCell
                  date={date}
                  className={cn(
                    "flex h-8 w-8 items-center justify-center rounded outline-none hover:bg-slate-100",
                    "data-outside-month:hidden data-disabled:text-slate-300 data-focus-visible:ring-2 data-focus-visible:ring-brand-600",
                    "data-selected:bg-brand-700 data-selected:text-white",
                  )}
                />
              )}
            </CalendarGrid>
          </Calendar>
        </Dialog>
      </Popover>
    </AriaDatePicker>
  );
}
