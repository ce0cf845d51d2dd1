import { now, parseAbsolute, parseDate, toCalendarDate, toZoned, type ZonedDateTime } from "@internationalized/date";
import { formatDay } from "@rules/shelterClock.ts";
import {
  DESCRIPCION_MAX,
  DESCRIPCION_WARNING,
  DOCUMENT_ACCEPT,
  documentProblem,
  FIN_INCOMPLETE,
  INICIO_INCOMPLETE,
  observacionOfStaySchema,
} from "@rules/observacion.ts";
import { Paperclip } from "lucide-react";
import { useRef, useState } from "react";
import { incompleteDates } from "../../forms/incompleteDates.ts";
import { validate } from "../../forms/validate.ts";
import { readMutationError } from "../../relay/MutationError.ts";
import { Checkbox } from "../../ui/Checkbox.tsx";
import { DatePicker } from "../../ui/DatePicker.tsx";
import { Dialog } from "../../ui/Dialog.tsx";
import { FileButton } from "../../ui/FileButton.tsx";
import type { FieldErrors } from "../../ui/Form.tsx";
import { TextArea } from "../../ui/TextArea.tsx";
import { toastError, toastSuccess } from "../../ui/Toast.tsx";
import { FormDialogForm } from "../lists/FormDialog.tsx";
import { useCreateObservacionMutation } from "./CreateObservacionMutation.ts";
import type { ObservacionFields } from "./ObservacionRow.tsx";
import type { ShownObservaciones } from "./shownObservaciones.ts";
import { useUpdateObservacionMutation } from "./UpdateObservacionMutation.ts";
import { useUploadObservacionDocumentMutation } from "./UploadObservacionDocumentMutation.ts";

type Props = {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** Global id of the E/S a new observation goes to. */
  entradaSalidaId: string;
  /** The E/S's exit day ('yyyy-MM-dd'), if any: a treatment neither starts nor ends after it. */
  fechaSalida: string | null;
  /** null: a new observation. */
  observacion: ObservacionFields | null;
  /** The tab's page on screen, which the saved row joins or leaves. */
  shown: ShownObservaciones;
  /** The shelter's zone (`appStatus.zonaHoraria`): the dates are typed and shown on its clock. */
  timeZone: string;
};
const ACCEPT = DOCUMENT_ACCEPT.split(",");

/** 'Nueva observación' / 'Modificar observación' (spec sections 2, 4 and 5 "Observation"). */
export function ObservacionDialog(props: Props) {
  return (
    <Dialog isOpen={props.isOpen} onOpenChange={props.onOpenChange} title={props.observacion ? "Modificar observación" : "Nueva observación"}>
      {/* Mounted afresh on each opening, so the form starts from the row (or empty). */}
      {props.isOpen && <ObservacionForm {...props} />}
    </Dialog>
  );
}

