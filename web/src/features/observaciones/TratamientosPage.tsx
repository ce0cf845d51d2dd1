import { graphql } from "react-relay/hooks";
import { useNavigation } from "react-router";
import type { TratamientosPageQuery as TratamientosPageQueryType } from "../../__generated__/TratamientosPageQuery.graphql.ts";
import { useRouteQuery } from "../../relay/useRouteQuery.ts";
import { LinkButton } from "../../ui/Button.tsx";
import { Pagination } from "../../ui/Pagination.tsx";
import { Cell, Column, Row, Table, TableBody, TableHeader } from "../../ui/Table.tsx";
import { EmptyState, TableFrame } from "../../ui/TableFrame.tsx";
import { cn } from "../../ui/cn.ts";
import { AnimalThumbnail } from "../animales/AnimalThumbnail.tsx";
import { usePageParams } from "../lists/listParams.ts";
import { fichaObservacionesHref, formatDateTime } from "./formatDateTime.ts";

export const TratamientosPageQuery = graphql`
  query TratamientosPageQuery($page: Int!) {
    appStatus {
      zonaHoraria
    }
    tratamientosEnCurso(page: $page, first: 10) {
      totalCount
      animalesEnTratamiento
      page
      totalPages
      edges {
        node {
          id
          databaseId
          entradaSalidaDatabaseId
          descripcion
          tratamientoFechaInicio
          tratamientoFechaFin
          diasDesdeInicio
          animal {
            databaseId
            nombre
            registro
            photoUrl
          }
        }
      }
    }
  }
`;

const days = (n: number) => (n === 1 ? "1 día" : `${n} días`);

/** 'Tratamientos en curso': every open treatment of the shelter, the most recently started first. */
export function TratamientosPage() {
  const { tratamientosEnCurso: list, appStatus } = useRouteQuery<TratamientosPageQueryType>(TratamientosPageQuery);
  const { setPage } = usePageParams();
  const navigation = useNavigation();
  const busy = navigation.state === "loading" && navigation.location?.pathname === window.location.pathname;
  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-5">
      <header>
        <h1 className="text-2xl font-bold text-slate-900">Tratamientos en curso</h1>
        <p className="mt-1 text-sm text-slate-500" data-testid="tratamientos-total">
          {list.totalCount === 1 ? "1 tratamiento" : `${list.totalCount} tratamientos`} ·{" "}
          {list.animalesEnTratamiento === 1 ? "1 animal en tratamiento" : `${list.animalesEnTratamiento} animales en tratamiento`}
        </p>
      </header>
      <div className={cn("flex flex-col gap-4 transition-opacity", busy && "opacity-60")} aria-busy={busy}>
        <TableFrame>
          <Table aria-label="Tratamientos en curso" phoneCards>
            <TableHeader>
              <Column isRowHeader>Animal</Column>
              <Column>Descripción</Column>
              <Column className="whitespace-nowrap">Inicio</Column>
              <Column className="whitespace-nowrap">Días</Column>
              <Column className="whitespace-nowrap">Fin</Column>
              <Column className="text-right">Ficha</Column>
            </TableHeader>
            <TableBody items={list.edges.map((edge) => edge.node)} renderEmptyState={() => <EmptyState>No hay tratamientos en curso.</EmptyState>}>
              {(t) => (
                <Row id={t.id}>
                  <Cell phone="title">
                    <div className="flex items-center gap-3">
                      <AnimalThumbnail photoUrl={t.animal.photoUrl} nombre={t.animal.nombre} />
                      <span>
                        <span className="block font-medium text-slate-900">{t.animal.nombre}</span>
                        <span className="block font-mono text-xs text-slate-500">{t.animal.registro}</span>
                      </span>
                    </div>
                  </Cell>
                  <Cell label="Descripción" className="max-w-96 break-words">
                    {t.descripcion}
                  </Cell>
                  <Cell label="Inicio" className="whitespace-nowrap tabular-nums">
                    {t.tratamientoFechaInicio ? formatDateTime(t.tratamientoFechaInicio, appStatus.zonaHoraria) : "-"}
                  </Cell>
                  <Cell label="Días" className="whitespace-nowrap tabular-nums">
                    {t.diasDesdeInicio == null ? "-" : days(t.diasDesdeInicio)}
                  </Cell>
                  <Cell label="Fin" className="whitespace-nowrap tabular-nums">
                    {t.tratamientoFechaFin ? formatDateTime(t.tratamientoFechaFin, appStatus.zonaHoraria) : "Sin fecha de fin"}
                  </Cell>
                  <Cell phone="actions" className="text-right">
                    <LinkButton
                      variant="secondary"
                      href={fichaObservacionesHref(t.animal.databaseId, t.entradaSalidaDatabaseId)}
                      aria-label={`Ver ficha de ${t.animal.nombre}, en Observaciones`}
                    >
                      Ver ficha
                    </LinkButton>
                  </Cell>
                </Row>
              )}
            </TableBody>
          </Table>
        </TableFrame>
        <Pagination page={list.page} totalPages={list.totalPages} onPageChange={(n) => setPage(n)} isLoading={busy} />
      </div>
    </div>
  );
}
