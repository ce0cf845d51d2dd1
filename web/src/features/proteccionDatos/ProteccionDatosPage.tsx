import { ANONYMISE_BATCH, MAX_RETENTION_YEARS, retentionSchema } from "@rules/rgpd.ts";
import { formatDay } from "@rules/shelterClock.ts";
import { Clock, Save, ShieldCheck, UserX } from "lucide-react";
import { type ReactNode, useState } from "react";
import { fetchQuery, graphql, useRelayEnvironment } from "react-relay/hooks";
import type { ProteccionDatosPageQuery as PageQuery } from "../../__generated__/ProteccionDatosPageQuery.graphql.ts";
import { validate } from "../../forms/validate.ts";
import { sendOrToast } from "../../relay/sendOrToast.ts";
import { useRouteQuery } from "../../relay/useRouteQuery.ts";
import { Button, SubmitButton } from "../../ui/Button.tsx";
import { Card, CardBody, CardHeader } from "../../ui/Card.tsx";
import { ConfirmDialog } from "../../ui/ConfirmDialog.tsx";
import { type FieldErrors, Form } from "../../ui/Form.tsx";
import { NumberField } from "../../ui/NumberField.tsx";
import { Cell, ListTable, Row } from "../../ui/Table.tsx";
import { toastError, toastSuccess } from "../../ui/Toast.tsx";
import { personaFullName } from "../personas/personaName.ts";
import { useAnonymisePersonasMutation } from "./AnonymisePersonasMutation.ts";
import { useUnblockPersonaMutation } from "./UnblockPersonaMutation.ts";
import { useUpdatePlazoConservacionMutation } from "./UpdatePlazoConservacionMutation.ts";

/** Rows each table shows; the counts above them say how many there are. */
const SHOWN = 20;

export const ProteccionDatosPageQuery = graphql`
  query ProteccionDatosPageQuery {
    personasFueraDePlazo(first: 20) {
      plazoConservacion
      totalCount
      edges {
        node {
          databaseId
          dni
          nombre
          apellido1
          apellido2
          ultimoMovimiento
          finPlazo
        }
      }
    }
    personasBloqueadas(first: 20) {
      totalCount
      edges {
        node {
          id
          databaseId
          dni
          nombre
          apellido1
          apellido2
        }
      }
    }
  }
`;

/** Reads the screen's data again after a change; the page follows the store. */
function useRefresh() {
  const environment = useRelayEnvironment();
  return () => fetchQuery<PageQuery>(environment, ProteccionDatosPageQuery, {}, { fetchPolicy: "network-only" }).toPromise();
}

/**
 * 'Protección de datos' (administrators): the retention period (RGPD art. 5.1.e), the people past
 * it with the one action that anonymises them in batches, and the blocked people (LOPDGDD art. 32).
 */
export function ProteccionDatosPage() {
  const data = useRouteQuery<PageQuery>(ProteccionDatosPageQuery);
  const refresh = useRefresh();
  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-5">
      <header>
        <h1 className="text-2xl font-bold text-slate-900">Protección de datos</h1>
        <p className="mt-1 text-sm text-slate-500">
          Los datos de una persona se conservan durante el plazo fijado tras su última entrada o salida; después pueden anonimizarse. Sus entradas y salidas se
          conservan.
        </p>
      </header>
      <RetentionCard years={data.personasFueraDePlazo.plazoConservacion} onSaved={refresh} />
      <PastRetentionCard connection={data.personasFueraDePlazo} onChanged={refresh} />
      <BlockedCard connection={data.personasBloqueadas} onChanged={refresh} />
    </div>
  );
}

function RetentionCard({ years, onSaved }: { years: number; onSaved: () => Promise<unknown> }) {
  const [anios, setAnios] = useState(years);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [save, saving] = useUpdatePlazoConservacionMutation();
  async function submit() {
    const checked = validate(retentionSchema, { anios });
    if (!checked.ok) {
      setErrors(checked.errors);
      return toastError(checked.message, "Error al guardar el plazo");
    }
    const saved = await sendOrToast(() => save(checked.data), { failed: "Error al guardar el plazo", lost: "No se pudo guardar el plazo de conservación." });
    if (!saved) return;
    toastSuccess("Plazo de conservación guardado", `${checked.data.anios} años tras la última entrada o salida`);
    await onSaved();
  }
  return (
    <Card>
      <CardHeader
        icon={<Clock size={20} aria-hidden />}
        title="Plazo de conservación"
        description="Años tras la última entrada o salida de una persona (RGPD art. 5.1.e)."
      />
      <CardBody>
        <Form isSending={saving} validationErrors={errors} onSubmit={() => void submit()} className="flex flex-wrap items-end gap-3">
          <NumberField
            name="anios"
            label="Años"
            className="w-32"
            minValue={1}
            maxValue={MAX_RETENTION_YEARS}
            rangeMessage={`De 1 a ${MAX_RETENTION_YEARS} años`}
            step={1}
            value={anios}
            onChange={setAnios}
          />
          <SubmitButton icon={Save}>Guardar</SubmitButton>
        </Form>
      </CardBody>
    </Card>
  );
}

type PastConnection = PageQuery["response"]["personasFueraDePlazo"];

