import { type CalendarDate, today } from "@internationalized/date";
import { LISTADO_DEFAULT_MONTHS, LISTADO_DESDE_INCOMPLETE, LISTADO_HASTA_INCOMPLETE, LISTADO_VALIDATION_TITLE } from "@rules/listado.ts";
import type { LucideIcon } from "lucide-react";
import { type ReactNode, useRef, useState } from "react";
import type { z } from "zod";
import { incompleteDates } from "../../forms/incompleteDates.ts";
import { validate } from "../../forms/validate.ts";
import { LinkButton } from "../../ui/Button.tsx";
import { DatePicker } from "../../ui/DatePicker.tsx";
import type { FieldErrors } from "../../ui/Form.tsx";
import { toastError } from "../../ui/Toast.tsx";

/**
 * The period form of a listing (Listados, libro de registro): its two days, the last
 * LISTADO_DEFAULT_MONTHS up to today on the shelter's clock at first, and `check`, which answers
 * the values as the server's rule reads them, or null once the failing fields are marked, the
 * first one focused and the toast shown.
 */
export function useListadoPeriodo(timeZone: string) {
  const [desde, setDesde] = useState<CalendarDate | null>(() => today(timeZone).subtract({ months: LISTADO_DEFAULT_MONTHS }));
  const [hasta, setHasta] = useState<CalendarDate | null>(() => today(timeZone));
  const [errors, setErrors] = useState<FieldErrors>({});
  const form = useRef<HTMLFormElement>(null);
  function check<S extends z.core.$ZodType>(schema: S, values: unknown): z.output<S> | null {
    const checked = incompleteDates(form.current) ?? validate(schema, values);
    setErrors(checked.ok ? {} : checked.errors);
    if (checked.ok) return checked.data;
    toastError(checked.message, LISTADO_VALIDATION_TITLE);
    return null;
  }
  return { desde, setDesde, hasta, setHasta, errors, form, check };
}

type Periodo = ReturnType<typeof useListadoPeriodo>;

/** 'Fecha Desde' and 'Fecha Hasta', under the field names the listing's rule reports. */
export function PeriodoPickers({ periodo, names }: { periodo: Periodo; names: readonly [desde: string, hasta: string] }) {
  const days = [
    { name: names[0], label: "Fecha Desde", value: periodo.desde, onChange: periodo.setDesde, incompleteMessage: LISTADO_DESDE_INCOMPLETE },
    { name: names[1], label: "Fecha Hasta", value: periodo.hasta, onChange: periodo.setHasta, incompleteMessage: LISTADO_HASTA_INCOMPLETE },
  ];
  return days.map((day) => <DatePicker key={day.name} isRequired {...day} />);
}

/** A listing screen's heading, with the link to the other listing screen. */
export function ListadoHeader({ title, subtitle, link }: { title: string; subtitle: string; link: { href: string; icon: LucideIcon; text: string } }) {
  return (
    <header className="flex flex-wrap items-start justify-between gap-3">
      <div>
        <h1 className="text-2xl font-bold text-slate-900">{title}</h1>
        <p className="text-sm text-slate-500">{subtitle}</p>
      </div>
      <LinkButton href={link.href} variant="secondary">
        <link.icon size={16} aria-hidden />
        {link.text}
      </LinkButton>
    </header>
  );
}

/** The row of file buttons under a listing's form (print, PDF, CSV). */
export function ListadoFileButtons({ children }: { children: ReactNode }) {
  return <div className="mt-4 flex flex-wrap gap-2 border-t border-slate-100 pt-4">{children}</div>;
}
