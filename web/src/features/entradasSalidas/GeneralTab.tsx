import { type CalendarDate, parseDate } from "@internationalized/date";
import { Save } from "lucide-react";
import { useDeferredValue, useRef, useState } from "react";
import { graphql, useFragment, useRelayEnvironment } from "react-relay/hooks";
import {
  DESTINO_ADOPCION,
  DESTINO_EN_REFUGIO,
  entradaSalidaDatesSchema,
  exitDateForDestino,
  FECHA_LLEGADA_INCOMPLETE,
  FECHA_SALIDA_INCOMPLETE,
} from "@rules/entradaSalida.ts";
import { ADOPTION_BLOCKED_SEE_CONDITIONS } from "@rules/adopcion.ts";
import { treatmentsEndedMessage } from "@rules/observacion.ts";
import type { GeneralTab_entradaSalida$key } from "../../__generated__/GeneralTab_entradaSalida.graphql.ts";
import type { GeneralTab_query$key } from "../../__generated__/GeneralTab_query.graphql.ts";
import { fieldErrorsOf } from "../../relay/fieldErrors.ts";
import { readMutationError } from "../../relay/MutationError.ts";
import { SubmitButton } from "../../ui/Button.tsx";
import { DatePicker } from "../../ui/DatePicker.tsx";
import { type FieldErrors, Form } from "../../ui/Form.tsx";
import { numericKey, Select } from "../../ui/Select.tsx";
import { toastError, toastSuccess } from "../../ui/Toast.tsx";
import { InformesPanel } from "../informes/InformesPanel.tsx";
import { focusField } from "../../forms/focusField.ts";
import { incompleteDates } from "../../forms/incompleteDates.ts";
import { validate } from "../../forms/validate.ts";
import { AdoptionConditions, prefetchAdoptionConditions, type SterilisationCommitment } from "./AdoptionConditions.tsx";
import { AdoptionOverrideDialog } from "./AdoptionOverrideDialog.tsx";
import { invalidateEndedTreatments, useSaveEntradaSalidaGeneralMutation } from "./SaveEntradaSalidaGeneralMutation.ts";

const FIELD_ORDER = ["procedenciaId", "fechaLlegada", "destinoId", "fechaSalida"];

const dayOrNull = (day: string | null | undefined) => (day ? parseDate(day) : null);

/**
 * The General tab (spec sections 4 and 5): procedencia, arrival, destino and exit. Destino 6
 * clears and locks the exit date; another destino with no exit date gets today. The shared rules
 * run before sending, and the server's answer lands on the same fields; a save with an exit date
 * says how many running treatments it ended. Below the fields, the
 * reports and processes of the E/S (features/informes).
 */
