import { INFORME_DOWNLOAD_FAILED, INFORME_GENERATE_FAILED } from "@rules/informes.ts";
import { LIBRO_COLUMNS, LIBRO_EMPTY, LIBRO_PAGE_SIZE, LIBRO_TITLE, libroCells, libroPeriodoSchema, libroTotales } from "@rules/libroRegistro.ts";
import { formatDay } from "@rules/shelterClock.ts";
import { ArrowLeft, FileDown, FileSpreadsheet, FileText } from "lucide-react";
import { useState } from "react";
import { fetchQuery, graphql, useRelayEnvironment } from "react-relay/hooks";
import type { LibroRegistroPageLibroQuery as LibroQueryType } from "../../__generated__/LibroRegistroPageLibroQuery.graphql.ts";
import type { LibroRegistroPageQuery as PageQueryType } from "../../__generated__/LibroRegistroPageQuery.graphql.ts";
import { fetchFile, saveBlob } from "../../http/downloadFile.ts";
import { useRouteQuery } from "../../relay/useRouteQuery.ts";
import { Button, SubmitButton } from "../../ui/Button.tsx";
import { Card } from "../../ui/Card.tsx";
import { Form } from "../../ui/Form.tsx";
import { Pagination } from "../../ui/Pagination.tsx";
import { cn } from "../../ui/cn.ts";
import { Cell, Column, Row, Table, TableBody, TableHeader } from "../../ui/Table.tsx";
import { EmptyState, TableFrame } from "../../ui/TableFrame.tsx";
import { toastError } from "../../ui/Toast.tsx";
import { ListadoFileButtons, ListadoHeader, PeriodoPickers, useListadoPeriodo } from "./ListadoPeriodo.tsx";

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
  const periodoForm = useListadoPeriodo(appStatus.zonaHoraria);
  const [libro, setLibro] = useState<{ periodo: Periodo; answer: Libro } | null>(null);
  const [busy, setBusy] = useState<"consultar" | "pdf" | "csv" | null>(null);

  /** The period as typed, checked by the server's own rule; null after saying what is wrong. */
  const checkedPeriodo = (): Periodo | null =>
    periodoForm.check(libroPeriodoSchema, { desde: periodoForm.desde?.toString() ?? "", hasta: periodoForm.hasta?.toString() ?? "" });

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

  /** The pressed button waits, keeping the keyboard's focus (a disabled one drops it); the others are disabled meanwhile. */
  const waitingOn = (action: NonNullable<typeof busy>) => ({ isPending: busy === action, isDisabled: busy !== null && busy !== action });

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
      <ListadoHeader
        title={LIBRO_TITLE}
        subtitle="Todas las entradas y salidas de un periodo, por fecha"
        link={{ href: "/reportes", icon: ArrowLeft, text: "Listados" }}
      />
      <Card className="p-4">
        <Form
          isSending={busy === "consultar"}
          ref={periodoForm.form}
          onSubmit={() => {
            const periodo = checkedPeriodo();
            if (periodo) void show(periodo, 1);
          }}
          validationErrors={periodoForm.errors}
          className="grid items-start gap-4 sm:grid-cols-2 lg:grid-cols-4"
        >
          <PeriodoPickers periodo={periodoForm} names={["desde", "hasta"]} />
          <SubmitButton icon={FileText} pendingLabel="Consultando..." isDisabled={waitingOn("consultar").isDisabled} className="self-end">
            Consultar
          </SubmitButton>
        </Form>
        <ListadoFileButtons>
          <Button variant="secondary" onPress={() => void download("pdf")} {...waitingOn("pdf")}>
            <FileDown size={16} aria-hidden />
            {busy === "pdf" ? "Preparando PDF..." : "Descargar PDF"}
          </Button>
          <Button variant="secondary" onPress={() => void download("csv")} {...waitingOn("csv")}>
            <FileSpreadsheet size={16} aria-hidden />
            Exportar CSV
          </Button>
        </ListadoFileButtons>
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
              isLoading={busy !== null}
            />
          </div>
        </Card>
      )}
    </div>
  );
}
