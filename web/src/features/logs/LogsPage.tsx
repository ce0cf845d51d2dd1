import { type CalendarDate, today } from "@internationalized/date";
import { LOG_DATES_REQUIRED, LOG_FROM_INCOMPLETE, LOG_TO_INCOMPLETE, logWindow, logWindowProblem } from "@rules/logWindow.ts";
import { formatDateTime } from "@rules/shelterClock.ts";
import { Download, Filter } from "lucide-react";
import { useRef, useState, useTransition } from "react";
import { graphql, usePaginationFragment } from "react-relay/hooks";
import type { LogsPage_query$key } from "../../__generated__/LogsPage_query.graphql.ts";
import type { LogsPageQuery as LogsPageQueryType } from "../../__generated__/LogsPageQuery.graphql.ts";
import { incompleteDates } from "../../forms/incompleteDates.ts";
import { downloadFile } from "../../http/downloadFile.ts";
import { useRouteQuery } from "../../relay/useRouteQuery.ts";
import { Button, SubmitButton } from "../../ui/Button.tsx";
import { Card } from "../../ui/Card.tsx";
import { DatePicker } from "../../ui/DatePicker.tsx";
import { type FieldErrors, Form } from "../../ui/Form.tsx";
import { Checkbox } from "../../ui/Checkbox.tsx";
import { Select } from "../../ui/Select.tsx";
import { Cell, Column, Row, Table, TableBody, TableHeader } from "../../ui/Table.tsx";
import { EmptyState, TableFrame } from "../../ui/TableFrame.tsx";
import { TableLoadMore, TableRows } from "../../ui/TableLoadMore.tsx";
import { toastError, toastSuccess } from "../../ui/Toast.tsx";

export const LogsPageQuery = graphql`
  query LogsPageQuery($fromDate: Date, $toDate: Date) {
    ...LogsPage_query @arguments(fromDate: $fromDate, toDate: $toDate)
    appStatus {
      zonaHoraria
    }
    usuarios(first: 200) {
      edges {
        node {
          id
          databaseId
          username
        }
      }
    }
  }
`;

const ALL_USERS = "todos";
const PAGE_SIZE = 100;

type AppliedFilter = { from: CalendarDate; to: CalendarDate; userKey: string; accesos: boolean };

