import { FileText } from "lucide-react";
import { graphql, useFragment } from "react-relay/hooks";
import type { ObservacionRow_observacion$data, ObservacionRow_observacion$key } from "../../__generated__/ObservacionRow_observacion.graphql.ts";
import { LinkButton } from "../../ui/Button.tsx";
import { Cell, Row } from "../../ui/Table.tsx";
import { RowActions } from "../lists/RowActions.tsx";
import { formatDateTime } from "./formatDateTime.ts";

export type ObservacionFields = ObservacionRow_observacion$data;

type Props = {
  observacion: ObservacionRow_observacion$key;
  /** The shelter's zone (`appStatus.zonaHoraria`): times read on its clock. */
  timeZone: string;
  onEdit: (observacion: ObservacionFields) => void;
  onDelete: (observacion: ObservacionFields) => void;
};

/** One row of the Observaciones tab (spec section 2): fecha y hora, descripción (marked when sanitaria), tratamiento, inicio, fin, documento. */
export function ObservacionRow({ observacion, timeZone, onEdit, onDelete }: Props) {
  const o = useFragment(
    graphql`
      fragment ObservacionRow_observacion on Observacion {
        id
        fechaHora
        descripcion
        tratamiento
        sanitaria
        tratamientoFechaInicio
        tratamientoFechaFin
        documentacion
      }
    `,
    observacion,
  );
  const when = formatDateTime(o.fechaHora, timeZone);
  const orDash = (iso: string | null | undefined) => (iso ? formatDateTime(iso, timeZone) : "-");
  return (
    <Row id={o.id}>
      <Cell phone="title" className="whitespace-nowrap tabular-nums">
        {when}
      </Cell>
      <Cell label="Descripción" className="max-w-80 break-words whitespace-normal">
        {(o.sanitaria || o.tratamiento) && <SanitariaMark />}
        {o.descripcion}
      </Cell>
      <Cell label="Tratamiento">{o.tratamiento ? "Sí" : "No"}</Cell>
      <Cell label="Inicio" className="whitespace-nowrap tabular-nums">
        {orDash(o.tratamientoFechaInicio)}
      </Cell>
      <Cell label="Fin" className="whitespace-nowrap tabular-nums">
        {orDash(o.tratamientoFechaFin)}
      </Cell>
      <Cell label="Documento">
        {o.documentacion ? (
          // A new tab on the document's API path: the session cookie opens it, sandboxed (docs/security.md).
          <LinkButton variant="secondary" size="sm" href={o.documentacion} target="_blank" rel="noopener">
            <FileText size={14} aria-hidden />
            Ver documento
          </LinkButton>
        ) : (
          "-"
        )}
      </Cell>
      <Cell phone="actions">
        <RowActions
          target={{ id: o.id, name: `la observación del ${when}` }}
          naming={`la observación del ${when}`}
          onEdit={() => onEdit(o)}
          onDelete={() => onDelete(o)}
        />
      </Cell>
    </Row>
  );
}

/** The mark of an observation the adopter receives with the animal's information (Ley 7/2023, art. 58.7); every treatment is one. */
function SanitariaMark() {
  return (
    <span
      className="mr-2 inline-flex rounded-full bg-sky-50 px-2 py-0.5 align-middle text-xs font-semibold whitespace-nowrap text-sky-800 ring-1 ring-sky-200"
      data-testid="observacion-sanitaria"
      title="Se incluye en la información para el adoptante"
    >
      Sanitaria
    </span>
  );
}
