/**
 * The libro de registro of a period as a file: the PDF laid out by the worker pool, or the CSV of
 * the listings. The period's movements are counted first (two index-only counts) and a period
 * with more than the format admits is refused before any row is read or laid out.
 */
import { csvDocument } from "../rules/csv.ts";
import {
  LIBRO_COLUMNS,
  LIBRO_CSV_MAX,
  libroFormatoSchema,
  LIBRO_PDF_MAX,
  type LibroPeriodo,
  libroCells,
  libroPeriodoSchema,
  libroTooLong,
  libroTotales,
} from "../rules/libroRegistro.ts";
import { formatDateTime, formatDay, todayIn } from "../rules/shelterClock.ts";
import type { Actor } from "../actor.ts";
import type { Deps } from "../deps.ts";
import { AppError } from "../errors.ts";
import { shelterData } from "../informes/informeData.ts";
import { recordLog } from "../logs/recordLog.ts";
import { type LoggedIn, requireLoggedIn } from "../policies.ts";
import { loadShelterIdentity } from "../refugio/shelterIdentity.ts";
import { parseInput } from "../validation.ts";
import { describePage, offsetOfPage, type Pagination, pageRequestSchema } from "../paging.ts";
import { countLibro, type LibroLinea, type LibroPagina, libroRegistro, readLibro } from "./libroRegistro.ts";

export const LIBRO_PDF_FILENAME = "libro-registro.pdf";
export const LIBRO_CSV_FILENAME = "libro-registro.csv";

/** Every movement of the period, once their number is within `max`. */
async function boundedLines(deps: Deps, actor: Actor, input: unknown, formato: "pdf" | "csv") {
  const user = requireLoggedIn(actor);
  const periodo = parseInput(libroPeriodoSchema, input ?? {});
  const { entradas, salidas } = await countLibro(deps, periodo);
  const max = formato === "pdf" ? LIBRO_PDF_MAX : LIBRO_CSV_MAX;
  if (entradas + salidas > max) throw new AppError("VALIDATION", 400, libroTooLong(formato, entradas + salidas), "hasta");
  const { lineas } = await readLibro(deps, actor, periodo, { offset: 0, limit: Math.max(1, entradas + salidas) });
  return { user, periodo, lineas };
}

const periodoText = ({ desde, hasta }: LibroPeriodo) => `del ${formatDay(desde)} al ${formatDay(hasta)}`;

/** 'Salidas por destino: Adopción 3 · Fallecimiento 1', most frequent first. */
function byKind(title: string, lineas: LibroLinea[], fallback: string): string | null {
  if (lineas.length === 0) return null;
  const totals = new Map<string, number>();
  for (const linea of lineas) {
    const name = linea.procedenciaDestino ?? fallback;
    totals.set(name, (totals.get(name) ?? 0) + 1);
  }
  const parts = [...totals].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0], "es")).map(([name, total]) => `${name} ${total}`);
  return `${title}: ${parts.join(" · ")}`;
}

export async function libroRegistroPdf(deps: Deps, actor: Actor, input: unknown): Promise<Buffer> {
  const { user, periodo, lineas } = await boundedLines(deps, actor, input, "pdf");
  const refugio = await shelterData(deps, await loadShelterIdentity(deps.db));
  const entradas = lineas.filter((l) => l.movimiento === "entrada");
  const salidas = lineas.filter((l) => l.movimiento === "salida");
  const pdf = await deps.pdf.render({
    kind: "libro",
    data: {
      refugio,
      periodo: periodoText(periodo),
      totales: [
        libroTotales(entradas.length, salidas.length),
        byKind("Entradas por procedencia", entradas, "No especificada"),
        byKind("Salidas por destino", salidas, "No especificado"),
      ].filter((line) => line !== null),
      rows: lineas.map(libroCells),
      cierre: closingLine(lineas.length, entradas.length, salidas.length, periodo, formatDay(todayIn(deps.timeZone))),
      generatedAt: formatDateTime(new Date(), deps.timeZone),
      generatedBy: user.username,
    },
  });
  await logExport(deps, user, "PDF");
  return pdf;
}

/** The book's last line: how many movements it holds, of which period, and when it was issued. */
export function closingLine(total: number, entradas: number, salidas: number, periodo: LibroPeriodo, issued: string): string {
  const movimientos = `${total} ${total === 1 ? "movimiento" : "movimientos"}`;
  return `El presente libro de registro comprende ${movimientos} (${entradas} de entrada y ${salidas} de salida) ${periodoText(periodo)}. Expedido el ${issued}.`;
}

export async function libroRegistroCsv(deps: Deps, actor: Actor, input: unknown): Promise<string> {
  const { user, lineas } = await boundedLines(deps, actor, input, "csv");
  const csv = csvDocument([LIBRO_COLUMNS, ...lineas.map(libroCells)]);
  await logExport(deps, user, "CSV");
  return csv;
}

function logExport(deps: Deps, user: LoggedIn, formato: "PDF" | "CSV") {
  return recordLog(deps, user, `Descarga del libro de registro en ${formato}`);
}

export type LibroDescarga =
  | { formato: "json"; pagina: LibroPagina; pagination: Pagination }
  | { formato: "pdf" | "csv"; bytes: Buffer; mime: string; filename: string };

/**
 * GET /api/listados/libro-registro?desde&hasta&formato&page&limit: a numbered page of the libro
 * with its totals, or the whole period as a PDF or a CSV.
 */
export async function libroRegistroDescarga(deps: Deps, actor: Actor, query: Record<string, unknown>): Promise<LibroDescarga> {
  requireLoggedIn(actor);
  const formato = parseInput(libroFormatoSchema, query.formato);
  const periodo = { desde: query.desde, hasta: query.hasta };
  if (formato === "pdf") return { formato, bytes: await libroRegistroPdf(deps, actor, periodo), mime: "application/pdf", filename: LIBRO_PDF_FILENAME };
  if (formato === "csv") {
    const csv = await libroRegistroCsv(deps, actor, periodo);
    return { formato, bytes: Buffer.from(csv, "utf8"), mime: "text/csv; charset=utf-8", filename: LIBRO_CSV_FILENAME };
  }
  const { page, limit } = parseInput(pageRequestSchema, { page: query.page, limit: query.limit });
  const pagina = await libroRegistro(deps, actor, { periodo, offset: offsetOfPage(page, limit), limit });
  return { formato, pagina, pagination: describePage(page, limit, pagina.entradas + pagina.salidas) };
}