/** 'Registros de Actividad' (spec section 2 "Activity log"), for administrators. */
export function LogsPage() {
  const query = useRouteQuery<LogsPageQueryType>(LogsPageQuery);
  const { data, hasNext, isLoadingNext, loadNext, refetch } = usePaginationFragment(
    graphql`
      fragment LogsPage_query on Query
      @refetchable(queryName: "LogsPageRefetchQuery")
      @argumentDefinitions(
        fromDate: { type: "Date" }
        toDate: { type: "Date" }
        usuarioId: { type: "ID" }
        accesos: { type: "Boolean" }
        first: { type: "Int", defaultValue: 100 }
        after: { type: "String" }
      ) {
        registrosActividad(fromDate: $fromDate, toDate: $toDate, usuarioId: $usuarioId, accesos: $accesos, first: $first, after: $after)
          @connection(key: "LogsPage_registrosActividad", filters: ["fromDate", "toDate", "usuarioId", "accesos"]) {
          totalCount
          edges {
            node {
              id
              fechaHora
              username
              descripcion
            }
          }
        }
      }
    `,
    query as LogsPage_query$key,
  );

  // Spec sections 2 and 9: the screen opens on the server's default window (the route sends no
  // dates), shown as the days it is on the shelter's calendar, whatever the browser's zone.
  const opening = logWindow(today(query.appStatus.zonaHoraria));
  const [from, setFrom] = useState<CalendarDate | null>(opening.from);
  const [to, setTo] = useState<CalendarDate | null>(opening.to);
  const [userKey, setUserKey] = useState(ALL_USERS);
  const [accesos, setAccesos] = useState(false);
  const [applied, setApplied] = useState<AppliedFilter>({ from: from!, to: to!, userKey: ALL_USERS, accesos: false });
  const [isFiltering, startFiltering] = useTransition();
  const [isDownloading, setDownloading] = useState(false);
  const [errors, setErrors] = useState<FieldErrors>({});
  const filters = useRef<HTMLFormElement>(null);

  const users = query.usuarios.edges.map((e) => e.node);
  const userOptions = [{ id: ALL_USERS, label: "-- Todos los usuarios --" }, ...users.map((u) => ({ id: u.id, label: u.username }))];
  const logs = data.registrosActividad.edges.map((e) => e.node);
  const total = data.registrosActividad.totalCount;

  function refuse(field: string, message: string) {
    setErrors({ [field]: message });
    toastError(message, "Error de validación");
  }

  function filter() {
    const incomplete = incompleteDates(filters.current);
    if (incomplete) return refuse(incomplete.field, incomplete.message);
    if (!from || !to) return refuse(from ? "fechaHasta" : "fechaDesde", LOG_DATES_REQUIRED);
    const problem = logWindowProblem(from, to);
    if (problem) return refuse("fechaDesde", problem);
    setErrors({});
    const next = { from, to, userKey, accesos };
    startFiltering(() => {
      refetch(
        { fromDate: from.toString(), toDate: to.toString(), usuarioId: userKey === ALL_USERS ? null : userKey, accesos },
        {
          fetchPolicy: "network-only",
          onComplete: (error) => {
            if (error) return toastError(error.message);
            setApplied(next);
            toastSuccess("Filtros aplicados correctamente");
          },
        },
      );
    });
  }

  async function download() {
    setDownloading(true);
    try {
      const usuarioId = users.find((u) => u.id === applied.userKey)?.databaseId ?? null;
      const filter = { fromDate: applied.from.toString(), toDate: applied.to.toString(), usuarioId, accesos: applied.accesos };
      await downloadFile("/api/logs/report", filter, "informe-actividad.pdf");
    } catch (error) {
      toastError((error as Error).message, "Error al descargar el PDF");
    } finally {
      setDownloading(false);
    }
  }

  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-6">
      <h1 className="text-2xl font-bold text-slate-900">Registros de Actividad</h1>
      <Card className="p-4">
        <Form
          isSending={isFiltering}
          ref={filters}
          onSubmit={filter}
          validationErrors={errors}
          className="grid items-start gap-4 md:grid-cols-[1fr_1fr_1.3fr_auto]"
        >
          <DatePicker
            name="fechaDesde"
            label="Fecha desde"
            value={from}
            onChange={setFrom}
            maxValue={to ?? undefined}
            incompleteMessage={LOG_FROM_INCOMPLETE}
          />
          <DatePicker name="fechaHasta" label="Fecha hasta" value={to} onChange={setTo} minValue={from ?? undefined} incompleteMessage={LOG_TO_INCOMPLETE} />
          <Select label="Usuario" options={userOptions} selectedKey={userKey} onSelectionChange={(key) => setUserKey(String(key ?? ALL_USERS))} />
          <SubmitButton icon={Filter} pendingLabel="Filtrando..." className="md:mt-6">
            Filtrar
          </SubmitButton>
          <Checkbox isSelected={accesos} onChange={setAccesos} className="md:col-span-4">
            Solo accesos a datos personales (consultas de la ficha de una persona, búsquedas por DNI y exportaciones)
          </Checkbox>
        </Form>
      </Card>
      <Card className="p-4">
        <div className="mb-3 flex flex-wrap items-center justify-between gap-3">
          <h2 className="text-base font-semibold text-slate-900">
            Registros{" "}
            <span className="font-normal text-slate-500" data-testid="logs-count">
              ({total} registros)
            </span>
          </h2>
          <Button variant="secondary" onPress={download} isDisabled={total === 0} isPending={isDownloading}>
            <Download size={16} aria-hidden />
            {isDownloading ? "Generando..." : "Descargar Informe"}
          </Button>
        </div>
        <TableFrame maxHeight="24rem">
          <Table aria-label="Registros de actividad" phoneCards>
            <TableHeader>
              <Column isRowHeader className="w-48">
                Fecha y Hora
              </Column>
              <Column className="w-48">Usuario</Column>
              <Column>Descripción</Column>
            </TableHeader>
            <TableBody renderEmptyState={() => <EmptyState>No hay registros que mostrar. Aplica filtros para ver resultados.</EmptyState>}>
              <TableRows items={logs}>
                {(log) => (
                  <Row id={log.id} textValue={log.descripcion}>
                    <Cell phone="title" className="whitespace-nowrap tabular-nums">
                      {formatDateTime(new Date(log.fechaHora), query.appStatus.zonaHoraria)}
                    </Cell>
                    <Cell label="Usuario">{log.username}</Cell>
                    <Cell label="Descripción">{log.descripcion}</Cell>
                  </Row>
                )}
              </TableRows>
              {hasNext && <TableLoadMore isLoading={isLoadingNext} onLoadMore={() => loadNext(PAGE_SIZE)} />}
            </TableBody>
          </Table>
        </TableFrame>
      </Card>
    </div>
  );
}
