import { CLASE_NOMBRES, type Clase } from "@rules/planSanitario.ts";
import { Info, Pencil, Plus, Stethoscope, Trash2 } from "lucide-react";
import { useState } from "react";
import { fetchQuery, graphql, useRelayEnvironment } from "react-relay/hooks";
import type { PlanSanitarioPageQuery as PlanSanitarioPageQueryType } from "../../__generated__/PlanSanitarioPageQuery.graphql.ts";
import { sendOrToast } from "../../relay/sendOrToast.ts";
import { useRouteQuery } from "../../relay/useRouteQuery.ts";
import { Button } from "../../ui/Button.tsx";
import { Card, CardBody, CardHeader } from "../../ui/Card.tsx";
import { ConfirmDialog } from "../../ui/ConfirmDialog.tsx";
import { EditDeleteButtons } from "../../ui/EditDeleteButtons.tsx";
import { Cell, Column, Row, Table, TableBody, TableHeader } from "../../ui/Table.tsx";
import { EmptyState, TableFrame } from "../../ui/TableFrame.tsx";
import { toastSuccess } from "../../ui/Toast.tsx";
import { ForbiddenPage } from "../errors/ForbiddenPage.tsx";
import { ActuacionDialog, type ActuacionRow } from "./ActuacionDialog.tsx";
import { useCargarEjemploPlanSanitarioMutation } from "./CargarEjemploPlanSanitarioMutation.ts";
import { useDeleteActuacionSanitariaMutation } from "./DeleteActuacionSanitariaMutation.ts";
import { useDeletePasoProtocoloMutation } from "./DeletePasoProtocoloMutation.ts";
import { PasoDialog, type PasoEditing } from "./PasoDialog.tsx";

export const PlanSanitarioPageQuery = graphql`
  query PlanSanitarioPageQuery {
    viewer {
      editaPlanSanitario
    }
    tipos {
      databaseId
      tipo
    }
    actuacionesSanitarias {
      id
      databaseId
      clase
      nombre
      tipoDatabaseId
      intervaloDias
    }
    protocoloSanitario {
      id
      tipoDatabaseId
      dia
      actuacion {
        id
        nombre
      }
    }
  }
`;

/** Said before the example set is loaded and beside its button: an illustration, never advice. */
const EJEMPLO_AVISO =
  "Es un ejemplo orientativo para ver cómo se escribe un protocolo, no una pauta veterinaria: el refugio decide el suyo con su veterinario. Sus actuaciones se llaman «Ejemplo: ...» y se pueden modificar o eliminar.";

type Paso = PlanSanitarioPageQueryType["response"]["protocoloSanitario"][number];
type Removing = { kind: "actuacion"; row: ActuacionRow } | { kind: "paso"; row: Paso; especie: string };

/**
 * 'Plan sanitario' (issue 27; administrators and veterinarians): the shelter's catalogue of
 * actuaciones, the example set it may load or ignore, and each species' protocol with its steps.
 * After each change the screen reads the catalogue and protocols again.
 */
