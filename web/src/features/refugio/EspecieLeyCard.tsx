import { ESPECIES_LEY, type EspecieLey } from "@rules/adopcion.ts";
import { PawPrint } from "lucide-react";
import { graphql, useFragment } from "react-relay/hooks";
import type { EspecieLeyCard_query$key } from "../../__generated__/EspecieLeyCard_query.graphql.ts";
import type { UpdateTipoEspecieLeyMutation as Mutation } from "../../__generated__/UpdateTipoEspecieLeyMutation.graphql.ts";
import { readMutationError } from "../../relay/MutationError.ts";
import { useInputMutation } from "../../relay/useAsyncMutation.ts";
import { PageCard } from "../../ui/Card.tsx";
import { Select } from "../../ui/Select.tsx";
import { toastError, toastSuccess } from "../../ui/Toast.tsx";

const mutation = graphql`
  mutation UpdateTipoEspecieLeyMutation($input: UpdateTipoEspecieLeyInput!) {
    updateTipoEspecieLey(input: $input) {
      __typename
      ... on UpdateTipoEspecieLeyPayload {
        tipo {
          id
          especieLey
        }
      }
      ...MutationError_error @alias(as: "error")
    }
  }
`;

const LABELS: Record<EspecieLey, string> = { perro: "Perro", gato: "Gato", huron: "Hurón", otro: "Otro" };
const OPTIONS = ESPECIES_LEY.map((id) => ({ id, label: LABELS[id] }));
const SAVE_FAILED = "Error al guardar la especie para la ley";

/**
 * 'Datos del refugio': which group of the law each tipo of animal belongs to (issue 26): the
 * 8 weeks and the sterilisation of an adoption apply to dogs, cats and ferrets. Saved on change,
 * each tipo on its own: the fields stay enabled meanwhile, as a disabled one drops the keyboard's focus.
 */
export function EspecieLeyCard(props: { query: EspecieLeyCard_query$key }) {
  const { tipos } = useFragment(
    graphql`
      fragment EspecieLeyCard_query on Query {
        tipos {
          id
          databaseId
          tipo
          especieLey
        }
      }
    `,
    props.query,
  );
  const [save] = useInputMutation<Mutation>(mutation, "updateTipoEspecieLey");

  async function choose(tipoId: number, especieLey: string) {
    try {
      const error = readMutationError((await save({ tipoId, especieLey })).error);
      if (error) return toastError(error.message, SAVE_FAILED);
      toastSuccess("Especie para la ley guardada correctamente");
    } catch {
      toastError(SAVE_FAILED);
    }
  }

  return (
    <PageCard
      icon={<PawPrint size={20} />}
      title="Especie para la ley de cada tipo"
      isSection
      description="La Ley 7/2023 (art. 58.3) fija las 8 semanas de edad para perros, gatos y hurones; la esterilización se exige a los mismos. Elija a qué grupo pertenece cada tipo de animal."
      bodyClassName="grid gap-4 sm:grid-cols-2"
    >
      {tipos.map((tipo) => (
        <Select
          key={tipo.id}
          name={`especieLey-${tipo.databaseId}`}
          label={tipo.tipo}
          options={OPTIONS}
          selectedKey={tipo.especieLey}
          onSelectionChange={(key) => key !== null && key !== tipo.especieLey && void choose(tipo.databaseId, String(key))}
        />
      ))}
    </PageCard>
  );
}