export function GeneralTab(props: { entradaSalida: GeneralTab_entradaSalida$key; query: GeneralTab_query$key; animal: { id: string; databaseId: number } }) {
  const entradaSalida = useFragment(
    graphql`
      fragment GeneralTab_entradaSalida on EntradaSalida {
        id
        fechaLlegada
        fechaSalida
        compromisoEsterilizacion
        fechaLimiteEsterilizacion
        diasEnRefugio
        procedencia {
          databaseId
        }
        destino {
          databaseId
        }
        ...InformesPanel_entradaSalida
      }
    `,
    props.entradaSalida,
  );
  const lookups = useFragment(
    graphql`
      fragment GeneralTab_query on Query {
        hoyEnRefugio
        viewer {
          isAdmin
        }
        procedencias {
          databaseId
          procedencia
        }
        destinos {
          databaseId
          destino
        }
      }
    `,
    props.query,
  );
  const [procedenciaId, setProcedenciaId] = useState<number | null>(entradaSalida.procedencia?.databaseId ?? null);
  const [destinoId, setDestinoId] = useState<number | null>(entradaSalida.destino.databaseId);
  const [fechaLlegada, setFechaLlegada] = useState<CalendarDate | null>(dayOrNull(entradaSalida.fechaLlegada));
  const [fechaSalida, setFechaSalida] = useState<CalendarDate | null>(dayOrNull(entradaSalida.fechaSalida));
  const [commitment, setCommitment] = useState<SterilisationCommitment>({
    compromiso: entradaSalida.compromisoEsterilizacion,
    fechaLimite: dayOrNull(entradaSalida.fechaLimiteEsterilizacion),
  });
  const [errors, setErrors] = useState<FieldErrors>({});
  /** An adoption the server refused for its conditions, offered to an administrator to override. */
  const [blocked, setBlocked] = useState<string | null>(null);
  const [saveGeneral, isSaving] = useSaveEntradaSalidaGeneralMutation();
  const root = useRef<HTMLDivElement>(null);
  const environment = useRelayEnvironment();
  const today = lookups.hoyEnRefugio;
  // Choosing Adopción shows its conditions once read (their own query) while the form already holds
  // the new destino: a Guardar pressed meanwhile saves it.
  const shownDestinoId = useDeferredValue(destinoId);

  /** Destino 6 empties the exit date; another fills an empty one with today (whose change clears its error). */
  function chooseDestino(id: number | null) {
    setDestinoId(id);
    setFechaSalida(dayOrNull(exitDateForDestino(id, fechaSalida?.toString() ?? null, today)));
  }

  function refuse(found: FieldErrors) {
    setErrors(found);
    const first = FIELD_ORDER.find((name) => found[name]);
    if (first) {
      toastError(found[first]!);
      // After the render that shows the error, so the field is enabled and marked.
      setTimeout(() => focusField(root.current, first));
    }
  }

  /** The shared rules on what the tab shows: the values to save, or null after marking the refusal. */
  function check() {
    const incomplete = incompleteDates(root.current);
    if (incomplete) {
      refuse(incomplete.errors);
      return null;
    }
    const values = { procedenciaId, fechaLlegada: fechaLlegada?.toString() ?? null, destinoId, fechaSalida: fechaSalida?.toString() ?? null };
    const checked = validate(entradaSalidaDatesSchema({ today, requireProcedencia: true }), values);
    if (checked.ok) return checked.data;
    refuse(checked.errors);
    return null;
  }

  /**
   * Sends the checked values; `announce` is false when a process goes on right after. An
   * administrator's `motivoExcepcion` overrides the adoption's failed conditions.
   */
  async function save(announce: boolean, motivoExcepcion?: string): Promise<boolean> {
    const data = check();
    if (!data || isSaving) return false;
    try {
      const { saveEntradaSalidaGeneral: result } = await saveGeneral({
        variables: { input: { id: entradaSalida.id, ...data, ...commitmentInput(data.destinoId), motivoExcepcion } },
        updater: invalidateEndedTreatments(entradaSalida.id),
      });
      if (result.__typename === "SaveEntradaSalidaGeneralPayload") {
        setErrors({});
        setBlocked(null);
        setFechaSalida(dayOrNull(data.fechaSalida));
        // Ended treatments are news even when a process goes on right after.
        const count = result.tratamientosFinalizados ?? 0;
        const ended = count > 0 ? treatmentsEndedMessage(count) : null;
        if (announce || ended) toastSuccess("Éxito", [announce && "Entrada/salida guardada correctamente", ended].filter(Boolean).join(". "));
        return true;
      }
      const error = readMutationError(result.error);
      // The ficha's data or the commitment lack something the law asks: the list above names it.
      if (error?.code === "ADOPTION_BLOCKED") {
        if (lookups.viewer?.isAdmin && announce) {
          setBlocked(error.message);
          return false;
        }
        // Short: a toast repeating the whole list covered the field it goes to and the list itself.
        toastError(ADOPTION_BLOCKED_SEE_CONDITIONS);
        // After the toast's render, as refuse() does: focus moved in the same task as the toast was
        // sometimes not where the field was once the page settled, on a loaded machine.
        const field = error.field;
        if (field) setTimeout(() => focusField(document.body, field));
        return false;
      }
      const found = error ? fieldErrorsOf(error) : {};
      if (Object.keys(found).length) refuse(found);
      else toastError(error?.message ?? "Error al actualizar los datos");
    } catch {
      toastError("Error al actualizar los datos");
    }
    return false;
  }

  /** The commitment is an adoption's: sent with destino Adopción only. */
  function commitmentInput(destino: number) {
    if (destino !== DESTINO_ADOPCION) return {};
    return {
      compromisoEsterilizacion: commitment.compromiso,
      fechaLimiteEsterilizacion: commitment.compromiso ? (commitment.fechaLimite?.toString() ?? null) : null,
    };
  }

  /** Before a process: save only what changed, so an unchanged E/S writes no activity entry. */
  function saveIfChanged(): Promise<boolean> {
    const unchanged =
      procedenciaId === (entradaSalida.procedencia?.databaseId ?? null) &&
      destinoId === entradaSalida.destino.databaseId &&
      (fechaLlegada?.toString() ?? null) === entradaSalida.fechaLlegada &&
      (fechaSalida?.toString() ?? null) === (entradaSalida.fechaSalida ?? null) &&
      commitment.compromiso === entradaSalida.compromisoEsterilizacion &&
      (commitment.fechaLimite?.toString() ?? null) === (entradaSalida.fechaLimiteEsterilizacion ?? null);
    return unchanged ? Promise.resolve(true) : save(false);
  }

  const open = destinoId === DESTINO_EN_REFUGIO;
  const procedencias = lookups.procedencias.map((p) => ({ id: p.databaseId, label: p.procedencia }));
  const destinos = lookups.destinos.map((d) => ({ id: d.databaseId, label: d.destino }));
  const fields = (
    <div ref={root}>
      <Form isSending={isSaving} onSubmit={() => void save(true)} validationErrors={errors} className="grid gap-4 sm:grid-cols-2">
        <div data-field="procedenciaId">
          <Select
            name="procedenciaId"
            label="Procedencia"
            isRequired
            options={procedencias}
            selectedKey={procedenciaId}
            onSelectionChange={(key) => setProcedenciaId(numericKey(key))}
          />
        </div>
        <DatePicker
          name="fechaLlegada"
          label="Fecha de llegada"
          isRequired
          value={fechaLlegada}
          onChange={setFechaLlegada}
          maxValue={parseDate(today)}
          incompleteMessage={FECHA_LLEGADA_INCOMPLETE}
        />
        <div data-field="destinoId">
          <Select
            name="destinoId"
            label="Destino"
            isRequired
            options={destinos}
            selectedKey={destinoId}
            onSelectionChange={(key) => chooseDestino(numericKey(key))}
            onOpenChange={(isOpen) => {
              if (isOpen && destinoId !== DESTINO_ADOPCION) {
                prefetchAdoptionConditions(environment, { animalId: props.animal.databaseId, entradaSalidaId: entradaSalida.id });
              }
            }}
          />
        </div>
        <DatePicker
          name="fechaSalida"
          label="Fecha de salida"
          isRequired={!open}
          value={fechaSalida}
          onChange={setFechaSalida}
          isDisabled={open}
          description={open ? "El animal sigue en el refugio" : undefined}
          incompleteMessage={FECHA_SALIDA_INCOMPLETE}
        />
        {shownDestinoId === DESTINO_ADOPCION && (
          // No boundary of its own: an adoption's tab waits for its conditions (EntradaSalidaTabs), so
          // they never push the fields and reports below them down while they are being pressed.
          <AdoptionConditions
            animalId={props.animal.databaseId}
            entradaSalidaId={entradaSalida.id}
            fechaSalida={fechaSalida?.toString() ?? null}
            commitment={commitment}
            onCommitmentChange={setCommitment}
          />
        )}
        <div className="flex flex-wrap items-center justify-between gap-3 sm:col-span-2">
          <p className="text-sm text-slate-600" data-testid="dias-en-refugio">
            Días en refugio: <strong className="tabular-nums">{entradaSalida.diasEnRefugio}</strong>
          </p>
          {/* Never disabled: a submit button disabled during its own press ignores the next one. */}
          <SubmitButton icon={Save}>Guardar</SubmitButton>
        </div>
      </Form>
    </div>
  );
  return (
    <div className="flex flex-col gap-6">
      {fields}
      <AdoptionOverrideDialog
        action="registrar"
        blocked={blocked}
        onCancel={() => setBlocked(null)}
        onConfirm={(motivo) => void save(true, motivo)}
        isPending={isSaving}
      />
      <InformesPanel
        entradaSalida={entradaSalida}
        animal={props.animal}
        today={today}
        shown={{ procedenciaId, destinoId }}
        check={() => check() !== null}
        save={saveIfChanged}
      />
    </div>
  );
}
