import { realizadaPor } from "@rules/realizadaPor.ts";
import { type CalendarDate, now, type ZonedDateTime } from "@internationalized/date";
import { DOCUMENT_ACCEPT, documentProblem } from "@rules/observacion.ts";
import { CADUCIDAD_INCOMPLETE, LOTE_MAX, NOTAS_MAX, PRODUCTO_MAX, REALIZADA_INCOMPLETE, registrarSchema } from "@rules/planSanitario.ts";
import { Check, Paperclip } from "lucide-react";
import { useRef, useState } from "react";
import type { Key } from "react-aria-components";
import { graphql, useLazyLoadQuery } from "react-relay/hooks";
import type { RegistrarDialogQuery } from "../../__generated__/RegistrarDialogQuery.graphql.ts";
import { focusField } from "../../forms/focusField.ts";
import { incompleteDates } from "../../forms/incompleteDates.ts";
import { validate } from "../../forms/validate.ts";
import { readMutationError } from "../../relay/MutationError.ts";
import { useRefreshCounts } from "../../relay/useRefreshCounts.ts";
import { Loading } from "../../ui/Loading.tsx";
import { Button, SubmitButton } from "../../ui/Button.tsx";
import { DatePicker } from "../../ui/DatePicker.tsx";
import { Dialog, DialogActions } from "../../ui/Dialog.tsx";
import { FileButton } from "../../ui/FileButton.tsx";
import { type FieldErrors, Form } from "../../ui/Form.tsx";
import { Select } from "../../ui/Select.tsx";
import { TextArea } from "../../ui/TextArea.tsx";
import { TextField } from "../../ui/TextField.tsx";
import { toastError } from "../../ui/Toast.tsx";
import { formatDay } from "@rules/shelterClock.ts";
import { useRegistrarActuacionMutation } from "./RegistrarActuacionMutation.ts";
import { useUploadActuacionDocumentMutation } from "./UploadActuacionDocumentMutation.ts";

/** The item being recorded: its global id, and the names the dialog's title reads. */
export type ItemToRecord = { id: string; nombre: string; animalNombre: string };

type Props = {
  item: ItemToRecord | null;
  onClose: () => void;
  /** The shelter's zone: the date and time are typed and defaulted on its clock. */
  timeZone: string;
  /** The animal's global id, when its 'Salud' list is on screen: the next item joins it. */
  animalId: string | null;
  /** Called with the sentence that says what was recorded (and the next one scheduled). */
  onRecorded: (message: string) => void;
};

const ACCEPT = DOCUMENT_ACCEPT.split(",");
const FAILURE = "Error al registrar la actuación";

/**
 * 'Registrar': the batch number first with the button right under it, so on a phone a keeper
 * types the lote and taps once while the keyboard is up; the other details follow below.
 */
export function RegistrarDialog(props: Props) {
  const item = props.item;
  return (
    <Dialog
      isOpen={!!item}
      onOpenChange={(open) => !open && props.onClose()}
      title={item ? `Registrar ${item.nombre} · ${item.animalNombre}` : ""}
      isDismissable={false}
      placement="top"
    >
      {item && (
        <Loading text="Cargando…">
          <RegistrarForm {...props} item={item} />
        </Loading>
      )}
    </Dialog>
  );
}

