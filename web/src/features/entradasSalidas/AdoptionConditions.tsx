import { type CalendarDate, parseDate } from "@internationalized/date";
import { type AdoptionAdopter, type EspecieLey, FECHA_LIMITE_INCOMPLETE, missingForAdoption, type MissingCondition } from "@rules/adopcion.ts";
import { ASK_ADMIN_FOR_REFUGIO } from "@rules/refugio.ts";
import { CircleCheck, TriangleAlert } from "lucide-react";
import { fetchQuery, graphql, useLazyLoadQuery } from "react-relay/hooks";
import type { Environment } from "relay-runtime";
import type { AdoptionConditionsQuery as QueryType } from "../../__generated__/AdoptionConditionsQuery.graphql.ts";
import { focusField } from "../../forms/focusField.ts";
import { Button, LinkButton } from "../../ui/Button.tsx";
import { Checkbox } from "../../ui/Checkbox.tsx";
import { DatePicker } from "../../ui/DatePicker.tsx";

/**
 * Read when the Destino list opens (prefetchAdoptionConditions) and when Adopción is chosen, not
 * with the ficha: the animal as saved (the store keeps it fresh after the ficha's own save) and
 * the shelter's switches.
 */
const AdoptionConditionsQuery = graphql`
  query AdoptionConditionsQuery($animalId: Int!, $entradaSalidaId: ID!) {
    viewer {
      isAdmin
    }
    animal(databaseId: $animalId) {
      identificacion
      fechaNacimiento
      edadAnios
      edadMeses
      esterilizado
      tipo {
        especieLey
      }
    }
    entradaSalida: node(id: $entradaSalidaId) {
      ... on EntradaSalida {
        datosSalida {
          databaseId
          adopcion
          fechaNacimiento
          mayorEdad
        }
      }
    }
    refugio {
      nucleoZoologico
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
  }
`;

/**
 * Starts reading an E/S's conditions before Adopción is chosen (the Destino list calls it as it
 * opens), so that choosing it shows them at once from the store: read only then, they arrived a
 * moment later and pushed Guardar down under a hand that was already on its way to it.
 */
export function prefetchAdoptionConditions(environment: Environment, variables: { animalId: number; entradaSalidaId: string }) {
  // A read that fails here is made again, with its error shown, when Adopción is chosen.
  fetchQuery<QueryType>(environment, AdoptionConditionsQuery, variables).subscribe({ error: () => {} });
}

type LinkedAdopter = { databaseId: number; adopcion: boolean; fechaNacimiento?: string | null; mayorEdad: boolean } | null | undefined;

const adopterOf = (person: LinkedAdopter): AdoptionAdopter | null =>
  person ? { id: person.databaseId, adopcion: person.adopcion, fechaNacimiento: person.fechaNacimiento ?? null, mayorEdad: person.mayorEdad } : null;

export type SterilisationCommitment = { compromiso: boolean; fechaLimite: CalendarDate | null };

/** Where each missing condition is fixed: a field of the ficha's left panel, or the commitment here. */
const FIX_LABEL: Record<Exclude<MissingCondition["field"], "adopcion" | "mayorEdad" | "nucleoZoologico">, string> = {
  identificacion: "Ir a Nº Identificación",
  fechaNacimiento: "Ir a Fecha de nacimiento",
  compromisoEsterilizacion: "Ir al compromiso",
};

const PERSON_FIX_LABEL: Partial<Record<MissingCondition["field"], string>> = {
  adopcion: "Ir a «Puede adoptar» en los datos del adoptante",
  fechaNacimiento: "Ir a la fecha de nacimiento del adoptante",
  mayorEdad: "Ir a «Es mayor de edad» en los datos del adoptante",
};

/**
 * The link to the field that fixes `condition`: the ficha's panel, the adopter in the Salida tab, or
 * 'Datos del refugio' (for an administrator; others are told whom to ask, as the shell's notice does).
 */
function FixLink({ condition, animalId, isAdmin }: { condition: MissingCondition; animalId: number; isAdmin: boolean }) {
  if (condition.target === "refugio") {
    if (!isAdmin) return <strong className="font-medium">{ASK_ADMIN_FOR_REFUGIO}</strong>;
    return (
      <LinkButton href={`/datos-refugio?campo=${condition.field}`} variant="ghost" size="sm">
        Ir a Datos del refugio
      </LinkButton>
    );
  }
  if (condition.target === "persona") {
    return (
      <LinkButton href={`/animales?id=${animalId}&tab=salida&campo=${condition.field}`} variant="ghost" size="sm">
        {PERSON_FIX_LABEL[condition.field]}
      </LinkButton>
    );
  }
  return (
    <Button variant="ghost" size="sm" onPress={() => focusField(document.body, condition.field)}>
      {FIX_LABEL[condition.field as keyof typeof FIX_LABEL]}
    </Button>
  );
}

