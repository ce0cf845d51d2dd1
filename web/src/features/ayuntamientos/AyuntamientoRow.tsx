import { Check, Pencil, Trash2 } from "lucide-react";
import { graphql, useFragment } from "react-relay";
import type { AyuntamientoRow_ayuntamiento$key } from "../../__generated__/AyuntamientoRow_ayuntamiento.graphql.ts";
import { Button } from "../../ui/Button.tsx";
import { Cell, Row } from "../../ui/Table.tsx";
import { formatDireccion } from "./formatDireccion.ts";

type Actions = {
  onEdit: () => void;
  onDelete: (target: { id: string; name: string }) => void;
  /** Present in select mode only. */
  onSelect?: () => void;
  isSelecting?: boolean;
};

/** One row of the town hall table (spec section 2 "Municipalities"). */
export function AyuntamientoRow({ ayuntamiento, onEdit, onDelete, onSelect, isSelecting }: { ayuntamiento: AyuntamientoRow_ayuntamiento$key } & Actions) {
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
      <Cell className="font-mono text-xs whitespace-nowrap">{a.cif}</Cell>
      <Cell>{a.ayuntamiento}</Cell>
      <Cell>{formatDireccion(a)}</Cell>
      <Cell className="whitespace-nowrap">{a.telefono || "-"}</Cell>
      <Cell>
        <div className="flex justify-end gap-1">
          {onSelect && (
            <Button size="sm" variant="success" onPress={onSelect} isDisabled={isSelecting} aria-label={`Seleccionar ${a.ayuntamiento}`}>
              <Check size={14} aria-hidden />
              Seleccionar
            </Button>
          )}
          <Button size="sm" variant="ghost" onPress={onEdit} aria-label={`Editar ${a.ayuntamiento}`}>
            <Pencil size={14} aria-hidden />
            Editar
          </Button>
          <Button
            size="sm"
            variant="ghost"
            className="text-red-700 hover:bg-red-50"
            onPress={() => onDelete({ id: a.id, name: a.ayuntamiento })}
            aria-label={`Eliminar ${a.ayuntamiento}`}
          >
            <Trash2 size={14} aria-hidden />
            Eliminar
          </Button>
        </div>
      </Cell>
    </Row>
  );
}
