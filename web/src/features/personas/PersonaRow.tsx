import { Check, Pencil, Trash2 } from "lucide-react";
import { graphql, useFragment } from "react-relay";
import type { PersonaRow_persona$key } from "../../__generated__/PersonaRow_persona.graphql.ts";
import { Button } from "../../ui/Button.tsx";
import { Cell, Row } from "../../ui/Table.tsx";
import { personaFullName } from "./personaName.ts";

export type PersonaRowActions = {
  onEdit: () => void;
  onDelete: (target: { id: string; name: string }) => void;
  /** Present in select mode only. */
  onSelect?: () => void;
  isSelecting?: boolean;
};

/** One row of the people table (spec section 2 "People"); empty optional cells show '-'. */
export function PersonaRow({ persona, onEdit, onDelete, onSelect, isSelecting }: { persona: PersonaRow_persona$key } & PersonaRowActions) {
  const p = useFragment(
    graphql`
      fragment PersonaRow_persona on Persona {
        id
        dni
        nombre
        apellido1
        apellido2
        telefono1
        email
        adopcion
      }
    `,
    persona,
  );
  const name = personaFullName(p);
  return (
    <Row id={p.id}>
      <Cell className="font-mono text-xs whitespace-nowrap">{p.dni}</Cell>
      <Cell>{p.nombre}</Cell>
      <Cell>{[p.apellido1, p.apellido2].filter(Boolean).join(" ")}</Cell>
      <Cell className="whitespace-nowrap">{p.telefono1 || "-"}</Cell>
      <Cell className="max-w-56 truncate" >{p.email || "-"}</Cell>
      <Cell>
        <span
          className={
            p.adopcion
              ? "rounded-full bg-emerald-50 px-2 py-0.5 text-xs font-medium text-emerald-800"
              : "rounded-full bg-slate-100 px-2 py-0.5 text-xs font-medium text-slate-600"
          }
        >
          {p.adopcion ? "Sí" : "No"}
        </span>
      </Cell>
      <Cell>
        <div className="flex justify-end gap-1">
          {onSelect && (
            <Button size="sm" variant="success" onPress={onSelect} isDisabled={isSelecting} aria-label={`Seleccionar a ${name}`}>
              <Check size={14} aria-hidden />
              Seleccionar
            </Button>
          )}
          <Button size="sm" variant="ghost" onPress={onEdit} aria-label={`Editar a ${name}`}>
            <Pencil size={14} aria-hidden />
            Editar
          </Button>
          <Button size="sm" variant="ghost" className="text-red-700 hover:bg-red-50" onPress={() => onDelete({ id: p.id, name })} aria-label={`Eliminar a ${name}`}>
            <Trash2 size={14} aria-hidden />
            Eliminar
          </Button>
        </div>
      </Cell>
    </Row>
  );
}
