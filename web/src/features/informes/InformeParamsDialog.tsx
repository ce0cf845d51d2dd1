import { type CalendarDate, parseDate } from "@internationalized/date";
import {
  CANTIDAD_INVALID,
  CANTIDAD_MAX,
  CAUSAS_ABANDONO_MAX,
  CAUSAS_ABANDONO_MAX_LINES,
  COMPROMISO_ADOPTANTE_MAX,
  COMPROMISO_ADOPTANTE_MAX_LINES,
  DIAS_REFUGIO_INVALID,
  DIAS_REFUGIO_MAX,
  FECHA_ABANDONO_INCOMPLETE,
  FECHA_ENTREGA_CONTRATO_INCOMPLETE,
  FECHA_ENTREGA_RECONOCIMIENTO_INCOMPLETE,
  INFORME_GENERATE_FAILED,
  type FormlessType,
  INFORME_TYPE_LABELS,
  type InformeParams,
  type InformeType,
  informeParamsSchemas,
} from "@rules/informes.ts";
import { FileDown } from "lucide-react";
import { useRef, useState } from "react";
import { incompleteDates } from "../../forms/incompleteDates.ts";
import { validate } from "../../forms/validate.ts";
import { Button, SubmitButton } from "../../ui/Button.tsx";
import { DatePicker } from "../../ui/DatePicker.tsx";
import { Dialog, DialogActions } from "../../ui/Dialog.tsx";
import { type FieldErrors, Form } from "../../ui/Form.tsx";
import { NumberField } from "../../ui/NumberField.tsx";
import { TextArea } from "../../ui/TextArea.tsx";
import { toastError } from "../../ui/Toast.tsx";
import { useDiasEnRefugio } from "./useDiasEnRefugio.ts";

/** The three documents with a parameter form; the ficha registral and the adoption pack are generated straight away. */
export type ParamsType = Exclude<InformeType, FormlessType>;

type Field =
  | { name: string; kind: "day"; label: string; incomplete: string }
  | { name: string; kind: "euros" | "days"; label: string }
  | { name: string; kind: "text"; label: string; max: number; lines: number };

/** Each form's fields in the spec's order (section 2 "report parameter forms", section 5 limits). */
const FIELDS: Record<ParamsType, Field[]> = {
  "declaracion-abandono": [
    { name: "cantidadAbonada", kind: "euros", label: "Cantidad abonada (€)" },
    { name: "fechaAbandono", kind: "day", label: "Fecha de abandono", incomplete: FECHA_ABANDONO_INCOMPLETE },
    { name: "causasAbandono", kind: "text", label: "Causas del abandono", max: CAUSAS_ABANDONO_MAX, lines: CAUSAS_ABANDONO_MAX_LINES },
  ],
  "contrato-adopcion": [
    { name: "fechaEntregaContrato", kind: "day", label: "Fecha de entrega del contrato", incomplete: FECHA_ENTREGA_CONTRATO_INCOMPLETE },
    { name: "compromisoAdoptante", kind: "text", label: "Compromiso del adoptante", max: COMPROMISO_ADOPTANTE_MAX, lines: COMPROMISO_ADOPTANTE_MAX_LINES },
  ],
  "declaracion-reconocimiento": [
    { name: "fechaEntregaReconocimiento", kind: "day", label: "Fecha de entrega", incomplete: FECHA_ENTREGA_RECONOCIMIENTO_INCOMPLETE },
    { name: "cantidadAbonadaReconocimiento", kind: "euros", label: "Cantidad abonada (€)" },
    { name: "diasRefugio", kind: "days", label: "Días en el refugio" },
  ],
};

type Value = number | string | CalendarDate | null;

export type ParamsDialogProps = {
  /** The open form, or null. */
  tipo: ParamsType | null;
  entradaSalidaId: string;
  /** The shelter's today, 'yyyy-MM-dd': every date starts there. */
  today: string;
  onClose: () => void;
  /** Sends the checked parameters; answers the server's field errors, or null once generated. */
  onGenerate: (tipo: ParamsType, params: InformeParams) => Promise<FieldErrors | null>;
};