function PastRetentionCard({ connection, onChanged }: { connection: PastConnection; onChanged: () => Promise<unknown> }) {
  const [confirming, setConfirming] = useState(false);
  const [anonymise, anonymising] = useAnonymisePersonasMutation();
  const batch = Math.min(connection.totalCount, ANONYMISE_BATCH);
  async function run() {
    const answer = await sendOrToast(anonymise, { failed: "Error al anonimizar", lost: "No se pudo anonimizar." });
    if (!answer) return;
    setConfirming(false);
    toastSuccess(
      `Anonimizadas ${answer.anonimizadas ?? 0} personas`,
      answer.quedan ? `Quedan ${answer.quedan} fuera de plazo.` : "No queda nadie fuera de plazo.",
    );
    await onChanged();
  }
  return (
    <Card>
      <CardHeader
        icon={<UserX size={20} aria-hidden />}
        title="Personas fuera de plazo"
        description={`${connection.totalCount} ${connection.totalCount === 1 ? "persona cuyo plazo ha terminado" : "personas cuyo plazo ha terminado"}. Se anonimizan de ${ANONYMISE_BATCH} en ${ANONYMISE_BATCH}.`}
      />
      <CardBody className="flex flex-col gap-4">
        <div>
          <Button variant="destructive" onPress={() => setConfirming(true)} isDisabled={batch === 0}>
            <UserX size={16} aria-hidden />
            {`Anonimizar ${batch} ${batch === 1 ? "persona" : "personas"}`}
          </Button>
        </div>
        <ListTable label="Personas fuera de plazo" columns={["Nombre", "DNI", "Última E/S", "Fin del plazo"]} empty="No hay personas fuera de plazo.">
          {connection.edges.map(({ node }) => (
            <PersonaRow key={node.databaseId} id={node.databaseId} persona={node}>
              <Cell label="Última E/S">{formatDay(node.ultimoMovimiento)}</Cell>
              <Cell label="Fin del plazo">{formatDay(node.finPlazo)}</Cell>
            </PersonaRow>
          ))}
        </ListTable>
        <FirstShownNote total={connection.totalCount} />
      </CardBody>
      <ConfirmDialog
        isOpen={confirming}
        onOpenChange={setConfirming}
        title="Anonimizar personas"
        description={`Se sustituirán el nombre, el DNI, la dirección, los teléfonos y el correo de ${batch} ${batch === 1 ? "persona" : "personas"} por «ANONIMIZADO». Sus entradas y salidas se conservan. No se puede deshacer.`}
        confirmText="Anonimizar"
        variant="destructive"
        isPending={anonymising}
        onConfirm={() => void run()}
      />
    </Card>
  );
}

type BlockedConnection = PageQuery["response"]["personasBloqueadas"];

function BlockedCard({ connection, onChanged }: { connection: BlockedConnection; onChanged: () => Promise<unknown> }) {
  const [unblock, unblocking] = useUnblockPersonaMutation();
  async function run(id: string, name: string) {
    const unblocked = await sendOrToast(() => unblock({ id }), { failed: "Error al desbloquear", lost: "No se pudieron desbloquear los datos." });
    if (!unblocked) return;
    toastSuccess("Datos desbloqueados", `${name} vuelve a aparecer en búsquedas y selecciones.`);
    await onChanged();
  }
  return (
    <Card>
      <CardHeader
        icon={<ShieldCheck size={20} aria-hidden />}
        title="Personas bloqueadas"
        description={`${connection.totalCount} ${connection.totalCount === 1 ? "persona bloqueada" : "personas bloqueadas"} (LOPDGDD art. 32): fuera de búsquedas y selecciones.`}
      />
      <CardBody className="flex flex-col gap-3">
        <ListTable label="Personas bloqueadas" columns={["Nombre", "DNI", { name: "Acciones", className: "text-right" }]} empty="No hay personas bloqueadas.">
          {connection.edges.map(({ node }) => (
            <PersonaRow key={node.id} id={node.id} persona={node}>
              <Cell phone="actions" className="text-right">
                <Button
                  size="sm"
                  variant="ghost"
                  isPending={unblocking}
                  onPress={() => void run(node.id, personaFullName(node))}
                  aria-label={`Desbloquear a ${personaFullName(node)}`}
                >
                  Desbloquear
                </Button>
              </Cell>
            </PersonaRow>
          ))}
        </ListTable>
        <FirstShownNote total={connection.totalCount} />
      </CardBody>
    </Card>
  );
}

/** A person's row in either list: the name heads it, then the DNI, then the list's own cells. */
function PersonaRow({
  id,
  persona,
  children,
}: {
  id: string | number;
  persona: Parameters<typeof personaFullName>[0] & { dni: string | null | undefined };
  children: ReactNode;
}) {
  const name = personaFullName(persona);
  return (
    <Row id={id} textValue={name}>
      <Cell phone="title">{name}</Cell>
      <Cell label="DNI" className="font-mono text-xs">
        {persona.dni}
      </Cell>
      {children}
    </Row>
  );
}

/** Both lists show their first SHOWN people only. */
function FirstShownNote({ total }: { total: number }) {
  return total > SHOWN ? <p className="text-sm text-slate-500">Se muestran las {SHOWN} primeras.</p> : null;
}
