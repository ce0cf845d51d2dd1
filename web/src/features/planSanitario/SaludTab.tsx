import { todayIn } from "@rules/shelterClock.ts";
import { bySaludOrder, DIAS_PROXIMOS } from "@rules/planSanitario.ts";
import { formatDay } from "@rules/shelterClock.ts";
import { CalendarClock, Check, FileText, Plus, X } from "lucide-react";
import { useState } from "react";
import { graphql, useFragment, useLazyLoadQuery } from "react-relay/hooks";
import type { SaludItem_actuacion$data, SaludItem_actuacion$key } from "../../__generated__/SaludItem_actuacion.graphql.ts";
import type { SaludTabQuery } from "../../__generated__/SaludTabQuery.graphql.ts";
import { Loading } from "../../ui/Loading.tsx";
import { Button, LinkButton } from "../../ui/Button.tsx";
import { Cell, Column, Row, Table, TableBody, TableHeader } from "../../ui/Table.tsx";
import { EmptyState, TableFrame } from "../../ui/TableFrame.tsx";
import { toastSuccess } from "../../ui/Toast.tsx";
import { formatDateTime } from "../observaciones/formatDateTime.ts";
import { CambiarActuacionDialog, type ItemChange } from "./CambiarActuacionDialog.tsx";
import { EstadoBadge, estadoShown } from "./EstadoBadge.tsx";
import { PuntualDialog } from "./PuntualDialog.tsx";
import { type ItemToRecord, RegistrarDialog } from "./RegistrarDialog.tsx";
import { SaludItemFragment } from "./SaludItem.ts";

/**
 * The ficha's 'Salud' tab: the animal's actuaciones of the plan sanitario (they belong to the
 * animal, not to one E/S), read with their own query when the tab is opened.
 */
export function SaludTabPanel(props: { animalId: string }) {
  return (
    <Loading text="Cargando el plan sanitario…" inset>
      <SaludTabLoader animalId={props.animalId} />
    </Loading>
  );
}

function SaludTabLoader({ animalId }: { animalId: string }) {
  const data = useLazyLoadQuery<SaludTabQuery>(
    graphql`
      query SaludTabQuery($id: ID!) {
        appStatus {
          zonaHoraria
        }
        node(id: $id) {
          ... on Animal {
            id
            nombre
            tipo {
              databaseId
            }
            actuacionesSanitarias {
              id
              estado
              fechaPrevista
              ...SaludItem_actuacion
            }
          }
        }
      }
    `,
    { id: animalId },
    { fetchPolicy: "store-and-network" },
  );
  const animal = data.node;
  if (!animal?.id || !animal.actuacionesSanitarias) return null;
  return (
    <SaludTab
      animal={{ id: animal.id, nombre: animal.nombre ?? "", tipoDatabaseId: animal.tipo?.databaseId ?? null }}
      items={animal.actuacionesSanitarias}
      timeZone={data.appStatus.zonaHoraria}
    />
  );
}

type AnimalShown = { id: string; nombre: string; tipoDatabaseId: number | null };

function SaludTab({
  animal,
  items,
  timeZone,
}: {
  animal: AnimalShown;
  items: readonly (SaludItem_actuacion$key & { id: string; estado: string; fechaPrevista: string })[];
  timeZone: string;
}) {
  const [recording, setRecording] = useState<ItemToRecord | null>(null);
  const [changing, setChanging] = useState<ItemChange | null>(null);
  const [adding, setAdding] = useState(false);
  const [announced, setAnnounced] = useState("");
  const today = todayIn(timeZone);
  const days = { today: today.toString(), last: today.add({ days: DIAS_PROXIMOS }).toString() };
  // A new item joins the list in the store wherever it falls.
  const sorted = [...items].sort(bySaludOrder);
  return (
    <div className="flex flex-col gap-3 pt-3">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 className="text-base font-semibold text-slate-900">Plan sanitario de {animal.nombre}</h2>
        <Button onPress={() => setAdding(true)}>
          <Plus size={16} aria-hidden />
          Añadir actuación
        </Button>
      </div>
      {/* Always in the page, so a screen reader announces what is put in it. */}
      <div role="status" data-testid="salud-resultado">
        {announced && <p className="text-sm text-emerald-800">{announced}</p>}
      </div>
      <TableFrame>
        <Table aria-label={`Actuaciones sanitarias de ${animal.nombre}`} phoneCards>
          <TableHeader>
            <Column isRowHeader>Actuación</Column>
            <Column className="whitespace-nowrap">Fecha prevista</Column>
            <Column>Estado</Column>
            <Column>Realizada</Column>
            <Column className="text-right">Acciones</Column>
          </TableHeader>
          <TableBody items={sorted} renderEmptyState={() => <EmptyState>No hay actuaciones sanitarias.</EmptyState>}>
            {(item) => (
              <SaludRow
                key={item.id}
                item={item}
                animalNombre={animal.nombre}
                timeZone={timeZone}
                days={days}
                onRegistrar={setRecording}
                onChange={setChanging}
              />
            )}
          </TableBody>
        </Table>
      </TableFrame>
      <RegistrarDialog
        item={recording}
        onClose={() => setRecording(null)}
        timeZone={timeZone}
        animalId={animal.id}
        onRecorded={(message) => {
          setAnnounced(message);
          toastSuccess("Actuación registrada", message);
        }}
      />
      <CambiarActuacionDialog change={changing} onClose={() => setChanging(null)} />
      <PuntualDialog isOpen={adding} onClose={() => setAdding(false)} animal={animal} timeZone={timeZone} />
    </div>
  );
}