/**
 * The General tab with destino Adopción (issue 26; Ley 7/2023, art. 58): what the adoption still
 * lacks, by the same rule the server refuses with, each with a button to the field that fixes it,
 * and the adopter's sterilisation commitment with its deadline.
 */
export function AdoptionConditions(props: {
  animalId: number;
  entradaSalidaId: string;
  fechaSalida: string | null;
  commitment: SterilisationCommitment;
  onCommitmentChange: (commitment: SterilisationCommitment) => void;
}) {
  const data = useLazyLoadQuery<QueryType>(
    AdoptionConditionsQuery,
    { animalId: props.animalId, entradaSalidaId: props.entradaSalidaId },
    { fetchPolicy: "store-and-network" },
  );
  const animal = data.animal;
  if (!animal || !props.fechaSalida) return null;
  const missing = missingForAdoption(
    {
      identificacion: animal.identificacion ?? null,
      fechaNacimiento: animal.fechaNacimiento ?? null,
      edadAnios: animal.edadAnios,
      edadMeses: animal.edadMeses,
      esterilizado: animal.esterilizado ?? null,
      especieLey: (animal.tipo?.especieLey ?? "otro") as EspecieLey,
    },
    {
      fechaSalida: props.fechaSalida,
      compromisoEsterilizacion: props.commitment.compromiso,
      fechaLimiteEsterilizacion: props.commitment.fechaLimite?.toString() ?? null,
    },
    data.refugio.condicionesAdopcion,
    { adoptante: adopterOf(data.entradaSalida?.datosSalida), nucleoZoologico: data.refugio.nucleoZoologico ?? null },
  );
  const asksCommitment = data.refugio.condicionesAdopcion.esterilizacion && animal.esterilizado !== true;
  const { commitment, onCommitmentChange } = props;
  return (
    <section
      aria-labelledby="condiciones-adopcion"
      className="flex flex-col gap-3 rounded-lg border border-slate-200 p-4 sm:col-span-2"
      data-testid="condiciones-adopcion"
    >
      <h3 id="condiciones-adopcion" className="text-sm font-semibold text-slate-800">
        Condiciones para la adopción (Ley 7/2023, art. 58)
      </h3>
      {missing.length === 0 ? (
        <p className="flex items-center gap-2 text-sm text-emerald-800">
          <CircleCheck size={16} aria-hidden className="text-emerald-600" />
          Cumple las condiciones para la adopción.
        </p>
      ) : (
        <div role="status" className="flex flex-col gap-2 rounded-md border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900">
          <p className="flex items-center gap-2 font-medium">
            <TriangleAlert size={16} aria-hidden className="shrink-0 text-amber-600" />
            Falta para poder registrar la adopción:
          </p>
          <ul className="flex flex-col gap-2 pl-6">
            {missing.map((condition) => (
              <li key={condition.check + condition.message} className="list-disc">
                {condition.message}. <FixLink condition={condition} animalId={props.animalId} isAdmin={!!data.viewer?.isAdmin} />
              </li>
            ))}
          </ul>
        </div>
      )}
      {asksCommitment && (
        <div className="grid gap-3 sm:grid-cols-2">
          <div data-field="compromisoEsterilizacion" className="flex items-center">
            <Checkbox
              name="compromisoEsterilizacion"
              isSelected={commitment.compromiso}
              onChange={(compromiso) => onCommitmentChange({ ...commitment, compromiso })}
            >
              El adoptante se compromete a esterilizarlo
            </Checkbox>
          </div>
          <DatePicker
            name="fechaLimiteEsterilizacion"
            label="Fecha límite de esterilización"
            value={commitment.fechaLimite}
            onChange={(fechaLimite) => onCommitmentChange({ ...commitment, fechaLimite })}
            isDisabled={!commitment.compromiso}
            minValue={parseDate(props.fechaSalida)}
            incompleteMessage={FECHA_LIMITE_INCOMPLETE}
          />
        </div>
      )}
    </section>
  );
}
