import { type CalendarDate, today } from "@internationalized/date";
import { INFORME_DOWNLOAD_FAILED, INFORME_GENERATE_FAILED } from "@rules/informes.ts";
import { LIBRO_COLUMNS, LIBRO_EMPTY, LIBRO_PAGE_SIZE, LIBRO_TITLE, libroCells, libroPeriodoSchema, libroTotales } from "@rules/libroRegistro.ts";
import { LISTADO_DEFAULT_MONTHS, LISTADO_DESDE_INCOMPLETE, LISTADO_HASTA_INCOMPLETE, LISTADO_VALIDATION_TITLE } from "@rules/listado.ts";
import { formatDay } from "@rules/shelterClock.ts";
import { ArrowLeft, FileDown, FileSpreadsheet, FileText } from "lucide-react";
import { useRef, useState } from "react";
import { fetchQuery, graphql, useRelayEnvironment } from "react-relay";
import type { LibroRegistroPageLibroQuery as LibroQueryType } from "../../__generated__/LibroRegistroPageLibroQuery.graphql.ts";
import type { LibroRegistroPageQuery as PageQueryType } from "../../__generated__/LibroRegistroPageQuery.graphql.ts";
import { focusField } from "../../forms/focusField.ts";
import { incompleteDates } from "../../forms/incompleteDates.ts";
import { validate } from "../../forms/validate.ts";
import { fetchFile, saveBlob } from "../../http/downloadFile.ts";
import { useRouteQuery } from "../../relay/useRouteQuery.ts";
import { Button, LinkButton, SubmitButton } from "../../ui/Button.tsx";
import { Card } from "../../ui/Card.tsx";
import { DatePicker } from "../../ui/DatePicker.tsx";
import { type FieldErrors, Form } from "../../ui/Form.tsx";
import { Pagination } from "../../ui/Pagination.tsx";
import { cn } from "../../ui/cn.ts";
import { Cell, Column, EmptyState, Row, Table, TableBody, TableFrame, TableHeader } from "../../ui/Table.tsx";
import { toastError } from "../../ui/Toast.tsx";

export const LibroRegistroPageQuery = graphql`
  query LibroRegistroPageQuery {
    appStatus {
      zonaHoraria
    }
  }
`;

const LibroQuery = graphql`
  query LibroRegistroPageLibroQuery($desde: String!, $hasta: String!, $page: Int!, $first: Int!) {
    libroRegistro(desde: $desde, hasta: $hasta, page: $page, first: $first) {
      totalCount
      page
      totalPages
      entradas
      salidas
      edges {
        node {
          fecha
          movimiento
          registro
          tipo
          raza
          sexo
          edadAnios
          edadMeses
          identificacion
          procedenciaDestino
          interviniente
          documento
          entradaSalidaId
        }
      }
    }
  }
`;

type Periodo = { desde: string; hasta: string };
type Libro = NonNullable<LibroQueryType["response"]["libroRegistro"]>;

/**
 * LIBRO_COLUMNS' indexes drawn in figures of one width (date, age, microchip, Nº E/S). Only the
 * date keeps to one line: the others wrap, so the twelve columns fit a desk without sideways scrolling.
 */
const NUMERIC_COLUMNS = new Set([0, 6, 7, 11]);

/** '2 año(s) y 3 mes(es)' breaks only between its two parts: a number never parts from its unit. */
const numbersWithTheirUnits = (text: string) => text.replace(/(\d) /g, "$1\u00a0");

const fileUrl = (periodo: Periodo, formato: "pdf" | "csv") => `/api/listados/libro-registro?${new URLSearchParams({ ...periodo, formato })}`;

