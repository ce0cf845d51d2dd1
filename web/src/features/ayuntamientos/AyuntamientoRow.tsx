import { graphql, useFragment } from "react-relay/hooks";
import type { AyuntamientoRow_ayuntamiento$key } from "../../__generated__/AyuntamientoRow_ayuntamiento.graphql.ts";
import { Cell, Row } from "../../ui/Table.tsx";
import { RowActions, type RowActionHandlers } from "../lists/RowActions.tsx";
import { formatDireccion } from "./formatDireccion.ts";

/** One row of the town hall table (spec section 2 "Municipalities"). */
export function AyuntamientoRow({ ayuntamiento, ...actions }: { ayuntamiento: AyuntamientoRow_ayuntamiento$key } & RowActionHandlers) {
  const a = useFragment(
    graphql`
      fragment AyuntamientoRow_ayuntamiento on Ayuntamiento {
        id
        cif
        ayuntamiento
        direccion
        codigoPostal
        localidad
        telefono
      }
    `,
    ayuntamiento,
  );
  return (
    <Row id={a.id}>
      <Cell label="CIF" className="font-mono text-xs whitespace-nowrap">
        {a.cif}
      </Cell>
      <Cell phone="title">{a.ayuntamiento}</Cell>
      <Cell label="Dirección">{formatDireccion(a)}</Cell>
      <Cell label="Teléfono" className="whitespace-nowrap">
        {a.telefono || "-"}
      </Cell>
      <Cell phone="actions">
        <RowActions target={{ id: a.id, name: a.ayuntamiento }} naming={a.ayuntamiento} {...actions} />
      </Cell>
    </Row>
  );
}