function ObservacionForm({ onOpenChange, entradaSalidaId, fechaSalida, observacion, shown, timeZone }: Props) {
  const zoned = (iso: string | null | undefined) => (iso ? parseAbsolute(iso, timeZone) : null);
  const [descripcion, setDescripcion] = useState(observacion?.descripcion ?? "");
  const [tratamiento, setTratamiento] = useState(observacion?.tratamiento ?? false);
  const [sanitaria, setSanitaria] = useState(observacion?.sanitaria ?? false);
  const [inicio, setInicio] = useState<ZonedDateTime | null>(zoned(observacion?.tratamientoFechaInicio));
  const [fin, setFin] = useState<ZonedDateTime | null>(zoned(observacion?.tratamientoFechaFin));
  const [file, setFile] = useState<File | null>(null);
  const [errors, setErrors] = useState<FieldErrors>({});
  const form = useRef<HTMLFormElement>(null);
  const [create, creating] = useCreateObservacionMutation();
  const [update, updating] = useUpdateObservacionMutation();
  const [upload, uploading] = useUploadObservacionDocumentMutation();
  const busy = creating || updating || uploading;
  const failure = observacion ? "Error al modificar la observación" : "Error al crear la observación";

  /**
   * Ticking starts the treatment now with no end (spec section 4); on a stay that ended before
   * today, at the start of its exit day, the last it may start on. Unticking clears both dates.
   */
  function toggleTratamiento(selected: boolean) {
    setTratamiento(selected);
    if (selected) {
      if (!observacion || !inicio) setInicio(defaultInicio());
      if (!observacion) setFin(null);
    } else {
      setInicio(null);
      setFin(null);
    }
  }

  function defaultInicio(): ZonedDateTime {
    const current = now(timeZone).set({ second: 0, millisecond: 0 });
    const exitDay = fechaSalida ? parseDate(fechaSalida) : null;
    return exitDay && toCalendarDate(current).compare(exitDay) > 0 ? toZoned(exitDay, timeZone) : current;
  }

  function chooseFile(chosen: File) {
    const problem = documentProblem(chosen);
    if (problem) return toastError(problem);
    setFile(chosen);
  }

  async function save() {
    const values = {
      descripcion,
      tratamiento,
      tratamientoFechaInicio: inicio?.toDate() ?? null,
      tratamientoFechaFin: fin?.toDate() ?? null,
      sanitaria,
    };
    const checked = incompleteDates(form.current) ?? validate(observacionOfStaySchema({ fechaSalida }, timeZone), values);
    if (!checked.ok) {
      setErrors(checked.errors);
      return toastError(checked.message, failure);
    }
    setErrors({});
    const input = {
      descripcion: checked.data.descripcion,
      tratamiento: checked.data.tratamiento,
      tratamientoFechaInicio: checked.data.tratamientoFechaInicio?.toISOString() ?? null,
      tratamientoFechaFin: checked.data.tratamientoFechaFin?.toISOString() ?? null,
      sanitaria: checked.data.sanitaria ?? false,
    };
    let savedId: string;
    try {
      const result = observacion ? await update({ ...input, id: observacion.id }, shown) : await create({ ...input, entradaSalidaId }, shown);
      const error = readMutationError(result.error);
      const saved = "observacion" in result ? result.observacion : "observacionEdge" in result ? result.observacionEdge?.node : null;
      if (error || !saved) {
        if (error?.field) setErrors({ [error.field]: error.message });
        return toastError(error?.message ?? "Inténtelo de nuevo", failure);
      }
      savedId = saved.id;
    } catch (error) {
      return toastError((error as Error).message, failure);
    }
    // The observation is kept whatever happens to its document. One toast shows at a time, so a
    // failed upload's is the one left: the saved row is on screen, the missing document is the news.
    const uploaded = file ? await upload(savedId, file) : { ok: true as const };
    if (uploaded.ok) toastSuccess(observacion ? "Observación modificada correctamente" : "Observación creada correctamente");
    else toastError(`${uploaded.message ?? "Inténtelo de nuevo"}. La observación se ha guardado sin él.`, "Error al subir el documento");
    onOpenChange(false);
  }

  const hasDocument = !!observacion?.documentacion;
  return (
    <FormDialogForm ref={form} onSubmit={save} validationErrors={errors} onCancel={() => onOpenChange(false)} isNew={!observacion} isPending={busy} oneColumn>
      <TextArea
        label="Descripción"
        name="descripcion"
        isRequired
        autoFocus
        rows={4}
        maxLength={DESCRIPCION_MAX}
        warnAbove={DESCRIPCION_WARNING}
        value={descripcion}
        onChange={setDescripcion}
      />
      <Checkbox isSelected={tratamiento} onChange={toggleTratamiento}>
        Es tratamiento
      </Checkbox>
      {/* A treatment is always sanitary: the box shows it ticked and fixed. */}
      <Checkbox isSelected={tratamiento || sanitaria} isDisabled={tratamiento} onChange={setSanitaria}>
        Sanitaria (se incluye en la información para el adoptante)
      </Checkbox>
      {tratamiento && (
        <div className="grid gap-4 sm:grid-cols-2">
          <DatePicker
            name="tratamientoFechaInicio"
            label="Inicio del tratamiento"
            granularity="minute"
            hideTimeZone
            hourCycle={24}
            isRequired
            value={inicio}
            onChange={setInicio}
            incompleteMessage={INICIO_INCOMPLETE}
          />
          <DatePicker
            name="tratamientoFechaFin"
            label="Fin del tratamiento"
            // On a closed stay the end is not left open: the server gives it the stay's (decisions.md).
            description={fechaSalida ? `Opcional; sin ella, termina con la estancia, el ${formatDay(fechaSalida)}` : "Opcional"}
            granularity="minute"
            hideTimeZone
            hourCycle={24}
            value={fin}
            onChange={setFin}
            incompleteMessage={FIN_INCOMPLETE}
          />
        </div>
      )}
      <div className="flex flex-wrap items-center gap-3">
        <FileButton variant="secondary" accept={ACCEPT} onFile={chooseFile}>
          <Paperclip size={16} aria-hidden />
          {hasDocument || file ? "Cambiar documento" : "Adjuntar documento"}
        </FileButton>
        <span className="min-w-0 truncate text-sm text-slate-600" data-testid="documento-elegido">
          {file ? file.name : hasDocument ? "Tiene un documento adjunto" : "PDF, JPEG, PNG o WebP, hasta 10 MB"}
        </span>
      </div>
    </FormDialogForm>
  );
}
