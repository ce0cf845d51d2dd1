import { graphql, useFragment } from "react-relay/hooks";
import type { PersonaRow_persona$key } from "../../__generated__/PersonaRow_persona.graphql.ts";
import { Cell, Row } from "../../ui/Table.tsx";
import { RowActions, type RowActionHandlers } from "../lists/RowActions.tsx";
import { PersonaDataRights } from "../proteccionDatos/PersonaDataRights.tsx";
import { useIsAdmin } from "../session/AdminOnly.tsx";
import { personaFullName } from "./personaName.ts";

/** One row of the people table (spec section 2 "People"); empty optional cells show '-'. */
export function PersonaRow({ persona, connectionId, ...actions }: { persona: PersonaRow_persona$key; connectionId: string } & RowActionHandlers) {
  const isAdmin = useIsAdmin();
  const p = useFragment(
    graphql`
      fragment PersonaRow_persona on Persona {
        id
        databaseId
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
      <Cell label="DNI" className="font-mono text-xs whitespace-nowrap">
        {p.dni}
      </Cell>
      <Cell phone="title">{p.nombre}</Cell>
      <Cell phone="title">{[p.apellido1, p.apellido2].filter(Boolean).join(" ")}</Cell>
      <Cell label="Teléfono" className="whitespace-nowrap">
        {p.telefono1 || "-"}
      </Cell>
      <Cell label="Email" className="max-w-56 truncate">
        {p.email || "-"}
      </Cell>
      <Cell label="¿Puede Adoptar?">
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
      <Cell phone="actions">
        <div className="flex flex-wrap justify-end gap-1">
          {isAdmin && !actions.onSelect && <PersonaDataRights persona={{ id: p.id, databaseId: p.databaseId, name }} connectionId={connectionId} />}
          <RowActions target={{ id: p.id, name }} naming={`a ${name}`} {...actions} />
        </div>
      </Cell>
    </Row>
  );
}