function RegistrarForm({ item, onClose, timeZone, animalId, onRecorded }: Props & { item: ItemToRecord }) {
  const data = useLazyLoadQuery<RegistrarDialogQuery>(
    graphql`
      query RegistrarDialogQuery {
        viewer {
          username
        }
        veterinariosPosibles {
          usuarioId
          username
          rol
          nombreCompleto
          numeroColegiado
        }
      }
    `,
    {},
    { fetchPolicy: "store-or-network" },
  );
  const me = data.veterinariosPosibles.find((user) => user.username === data.viewer?.username)?.usuarioId ?? null;
  const [lote, setLote] = useState("");
  const [realizadaEn, setRealizadaEn] = useState<ZonedDateTime | null>(() => now(timeZone).set({ second: 0, millisecond: 0 }));
  const [producto, setProducto] = useState("");
  const [caducidad, setCaducidad] = useState<CalendarDate | null>(null);
  const [veterinario, setVeterinario] = useState<Key | null>(me);
  const [notas, setNotas] = useState("");
  const [file, setFile] = useState<File | null>(null);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [moreShown, setMoreShown] = useState(false);
  const form = useRef<HTMLFormElement>(null);
  const [registrar, registering] = useRegistrarActuacionMutation();
  const [upload, uploading] = useUploadActuacionDocumentMutation();
  const refreshCounts = useRefreshCounts();
  const busy = registering || uploading;

  function refuse(fieldErrors: FieldErrors, field: string, message: string) {
    setErrors(fieldErrors);
    // A failing field among the other details opens them first.
    if (field !== "lote") setMoreShown(true);
    requestAnimationFrame(() => focusField(form.current, field));
    toastError(message, FAILURE);
  }

  async function save() {
    const values = { realizadaEn: realizadaEn?.toDate() ?? null, producto, lote, caducidad: caducidad?.toString() ?? null, notas };
    const checked = incompleteDates(form.current) ?? validate(registrarSchema(new Date()), values);
    if (!checked.ok) return refuse(checked.errors, checked.field, checked.message);
    setErrors({});
    const input = {
      id: item.id,
      ...checked.data,
      realizadaEn: checked.data.realizadaEn.toISOString(),
      veterinarioId: veterinario === me ? null : (veterinario as string | null),
    };
    try {
      const result = await registrar(input, animalId);
      const error = readMutationError(result.error);
      if (error || !("actuacion" in result)) {
        if (error?.field) return refuse({ [error.field]: error.message }, error.field, error.message);
        return toastError(error?.message ?? "Inténtelo de nuevo", FAILURE);
      }
      refreshCounts();
      const uploaded = file ? await upload(item.id, file) : { ok: true as const };
      if (!uploaded.ok) toastError(`${uploaded.message ?? "Inténtelo de nuevo"}. La actuación se ha registrado sin él.`, "Error al subir el documento");
      const next = result.siguiente ? ` La siguiente queda prevista para el ${formatDay(result.siguiente.fechaPrevista)}.` : "";
      onRecorded(`${item.nombre} de ${item.animalNombre} registrada${input.lote ? ` con el lote ${input.lote}` : ""}.${next}`);
      onClose();
    } catch (error) {
      toastError((error as Error).message, FAILURE);
    }
  }

  function chooseFile(chosen: File) {
    const problem = documentProblem(chosen);
    if (problem) return toastError(problem);
    setFile(chosen);
  }

  return (
    <Form isSending={busy} ref={form} onSubmit={save} validationErrors={errors}>
      <TextField label="Lote" name="lote" autoFocus maxLength={LOTE_MAX} value={lote} onChange={setLote} description="Opcional" />
      <SubmitButton icon={Check} pendingLabel="Registrando..." className="w-full">
        Registrar como hecha
      </SubmitButton>
      <details open={moreShown} onToggle={(event) => setMoreShown(event.currentTarget.open)} className="rounded-md border border-slate-200 p-3">
        <summary className="cursor-pointer text-sm font-medium text-slate-700 outline-none focus-visible:ring-2 focus-visible:ring-brand-600">
          Más datos: fecha y hora, producto, caducidad, quién la hizo, notas, documento
        </summary>
        <div className="mt-3 flex flex-col gap-4">
          <DatePicker
            name="realizadaEn"
            label="Fecha y hora"
            granularity="minute"
            hideTimeZone
            hourCycle={24}
            isRequired
            value={realizadaEn}
            onChange={setRealizadaEn}
            incompleteMessage={REALIZADA_INCOMPLETE}
          />
          <TextField label="Producto" name="producto" maxLength={PRODUCTO_MAX} value={producto} onChange={setProducto} />
          <DatePicker name="caducidad" label="Caducidad" value={caducidad} onChange={setCaducidad} incompleteMessage={CADUCIDAD_INCOMPLETE} />
          <Select
            label="Realizada por"
            name="veterinarioId"
            options={data.veterinariosPosibles.map((user) => ({ id: user.usuarioId, label: realizadaPor(user) }))}
            selectedKey={veterinario}
            onSelectionChange={setVeterinario}
          />
          <TextArea label="Notas" name="notas" rows={3} maxLength={NOTAS_MAX} value={notas} onChange={setNotas} />
          <div className="flex flex-wrap items-center gap-3">
            <FileButton variant="secondary" accept={ACCEPT} onFile={chooseFile}>
              <Paperclip size={16} aria-hidden />
              {file ? "Cambiar documento" : "Adjuntar documento"}
            </FileButton>
            <span className="min-w-0 truncate text-sm text-slate-600">{file ? file.name : "PDF, JPEG, PNG o WebP, hasta 10 MB"}</span>
          </div>
        </div>
      </details>
      <DialogActions>
        <Button variant="secondary" onPress={onClose} isDisabled={busy}>
          Cancelar
        </Button>
      </DialogActions>
    </Form>
  );
}