function SaludRow(props: {
  item: SaludItem_actuacion$key & { id: string };
  animalNombre: string;
  timeZone: string;
  days: { today: string; last: string };
  onRegistrar: (item: ItemToRecord) => void;
  onChange: (change: ItemChange) => void;
}) {
  const item = useFragment(SaludItemFragment, props.item);
  const estado = estadoShown(item.estado, item.fechaPrevista, props.days.today, props.days.last);
  const nombre = item.actuacion.nombre;
  return (
    <Row id={item.id}>
      <Cell phone="title">
        <span className="block font-medium text-slate-900">{nombre}</span>
        {item.notas && <span className="block text-xs text-slate-600">{item.notas}</span>}
      </Cell>
      <Cell label="Fecha prevista" className="whitespace-nowrap tabular-nums">
        {formatDay(item.fechaPrevista)}
      </Cell>
      <Cell label="Estado">
        <EstadoBadge estado={estado} />
        {item.motivo && <span className="mt-1 block text-xs text-slate-600">{item.motivo}</span>}
      </Cell>
      <Cell label="Realizada" className="text-sm">
        {item.realizadaEn ? <Realizada item={item} timeZone={props.timeZone} /> : "-"}
      </Cell>
      <Cell phone="actions" className="text-right">
        {item.estado === "pendiente" ? (
          <div className="flex flex-wrap justify-end gap-1">
            <Button size="sm" onPress={() => props.onRegistrar({ id: item.id, nombre, animalNombre: props.animalNombre })} aria-label={`Registrar ${nombre}`}>
              <Check size={14} aria-hidden />
              Registrar
            </Button>
            <Button
              size="sm"
              variant="secondary"
              onPress={() => props.onChange({ mode: "reprogramar", id: item.id, nombre, fechaPrevista: item.fechaPrevista })}
              aria-label={`Cambiar de día ${nombre}`}
            >
              <CalendarClock size={14} aria-hidden />
              Cambiar de día
            </Button>
            <Button
              size="sm"
              variant="destructiveGhost"
              onPress={() => props.onChange({ mode: "cancelar", id: item.id, nombre, fechaPrevista: item.fechaPrevista })}
              aria-label={`Cancelar ${nombre}`}
            >
              <X size={14} aria-hidden />
              Cancelar
            </Button>
          </div>
        ) : item.documentacion ? (
          <LinkButton size="sm" variant="secondary" href={item.documentacion} target="_blank" aria-label={`Documento de ${nombre}`}>
            <FileText size={14} aria-hidden />
            Documento
          </LinkButton>
        ) : null}
      </Cell>
    </Row>
  );
}

/** When it was given, with what and by whom. */
function Realizada({ item, timeZone }: { item: SaludItem_actuacion$data; timeZone: string }) {
  const details = [
    item.producto,
    item.lote ? `lote ${item.lote}` : null,
    item.caducidad ? `cad. ${formatDay(item.caducidad)}` : null,
    item.realizadaPor,
  ].filter(Boolean);
  return (
    <span>
      <span className="block tabular-nums">{formatDateTime(item.realizadaEn!, timeZone)}</span>
      {details.length > 0 && <span className="block text-xs text-slate-600">{details.join(" · ")}</span>}
    </span>
  );
}