export function PlanSanitarioPage() {
  const data = useRouteQuery<PlanSanitarioPageQueryType>(PlanSanitarioPageQuery);
  const environment = useRelayEnvironment();
  const [editingActuacion, setEditingActuacion] = useState<ActuacionRow | "nueva" | null>(null);
  const [editingPaso, setEditingPaso] = useState<PasoEditing | null>(null);
  const [removing, setRemoving] = useState<Removing | null>(null);
  const [isRemoving, setIsRemoving] = useState(false);
  const [askEjemplo, setAskEjemplo] = useState(false);
  const [cargarEjemplo, loadingEjemplo] = useCargarEjemploPlanSanitarioMutation();
  const [deleteActuacion] = useDeleteActuacionSanitariaMutation();
  const [deletePaso] = useDeletePasoProtocoloMutation();
  if (!data.viewer?.editaPlanSanitario) return <ForbiddenPage who="administradores y veterinarios" />;

  const refresh = () => fetchQuery(environment, PlanSanitarioPageQuery, {}, { fetchPolicy: "network-only" }).toPromise();
  const especies = data.tipos.map((t) => ({ id: String(t.databaseId), label: t.tipo }));
  const especieOf = (tipoId: number | null | undefined) =>
    tipoId == null ? "Todas" : (data.tipos.find((t) => t.databaseId === tipoId)?.tipo ?? String(tipoId));

  async function loadEjemplo() {
    const result = await sendOrToast(cargarEjemplo, { failed: "Error al cargar el ejemplo" });
    setAskEjemplo(false);
    if (!result) return;
    await refresh();
    const added = result.actuacionesAnadidas ?? 0;
    toastSuccess(added === 0 ? "El ejemplo ya estaba cargado" : `Ejemplo cargado: ${added} actuaciones`, EJEMPLO_AVISO);
  }

  async function remove(target: Removing) {
    const failed = target.kind === "actuacion" ? "Error al eliminar la actuación" : "Error al quitar el paso";
    const send = () => (target.kind === "actuacion" ? deleteActuacion({ id: target.row.id }) : deletePaso({ id: target.row.id }));
    setIsRemoving(true);
    try {
      const removed = await sendOrToast(send, { failed });
      // Closed once the list has changed, so the focus goes on from where the row was (ui/Dialog.tsx).
      if (removed) await refresh();
      setRemoving(null);
      if (removed) toastSuccess(target.kind === "actuacion" ? "Actuación eliminada del plan sanitario" : "Paso quitado del protocolo");
    } finally {
      setIsRemoving(false);
    }
  }

  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-6">
      <header className="flex items-start gap-3">
        <Stethoscope size={24} className="mt-1 text-brand-700" aria-hidden />
        <div>
          <h1 className="text-2xl font-bold text-slate-900">Plan sanitario</h1>
          <p className="mt-1 text-sm text-slate-600">
            Las vacunas, desparasitaciones y pruebas del refugio, y el protocolo de cada especie: al abrir una entrada se prevén sus actuaciones.
          </p>
        </div>
      </header>

      <Card>
        <CardHeader
          title="Catálogo de actuaciones"
          description="Cada actuación con su tipo, la especie a la que se aplica y, si se repite, cada cuántos días."
        />
        <CardBody className="flex flex-col gap-4">
          <div className="flex flex-wrap gap-2">
            <Button onPress={() => setEditingActuacion("nueva")}>
              <Plus size={16} aria-hidden />
              Nueva actuación
            </Button>
            <Button variant="secondary" onPress={() => setAskEjemplo(true)}>
              Cargar conjunto de ejemplo
            </Button>
          </div>
          <p className="flex gap-2 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900" data-testid="ejemplo-aviso">
            <Info size={16} className="mt-0.5 shrink-0" aria-hidden />
            <span>
              <strong>Conjunto de ejemplo (opcional).</strong> {EJEMPLO_AVISO}
            </span>
          </p>
          <TableFrame label="Catálogo de actuaciones">
            <Table aria-label="Catálogo de actuaciones" phoneCards>
              <TableHeader>
                <Column isRowHeader>Nombre</Column>
                <Column>Tipo</Column>
                <Column>Especie</Column>
                <Column>Repetir cada</Column>
                <Column className="text-right">Acciones</Column>
              </TableHeader>
              <TableBody items={data.actuacionesSanitarias} renderEmptyState={() => <EmptyState>El catálogo está vacío.</EmptyState>}>
                {(row) => (
                  <Row id={row.id}>
                    <Cell phone="title">{row.nombre}</Cell>
                    <Cell label="Tipo">{CLASE_NOMBRES[row.clase as Clase] ?? row.clase}</Cell>
                    <Cell label="Especie">{especieOf(row.tipoDatabaseId)}</Cell>
                    <Cell label="Repetir cada">{row.intervaloDias ? `${row.intervaloDias} días` : "No se repite"}</Cell>
                    <Cell phone="actions" className="text-right">
                      <EditDeleteButtons
                        name={row.nombre}
                        editText="Modificar"
                        onEdit={() => setEditingActuacion(row)}
                        onDelete={() => setRemoving({ kind: "actuacion", row })}
                      />
                    </Cell>
                  </Row>
                )}
              </TableBody>
            </Table>
          </TableFrame>
        </CardBody>
      </Card>

      <Card>
        <CardHeader
          title="Protocolos por especie"
          description="Qué actuaciones vencen al entrar un animal de cada especie, y cuántos días después de su llegada."
        />
        <CardBody className="grid gap-4 md:grid-cols-2">
          {data.tipos.map((especie) => {
            const pasos = data.protocoloSanitario.filter((p) => p.tipoDatabaseId === especie.databaseId);
            const headingId = `protocolo-${especie.databaseId}`;
            return (
              <section key={especie.databaseId} aria-labelledby={headingId} className="flex flex-col gap-2 rounded-lg border border-slate-200 p-3">
                <h3 id={headingId} className="text-sm font-semibold text-slate-800">
                  {especie.tipo}
                </h3>
                {pasos.length === 0 ? (
                  <p className="text-sm text-slate-500">Sin protocolo.</p>
                ) : (
                  <ul className="flex flex-col divide-y divide-slate-100" aria-label={`Protocolo: ${especie.tipo}`}>
                    {pasos.map((paso) => {
                      const label = `Día ${paso.dia}: ${paso.actuacion.nombre}`;
                      return (
                        <li key={paso.id} className="flex flex-wrap items-center justify-between gap-2 py-1.5 text-sm">
                          <span className="min-w-0 flex-1">
                            <strong>Día {paso.dia}</strong> · {paso.actuacion.nombre}
                          </span>
                          <span className="flex gap-1">
                            <Button
                              variant="ghost"
                              size="sm"
                              aria-label={`Modificar paso ${label}`}
                              onPress={() => setEditingPaso({ especie, id: paso.id, actuacionId: paso.actuacion.id, dia: paso.dia })}
                            >
                              <Pencil size={16} aria-hidden />
                            </Button>
                            <Button
                              variant="destructiveGhost"
                              size="sm"
                              aria-label={`Quitar paso ${label}`}
                              onPress={() => setRemoving({ kind: "paso", row: paso, especie: especie.tipo })}
                            >
                              <Trash2 size={16} aria-hidden />
                            </Button>
                          </span>
                        </li>
                      );
                    })}
                  </ul>
                )}
                <Button variant="secondary" size="sm" className="self-start" onPress={() => setEditingPaso({ especie, actuacionId: null, dia: 0 })}>
                  <Plus size={16} aria-hidden />
                  Añadir paso ({especie.tipo})
                </Button>
              </section>
            );
          })}
        </CardBody>
      </Card>

      <ActuacionDialog editing={editingActuacion} especies={especies} onClose={() => setEditingActuacion(null)} onSaved={refresh} />
      <PasoDialog editing={editingPaso} actuaciones={data.actuacionesSanitarias} onClose={() => setEditingPaso(null)} onSaved={refresh} />
      <ConfirmDialog
        isOpen={askEjemplo}
        onOpenChange={setAskEjemplo}
        title="Cargar conjunto de ejemplo"
        description={EJEMPLO_AVISO}
        confirmText="Cargar el ejemplo"
        isPending={loadingEjemplo}
        onConfirm={() => void loadEjemplo()}
      />
      <ConfirmDialog
        isOpen={removing !== null}
        onOpenChange={(open) => !open && setRemoving(null)}
        title={removing?.kind === "paso" ? "Quitar paso del protocolo" : "Eliminar actuación"}
        description={
          removing?.kind === "paso"
            ? `¿Quitar del protocolo de ${removing.especie} «${removing.row.actuacion.nombre}» del día ${removing.row.dia}? Lo ya previsto en los animales se queda.`
            : `¿Eliminar «${removing?.row.nombre ?? ""}» del catálogo y de los protocolos?`
        }
        confirmText={removing?.kind === "paso" ? "Quitar" : "Eliminar"}
        variant="destructive"
        isPending={isRemoving}
        onConfirm={() => removing && void remove(removing)}
      />
    </div>
  );
}
