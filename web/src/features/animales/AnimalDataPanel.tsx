import {
  type AnimalInput,
  animalInputSchema,
  FECHA_ESTERILIZACION_INCOMPLETE,
  FECHA_NACIMIENTO_INCOMPLETE,
  MAX_AGE_MONTHS,
  MAX_AGE_YEARS,
  MONTHS_OUT_OF_RANGE,
  OTROS_MAX,
  SHORT_FIELD_MAX,
  YEARS_NEGATIVE,
  YEARS_TOO_MANY,
} from "@rules/animal.ts";
import { isNonIsoIdentificacion, normaliseIdentificacion } from "@rules/microchip.ts";
import { PUBLIC_DESCRIPTION_MAX } from "@rules/adoptables.ts";
import { parseDate } from "@internationalized/date";
import { ageOn, ESTERILIZADO_LABELS, ESTERILIZADO_OPTIONS, type EsterilizadoOption } from "@rules/adopcion.ts";
import { Save } from "lucide-react";
import type { MutationError_error$key } from "../../__generated__/MutationError_error.graphql.ts";
import { useEffect, useMemo, useRef, useState } from "react";
import { graphql, useFragment } from "react-relay/hooks";
import type { AnimalDataPanel_animal$key } from "../../__generated__/AnimalDataPanel_animal.graphql.ts";
import type { AnimalDataPanel_lookups$key } from "../../__generated__/AnimalDataPanel_lookups.graphql.ts";
import { focusField } from "../../forms/focusField.ts";
import { incompleteDates } from "../../forms/incompleteDates.ts";
import { validate } from "../../forms/validate.ts";
import { SubmitButton } from "../../ui/Button.tsx";
import { Card, CardBody, CardHeader } from "../../ui/Card.tsx";
import { Checkbox } from "../../ui/Checkbox.tsx";
import { type FieldErrors, Form } from "../../ui/Form.tsx";
import { DatePicker } from "../../ui/DatePicker.tsx";
import { NumberField } from "../../ui/NumberField.tsx";
import { numericKey, Select, type SelectOption } from "../../ui/Select.tsx";
import { TextArea } from "../../ui/TextArea.tsx";
import { TextField, type TextFieldProps } from "../../ui/TextField.tsx";
import { toastError, toastSuccess } from "../../ui/Toast.tsx";
import { useRefreshCounts } from "../../relay/useRefreshCounts.ts";
import { AnimalPhotoField } from "./AnimalPhotoField.tsx";
import { type AnimalValues, animalInput, sameValues, valuesFrom } from "./animalValues.ts";
import { useCreateAnimalMutation } from "./CreateAnimalMutation.ts";
import { NonIsoWarning } from "./NonIsoWarning.tsx";
import { type PendingPhoto, pendingPhotoFile } from "./photoFile.ts";
import { useUpdateAnimalMutation } from "./UpdateAnimalMutation.ts";
import { useUploadAnimalPhotoMutation } from "./UploadAnimalPhotoMutation.ts";
import { readMutationError } from "../../relay/MutationError.ts";

const dayOrNull = (day: string) => (day ? parseDate(day) : null);

type ShortTextField = "registro" | "nombre" | "identificacion" | "raza" | "pelo" | "color" | "cola";
type LookupField = "tipoId" | "tallaId" | "sexoId";

type SaveResult = { readonly __typename: string; readonly error?: MutationError_error$key | null };

export type AnimalDataPanelProps = {
  animal: AnimalDataPanel_animal$key | null;
  lookups: AnimalDataPanel_lookups$key;
  /** A photo that could not be uploaded when this animal was created. */
  initialPendingPhoto?: PendingPhoto | null;
  onDirtyChange: (dirty: boolean) => void;
  /** A new animal was saved; `keptPhoto` is its photo when the upload failed. */
  onCreated: (databaseId: number, keptPhoto: PendingPhoto | null) => void;
  /** The form replaces the one that just created this animal: the keyboard goes on from its button. */
  focusSubmit?: boolean;
};

