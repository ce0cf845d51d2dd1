import { EN_REFUGIO, ESTADO_FILTER_LABELS, type EstadoFilter, SIN_ENTRADAS } from "@rules/estadoFicha.ts";
import { formatDay } from "@rules/shelterClock.ts";
import { useState } from "react";
import { graphql, useFragment } from "react-relay/hooks";
import { useNavigate } from "react-router";
import type { AnimalListTable_query$key } from "../../__generated__/AnimalListTable_query.graphql.ts";
import type { AnimalListTable_row$data } from "../../__generated__/AnimalListTable_row.graphql.ts";
import { EditDeleteButtons } from "../../ui/EditDeleteButtons.tsx";
import { Pagination } from "../../ui/Pagination.tsx";
import { type StaticColumn, StaticCell, StaticRow, StaticTable } from "../../ui/StaticTable.tsx";
import { TableFrame } from "../../ui/TableFrame.tsx";
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

/** The spec's columns, with the photo, the especie (tipo) and the estado (beyond the spec). */
const COLUMNS: readonly StaticColumn[] = [
  { name: "Foto", hidden: true },
  "Nº Id",
  "Nº Registro",
  "Nombre",
  "Especie",
  "Nº Identificación",
  "Años",
  "Meses",
  "Talla",
  "Sexo",
  "Estado",
  { name: "Acciones", className: "text-right" },
];

/**
 * The record list's table, the shelter's longest, of plain elements (StaticTable): a double-click
 * on a row, a tap on its card, or Editar opens the ficha.
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
        <StaticTable label="Fichas registrales" phoneCards className="[&_td]:px-2 [&_th]:px-2" columns={COLUMNS} empty="No se encontraron fichas registrales.">
          {animals.map((animal) => (
            <StaticRow key={animal.databaseId} onOpen={() => open(animal.databaseId)}>
              <StaticCell phone="title" className="py-1.5">
                <AnimalThumbnail photoUrl={animal.photoUrl} nombre={animal.nombre} />
              </StaticCell>
              <StaticCell label="Nº Id" className="tabular-nums">
                {animal.databaseId}
              </StaticCell>
              <StaticCell phone="title" rowHeader className="font-medium">
                {animal.registro}
              </StaticCell>
              <StaticCell phone="title">{animal.nombre}</StaticCell>
              <StaticCell label="Especie">{animal.tipo?.tipo ?? ""}</StaticCell>
              <StaticCell label="Nº Identificación">
                {animal.identificacion ?? <span className="text-slate-400">—</span>}
                {animal.identificacionNoIso && (
                  <span className="block">
                    <NonIsoWarning />
                  </span>
                )}
              </StaticCell>
              <StaticCell label="Años" className="tabular-nums">
                {animal.edadAnios}
              </StaticCell>
              <StaticCell label="Meses" className="tabular-nums">
                {animal.edadMeses}
              </StaticCell>
              <StaticCell label="Talla">{animal.talla?.talla ?? ""}</StaticCell>
              <StaticCell label="Sexo">{animal.sexo?.sexo ?? ""}</StaticCell>
              <StaticCell label="Estado">
                <EstadoBadge estado={animal.estado} />
              </StaticCell>
              <StaticCell phone="actions">
                <EditDeleteButtons
                  name={animal.registro}
                  onEdit={() => open(animal.databaseId)}
                  onDelete={() => setDeleteTarget({ id: animal.id, databaseId: animal.databaseId, registro: animal.registro, nombre: animal.nombre })}
                />
              </StaticCell>
            </StaticRow>
          ))}
        </StaticTable>
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
