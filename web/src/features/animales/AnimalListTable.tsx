import { Pencil, Trash2 } from "lucide-react";
import { useState } from "react";
import { graphql, useFragment } from "react-relay";
import { useNavigate } from "react-router";
import type { AnimalListTable_query$key } from "../../__generated__/AnimalListTable_query.graphql.ts";
import { Button } from "../../ui/Button.tsx";
import { Pagination } from "../../ui/Pagination.tsx";
import { Cell, Column, EmptyState, Row, Table, TableBody, TableFrame, TableHeader } from "../../ui/Table.tsx";
import { useStepBackPastLastPage } from "../lists/listParams.ts";
import { DeleteAnimalDialog, type DeleteTarget } from "./DeleteAnimalDialog.tsx";

/** A row's fields, also what a created or modified ficha brings back to the list. */
export const AnimalListTableRow = graphql`
  fragment AnimalListTable_row on Animal {
    id
    databaseId
    registro
    nombre
    identificacion
    edadAnios
    edadMeses
    talla {
      talla
    }
    sexo {
      sexo
    }
  }
`;

/** The record list's table: a double-click or Enter on a row, or Editar, opens the ficha. */
export function AnimalListTable(props: { query: AnimalListTable_query$key; search: string; page: number; onPageChange: (page: number) => void }) {
  const data = useFragment(
    graphql`
      fragment AnimalListTable_query on Query @argumentDefinitions(search: { type: "String" }, page: { type: "Int!" }) {
        animales(search: $search, page: $page, first: 25) @connection(key: "AnimalListTable_animales", filters: ["search", "page"]) {
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
        {props.search && ` para «${props.search}»`}
      </p>
      <TableFrame>
        <Table aria-label="Fichas registrales" phoneCards onOpenRow={(key) => open(Number(key))}>
          <TableHeader>
            <Column>Nº Id</Column>
            <Column isRowHeader>Nº Registro</Column>
            <Column>Nombre</Column>
            <Column>Nº Identificación</Column>
            <Column>Años</Column>
            <Column>Meses</Column>
            <Column>Talla</Column>
            <Column>Sexo</Column>
            <Column className="text-right">Acciones</Column>
          </TableHeader>
          <TableBody items={animals} renderEmptyState={() => <EmptyState>No se encontraron fichas registrales.</EmptyState>}>
            {(animal) => (
              <Row id={animal.databaseId} textValue={`${animal.registro} ${animal.nombre}`}>
                <Cell label="Nº Id" className="tabular-nums">
                  {animal.databaseId}
                </Cell>
                <Cell phone="title" className="font-medium">
                  {animal.registro}
                </Cell>
                <Cell phone="title">{animal.nombre}</Cell>
                <Cell label="Nº Identificación">{animal.identificacion ?? <span className="text-slate-400">—</span>}</Cell>
                <Cell label="Años" className="tabular-nums">
                  {animal.edadAnios}
                </Cell>
                <Cell label="Meses" className="tabular-nums">
                  {animal.edadMeses}
                </Cell>
                <Cell label="Talla">{animal.talla?.talla ?? ""}</Cell>
                <Cell label="Sexo">{animal.sexo?.sexo ?? ""}</Cell>
                <Cell phone="actions">
                  <div className="flex justify-end gap-1">
                    <Button variant="ghost" size="sm" onPress={() => open(animal.databaseId)} aria-label={`Editar ${animal.registro}`}>
                      <Pencil size={14} aria-hidden />
                      Editar
                    </Button>
                    <Button
                      variant="destructiveGhost"
                      size="sm"
                      aria-label={`Eliminar ${animal.registro}`}
                      onPress={() => setDeleteTarget({ id: animal.id, databaseId: animal.databaseId, registro: animal.registro, nombre: animal.nombre })}
                    >
                      <Trash2 size={14} aria-hidden />
                      Eliminar
                    </Button>
                  </div>
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
