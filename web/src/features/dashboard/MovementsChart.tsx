import { format, parse } from "date-fns";
import { es } from "date-fns/locale";
import { lazy, Suspense } from "react";
import { graphql, useFragment } from "react-relay/hooks";
import type { MovementsChart_dashboard$key } from "../../__generated__/MovementsChart_dashboard.graphql.ts";
import { Card, CardBody, CardHeader } from "../../ui/Card.tsx";
import type { MovementsRow } from "./MovementsBars.tsx";

// The chart library is most of the Dashboard's code: the cards and this card's frame draw without
// it. Asked for as soon as this module runs, beside the Dashboard's query.
const barsCode = import("./MovementsBars.tsx");
// A failed download is reported by the chart's render (React.lazy), not here.
barsCode.catch(() => undefined);
const MovementsBars = lazy(async () => ({ default: (await barsCode).MovementsBars }));

const monthLabel = (mes: string, pattern: string) => format(parse(mes, "yyyy-MM", new Date()), pattern, { locale: es });

/** Entries and exits per month over the last 12 months, with the same figures as a table for screen readers. */
export function MovementsChart(props: { dashboard: MovementsChart_dashboard$key }) {
  const { movimientos } = useFragment(
    graphql`
      fragment MovementsChart_dashboard on Dashboard {
        movimientos {
          mes
          entradas
          salidas
        }
      }
    `,
    props.dashboard,
  );
  const rows: MovementsRow[] = movimientos.map((m) => ({ ...m, etiqueta: monthLabel(m.mes, "MMM yy"), mesCompleto: monthLabel(m.mes, "MMMM 'de' yyyy") }));
  return (
    <Card>
      <CardHeader title="Entradas y salidas por mes" description="Últimos 12 meses, por fecha de llegada y fecha de salida." />
      <CardBody>
        <div className="h-72" aria-hidden>
          <Suspense fallback={<p className="flex h-full items-center justify-center text-sm text-slate-500">Cargando gráfico...</p>}>
            <MovementsBars rows={rows} />
          </Suspense>
        </div>
        {/* A table grows to fit its cells whatever its width: the 1 px box that hides it must be around it. */}
        <div className="sr-only">
          <table>
            <caption>Entradas y salidas por mes</caption>
            <thead>
              <tr>
                <th scope="col">Mes</th>
                <th scope="col">Entradas</th>
                <th scope="col">Salidas</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.mes}>
                  <th scope="row">{row.mesCompleto}</th>
                  <td>{row.entradas}</td>
                  <td>{row.salidas}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </CardBody>
    </Card>
  );
}
