/**
 * POST /api/listados/pdf (spec section 7): the same filter as the listing plus `accion`, laid out
 * by the PDF worker pool. 'descarga' saves listado-animales.pdf; 'impresion' opens it in a tab.
 */
import { z } from "zod";
import type { AnimalListingData } from "../../pdf/animalListing.ts";
import { listadoCells, type ListadoFiltro } from "../rules/listado.ts";
import type { Actor } from "../actor.ts";
import type { Deps } from "../deps.ts";
import { recordLog } from "../logs/recordLog.ts";
import { loadShelterIdentity } from "../refugio/shelterIdentity.ts";
import { requireLoggedIn } from "../policies.ts";
import { formatDateTime, formatDay } from "../rules/shelterClock.ts";
import { parseInput } from "../validation.ts";
import { type ListadoEtiquetas, parseListadoFiltro, queryListado, resumir } from "./listado.ts";

/** A few hundred landscape pages at most; the PDF says when it is cut. */
export const MAX_PDF_ROWS = 5000;
export const LISTADO_PDF_FILENAME = "listado-animales.pdf";

export const accionSchema = z.object({
  accion: z
    .unknown()
    .optional()
    .transform((value) => (value === undefined || value === null || value === "" ? "descarga" : value))
    .pipe(z.enum(["descarga", "impresion"], "La acción debe ser descarga o impresion")),
});

export type Accion = "descarga" | "impresion";

const IDENTIFICACION_LABEL = { todos: "Todos", con: "Con identificación", sin: "Sin identificación" } as const;

function filtroLines(filtro: ListadoFiltro, etiquetas: ListadoEtiquetas): AnimalListingData["filtros"] {
  return [
    { label: "Periodo:", value: `del ${formatDay(filtro.fechaDesde)} al ${formatDay(filtro.fechaHasta)} (fecha de llegada)` },
    { label: "Tipo de animal:", value: etiquetas.tipo ?? "Todos" },
    { label: "Nº Identificación:", value: IDENTIFICACION_LABEL[filtro.identificacion] },
    { label: "Ayuntamiento:", value: etiquetas.ayuntamiento ?? "Todos" },
    { label: "Procedencia:", value: etiquetas.procedencia ?? "Todas" },
    { label: "Destino:", value: etiquetas.destino ?? "Todos" },
  ];
}

export async function listadoPdf(deps: Deps, actor: Actor, input: unknown): Promise<{ pdf: Buffer; accion: Accion }> {
  const user = requireLoggedIn(actor);
  const { accion } = parseInput(accionSchema, input ?? {});
  const { filtro, etiquetas } = await parseListadoFiltro(deps, input);
  const [{ filas, total }, refugio] = await Promise.all([queryListado(deps, filtro, MAX_PDF_ROWS), loadShelterIdentity(deps.db)]);
  const resumen = resumir(filas);
  const line = (title: string, parts: Array<{ nombre: string; total: number }>) => `${title}: ${parts.map((p) => `${p.nombre} ${p.total}`).join(" · ")}`;
  const pdf = await deps.pdf.render({
    kind: "listado",
    data: {
      filtros: filtroLines(filtro, etiquetas),
      resumen: filas.length > 0 ? [line("Por destino", resumen.destinos), line("Por tipo", resumen.tipos)] : [],
      rows: filas.map(listadoCells),
      total,
      generatedAt: formatDateTime(new Date(), deps.timeZone),
      generatedBy: user.username,
      shelterName: refugio.nombre,
    },
  });
  await recordLog(deps, user, accion === "impresion" ? "Impresión del listado de animales" : "Descarga del listado de animales en PDF");
  return { pdf, accion };
}
