import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";

/** A month of the chart: its short label under the bars, its full name in the tooltip. */
export type MovementsRow = { mes: string; etiqueta: string; mesCompleto: string; entradas: number; salidas: number };

/** The bars of 'Entradas y salidas por mes' (recharts, a chunk of its own: MovementsChart loads it). */
export function MovementsBars({ rows }: { rows: MovementsRow[] }) {
  return (
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
  );
}