/** The ficha's left panel: the animal data and its photo (spec section 2 "Animal record form"). */
export function AnimalDataPanel(props: AnimalDataPanelProps) {
  const animal = useFragment(
    graphql`
      fragment AnimalDataPanel_animal on Animal {
        id
        registro
        nombre
        identificacion
        raza
        pelo
        color
        cola
        edadAnios
        edadMeses
        otros
        fechaNacimiento
        esterilizado
        fechaEsterilizacion
        publicadoAdopcion
        descripcionPublica
        tipo {
          databaseId
        }
        talla {
          databaseId
        }
        sexo {
          databaseId
        }
        ...AnimalPhotoField_animal
      }
    `,
    props.animal,
  );
  const lookups = useFragment(
    graphql`
      fragment AnimalDataPanel_lookups on Query {
        hoyEnRefugio
        tipos {
          databaseId
          tipo
        }
        tallas {
          databaseId
          talla
          descripcion
        }
        sexos {
          databaseId
          sexo
        }
      }
    `,
    props.lookups,
  );
  const saved = valuesFrom(animal);
  const savedKey = JSON.stringify(saved);
  const [values, setValues] = useState<AnimalValues>(saved);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [pending, setPending] = useState<PendingPhoto | null>(props.initialPendingPhoto ?? null);
  const [isSaving, setIsSaving] = useState(false);
  const panel = useRef<HTMLDivElement>(null);
  const [createAnimal] = useCreateAnimalMutation();
  const [updateAnimal] = useUpdateAnimalMutation();
  const [uploadPhoto] = useUploadAnimalPhotoMutation();
  const refreshCounts = useRefreshCounts();

  // Once saved, the form shows what the server stored (trimmed texts, ages as numbers).
  useEffect(() => setValues(JSON.parse(savedKey) as AnimalValues), [savedKey]);

  const dirty = !sameValues(values, saved) || (!animal && pending !== null);
  const { onDirtyChange } = props;
  useEffect(() => onDirtyChange(dirty), [dirty, onDirtyChange]);

  const options = useMemo(
    () => ({
      tipos: lookups.tipos.map((t) => ({ id: t.databaseId, label: t.tipo })),
      tallas: lookups.tallas.map((t) => ({ id: t.databaseId, label: t.talla, description: t.descripcion ?? undefined })),
      sexos: lookups.sexos.map((s) => ({ id: s.databaseId, label: s.sexo })),
    }),
    [lookups],
  );

  function set<K extends keyof AnimalValues>(field: K, value: AnimalValues[K]) {
    setValues((current) => ({ ...current, [field]: value }));
  }

  /** A birth date sets the age (years and months, read-only while it is there). */
  function setBirthDay(day: string) {
    setValues((current) => ({ ...current, fechaNacimiento: day, ...(day ? ageOn(day, lookups.hoyEnRefugio) : {}) }));
  }

  function focusFieldOnNextFrame(field: string) {
    requestAnimationFrame(() => focusField(panel.current, field));
  }

  function showFailure(result: SaveResult) {
    const error = readMutationError(result.error);
    if (error?.field && error.field in values) {
      setErrors({ [error.field]: error.message });
      return focusFieldOnNextFrame(error.field);
    }
    toastError(error?.message ?? "Error al guardar el animal");
  }

  async function uploadPending(animalId: string, photo: PendingPhoto): Promise<boolean> {
    try {
      return (await uploadPhoto(animalId, pendingPhotoFile(photo))).ok;
    } catch {
      return false;
    }
  }

  async function save() {
    const incomplete = incompleteDates(panel.current);
    if (incomplete) {
      setErrors(incomplete.errors);
      return focusFieldOnNextFrame(incomplete.field);
    }
    const checked = validate(animalInputSchema, animalInput(values));
    if (!checked.ok) {
      setErrors(checked.errors);
      return focusFieldOnNextFrame(checked.field);
    }
    setErrors({});
    setIsSaving(true);
    // A created ficha keeps this form waiting until the new ficha's page replaces it: an Enter
    // meanwhile would otherwise create a second one.
    if (!(await send(checked.data))) setIsSaving(false);
  }

  /** Saves the checked values; true once a new animal exists and its page is on the way. */
  async function send(input: AnimalInput): Promise<boolean> {
    try {
      if (animal) {
        const result = await updateAnimal({ ...input, id: animal.id });
        if (!result.animal) showFailure(result);
        else toastSuccess("Éxito", "Ficha registral modificada correctamente");
        return false;
      }
      const result = await createAnimal(input);
      const created = result.animalEdge?.node;
      if (!created) {
        showFailure(result);
        return false;
      }
      // The animal exists from here on: a failed photo upload must not look like a failed save.
      const kept = pending && !(await uploadPending(created.id, pending)) ? pending : null;
      if (kept) toastError("Animal creado, pero no se pudo subir la fotografía al servidor");
      else toastSuccess("Éxito", "Ficha registral creada correctamente");
      refreshCounts();
      props.onCreated(created.databaseId, kept);
      return true;
    } catch {
      toastError("Error al guardar el animal");
      return false;
    }
  }

  const field = (name: keyof AnimalValues) => ({ "data-field": name });

  /** One of the short texts (up to SHORT_FIELD_MAX characters), in its wrapper for focusField. */
  const shortText = (name: ShortTextField, label: string, more?: Partial<TextFieldProps>) => (
    <div {...field(name)}>
      <TextField name={name} label={label} maxLength={SHORT_FIELD_MAX} value={values[name]} onChange={(v) => set(name, v)} {...more} />
    </div>
  );

  /** A required choice among the lookups (tipo, talla, sexo), in its wrapper for focusField. */
  const lookupSelect = (name: LookupField, label: string, items: SelectOption[]) => (
    <div {...field(name)}>
      <Select name={name} label={label} isRequired options={items} selectedKey={values[name]} onSelectionChange={(k) => set(name, numericKey(k))} />
    </div>
  );

  return (
    <Card>
      <CardHeader title="Datos del animal" description="Los campos marcados con * son obligatorios." />
      <CardBody>
        <div ref={panel}>
          <Form isSending={isSaving} onSubmit={save} validationErrors={errors} className="flex flex-col gap-5">
            <AnimalPhotoField animal={animal ?? null} pending={pending} onPendingChange={setPending} isDisabled={isSaving} />
            <div className="grid gap-4 sm:grid-cols-2">
              {shortText("registro", "Nº Registro", { isRequired: true, autoFocus: !animal })}
              {shortText("nombre", "Nombre", { isRequired: true })}
              {shortText("identificacion", "Nº Identificación", {
                description: isNonIsoIdentificacion(normaliseIdentificacion(values.identificacion.trim())) ? (
                  <NonIsoWarning />
                ) : (
                  "Microchip (15 cifras) u otra identificación."
                ),
              })}
              {lookupSelect("tipoId", "Tipo", options.tipos)}
              {shortText("raza", "Raza")}
              {shortText("pelo", "Pelo")}
              {shortText("color", "Color")}
              {shortText("cola", "Cola")}
              {lookupSelect("tallaId", "Talla", options.tallas)}
              {lookupSelect("sexoId", "Sexo", options.sexos)}
              <DatePicker
                name="fechaNacimiento"
                label="Fecha de nacimiento"
                description="Opcional; con ella, los años y los meses se calculan."
                value={dayOrNull(values.fechaNacimiento)}
                onChange={(day) => setBirthDay(day?.toString() ?? "")}
                maxValue={parseDate(lookups.hoyEnRefugio)}
                incompleteMessage={FECHA_NACIMIENTO_INCOMPLETE}
              />
              <div aria-hidden className="hidden sm:block" />
              <div {...field("edadAnios")}>
                <NumberField
                  name="edadAnios"
                  label="Años"
                  isReadOnly={!!values.fechaNacimiento}
                  minValue={0}
                  maxValue={MAX_AGE_YEARS}
                  rangeMessage={(years) => (years < 0 ? YEARS_NEGATIVE : YEARS_TOO_MANY)}
                  step={1}
                  value={values.edadAnios}
                  onChange={(v) => set("edadAnios", v)}
                />
              </div>
              <div {...field("edadMeses")}>
                <NumberField
                  name="edadMeses"
                  label="Meses"
                  isReadOnly={!!values.fechaNacimiento}
                  description={`De 0 a ${MAX_AGE_MONTHS}.`}
                  minValue={0}
                  maxValue={MAX_AGE_MONTHS}
                  rangeMessage={MONTHS_OUT_OF_RANGE}
                  step={1}
                  value={values.edadMeses}
                  onChange={(v) => set("edadMeses", v)}
                />
              </div>
              <div {...field("esterilizado")}>
                <Select
                  name="esterilizado"
                  label="Esterilizado"
                  options={ESTERILIZADO_OPTIONS.map((id) => ({ id, label: ESTERILIZADO_LABELS[id] }))}
                  selectedKey={values.esterilizado}
                  onSelectionChange={(key) => set("esterilizado", key as EsterilizadoOption)}
                />
              </div>
              <DatePicker
                name="fechaEsterilizacion"
                label="Fecha de esterilización"
                value={dayOrNull(values.fechaEsterilizacion)}
                onChange={(day) => set("fechaEsterilizacion", day?.toString() ?? "")}
                isDisabled={values.esterilizado !== "si"}
                maxValue={parseDate(lookups.hoyEnRefugio)}
                incompleteMessage={FECHA_ESTERILIZACION_INCOMPLETE}
              />
              <div {...field("otros")} className="sm:col-span-2">
                <TextArea name="otros" label="Otros" maxLength={OTROS_MAX} value={values.otros} onChange={(v) => set("otros", v)} />
              </div>
              <div {...field("publicadoAdopcion")} className="flex flex-col gap-3 border-t border-slate-100 pt-4 sm:col-span-2">
                <Checkbox name="publicadoAdopcion" isSelected={values.publicadoAdopcion} onChange={(on) => set("publicadoAdopcion", on)}>
                  Publicar en adopción
                </Checkbox>
                <p className="text-xs text-slate-600">
                  Mientras esté en el refugio, sale en la página pública{" "}
                  <a href="/adopta" target="_blank" rel="noopener" className="underline">
                    /adopta
                  </a>{" "}
                  con su foto, sus datos y esta descripción.
                </p>
                <div {...field("descripcionPublica")}>
                  <TextArea
                    name="descripcionPublica"
                    label="Descripción pública"
                    maxLength={PUBLIC_DESCRIPTION_MAX}
                    value={values.descripcionPublica}
                    onChange={(v) => set("descripcionPublica", v)}
                  />
                </div>
              </div>
            </div>
            <div className="flex items-center justify-end gap-3 border-t border-slate-100 pt-4">
              {dirty && <span className="text-xs text-amber-700">Cambios sin guardar</span>}
              {/* Pending, not disabled: a disabled button would drop the keyboard's focus to the page. */}
              <SubmitButton icon={Save} autoFocus={props.focusSubmit}>
                {animal ? "Modificar" : "Guardar"}
              </SubmitButton>
            </div>
          </Form>
        </div>
      </CardBody>
    </Card>
  );
}
