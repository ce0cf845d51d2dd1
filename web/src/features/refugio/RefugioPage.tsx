import { REFUGIO_FIELD_LABELS, REFUGIO_FIELDS, REFUGIO_MAX_LENGTH, type RefugioField, refugioInputSchema } from "@rules/refugio.ts";
import { nifWarning } from "@rules/cif.ts";
import { Building2, CircleAlert, CircleCheck, Save } from "lucide-react";
import { useEffect, useState } from "react";
import { graphql, useFragment } from "react-relay/hooks";
import { useSearchParams } from "react-router";
import type { RefugioPage_refugio$key } from "../../__generated__/RefugioPage_refugio.graphql.ts";
import type { RefugioPageQuery as RefugioPageQueryType } from "../../__generated__/RefugioPageQuery.graphql.ts";
import { focusFieldWhenShown } from "../../forms/focusField.ts";
import { validate } from "../../forms/validate.ts";
import { fieldErrorsOf } from "../../relay/fieldErrors.ts";
import { readMutationError } from "../../relay/MutationError.ts";
import { useRouteQuery } from "../../relay/useRouteQuery.ts";
import { SubmitButton } from "../../ui/Button.tsx";
import { PageCard } from "../../ui/Card.tsx";
import { type FieldErrors, Form } from "../../ui/Form.tsx";
import { TextField, type TextFieldProps } from "../../ui/TextField.tsx";
import { InlineWarning } from "../../ui/InlineWarning.tsx";
import { toastError, toastSuccess } from "../../ui/Toast.tsx";
import { AdoptionChecksCard } from "./AdoptionChecksCard.tsx";
import { EspecieLeyCard } from "./EspecieLeyCard.tsx";
import { RefugioLogoField } from "./RefugioLogoField.tsx";
import { useUpdateRefugioMutation } from "./UpdateRefugioMutation.ts";

export const RefugioPageQuery = graphql`
  query RefugioPageQuery {
    refugio {
      ...RefugioPage_refugio
    }
    ...EspecieLeyCard_query
  }
`;

const SAVE_FAILED = "Error al guardar los datos del refugio";

/** How each field is typed and laid out; the rest (label, length, rule) comes from the shared rules. */
const FIELD_INPUTS: Partial<Record<RefugioField, Partial<TextFieldProps>>> = {
  nombre: { className: "sm:col-span-2", autoFocus: true },
  direccion: { className: "sm:col-span-2" },
  codigoPostal: { inputMode: "numeric" },
  telefono: { type: "tel" },
  email: { type: "email" },
  nucleoZoologico: { description: "El número de inscripción en el registro de núcleos zoológicos de la comunidad autónoma." },
  responsableDatos: {
    className: "sm:col-span-2",
    description: "Quien responde del tratamiento de los datos personales (o el delegado de protección de datos).",
  },
  contactoDerechos: {
    className: "sm:col-span-2",
    description: "Correo o dirección postal donde se ejercen los derechos de acceso, rectificación, supresión...",
  },
};

/** 'Datos del refugio' (beyond the spec, for administrators): what every document prints in its header. */
export function RefugioPage() {
  const query = useRouteQuery<RefugioPageQueryType>(RefugioPageQuery);
  const refugioKey = query.refugio;
  const refugio = useFragment<RefugioPage_refugio$key>(
    graphql`
      fragment RefugioPage_refugio on Refugio {
        nombre
        cifNif
        direccion
        codigoPostal
        localidad
        provincia
        telefono
        email
        nucleoZoologico
        responsableDatos
        contactoDerechos
        ...RefugioLogoField_refugio
        ...AdoptionChecksCard_refugio
        completo
        camposPendientes
      }
    `,
    refugioKey,
  );
  const [save, saving] = useUpdateRefugioMutation();
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  // A CIF/NIF whose control does not match is noted on leaving the field, not refused (rules/cif.ts).
  const [nifNote, setNifNote] = useState<string | null>(null);
  // A link to the field that fixes something (?campo=nucleoZoologico, from an adoption's missing conditions).
  const [params] = useSearchParams();
  useEffect(() => {
    const campo = params.get("campo");
    if (campo) focusFieldWhenShown(campo);
  }, [params]);

  async function submit(data: Record<string, string>) {
    const checked = validate(refugioInputSchema, data);
    if (!checked.ok) {
      setFieldErrors(checked.errors);
      return toastError(checked.message, SAVE_FAILED);
    }
    try {
      const result = await save(checked.data);
      const error = readMutationError(result.error);
      setFieldErrors(error ? fieldErrorsOf(error) : {});
      if (error) return toastError(error.message, SAVE_FAILED);
      toastSuccess("Datos del refugio guardados correctamente");
    } catch {
      toastError(SAVE_FAILED);
    }
  }

  return (
    <div className="flex flex-col gap-6">
      <PageCard
        icon={<Building2 size={20} />}
        title="Datos del refugio"
        description="Los datos que cada documento imprime en su cabecera y en su cláusula de protección de datos."
        bodyClassName="flex flex-col gap-6"
      >
        <PendingNotice completo={refugio.completo} pendientes={refugio.camposPendientes} />
        <RefugioLogoField refugio={refugio} />
        <Form isSending={saving} onSubmit={submit} validationErrors={fieldErrors} className="grid gap-4 sm:grid-cols-2">
          {REFUGIO_FIELDS.map((field) => (
            <div key={field} data-field={field}>
              <TextField
                name={field}
                label={REFUGIO_FIELD_LABELS[field]}
                maxLength={REFUGIO_MAX_LENGTH[field]}
                defaultValue={refugio[field] ?? ""}
                {...FIELD_INPUTS[field]}
                {...(field === "cifNif" && {
                  onChange: () => setNifNote(null),
                  onBlur: (event) => setNifNote(nifWarning((event.target as HTMLInputElement).value)),
                  description: nifNote && <InlineWarning>{nifNote}</InlineWarning>,
                })}
              />
            </div>
          ))}
          <div className="flex justify-end pt-2 sm:col-span-2">
            <SubmitButton icon={Save}>Guardar</SubmitButton>
          </div>
        </Form>
      </PageCard>
      <AdoptionChecksCard refugio={refugio} />
      <EspecieLeyCard query={query} />
    </div>
  );
}

/** Legal documents are refused until every field is filled in; this says which are still empty. */
function PendingNotice({ completo, pendientes }: { completo: boolean; pendientes: readonly string[] }) {
  if (completo) {
    return (
      <p role="status" className="flex items-start gap-2 rounded-md border border-emerald-200 bg-emerald-50 p-3 text-sm text-emerald-900">
        <CircleCheck size={16} className="mt-0.5 shrink-0" aria-hidden />
        Los datos están completos: ya se pueden generar los documentos legales.
      </p>
    );
  }
  return (
    <div
      role="status"
      className="flex items-start gap-2 rounded-md border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900"
      data-testid="refugio-pendientes"
    >
      <CircleAlert size={16} className="mt-0.5 shrink-0" aria-hidden />
      <div>
        <p className="font-medium">Faltan datos para generar los documentos legales:</p>
        <ul className="mt-1 list-disc pl-5">
          {pendientes.map((label) => (
            <li key={label}>{label}</li>
          ))}
        </ul>
      </div>
    </div>
  );
}
