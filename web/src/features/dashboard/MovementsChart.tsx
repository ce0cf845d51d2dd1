import { format, parse } from "date-fns";
import { es } from "date-fns/locale";
import { graphql, useFragment } from "react-relay/hooks";
import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import type { MovementsChart_dashboard$key } from "../../__generated__/MovementsChart_dashboard.graphql.ts";
import { Card, CardBody, CardHeader } from "../../ui/Card.tsx";

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
  const rows = movimientos.map((m) => ({ ...m, etiqueta: monthLabel(m.mes, "MMM yy"), mesCompleto: monthLabel(m.mes, "MMMM 'de' yyyy") }));
  return (
    <Card>
      <CardHeader title="Entradas y salidas por mes" description="Últimos 12 meses, por fecha de llegada y fecha de salida." />
      <CardBody>
        <div className="h-72" aria-hidden>
          <ResponsiveContainer width="100%" height="100%">
            {/* Hidden from assistive technology, which reads the table instead: no keyboard stop inside it either. */}
            <BarChart data={rows} margin={{ top: 8, right: 8, bottom: 0, left: -16 }} accessibilityLayer={false}>
              <CartesianGrid strokeDasharray="3 3" vertical={false} stroke="#e2e8f0" />
              <XAxis dataKey="etiqueta" tick={{ fontSize: 12, fill: "#475569" }} tickLine={false} axisLine={{ stroke: "#cbd5e1" }} />
              <YAxis allowDecimals={false} tick={{ fontSize: 12, fill: "#475569" }} tickLine={false} axisLine={false} />
              <Tooltip labelFormatter={(_label, payload) => payload?.[0]?.payload?.mesCompleto ?? ""} cursor={{ fill: "#f1f5f9" }} />
              <Legend wrapperStyle={{ fontSize: 13 }} />
              <Bar dataKey="entradas" name="Entradas" fill="#0f766e" radius={[3, 3, 0, 0]} />
              <Bar dataKey="salidas" name="Salidas" fill="#f59e0b" radius={[3, 3, 0, 0]} />
            </BarChart>
          </ResponsiveContainer>
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
