import { INFORME_DOWNLOAD_FAILED, INFORME_GENERATE_FAILED, INFORME_PRINT_FAILED } from "@rules/informes.ts";
import { IDENTIFICACION_OPTIONS, LISTADO_COLUMNS, LISTADO_EMPTY, LISTADO_VALIDATION_TITLE, listadoCells, listadoFiltroSchema } from "@rules/listado.ts";
import { formatDateTime } from "@rules/shelterClock.ts";
import { BookOpen, FileDown, FileSpreadsheet, FileText, Printer } from "lucide-react";
import { useMemo, useState } from "react";
import { fetchQuery, useRelayEnvironment } from "react-relay/hooks";
import type { ListadoQuery as ListadoQueryType } from "../../__generated__/ListadoQuery.graphql.ts";
import type { ReportesPageQuery as ReportesPageQueryType } from "../../__generated__/ReportesPageQuery.graphql.ts";
import { postForFile, saveBlob } from "../../http/downloadFile.ts";
import { useRouteQuery } from "../../relay/useRouteQuery.ts";
import { Button, SubmitButton } from "../../ui/Button.tsx";
import { Card } from "../../ui/Card.tsx";
import { Form } from "../../ui/Form.tsx";
import { Pagination } from "../../ui/Pagination.tsx";
import { Select } from "../../ui/Select.tsx";
import { Cell, Column, Row, Table, TableBody, TableHeader } from "../../ui/Table.tsx";
import { EmptyState, TableFrame } from "../../ui/TableFrame.tsx";
import { toast, toastError } from "../../ui/Toast.tsx";
import { ListadoFileButtons, ListadoHeader, PeriodoPickers, useListadoPeriodo } from "./ListadoPeriodo.tsx";
import { AyuntamientoFilter } from "./AyuntamientoFilter.tsx";
import { listadoCsv } from "./csv.ts";
import { ListadoQuery } from "./ListadoQuery.ts";
import { ReportesPageQuery } from "./ReportesPageQuery.ts";

const TODOS = "todos";
/** Rows per table page: 5,000 rows stay 100 light pages instead of one frozen table. */
const PAGE_SIZE = 50;
const PDF_FILENAME = "listado-animales.pdf";
const CSV_FILENAME = "listado-animales.csv";
const NO_REPORT = "Debe generar el informe primero";

type Filtro = {
  fechaDesde: string;
  fechaHasta: string;
  tipo: string;
  identificacion: string;
  ayuntamiento: string | null;
  procedencia: string;
  destino: string;
};

type Answer = ListadoQueryType["response"]["listado"];
type Listado = {
  generadoEn: string;
  total: number;
  filas: NonNullable<Answer["filas"]>;
  porDestino: NonNullable<Answer["porDestino"]>;
  porTipo: NonNullable<Answer["porTipo"]>;
};
type Report = { listado: Listado; filtro: Filtro };

const orAll = (value: string | null) => (value === null || value === TODOS ? null : Number(value));

function apiFiltro(f: Filtro) {
  return {
    fechaDesde: f.fechaDesde,
    fechaHasta: f.fechaHasta,
    tipo: orAll(f.tipo),
    identificacion: f.identificacion,
    ayuntamiento: orAll(f.ayuntamiento),
    procedencia: orAll(f.procedencia),
    destino: orAll(f.destino),
  };
}