/** 'Declaración de abandono', 'Contrato de adopción' and 'Declaración de reconocimiento' parameter forms. */
export function InformeParamsDialog(props: ParamsDialogProps) {
  return (
    <Dialog isOpen={!!props.tipo} onOpenChange={(open) => !open && props.onClose()} title={props.tipo ? INFORME_TYPE_LABELS[props.tipo] : ""}>
      {/* Mounted afresh on each opening, so every form starts from its defaults. */}
      {props.tipo && <ParamsForm {...props} tipo={props.tipo} />}
    </Dialog>
  );
}

function initialValues(tipo: ParamsType, today: string): Record<string, Value> {
  const start: Record<Field["kind"], Value> = { day: parseDate(today), euros: 0, days: 0, text: "" };
  return Object.fromEntries(FIELDS[tipo].map((field) => [field.name, start[field.kind]]));
}

/** What the shared schema reads: days as 'yyyy-MM-dd', an emptied number as absent. */
function toInput(values: Record<string, Value>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(values).map(([name, value]) => [name, typeof value === "number" ? (Number.isNaN(value) ? null : value) : (value?.toString() ?? null)]),
  );
}

function ParamsForm({ tipo, entradaSalidaId, today, onClose, onGenerate }: ParamsDialogProps & { tipo: ParamsType }) {
  const [values, setValues] = useState(() => initialValues(tipo, today));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [sending, setSending] = useState(false);
  const form = useRef<HTMLFormElement>(null);
  const set = (name: string, value: Value) => setValues((current) => ({ ...current, [name]: value }));
  // The recognition form starts from the stay's days, read afresh (spec section 9).
  useDiasEnRefugio(tipo === "declaracion-reconocimiento" ? entradaSalidaId : null, (dias) => set("diasRefugio", dias));

  async function submit() {
    const checked = incompleteDates(form.current) ?? validate(informeParamsSchemas[tipo], toInput(values));
    if (!checked.ok) {
      setErrors(checked.errors);
      return toastError(checked.message, INFORME_GENERATE_FAILED);
    }
    setErrors({});
    setSending(true);
    const refused = await onGenerate(tipo, checked.data).finally(() => setSending(false));
    if (refused) setErrors(refused);
  }

  return (
    <Form isSending={sending} ref={form} onSubmit={() => void submit()} validationErrors={errors}>
      {FIELDS[tipo].map((field, index) => {
        const common = { name: field.name, label: field.label, autoFocus: index === 0 };
        const value = values[field.name];
        switch (field.kind) {
          case "day":
            return (
              <DatePicker
                key={field.name}
                {...common}
                value={value as CalendarDate | null}
                onChange={(day) => set(field.name, day)}
                incompleteMessage={field.incomplete}
              />
            );
          case "euros":
          case "days":
            return (
              <NumberField
                key={field.name}
                {...common}
                value={value as number}
                onChange={(number) => set(field.name, number)}
                minValue={0}
                maxValue={field.kind === "euros" ? CANTIDAD_MAX : DIAS_REFUGIO_MAX}
                step={1}
                rangeMessage={field.kind === "euros" ? CANTIDAD_INVALID : DIAS_REFUGIO_INVALID}
                formatOptions={{ useGrouping: false, maximumFractionDigits: field.kind === "euros" ? 2 : 0 }}
              />
            );
          default: // "text", the only kind left
            return (
              <TextArea
                key={field.name}
                {...common}
                rows={Math.min(field.lines, 8)}
                maxLength={field.max}
                value={value as string}
                onChange={(text) => set(field.name, text)}
              />
            );
        }
      })}
      <DialogActions>
        <Button variant="secondary" onPress={onClose}>
          Cancelar
        </Button>
        <SubmitButton icon={FileDown} pendingLabel="Generando...">
          Generar informe
        </SubmitButton>
      </DialogActions>
    </Form>
  );
}
