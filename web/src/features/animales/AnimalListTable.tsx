import { EN_REFUGIO, ESTADO_FILTER_LABELS, type EstadoFilter, SIN_ENTRADAS } from "@rules/estadoFicha.ts";
import { formatDay } from "@rules/shelterClock.ts";
import { useState } from "react";
import { graphql, useFragment } from "react-relay/hooks";
import { useNavigate } from "react-router";
import type { AnimalListTable_query$key } from "../../__generated__/AnimalListTable_query.graphql.ts";
import type { AnimalListTable_row$data } from "../../__generated__/AnimalListTable_row.graphql.ts";
import { EditDeleteButtons } from "../../ui/EditDeleteButtons.tsx";
import { Pagination } from "../../ui/Pagination.tsx";
import { Cell, Column, EmptyState, Row, Table, TableBody, TableFrame, TableHeader } from "../../ui/Table.tsx";
import { useStepBackPastLastPage } from "../lists/listParams.ts";
import { AnimalThumbnail } from "./AnimalThumbnail.tsx";
import { NonIsoWarning } from "./NonIsoWarning.tsx";
import { DeleteAnimalDialog, type DeleteTarget } from "./DeleteAnimalDialog.tsx";

/** A row's fields, also what a created or modified ficha brings back to the list. */
export const AnimalListTableRow = graphql`
  fragment AnimalListTable_row on Animal {
    id
    databaseId
    registro
    nombre
    identificacion
    identificacionNoIso
    edadAnios
    edadMeses
    photoUrl
    tipo {
      tipo
    }
    talla {
      talla
    }
    sexo {
      sexo
    }
    estado {
      enRefugio
      destino {
        destino
      }
      fechaSalida
    }
  }
`;

/**
 * The record list's table: the spec's columns, with the photo, the especie (tipo) and the estado
 * (beyond the spec); a double-click or Enter on a row, or Editar, opens the ficha.
 */
export function AnimalListTable(props: {
  query: AnimalListTable_query$key;
  search: string;
  estado: EstadoFilter;
  page: number;
  onPageChange: (page: number) => void;
}) {
  const data = useFragment(
    graphql`
      fragment AnimalListTable_query on Query
      @argumentDefinitions(search: { type: "String" }, estado: { type: "EstadoFichaFiltro" }, page: { type: "Int!" }) {
        animales(search: $search, estado: $estado, page: $page, first: 25)
          @connection(key: "AnimalListTable_animales", filters: ["search", "estado", "page"]) {
          __id
          totalCount
          totalPages
          edges {
            node {
              ...AnimalListTable_row @relay(mask: false)
            }
          }
        }
      }
    `,
    props.query,
  );
  const navigate = useNavigate();
  const [deleteTarget, setDeleteTarget] = useState<DeleteTarget | null>(null);
  const animals = data.animales.edges.map((edge) => edge.node);
  const open = (databaseId: number) => navigate(`/animales?id=${databaseId}`);
  const total = data.animales.totalCount;
  useStepBackPastLastPage(data.animales.totalPages);

  return (
    <section className="flex flex-col gap-3" aria-label="Fichas registrales">
      <p className="text-sm text-slate-600" data-testid="animal-count">
        {total === 1 ? "1 ficha registral" : `${total} fichas registrales`}
        {props.estado !== "todos" && ` ${ESTADO_FILTER_LABELS[props.estado].toLowerCase()}`}
        {props.search && ` para «${props.search}»`}
      </p>
      <TableFrame>
        {/* Twelve columns: narrower padding keeps the actions in view at a desk with the sidebar open. */}
        <Table aria-label="Fichas registrales" phoneCards className="[&_td]:px-2 [&_th]:px-2" onOpenRow={(key) => open(Number(key))}>
          <TableHeader>
            <Column>
              <span className="sr-only">Foto</span>
            </Column>
            <Column>Nº Id</Column>
            <Column isRowHeader>Nº Registro</Column>
            <Column>Nombre</Column>
            <Column>Especie</Column>
            <Column>Nº Identificación</Column>
            <Column>Años</Column>
            <Column>Meses</Column>
            <Column>Talla</Column>
            <Column>Sexo</Column>
            <Column>Estado</Column>
            <Column className="text-right">Acciones</Column>
          </TableHeader>
          <TableBody items={animals} renderEmptyState={() => <EmptyState>No se encontraron fichas registrales.</EmptyState>}>
            {(animal) => (
              <Row id={animal.databaseId} textValue={`${animal.registro} ${animal.nombre}`}>
                <Cell phone="title" className="py-1.5">
                  <AnimalThumbnail photoUrl={animal.photoUrl} nombre={animal.nombre} />
                </Cell>
                <Cell label="Nº Id" className="tabular-nums">
                  {animal.databaseId}
                </Cell>
                <Cell phone="title" className="font-medium">
                  {animal.registro}
                </Cell>
                <Cell phone="title">{animal.nombre}</Cell>
                <Cell label="Especie">{animal.tipo?.tipo ?? ""}</Cell>
                <Cell label="Nº Identificación">
                  {animal.identificacion ?? <span className="text-slate-400">—</span>}
                  {animal.identificacionNoIso && (
                    <span className="block">
                      <NonIsoWarning />
                    </span>
                  )}
                </Cell>
                <Cell label="Años" className="tabular-nums">
                  {animal.edadAnios}
                </Cell>
                <Cell label="Meses" className="tabular-nums">
                  {animal.edadMeses}
                </Cell>
                <Cell label="Talla">{animal.talla?.talla ?? ""}</Cell>
                <Cell label="Sexo">{animal.sexo?.sexo ?? ""}</Cell>
                <Cell label="Estado">
                  <EstadoBadge estado={animal.estado} />
                </Cell>
                <Cell phone="actions">
                  <EditDeleteButtons
                    name={animal.registro}
                    onEdit={() => open(animal.databaseId)}
                    onDelete={() => setDeleteTarget({ id: animal.id, databaseId: animal.databaseId, registro: animal.registro, nombre: animal.nombre })}
                  />
                </Cell>
              </Row>
            )}
          </TableBody>
        </Table>
      </TableFrame>
      <Pagination page={props.page} totalPages={data.animales.totalPages} onPageChange={props.onPageChange} />
      <DeleteAnimalDialog
        target={deleteTarget}
        from="list"
        connections={[data.animales.__id]}
        onCancel={() => setDeleteTarget(null)}
        onFinished={() => setDeleteTarget(null)}
      />
    </section>
  );
}

/**
 * 'En refugio' stands out; otherwise the last destino with its exit day under it (so the column
 * stays narrow), or 'Sin entradas'.
 */
function EstadoBadge({ estado }: { estado: AnimalListTable_row$data["estado"] }) {
  if (estado.enRefugio) {
    return (
      <span className="inline-flex rounded-full bg-emerald-50 px-2 py-0.5 text-xs font-medium whitespace-nowrap text-emerald-800 ring-1 ring-emerald-200">
        {EN_REFUGIO}
      </span>
    );
  }
  if (!estado.destino) return <span className="text-slate-500">{SIN_ENTRADAS}</span>;
  return (
    <span>
      {estado.destino.destino}
      {estado.fechaSalida && <span className="block text-xs text-slate-500 tabular-nums">{formatDay(estado.fechaSalida)}</span>}
    </span>
  );
}
