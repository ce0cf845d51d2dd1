import { graphql, useFragment } from "react-relay/hooks";
import type { EntradaSalidaTable_entradasSalidas$key } from "../../__generated__/EntradaSalidaTable_entradasSalidas.graphql.ts";
import { Cell, Column, Row, Table, TableBody, TableHeader } from "../../ui/Table.tsx";
import { EmptyState, TableFrame } from "../../ui/TableFrame.tsx";
import { formatDay } from "@rules/shelterClock.ts";

/** The ficha's E/S table (spec section 2): newest first; a click selects a row. */
export function EntradaSalidaTable(props: {
  entradasSalidas: EntradaSalidaTable_entradasSalidas$key;
  selectedId: string | null;
  onSelect: (id: string) => void;
}) {
  const rows = useFragment(
    graphql`
      fragment EntradaSalidaTable_entradasSalidas on EntradaSalida @relay(plural: true) {
        id
        databaseId
        fechaLlegada
        fechaSalida
        procedencia {
          procedencia
        }
        destino {
          databaseId
          destino
        }
      }
    `,
    props.entradasSalidas,
  );
  return (
    <TableFrame maxHeight="16rem">
      <Table
        aria-label="Entradas y salidas"
        phoneCards
        selectionMode="single"
        selectionBehavior="replace"
        disallowEmptySelection
        selectedKeys={props.selectedId ? [props.selectedId] : []}
        onSelectionChange={(keys) => {
          const [key] = keys === "all" ? [] : [...keys];
          if (key !== undefined) props.onSelect(String(key));
        }}
      >
        <TableHeader>
          <Column>Nº Id</Column>
          <Column isRowHeader>Fecha Llegada</Column>
          <Column>Procedencia</Column>
          <Column>Fecha Salida</Column>
          <Column>Destino</Column>
        </TableHeader>
        <TableBody items={rows} renderEmptyState={() => <EmptyState>Este animal no tiene entradas ni salidas. Pulse 'Añadir Entrada'.</EmptyState>}>
          {(row) => (
            <Row id={row.id} textValue={`Entrada/salida ${row.databaseId}`}>
              <Cell label="Nº Id" className="tabular-nums">
                {row.databaseId}
              </Cell>
              <Cell phone="title" className="tabular-nums">
                {formatDay(row.fechaLlegada)}
              </Cell>
              <Cell label="Procedencia">{row.procedencia?.procedencia ?? <span className="text-slate-500">Sin procedencia</span>}</Cell>
              <Cell label="Fecha Salida" className="tabular-nums">
                {row.fechaSalida ? formatDay(row.fechaSalida) : <span className="text-slate-500">—</span>}
              </Cell>
              <Cell label="Destino">{row.destino.destino}</Cell>
            </Row>
          )}
        </TableBody>
      </Table>
    </TableFrame>
  );
}