/** 'Listados: Generar informes filtrados de animales' (spec section 2 "Listings"). */
export function ReportesPage() {
  const environment = useRelayEnvironment();
  const lookups = useRouteQuery<ReportesPageQueryType>(ReportesPageQuery);
  const timeZone = lookups.appStatus.zonaHoraria;
  const periodo = useListadoPeriodo(timeZone);
  const [tipo, setTipo] = useState(TODOS);
  const [identificacion, setIdentificacion] = useState<string>(TODOS);
  const [ayuntamiento, setAyuntamiento] = useState<string | null>(null);
  const [procedencia, setProcedencia] = useState(TODOS);
  const [destino, setDestino] = useState(TODOS);
  const [report, setReport] = useState<Report | null>(null);
  const [page, setPage] = useState(1);
  const [busy, setBusy] = useState<"generar" | "imprimir" | "descargar" | null>(null);

  const all = (label: string) => ({ id: TODOS, label });
  const tipoOptions = [all("Todos los tipos"), ...lookups.tipos.map((t) => ({ id: String(t.databaseId), label: t.tipo }))];
  const procedenciaOptions = [all("Todas las procedencias"), ...lookups.procedencias.map((p) => ({ id: String(p.databaseId), label: p.procedencia }))];
  const destinoOptions = [all("Todos los destinos"), ...lookups.destinos.map((d) => ({ id: String(d.databaseId), label: d.destino }))];
  const identificacionLabels: Record<(typeof IDENTIFICACION_OPTIONS)[number], string> = {
    todos: "Todos",
    con: "Con identificación",
    sin: "Sin identificación",
  };
  const identificacionOptions = IDENTIFICACION_OPTIONS.map((id) => ({ id, label: identificacionLabels[id] }));

  async function generar() {
    // Not while this report's PDF is being prepared (Enter in a field submits the form).
    if (busy) return;
    const filtro: Filtro = {
      fechaDesde: periodo.desde?.toString() ?? "",
      fechaHasta: periodo.hasta?.toString() ?? "",
      tipo,
      identificacion,
      ayuntamiento,
      procedencia,
      destino,
    };
    if (!periodo.check(listadoFiltroSchema, apiFiltro(filtro))) return;
    setBusy("generar");
    try {
      const data = await fetchQuery<ListadoQueryType>(environment, ListadoQuery, { filtro: apiFiltro(filtro) }, { fetchPolicy: "network-only" }).toPromise();
      const answer = data?.listado;
      if (answer?.__typename === "Listado") {
        const { generadoEn = "", total = 0, filas = [], porDestino = [], porTipo = [] } = answer;
        setReport({ listado: { generadoEn, total, filas, porDestino, porTipo }, filtro });
        setPage(1);
      } else {
        const title = answer?.__typename === "ValidationError" ? LISTADO_VALIDATION_TITLE : INFORME_GENERATE_FAILED;
        toastError(answer?.message ?? INFORME_GENERATE_FAILED, title);
      }
    } catch {
      toastError(INFORME_GENERATE_FAILED);
    } finally {
      setBusy(null);
    }
  }

  async function descargarPdf() {
    if (!report) return toastError(NO_REPORT);
    setBusy("descargar");
    try {
      saveBlob(await postForFile("/api/listados/pdf", { ...apiFiltro(report.filtro), accion: "descarga" }), PDF_FILENAME);
    } catch (error) {
      toastError((error as Error).message, INFORME_DOWNLOAD_FAILED);
    } finally {
      setBusy(null);
    }
  }

  async function imprimir() {
    if (!report) return toastError(NO_REPORT);
    // Opened now, while the click still counts as the user's: a tab opened after the PDF
    // arrives would be taken for an unwanted pop-up.
    const tab = window.open("", "_blank");
    if (!tab) return toast("Pop-up bloqueado", "Permita pop-ups para este sitio en la configuración de su navegador", "destructive");
    setBusy("imprimir");
    try {
      const pdf = await postForFile("/api/listados/pdf", { ...apiFiltro(report.filtro), accion: "impresion" });
      tab.location.href = URL.createObjectURL(pdf);
    } catch (error) {
      tab.close();
      toastError((error as Error).message, INFORME_PRINT_FAILED);
    } finally {
      setBusy(null);
    }
  }

  function exportarCsv() {
    if (!report) return toastError(NO_REPORT);
    saveBlob(new Blob([listadoCsv(report.listado.filas)], { type: "text/csv;charset=utf-8" }), CSV_FILENAME);
  }

  const filas = report?.listado.filas ?? [];
  const totalPages = Math.max(1, Math.ceil(filas.length / PAGE_SIZE));
  const visible = useMemo(() => filas.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE), [filas, page]);

  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-6">
      <ListadoHeader
        title="Listados"
        subtitle="Generar informes filtrados de animales"
        link={{ href: "/reportes/libro-registro", icon: BookOpen, text: "Libro de registro" }}
      />
      <Card className="p-4">
        <Form
          isSending={busy === "generar"}
          ref={periodo.form}
          onSubmit={() => void generar()}
          validationErrors={periodo.errors}
          className="grid items-start gap-4 sm:grid-cols-2 lg:grid-cols-4"
        >
          <PeriodoPickers periodo={periodo} names={["fechaDesde", "fechaHasta"]} />
          <Select label="Tipo de Animal" options={tipoOptions} selectedKey={tipo} onSelectionChange={(key) => setTipo(String(key ?? TODOS))} />
          <Select
            label="Nº Identificación"
            options={identificacionOptions}
            selectedKey={identificacion}
            onSelectionChange={(key) => setIdentificacion(String(key ?? TODOS))}
          />
          <AyuntamientoFilter selected={ayuntamiento} onChange={setAyuntamiento} />
          <Select
            label="Procedencia"
            options={procedenciaOptions}
            selectedKey={procedencia}
            onSelectionChange={(key) => setProcedencia(String(key ?? TODOS))}
          />
          <Select label="Destino" options={destinoOptions} selectedKey={destino} onSelectionChange={(key) => setDestino(String(key ?? TODOS))} />
          <SubmitButton icon={FileText} pendingLabel="Generando..." className="self-end">
            Generar Informe
          </SubmitButton>
        </Form>
        <ListadoFileButtons>
          <Button variant="secondary" onPress={imprimir} isPending={busy === "imprimir"}>
            <Printer size={16} aria-hidden />
            Imprimir
          </Button>
          <Button variant="secondary" onPress={descargarPdf} isPending={busy === "descargar"}>
            <FileDown size={16} aria-hidden />
            Descargar PDF
          </Button>
          <Button variant="secondary" onPress={exportarCsv}>
            <FileSpreadsheet size={16} aria-hidden />
            Exportar CSV
          </Button>
        </ListadoFileButtons>
      </Card>
      {report && <Results report={report} timeZone={timeZone} visible={visible} page={page} totalPages={totalPages} onPageChange={setPage} />}
    </div>
  );
}