/** 'Libro de registro' under Listados: every entry and exit of a period, a page at a time, and its PDF and CSV. */
export function LibroRegistroPage() {
  const environment = useRelayEnvironment();
  const { appStatus } = useRouteQuery<PageQueryType>(LibroRegistroPageQuery);
  const now = today(appStatus.zonaHoraria);
  const [desde, setDesde] = useState<CalendarDate | null>(now.subtract({ months: LISTADO_DEFAULT_MONTHS }));
  const [hasta, setHasta] = useState<CalendarDate | null>(now);
  const [libro, setLibro] = useState<{ periodo: Periodo; answer: Libro } | null>(null);
  const [busy, setBusy] = useState<"consultar" | "pdf" | "csv" | null>(null);
  const [errors, setErrors] = useState<FieldErrors>({});
  const form = useRef<HTMLFormElement>(null);

  /** The period as typed, checked by the server's own rule; null after saying what is wrong. */
  function checkedPeriodo(): Periodo | null {
    const checked = incompleteDates(form.current) ?? validate(libroPeriodoSchema, { desde: desde?.toString() ?? "", hasta: hasta?.toString() ?? "" });
    setErrors(checked.ok ? {} : checked.errors);
    if (checked.ok) return checked.data;
    focusField(form.current, checked.field);
    toastError(checked.message, LISTADO_VALIDATION_TITLE);
    return null;
  }

  async function show(periodo: Periodo, page: number) {
    setBusy("consultar");
    try {
      const data = await fetchQuery<LibroQueryType>(
        environment,
        LibroQuery,
        { ...periodo, page, first: LIBRO_PAGE_SIZE },
        { fetchPolicy: "network-only" },
      ).toPromise();
      if (data?.libroRegistro) setLibro({ periodo, answer: data.libroRegistro });
      else toastError(INFORME_GENERATE_FAILED);
    } catch (error) {
      toastError((error as Error).message, INFORME_GENERATE_FAILED);
    } finally {
      setBusy(null);
    }
  }

  async function download(formato: "pdf" | "csv") {
    const periodo = checkedPeriodo();
    if (!periodo) return;
    setBusy(formato);
    try {
      saveBlob(await fetchFile(fileUrl(periodo, formato)), `libro-registro-${periodo.desde}-${periodo.hasta}.${formato}`);
    } catch (error) {
      toastError((error as Error).message, INFORME_DOWNLOAD_FAILED);
    } finally {
      setBusy(null);
    }
  }

  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-6">
      <header className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold text-slate-900">{LIBRO_TITLE}</h1>
          <p className="text-sm text-slate-500">Todas las entradas y salidas de un periodo, por fecha</p>
        </div>
        <LinkButton href="/reportes" variant="secondary">
          <ArrowLeft size={16} aria-hidden />
          Listados
        </LinkButton>
      </header>
      <Card className="p-4">
        <Form
          ref={form}
          onSubmit={() => {
            const periodo = checkedPeriodo();
            if (periodo) void show(periodo, 1);
          }}
          validationErrors={errors}
          className="grid items-start gap-4 sm:grid-cols-2 lg:grid-cols-4"
        >
          <DatePicker name="desde" label="Fecha Desde" isRequired value={desde} onChange={setDesde} incompleteMessage={LISTADO_DESDE_INCOMPLETE} />
          <DatePicker name="hasta" label="Fecha Hasta" isRequired value={hasta} onChange={setHasta} incompleteMessage={LISTADO_HASTA_INCOMPLETE} />
          <SubmitButton icon={FileText} isSending={busy === "consultar"} pendingLabel="Consultando..." isDisabled={busy !== null} className="self-end">
            Consultar
          </SubmitButton>
        </Form>
        <div className="mt-4 flex flex-wrap gap-2 border-t border-slate-100 pt-4">
          <Button variant="secondary" onPress={() => void download("pdf")} isDisabled={busy !== null}>
            <FileDown size={16} aria-hidden />
            {busy === "pdf" ? "Preparando PDF..." : "Descargar PDF"}
          </Button>
          <Button variant="secondary" onPress={() => void download("csv")} isDisabled={busy !== null}>
            <FileSpreadsheet size={16} aria-hidden />
            Exportar CSV
          </Button>
        </div>
      </Card>
      {libro && (
        <Card className="p-4">
          <div className="mb-3 flex flex-col gap-1">
            <h2 className="text-base font-semibold text-slate-900">
              Del {formatDay(libro.periodo.desde)} al {formatDay(libro.periodo.hasta)}{" "}
              <span className="font-normal text-slate-500">
                ({libro.answer.totalCount} {libro.answer.totalCount === 1 ? "movimiento" : "movimientos"})
              </span>
            </h2>
            <p className="text-sm text-slate-600" data-testid="libro-totales">
              {libroTotales(libro.answer.entradas, libro.answer.salidas)}
            </p>
          </div>
          <TableFrame label="Libro de registro, desplazable en horizontal">
            <Table aria-label={LIBRO_TITLE} phoneCards dense>
              <TableHeader>
                {LIBRO_COLUMNS.map((header, i) => (
                  <Column key={header} isRowHeader={i === 0}>
                    {header}
                  </Column>
                ))}
              </TableHeader>
              <TableBody items={libro.answer.edges.map((edge) => edge.node)} renderEmptyState={() => <EmptyState>{LIBRO_EMPTY}</EmptyState>}>
                {(linea) => (
                  <Row id={`${linea.movimiento}-${linea.entradaSalidaId}`} textValue={`${linea.fecha} ${linea.movimiento} ${linea.registro ?? ""}`}>
                    {libroCells(linea).map((cell, i) => (
                      <Cell
                        key={LIBRO_COLUMNS[i]}
                        phone={i === 0 ? "title" : undefined}
                        label={i === 0 ? undefined : LIBRO_COLUMNS[i]}
                        className={cn(i === 0 && "whitespace-nowrap", NUMERIC_COLUMNS.has(i) && "tabular-nums")}
                      >
                        {i === 6 ? numbersWithTheirUnits(cell) : cell}
                      </Cell>
                    ))}
                  </Row>
                )}
              </TableBody>
            </Table>
          </TableFrame>
          <div className="mt-3">
            <Pagination
              page={libro.answer.page}
              totalPages={libro.answer.totalPages}
              onPageChange={(page) => void show(libro.periodo, page)}
              isDisabled={busy !== null}
            />
          </div>
        </Card>
      )}
    </div>
  );
}
