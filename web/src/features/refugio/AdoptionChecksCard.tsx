import { ADOPTION_CHECK_LABELS, type AdoptionChecks } from "@rules/adopcion.ts";
import { Save, Scale } from "lucide-react";
import { useState } from "react";
import { graphql, useFragment } from "react-relay/hooks";
import type { AdoptionChecksCard_refugio$key } from "../../__generated__/AdoptionChecksCard_refugio.graphql.ts";
import type { UpdateCondicionesAdopcionMutation as Mutation } from "../../__generated__/UpdateCondicionesAdopcionMutation.graphql.ts";
import { readMutationError } from "../../relay/MutationError.ts";
import { useInputMutation } from "../../relay/useAsyncMutation.ts";
import { SubmitButton } from "../../ui/Button.tsx";
import { PageCard } from "../../ui/Card.tsx";
import { Checkbox } from "../../ui/Checkbox.tsx";
import { Form } from "../../ui/Form.tsx";
import { toastError, toastSuccess } from "../../ui/Toast.tsx";

const mutation = graphql`
  mutation UpdateCondicionesAdopcionMutation($input: UpdateCondicionesAdopcionInput!) {
    updateCondicionesAdopcion(input: $input) {
      __typename
      ... on UpdateCondicionesAdopcionPayload {
        refugio {
          id
          ...AdoptionChecksCard_refugio
        }
      }
      ...MutationError_error @alias(as: "error")
    }
  }
`;

const SAVE_FAILED = "Error al guardar las condiciones de adopción";
const CHECKS = Object.keys(ADOPTION_CHECK_LABELS) as (keyof AdoptionChecks)[];

/**
 * 'Datos del refugio': which adoption preconditions an exit with destino Adopción checks (issue 26).
 * All on by default; turning one off is in the activity log.
 */
export function AdoptionChecksCard(props: { refugio: AdoptionChecksCard_refugio$key }) {
  const { condicionesAdopcion } = useFragment(
    graphql`
      fragment AdoptionChecksCard_refugio on Refugio {
        condicionesAdopcion {
          identificacion
          edadMinima
          esterilizacion
          adoptante
          mayoriaEdad
          edadPorFecha
          nucleoZoologico
        }
      }
    `,
    props.refugio,
  );
  const [checks, setChecks] = useState<AdoptionChecks>({ ...condicionesAdopcion });
  const [save, saving] = useInputMutation<Mutation>(mutation, "updateCondicionesAdopcion");

  async function submit() {
    try {
      const error = readMutationError((await save(checks)).error);
      if (error) return toastError(error.message, SAVE_FAILED);
      toastSuccess("Condiciones de adopción guardadas correctamente");
    } catch {
      toastError(SAVE_FAILED);
    }
  }

  return (
    <PageCard
      icon={<Scale size={20} />}
      title="Condiciones para la adopción"
      isSection
      description="Lo que se comprueba al registrar una salida en adopción (Ley 7/2023, de 28 de marzo, art. 58). Una condición desactivada no se comprueba."
      bodyClassName="flex flex-col gap-4"
    >
      <Form isSending={saving} onSubmit={() => void submit()} className="flex flex-col gap-3">
        {CHECKS.map((check) => (
          <Checkbox key={check} name={check} isSelected={checks[check]} onChange={(on) => setChecks((current) => ({ ...current, [check]: on }))}>
            {ADOPTION_CHECK_LABELS[check]}
          </Checkbox>
        ))}
        <p className="text-xs text-slate-500">
          La esterilización antes de la adopción, o el compromiso firmado de esterilizar, se exige a perros, gatos y hurones según se recoge ampliamente; el
          artículo de la ley no está confirmado.
        </p>
        <div className="flex justify-end">
          <SubmitButton icon={Save}>Guardar condiciones</SubmitButton>
        </div>
      </Form>
    </PageCard>
  );
}
