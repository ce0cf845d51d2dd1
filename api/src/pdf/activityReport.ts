/** informe-actividad.pdf: the activity log entries of a period (spec sections 2 and 7). */
import type { Content } from "pdfmake/interfaces";
import { cappedNote, dataTable, recordCount } from "./dataTable.ts";
import { renderPdf } from "./engine.ts";
import { a4Document } from "./frame.ts";

export const ACTIVITY_REPORT_TITLE = "Informe de Registros de Actividad";

export type ActivityReportData = {
  /** dd/MM/yyyy */
  from: string;
  to: string;
  /** The filtered user, or 'Todos los usuarios'. */
  userLabel: string;
  /** Already formatted on the shelter's clock. */
  rows: Array<{ fechaHora: string; username: string; descripcion: string }>;
  /** Entries that matched; larger than rows.length when the report was capped. */
  total: number;
  generatedAt: string;
  generatedBy: string;
  /** The shelter's name from 'Datos del refugio', for the running header; null until it is set. */
  shelterName: string | null;
};

export function renderActivityReport(data: ActivityReportData): Promise<Buffer> {
  const content: Content[] = [
    dataTable(
      [
        { header: "Fecha y Hora", width: 92 },
        { header: "Usuario", width: 90 },
        { header: "Descripción", width: "*" },
      ],
      data.rows.map((r) => [r.fechaHora, r.username, r.descripcion]),
      "No hay registros en el periodo seleccionado.",
    ),
  ];
  if (data.rows.length < data.total)
    content.push(cappedNote(`Se muestran los ${data.rows.length} registros más recientes de ${data.total}. Acote el periodo o el usuario para ver el resto.`));
  return renderPdf(
    a4Document({
      title: ACTIVITY_REPORT_TITLE,
      details: [
        { label: "Periodo:", value: `del ${data.from} al ${data.to}` },
        { label: "Usuario:", value: data.userLabel },
        { label: "Total:", value: recordCount(data.total) },
      ],
      generatedAt: data.generatedAt,
      generatedBy: data.generatedBy,
      shelterName: data.shelterName,
      content,
    }),
  );
}