type ResultsProps = { report: Report; timeZone: string; visible: Listado["filas"]; page: number; totalPages: number; onPageChange: (page: number) => void };

function Results({ report, timeZone, visible, page, totalPages, onPageChange }: ResultsProps) {
  const { listado } = report;
  const summary = (parts: readonly { nombre: string; total: number }[]) => parts.map((p) => `${p.nombre} ${p.total}`).join(" · ");
  return (
    <Card className="p-4">
      <div className="mb-3 flex flex-col gap-1">
        <h2 className="text-base font-semibold text-slate-900">
          Resultados{" "}
          <span className="font-normal text-slate-500" data-testid="listado-total">
            ({listado.total} {listado.total === 1 ? "registro" : "registros"})
          </span>
        </h2>
        <p className="text-sm text-slate-500" data-testid="listado-generado">
          Generado el {formatDateTime(new Date(listado.generadoEn), timeZone)}
        </p>
        {listado.filas.length > 0 && (
          <p className="text-sm text-slate-600" data-testid="listado-resumen">
            <span className="font-medium">Por destino:</span> {summary(listado.porDestino)} <span aria-hidden>|</span>{" "}
            <span className="font-medium">Por tipo:</span> {summary(listado.porTipo)}
          </p>
        )}
        {listado.filas.length < listado.total && (
          <p className="text-sm text-amber-700">
            Se muestran los primeros {listado.filas.length} registros de {listado.total}. Acote el periodo o los filtros para ver el resto.
          </p>
        )}
      </div>
      <TableFrame label="Resultados del listado, desplazables en horizontal">
        <Table aria-label="Listado de animales">
          <TableHeader>
            {LISTADO_COLUMNS.map((header, i) => (
              <Column key={header} isRowHeader={i === 0}>
                {header}
              </Column>
            ))}
          </TableHeader>
          <TableBody items={visible} renderEmptyState={() => <EmptyState>{LISTADO_EMPTY}</EmptyState>}>
            {(fila) => (
              <Row id={fila.entradaSalidaId} textValue={fila.registro ?? String(fila.entradaSalidaId)}>
                {listadoCells(fila).map((cell, i) => (
                  <Cell key={LISTADO_COLUMNS[i]} className={i === 4 || i === 6 || i === 8 ? "whitespace-nowrap tabular-nums" : undefined}>
                    {cell}
                  </Cell>
                ))}
              </Row>
            )}
          </TableBody>
        </Table>
      </TableFrame>
      <div className="mt-3">
        <Pagination page={page} totalPages={totalPages} onPageChange={onPageChange} />
      </div>
    </Card>
  );
}
