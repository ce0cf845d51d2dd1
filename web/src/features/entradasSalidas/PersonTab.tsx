import { graphql, useFragment } from "react-relay/hooks";
import type { PersonTab_entrada$key } from "../../__generated__/PersonTab_entrada.graphql.ts";
import type { PersonTab_salida$key } from "../../__generated__/PersonTab_salida.graphql.ts";
import { BLOCKED_MESSAGE, BLOCKED_PERSONA_MARKER } from "@rules/rgpd.ts";
import { LinkedPersonaForm } from "./LinkedPersonaForm.tsx";

/** The Entrada tab: the person who handed the animal in (datos_entrada). */
export function EntradaTab(props: { entradaSalida: PersonTab_entrada$key; animalDatabaseId: number }) {
  const entradaSalida = useFragment(
    graphql`
      fragment PersonTab_entrada on EntradaSalida {
        id
        databaseId
        datosEntrada {
          ...LinkedPersonaForm_persona
        }
        datosEntradaBloqueada
      }
    `,
    props.entradaSalida,
  );
  if (entradaSalida.datosEntradaBloqueada) return <BlockedPersona />;
  return (
    <LinkedPersonaForm
      personRole="ENTRADA"
      persona={entradaSalida.datosEntrada ?? null}
      entradaSalida={entradaSalida}
      animalDatabaseId={props.animalDatabaseId}
    />
  );
}

/** The Salida tab: the person who took the animal (datos_salida). */
export function SalidaTab(props: { entradaSalida: PersonTab_salida$key; animalDatabaseId: number }) {
  const entradaSalida = useFragment(
    graphql`
      fragment PersonTab_salida on EntradaSalida {
        id
        databaseId
        datosSalida {
          ...LinkedPersonaForm_persona
        }
        datosSalidaBloqueada
      }
    `,
    props.entradaSalida,
  );
  if (entradaSalida.datosSalidaBloqueada) return <BlockedPersona />;
  return (
    <LinkedPersonaForm
      personRole="SALIDA"
      persona={entradaSalida.datosSalida ?? null}
      entradaSalida={entradaSalida}
      animalDatabaseId={props.animalDatabaseId}
    />
  );
}

/** A linked person whose data are blocked to this user (LOPDGDD art. 32): the marker, never the form. */
function BlockedPersona() {
  return (
    <div role="status" className="rounded-md border border-amber-300 bg-amber-50 p-4 text-sm text-amber-900">
      <p className="font-semibold">{BLOCKED_PERSONA_MARKER}</p>
      <p className="mt-1">{BLOCKED_MESSAGE}</p>
    </div>
  );
}
